import {
  type SubscriptionChangeValues,
  SubscriptionConfirmDialog,
  type SubscriptionCreateValues,
  SubscriptionDialog,
} from "@round/forms";
import type { AddonResponse, PlanResponse, PricePointResponse } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { Opener, openWith, type PreviewLine, previewOf, refusal, SUBSCRIPTION } from "./billingFixtures";

const CREATED = "2026-01-05T10:00:00.000Z";

function point(
  id: string,
  currency: string,
  pricingModel: "flat_fee" | "per_unit",
  amount: number,
  billingFrequency: "monthly" | "yearly" | "month",
  description: string | null = null,
): PricePointResponse {
  return {
    id,
    currency,
    pricingModel,
    price: pricingModel === "flat_fee" ? amount : null,
    billingFrequency,
    setupFee: null,
    freeQuantity: null,
    unitPrice: pricingModel === "per_unit" ? amount : null,
    percentage: null,
    packageSize: null,
    trialPeriod: null,
    tiers: [],
    description,
    showInCheckout: true,
    showInPortal: true,
    version: 1,
    createdAt: CREATED,
  };
}

function plan(id: string, name: string, status: PlanResponse["status"], pricePoints: PricePointResponse[]) {
  return {
    id,
    name,
    description: null,
    productFamilyId: "fam-cloud",
    productFamilyName: "Cloud",
    status,
    billingPeriod: "monthly",
    isMetered: false,
    billingCycles: null,
    trialPeriod: null,
    customerPortal: {
      showInCheckout: true,
      showInPortal: true,
      allowUpgrade: true,
      allowDowngrade: true,
      allowCancellation: true,
    },
    pricePoints,
    features: [],
    usageMetrics: [],
    startingPrice: null,
    mrr: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
  } satisfies PlanResponse;
}

function addon(id: string, name: string, pricePoints: PricePointResponse[]) {
  return {
    id,
    name,
    description: null,
    productFamilyId: "fam-cloud",
    productFamilyName: "Cloud",
    status: "active",
    type: "recurring",
    chargeModel: pricePoints[0]?.pricingModel === "per_unit" ? "per_unit" : "flat_fee",
    isOptional: true,
    isQuantityBasedCharge: false,
    customerPortal: {
      showInCheckout: true,
      showInPortal: true,
      allowSelfSubscribe: true,
      allowSelfRemove: true,
    },
    pricePoints,
    startingPrice: null,
    createdAt: CREATED,
    updatedAt: CREATED,
  } satisfies AddonResponse;
}

/** A USD customer sees neither the EUR point nor the archived plan. */
const PLANS: PlanResponse[] = [
  plan("plan-starter", "Starter", "active", [
    point("pp-starter-usd-m", "USD", "flat_fee", 19, "monthly"),
    point("pp-starter-eur-m", "EUR", "flat_fee", 18, "monthly"),
  ]),
  plan("plan-pro", "Pro", "active", [
    point("pp-pro-usd-m", "USD", "per_unit", 12, "monthly"),
    point("pp-pro-usd-y", "USD", "per_unit", 120, "yearly", "Annual"),
  ]),
  plan("plan-business", "Business", "active", [point("pp-business-usd-m", "USD", "per_unit", 20, "monthly")]),
  // Graduated tiers: the picker says what the first unit costs, as a person reads it.
  plan("plan-scale", "Scale", "active", [
    {
      ...point("pp-scale-usd-m", "USD", "per_unit", 0, "monthly"),
      pricingModel: "tiered",
      unitPrice: null,
      tiers: [
        { startingUnit: 1, endingUnit: 10, price: 15 },
        { startingUnit: 11, endingUnit: null, price: 10 },
      ],
    },
  ]),
  plan("plan-legacy", "Legacy", "archived", [point("pp-legacy-usd-m", "USD", "flat_fee", 9, "monthly")]),
];
const ADDONS: AddonResponse[] = [
  addon("addon-support", "Priority support", [point("pp-support-usd-m", "USD", "flat_fee", 29, "month")]),
  addon("addon-storage", "Extra storage", [point("pp-storage-usd-m", "USD", "per_unit", 2, "month")]),
];

