/** Records and helpers shared by the subscription, test clock and billing settings stories. */
import type {
  BillingPreviewResponse,
  BillingSettingsResponse,
  ChargeResponse,
  InvoiceLineResponse,
  PricePointResponse,
  SubscriptionResponse,
} from "@round/forms/schemas";
import { Button } from "@round/ui";
import { type ReactNode, useState } from "react";
import { expect, screen, within } from "storybook/test";
import { userEvent } from "../../interactions";

const CREATED = "2026-01-15T10:00:00.000Z";

/** Ada's Pro subscription, 5 seats with Priority support, in its third month (the stories' today is Mar 2, 2026). */
export const SUBSCRIPTION: SubscriptionResponse = {
  id: "sub-ada-pro",
  customerId: "cus-ada",
  customerName: "Ada Lovelace",
  planId: "plan-pro",
  planName: "Pro",
  planPricePointId: "pp-pro-usd-m",
  quantity: 5,
  status: "active",
  currency: "USD",
  billingFrequency: "monthly",
  billingPeriod: "monthly",
  startDate: "2026-01-15",
  trialEnd: null,
  currentTermStart: "2026-02-15",
  currentTermEnd: "2026-03-15",
  nextBillingDate: "2026-03-15",
  cancelAt: null,
  cancelledAt: null,
  pausedAt: null,
  resumeDate: null,
  billingCycles: null,
  termsBilled: 2,
  amount: 89,
  mrr: 89,
  addons: [
    {
      id: "sa-support",
      addonId: "addon-support",
      name: "Priority support",
      addonName: "Priority support",
      pricePointId: "pp-support-usd-m",
      quantity: 1,
      unitPrice: 29,
      amount: 29,
    },
  ],
  coupons: [],
  autoCollection: null,
  pendingChange: null,
  testClockId: null,
  createdAt: CREATED,
  updatedAt: CREATED,
};

/** A previewed line; untaxed unless it says otherwise. */
export type PreviewLine = Omit<InvoiceLineResponse, "id" | "taxAmount" | "taxRateId"> &
  Partial<Pick<InvoiceLineResponse, "taxAmount" | "taxRateId">>;

/**
 * What the server previews: the invoice of `lines` (with its sums; `tax`, exclusive, added to the total) or
 * none, and the credit.
 */
export function previewOf(
  lines: readonly PreviewLine[] | null,
  { discount = 0, credit = 0, tax = 0 }: { discount?: number; credit?: number; tax?: number } = {},
): BillingPreviewResponse {
  // Sums in cents, as the server keeps money exact.
  const cents = (amount: number) => Math.round(amount * 100);
  const subtotal = lines ? lines.reduce((sum, line) => sum + cents(line.amount), 0) : 0;
  const total = subtotal - cents(discount) + cents(tax);
  return {
    preview: true,
    subscription: SUBSCRIPTION,
    invoice: lines
      ? {
          currency: "USD",
          lines: lines.map((line) => ({ taxAmount: 0, taxRateId: null, ...line })),
          subtotal: subtotal / 100,
          discount,
          tax,
          total: total / 100,
          creditApplied: 0,
          amountDue: total / 100,
        }
      : null,
    credit,
  };
}

/** The account's billing settings as the API answers them. */
export const SETTINGS: BillingSettingsResponse = {
  netTermDays: 30,
  invoicePrefix: "INV",
  dunningDays: [3, 5, 7],
  afterFinalFailure: "stay_active",
  gateway: "test",
  stripeKeyLast4: null,
  nextInvoiceNumber: "INV-000042",
};

/** A refusal as the API answers a 400: the message, and the field it names. */
export const refusal = (field: string, description: string) => ({
  message: description,
  errors: [{ code: "INVALID", description, field }],
});

/**
 * A button that opens a dialog taking `open` and `onOpenChange` (the billing dialogs have no trigger of their
 * own), as the screens open them.
 */
export function Opener({
  label,
  onOpenChange,
  children,
}: {
  label: string;
  onOpenChange?: ((open: boolean) => void) | undefined;
  children: (dialog: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>{label}</Button>
      {children({ open, onOpenChange: change })}
    </>
  );
}

/** Opens the dialog with its button and waits until it is shown; returns it and queries scoped to it. */
export async function openWith(canvasElement: HTMLElement, trigger: string, title: string) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: trigger }));
  const element = await screen.findByRole("dialog", { name: title });
  await expect(element).toBeVisible();
  return { element, dialog: within(element) };
}

const chargePoint = (id: string, fields: Partial<PricePointResponse>): PricePointResponse => ({
  id,
  currency: "USD",
  pricingModel: "flat_fee",
  price: null,
  billingFrequency: null,
  setupFee: null,
  freeQuantity: null,
  unitPrice: null,
  percentage: null,
  packageSize: null,
  trialPeriod: null,
  tiers: [],
  description: null,
  showInCheckout: true,
  showInPortal: true,
  version: 1,
  createdAt: "2026-01-05T10:00:00.000Z",
  ...fields,
});

const chargeOf = (
  id: string,
  name: string,
  chargeType: ChargeResponse["chargeType"],
  chargeModel: ChargeResponse["chargeModel"],
  pricePoints: PricePointResponse[],
  status: ChargeResponse["status"] = "active",
): ChargeResponse => ({
  id,
  name,
  description: null,
  productFamilyId: "fam-core",
  productFamilyName: "Core",
  status,
  type: chargeType,
  chargeType,
  chargeModel,
  pricePoints,
  amount: pricePoints[0]?.price ?? pricePoints[0]?.unitPrice ?? null,
  percentageValue: pricePoints[0]?.percentage ?? null,
  currency: pricePoints[0]?.currency ?? null,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
});

/** The catalog's charges Create Invoice offers: a flat fee, seats per unit, tiered calls, a late fee. */
export const invoiceCharges: ChargeResponse[] = [
  chargeOf("ch-setup", "Onboarding call", "one_time", "flat_fee", [chargePoint("pp-setup", { price: 250 })]),
  chargeOf("ch-seats", "Extra seats", "recurring", "per_unit", [
    chargePoint("pp-seats", { pricingModel: "per_unit", unitPrice: 12.5, billingFrequency: "monthly" }),
    chargePoint("pp-seats-eur", { pricingModel: "per_unit", unitPrice: 11, currency: "EUR" }),
  ]),
  chargeOf("ch-calls", "API calls", "usage_based", "tiered", [
    chargePoint("pp-calls", {
      pricingModel: "tiered",
      tiers: [
        { startingUnit: 1, endingUnit: 100, price: 0.1 },
        { startingUnit: 101, endingUnit: null, price: 0.05 },
      ],
    }),
  ]),
  chargeOf("ch-late", "Late fee", "penalty", "percentage", [
    chargePoint("pp-late", { pricingModel: "percentage", percentage: 1.5 }),
  ]),
];