const loadPlans = () => new Promise<PlanResponse[]>((resolve) => setTimeout(() => resolve(PLANS), 20));
const loadAddons = () => new Promise<AddonResponse[]>((resolve) => setTimeout(() => resolve(ADDONS), 20));

/** Each point's name on an invoice line and its price for one unit and one month. */
const PRICES: Record<string, { name: string; unit: number }> = {
  "pp-starter-usd-m": { name: "Starter", unit: 19 },
  "pp-pro-usd-m": { name: "Pro", unit: 12 },
  "pp-business-usd-m": { name: "Business", unit: 20 },
  "pp-support-usd-m": { name: "Priority support", unit: 29 },
  "pp-storage-usd-m": { name: "Extra storage", unit: 2 },
};
/** Percent off of each coupon that exists. */
const COUPONS: Record<string, number> = { WELCOME10: 10 };
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The first invoice as the server previews it: a month from today (Mar 2, 2026), the coupons' discount. */
function firstInvoice(values: SubscriptionCreateValues) {
  const term = { periodStart: "2026-03-02", periodEnd: "2026-04-02" };
  const line = (id: string | null | undefined, quantity = 1): PreviewLine => {
    const price = PRICES[id ?? ""] ?? { name: "", unit: 0 };
    // Described as the engine describes it: the quantity in the text ('Pro × 5').
    const description = quantity > 1 ? `${price.name} × ${quantity}` : price.name;
    return { kind: "plan", description, quantity, amount: cents(price.unit * quantity), ...term };
  };
  const unknown = values.couponCodes?.find((code) => !(code in COUPONS));
  if (unknown) return Promise.reject(refusal("couponCodes", `Coupon ${unknown} does not exist`));
  const lines = [
    line(values.planPricePointId, values.quantity),
    ...(values.addons ?? []).map((row) => ({
      ...line(row.pricePointId, row.quantity),
      kind: "addon" as const,
    })),
  ];
  const subtotal = lines.reduce((sum, row) => sum + row.amount, 0);
  const percent = (values.couponCodes ?? []).reduce((sum, code) => sum + (COUPONS[code] ?? 0), 0);
  return Promise.resolve(previewOf(lines, { discount: cents((subtotal * percent) / 100) }));
}

/** A prorated change of Ada's Pro × 5 for the 13 days left of the 28-day term (to Mar 15). */
function proratedChange(values: SubscriptionChangeValues) {
  const id = values.planPricePointId ?? SUBSCRIPTION.planPricePointId;
  const quantity = values.quantity ?? 1;
  if (!values.prorate || (id === SUBSCRIPTION.planPricePointId && quantity === SUBSCRIPTION.quantity)) {
    return Promise.resolve(previewOf(null));
  }
  const rest = { kind: "proration" as const, periodStart: "2026-03-02", periodEnd: "2026-03-15" };
  const share = (unit: number, count: number) => cents((unit * count * 13) / 28);
  return Promise.resolve(
    previewOf([
      { ...rest, description: "Unused time on Pro", quantity: 5, amount: -share(12, 5) },
      {
        ...rest,
        description: `Remaining time on ${PRICES[id]?.name ?? id}`,
        quantity,
        amount: share(PRICES[id]?.unit ?? 0, quantity),
      },
    ]),
  );
}

const preview = fn((values: SubscriptionCreateValues | SubscriptionChangeValues) =>
  "customerId" in values ? firstInvoice(values) : proratedChange(values as SubscriptionChangeValues),
);

/**
 * New subscription and Edit subscription: the plan's price point (only the active ones in the customer's
 * currency), the quantity, add-ons; on create the coupon codes, a start date and a trial end; on edit the
 * 'Prorate' switch. Checked with the shared `subscriptionCreateSchema` and `subscriptionChangeSchema`. Below,
 * the server's preview of the first invoice (or of the prorated change) for the values on screen: 'Create
 * subscription' or 'Confirm change' is offered only once it is shown, so nothing is committed unseen. A
 * refusal of a field lands under it, in the preview or on confirm.
 *
 * **Accessibility:** every control has a visible label; the add-ons are a fieldset named by its legend and
 * numbered ('Add-on 1 quantity'); the preview is a region announced politely, its invoice a table with
 * column and row headers.
 */
const meta = {
  title: "Billing/SubscriptionDialog",
  component: SubscriptionDialog,
  args: {
    customerId: "cus-ada",
    currency: "USD",
    loadPlans,
    loadAddons,
    preview,
    onSubmit: fn(async () => {}),
    onSuccess: fn(),
    onOpenChange: fn(),
  },
  render: (args) => (
    <Opener label="New subscription" onOpenChange={args.onOpenChange}>
      {(dialog) => <SubscriptionDialog {...args} {...dialog} />}
    </Opener>
  ),
} satisfies Meta<typeof SubscriptionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement, title = "New subscription") =>
  openWith(canvasElement, "New subscription", title);
const planSelect = (dialog: Canvas) => dialog.findByRole("combobox", { name: /^Plan/ });
const quantity = (dialog: Canvas) => dialog.getByRole("textbox", { name: /^Quantity/ });
const coupons = (dialog: Canvas) => dialog.getByRole("textbox", { name: /^Coupon codes/ });
const create = (dialog: Canvas) => dialog.getByRole("button", { name: "Create subscription" });

/** The text of each row of the invoice preview, headers and sums included. */
function previewRows(dialog: Canvas) {
  return within(dialog.getByRole("table", { name: "Invoice preview" }))
    .getAllByRole("row")
    .map((row) => row.textContent);
}

/** Nothing chosen yet: the USD prices to pick from, and nothing to preview or create. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    const select = await planSelect(dialog);
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose a price",
      "Starter · $19.00/mo",
      "Pro · $12.00/unit/mo",
      "Pro · $120.00/unit/yr (Annual)",
      "Business · $20.00/unit/mo",
      "Scale · starts at $15.00/unit/mo",
    ]);
    await expect(quantity(dialog)).toHaveValue("1");
    // No '0 tags' under the coupon codes: an empty list says nothing of its count.
    await expect(coupons(dialog)).toHaveAccessibleDescription("Press Enter after each code");
    await expect(dialog.getByRole("group", { name: "Add-ons" })).toHaveTextContent("No add-ons");
    await expect(dialog.getByRole("region", { name: "First invoice" })).toHaveTextContent(
      "Choose a plan to see the first invoice.",
    );
    await expect(create(dialog)).toBeDisabled();
    await expect(args.preview).not.toHaveBeenCalled();
  },
};

/**
 * A customer collected automatically with a card: the first invoice is paid as it is raised, and the preview
 * says the card is charged rather than showing a bare 'Amount due $0.00'.
 */
export const ChargedToCardNow: Story = {
  args: {
    preview: fn((_values: SubscriptionCreateValues | SubscriptionChangeValues) => {
      const paid = previewOf([
        {
          kind: "plan",
          description: "Pro × 5",
          quantity: 5,
          amount: 60,
          taxAmount: 0,
          taxRateId: null,
          periodStart: "2026-03-02",
          periodEnd: "2026-04-02",
        },
      ]);
      return Promise.resolve({ ...paid, invoice: { ...paid.invoice!, creditApplied: 20, amountDue: 0 } });
    }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.selectOptions(await planSelect(dialog), "Pro · $12.00/unit/mo");
    await waitFor(() =>
      expect(previewRows(dialog)).toEqual([
        "DescriptionAmount",
        "Pro × 5 (Mar 2, 2026 – Apr 2, 2026)$60.00",
        "Subtotal$60.00",
        "Total$60.00",
        "Credit applied-$20.00",
        "Charged to the card now-$40.00",
        "Amount due$0.00",
      ]),
    );
  },
};

/** A taxed customer: the preview's tax in a 'Tax' row between the discount and the total. */
export const Taxed: Story = {
  args: {
    preview: fn((_values: SubscriptionCreateValues | SubscriptionChangeValues) =>
      Promise.resolve(
        previewOf(
          [
            {
              kind: "plan",
              description: "Pro × 5",
              quantity: 5,
              amount: 60,
              taxAmount: 10.8,
              taxRateId: "txr_gb_vat",
              periodStart: "2026-03-02",
              periodEnd: "2026-04-02",
            },
          ],
          { discount: 6, tax: 10.8 },
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.selectOptions(await planSelect(dialog), "Pro · $12.00/unit/mo");
    await waitFor(() =>
      expect(previewRows(dialog)).toEqual([
        "DescriptionAmount",
        "Pro × 5 (Mar 2, 2026 – Apr 2, 2026)$60.00",
        "Subtotal$60.00",
        "Discount-$6.00",
        "Tax$10.80",
        "Total$64.80",
        "Amount due$64.80",
      ]),
    );
    await expect(dialog.getByRole("rowheader", { name: "Tax" })).toBeVisible();
    await waitFor(() => expect(create(dialog)).toBeEnabled());
  },
};

/** 5 seats of Pro, an add-on and a coupon: the first invoice's lines and sums, then exactly those values sent. */
export const PreviewThenCreate: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.selectOptions(await planSelect(dialog), "Pro · $12.00/unit/mo");
    await userEvent.clear(quantity(dialog));
    await enterText(quantity(dialog), "5");
    await userEvent.click(dialog.getByRole("button", { name: "Add add-on" }));
    await userEvent.selectOptions(
      await dialog.findByRole("combobox", { name: /^Add-on 1/ }),
      "Priority support · $29.00/mo",
    );
    await userEvent.type(coupons(dialog), "WELCOME10{Enter}");
    await expect(coupons(dialog)).toHaveAccessibleDescription("1 coupon code Press Enter after each code");
    await waitFor(() =>
      expect(previewRows(dialog)).toEqual([
        "DescriptionAmount",
        "Pro × 5 (Mar 2, 2026 – Apr 2, 2026)$60.00",
        "Priority support (Mar 2, 2026 – Apr 2, 2026)$29.00",
        "Subtotal$89.00",
        "Discount-$8.90",
        "Total$80.10",
        "Amount due$80.10",
      ]),
    );
    const values = {
      customerId: "cus-ada",
      planPricePointId: "pp-pro-usd-m",
      quantity: 5,
      addons: [{ pricePointId: "pp-support-usd-m", quantity: 1 }],
      couponCodes: ["WELCOME10"],
    };
    await expect(args.preview).toHaveBeenLastCalledWith(values);
    await waitFor(() => expect(create(dialog)).toBeEnabled());
    await userEvent.click(create(dialog));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(values);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** A quantity that is not whole: the message under it, nothing to create. */
export const QuantityNotWhole: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.selectOptions(await planSelect(dialog), "Pro · $12.00/unit/mo");
    await userEvent.clear(quantity(dialog));
    await enterText(quantity(dialog), "2.5");
    await userEvent.tab();
    await expect(quantity(dialog)).toHaveAccessibleDescription(
      /Quantity must be a whole number of at least 1$/,
    );
    await expect(create(dialog)).toBeDisabled();
    await expect(args.preview).not.toHaveBeenCalledWith(expect.objectContaining({ quantity: 2.5 }));
    // The plan is chosen: the preview asks to correct the field, not to choose a plan.
    await expect(dialog.getByRole("region", { name: "First invoice" })).toHaveTextContent(
      "Correct the highlighted fields to see the preview.",
    );
  },
};

/** An add-on row added without its price: said under the row, and the preview waits for it. */
export const AddonWithoutPrice: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.selectOptions(await planSelect(dialog), "Pro · $12.00/unit/mo");
    await userEvent.click(dialog.getByRole("button", { name: "Add add-on" }));
    await expect(await dialog.findByRole("combobox", { name: /^Add-on 1$/ })).toHaveAccessibleDescription(
      /Price point is required$/,
    );
    await expect(dialog.getByRole("region", { name: "First invoice" })).toHaveTextContent(
      "Correct the highlighted fields to see the preview.",
    );
    await expect(create(dialog)).toBeDisabled();
  },
};

/** The preview refuses a coupon: the server's words under the field, the preview asks to correct it. */
export const CouponRefused: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.selectOptions(await planSelect(dialog), "Starter · $19.00/mo");
    await userEvent.type(coupons(dialog), "SPRING99{Enter}");
    await waitFor(() =>
      expect(coupons(dialog)).toHaveAccessibleDescription(/Coupon SPRING99 does not exist/),
    );
    await expect(dialog.getByRole("region", { name: "First invoice" })).toHaveTextContent(
      "Correct the highlighted fields to see the preview.",
    );
    await expect(create(dialog)).toBeDisabled();
  },
};

/** The coupon ran out between the preview and the confirm: the refusal under it, the dialog stays open. */
export const RefusedOnCreate: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        refusal("couponCodes", "Coupon WELCOME10 has reached its maximum number of redemptions"),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.selectOptions(await planSelect(dialog), "Starter · $19.00/mo");
    await userEvent.type(coupons(dialog), "WELCOME10{Enter}");
    await waitFor(() => expect(create(dialog)).toBeEnabled());
    await userEvent.click(create(dialog));
    await waitFor(() =>
      expect(coupons(dialog)).toHaveAccessibleDescription(
        /Coupon WELCOME10 has reached its maximum number of redemptions/,
      ),
    );
    await expect(screen.getByRole("dialog", { name: "New subscription" })).toBeVisible();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Edit: Ada's Pro × 5 moved to Business, prorated: the difference for the 13 days left, then the change. */
export const ChangePlan: Story = {
  args: { mode: "edit", subscription: SUBSCRIPTION },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, "Edit subscription");
    const select = await planSelect(dialog);
    await expect(select).toHaveDisplayValue("Pro · $12.00/unit/mo");
    await expect(quantity(dialog)).toHaveValue("5");
    await expect(dialog.getByRole("combobox", { name: /^Add-on 1/ })).toHaveDisplayValue(
      "Priority support · $29.00/mo",
    );
    await expect(dialog.getByRole("switch", { name: /^Prorate/ })).toBeChecked();
    await expect(dialog.queryByRole("textbox", { name: /^Coupon codes/ })).toBeNull();
    await userEvent.selectOptions(select, "Business · $20.00/unit/mo");
    await waitFor(() =>
      expect(previewRows(dialog)).toEqual([
        "DescriptionAmount",
        "Unused time on Pro × 5 (Mar 2, 2026 – Mar 15, 2026)-$27.86",
        "Remaining time on Business × 5 (Mar 2, 2026 – Mar 15, 2026)$46.43",
        "Subtotal$18.57",
        "Total$18.57",
        "Amount due$18.57",
      ]),
    );
    await expect(dialog.getByRole("region", { name: "Preview of the change" })).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Confirm change" });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      planPricePointId: "pp-business-usd-m",
      quantity: 5,
      addons: [{ pricePointId: "pp-support-usd-m", quantity: 1 }],
      prorate: true,
    });
  },
};

// Resume subscription (SubscriptionConfirmDialog): a new term from today, previewed, then confirmed.

const resumePreview = fn(async () =>
  previewOf([
    {
      kind: "plan",
      description: "Pro",
      quantity: 5,
      amount: 60,
      taxAmount: 0,
      taxRateId: null,
      periodStart: "2026-03-02",
      periodEnd: "2026-04-02",
    },
    {
      kind: "addon",
      description: "Priority support",
      quantity: 1,
      amount: 29,
      taxAmount: 0,
      taxRateId: null,
      periodStart: "2026-03-02",
      periodEnd: "2026-04-02",
    },
  ]),
);
const resume = fn(async () => {});

export const Resume: Story = {
  render: () => (
    <Opener label="Resume">
      {(dialog) => (
        <SubscriptionConfirmDialog
          {...dialog}
          action="resume"
          planName="Pro"
          preview={resumePreview}
          onSubmit={resume}
        />
      )}
    </Opener>
  ),
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openWith(canvasElement, "Resume", "Resume subscription");
    await expect(element).toHaveAccessibleDescription("Pro");
    await expect(dialog.getByRole("region", { name: "What resuming does" })).toBeVisible();
    await waitFor(() =>
      expect(previewRows(dialog)).toEqual([
        "DescriptionAmount",
        "Pro × 5 (Mar 2, 2026 – Apr 2, 2026)$60.00",
        "Priority support (Mar 2, 2026 – Apr 2, 2026)$29.00",
        "Subtotal$89.00",
        "Total$89.00",
        "Amount due$89.00",
      ]),
    );
    const confirm = dialog.getByRole("button", { name: "Resume subscription" });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(resume).toHaveBeenCalledTimes(1);
  },
};
