/**
 * The billing rules (COMMERCE.md, "Subscription rules" and "Invoices, payments and billing"): the bodies of
 * subscriptions and their actions, one-off invoices, recorded payments, bulk actions, usage, test clocks
 * and the billing settings. The server checks requests with these; the app's forms use the same ones.
 */
import { minorUnits } from "@round/billing";
import * as v from "valibot";
import { decimalPlaces } from "./accounts/onboarding.ts";
import { AFTER_FINAL_FAILURE, BULK_INVOICE_ACTIONS, GATEWAYS } from "./billingConstants.ts";
import { isDay, isInstant, optionalBoolean, optionalLimited, requiredLimited } from "./fieldRules.ts";
import {
  billingSettingsMessages,
  invoiceMessages,
  subscriptionMessages,
  testClockMessages,
  usageMessages,
} from "./messages/billing.ts";
import { amountDecimalsMessage } from "./messages/customers.ts";

export {
  AFTER_FINAL_FAILURE,
  BILLING_SETTINGS_DEFAULTS,
  BULK_INVOICE_ACTIONS,
  GATEWAYS,
  INVOICE_REASON_LABELS,
  INVOICE_STATUSES,
  type InvoiceStatus,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from "./billingConstants.ts";

/** Days and instants that exist as written (./fieldRules.ts), for the forms and the server alike. */
export { isDay, isInstant };

const optionalDay = v.optional(
  v.pipe(v.string(subscriptionMessages.date), v.check(isDay, subscriptionMessages.date)),
);

const quantity = v.optional(
  v.pipe(
    v.number(subscriptionMessages.quantity),
    v.integer(subscriptionMessages.quantity),
    v.minValue(1, subscriptionMessages.quantity),
    v.maxValue(1_000_000, subscriptionMessages.quantityTooLarge),
  ),
);

const preview = optionalBoolean();

const addonItem = v.object({
  pricePointId: requiredLimited(
    100,
    subscriptionMessages.pricePointRequired,
    subscriptionMessages.pricePointRequired,
  ),
  quantity,
});

const addons = v.optional(v.pipe(v.array(addonItem), v.maxLength(20, subscriptionMessages.tooManyAddons)));

/** POST /api/subscriptions. */
export const subscriptionCreateSchema = v.object({
  customerId: requiredLimited(
    100,
    subscriptionMessages.customerRequired,
    subscriptionMessages.customerRequired,
  ),
  planPricePointId: requiredLimited(
    100,
    subscriptionMessages.planRequired,
    subscriptionMessages.planRequired,
  ),
  quantity,
  addons,
  couponCodes: v.optional(
    v.pipe(
      v.array(
        v.pipe(v.string(subscriptionMessages.couponCode), v.maxLength(50, subscriptionMessages.couponCode)),
      ),
      v.maxLength(5, subscriptionMessages.tooManyCoupons),
    ),
  ),
  startDate: optionalDay,
  trialEnd: optionalDay,
  autoCollection: optionalBoolean(),
  preview,
});
export type SubscriptionCreateInput = v.InferInput<typeof subscriptionCreateSchema>;

/** PUT /api/subscriptions/{id}: a change of plan price point, quantity or add-ons, prorated unless told not to. */
export const subscriptionChangeSchema = v.object({
  planPricePointId: v.optional(
    requiredLimited(100, subscriptionMessages.planRequired, subscriptionMessages.planRequired),
  ),
  quantity,
  addons,
  prorate: optionalBoolean(),
  autoCollection: optionalBoolean(),
  preview,
});
export type SubscriptionChangeInput = v.InferInput<typeof subscriptionChangeSchema>;

export const subscriptionPauseSchema = v.object({ resumeDate: optionalDay, preview });
export const subscriptionResumeSchema = v.object({ preview });
export const subscriptionCancelSchema = v.object({
  atTermEnd: v.boolean(subscriptionMessages.atTermEnd),
  preview,
});
export const subscriptionReactivateSchema = v.object({ preview });

/** The messages of an amount field (`Amount …`, `Base amount …`). */
interface AmountMessages {
  required: string;
  notNumber: string;
  negative: string;
  tooLarge: string;
}

const AMOUNT_MESSAGES: AmountMessages = {
  required: invoiceMessages.amountRequired,
  notNumber: invoiceMessages.amountNotNumber,
  negative: invoiceMessages.amountNegative,
  tooLarge: invoiceMessages.amountTooLarge,
};

/** An amount typed in a field: 0 or more, at most the currency's minor digits. */
function amountSchema(currency: string, messages: AmountMessages = AMOUNT_MESSAGES) {
  const digits = minorUnits(currency);
  return v.pipe(
    v.nullish(v.union([v.number(messages.notNumber), v.string(messages.notNumber)], messages.notNumber), ""),
    v.transform((value) => (typeof value === "string" ? value.trim() : value)),
    v.check((value) => value !== "", messages.required),
    v.transform((value) => Number(value)),
    v.check((value) => Number.isFinite(value), messages.notNumber),
    v.check((value) => value >= 0, messages.negative),
    v.check((value) => value <= 1_000_000_000, messages.tooLarge),
    v.check((value) => decimalPlaces(value) <= digits, amountDecimalsMessage(digits)),
  );
}

/** The quantity of a one-off invoice's line: a whole number from 1 to 1,000,000 (one when left out). */
const lineQuantity = v.optional(
  v.pipe(
    v.number(invoiceMessages.quantity),
    v.integer(invoiceMessages.quantity),
    v.minValue(1, invoiceMessages.quantity),
    v.maxValue(1_000_000, invoiceMessages.quantityTooLarge),
  ),
);

/**
 * A line of a one-off invoice billing a charge of the catalog: its price point, priced by `@round/billing`
 * (`priceFor`) for the quantity, or, for a percentage charge, as a share of `baseAmount` (in the customer's
 * currency).
 */
export function invoiceChargeItemSchema(currency: string) {
  return v.object({
    pricePointId: requiredLimited(100, invoiceMessages.chargeRequired, invoiceMessages.chargeRequired),
    quantity: lineQuantity,
    baseAmount: v.optional(
      amountSchema(currency, {
        required: invoiceMessages.baseAmountRequired,
        notNumber: invoiceMessages.baseAmountNotNumber,
        negative: invoiceMessages.baseAmountNegative,
        tooLarge: invoiceMessages.baseAmountTooLarge,
      }),
    ),
  });
}

/** True when an invoice item names a price point (a charge of the catalog) rather than typed text. */
export function isChargeItem(item: unknown): item is { pricePointId: unknown } {
  return typeof item === "object" && item !== null && "pricePointId" in item;
}

/**
 * One item of a one-off invoice: a charge of the catalog when it names a `pricePointId`, otherwise a line
 * typed by hand. Each is checked by its own rules, so every message lands on its own field
 * (`items.0.amount`, `items.0.quantity`, `items.0.description`), never on the item as a whole.
 */
export function invoiceItemSchema(currency: string) {
  const charge = invoiceChargeItemSchema(currency);
  const typed = invoiceLineSchema(currency);
  // Anything but an object is neither: the union says what an item is (and documents both in the API).
  const either = v.union([charge, typed], invoiceMessages.itemShape);
  return v.lazy(
    (item): v.GenericSchema<unknown, InvoiceItemOutput> =>
      isChargeItem(item) ? charge : typeof item === "object" && item !== null ? typed : either,
  );
}
export type InvoiceChargeItem = v.InferOutput<ReturnType<typeof invoiceChargeItemSchema>>;
export type InvoiceTypedLine = v.InferOutput<ReturnType<typeof invoiceLineSchema>>;
export type InvoiceItemOutput = InvoiceChargeItem | InvoiceTypedLine;

/**
 * POST /api/invoices: a one-off invoice of charges. Each item is a charge of the catalog (its price point,
 * priced by the engine) or a line typed by hand (a description and an amount), each checked by its own rules.
 */
export function invoiceCreateSchema(currency: string) {
  return v.object({
    customerId: requiredLimited(100, invoiceMessages.customerRequired, invoiceMessages.customerRequired),
    items: v.pipe(
      v.array(invoiceItemSchema(currency), invoiceMessages.itemsRequired),
      v.minLength(1, invoiceMessages.itemsRequired),
      v.maxLength(100, invoiceMessages.tooManyItems),
    ),
    dueDate: optionalDay,
    memo: optionalLimited(1000, invoiceMessages.memoTooLong),
    /** Finalize at once (a number, open) instead of keeping a draft. */
    finalize: optionalBoolean(),
  });
}
export type InvoiceCreateInput = v.InferInput<ReturnType<typeof invoiceCreateSchema>>;
export type InvoiceCreateOutput = v.InferOutput<ReturnType<typeof invoiceCreateSchema>>;

/** A line of a one-off invoice typed by hand: a description, an amount in the currency and a quantity. */
export function invoiceLineSchema(currency: string) {
  return v.object({
    description: requiredLimited(
      255,
      invoiceMessages.descriptionRequired,
      invoiceMessages.descriptionTooLong,
    ),
    amount: amountSchema(currency),
    quantity: lineQuantity,
  });
}

/** The Create Invoice form's rules: `invoiceCreateSchema`'s, charges of the catalog and typed lines alike. */
export const invoiceFormSchema = invoiceCreateSchema;
export type InvoiceFormOutput = InvoiceCreateOutput;
export type RecordPaymentOutput = v.InferOutput<ReturnType<typeof recordPaymentSchema>>;

/** POST /api/invoices/{id}/payments (Record Payment): offline money, or a charge of a saved method. */
export function recordPaymentSchema(currency: string) {
  return v.object({
    amount: v.pipe(
      amountSchema(currency),
      v.check((value) => value > 0, invoiceMessages.amountRequired),
    ),
    paymentMethod: requiredLimited(
      100,
      invoiceMessages.paymentMethodRequired,
      invoiceMessages.paymentMethodRequired,
    ),
    reference: optionalLimited(255, invoiceMessages.referenceTooLong),
    paidAt: v.optional(
      v.pipe(v.string(usageMessages.timestamp), v.check(isInstant, usageMessages.timestamp)),
    ),
  });
}
export type RecordPaymentInput = v.InferInput<ReturnType<typeof recordPaymentSchema>>;

export const invoiceBulkSchema = v.object({
  action: v.picklist(BULK_INVOICE_ACTIONS, invoiceMessages.bulkAction),
  ids: v.pipe(
    v.array(
      v.pipe(v.string(invoiceMessages.bulkIds), v.maxLength(100, invoiceMessages.bulkIds)),
      invoiceMessages.bulkIds,
    ),
    v.minLength(1, invoiceMessages.bulkIds),
    v.maxLength(100, invoiceMessages.bulkTooMany),
  ),
});

/** POST /api/usage: one usage event; a repeated idempotency key counts once. */
export const usageEventSchema = v.object({
  subscriptionId: requiredLimited(
    100,
    usageMessages.subscriptionRequired,
    usageMessages.subscriptionRequired,
  ),
  metricName: requiredLimited(100, usageMessages.metricRequired, usageMessages.metricRequired),
  quantity: v.pipe(
    v.number(usageMessages.quantity),
    v.check((value) => Number.isFinite(value) && value >= 0 && value <= 1e12, usageMessages.quantity),
    v.check((value) => decimalPlaces(value) <= 6, usageMessages.quantity),
  ),
  timestamp: v.optional(
    v.pipe(v.string(usageMessages.timestamp), v.check(isInstant, usageMessages.timestamp)),
  ),
  idempotencyKey: requiredLimited(255, usageMessages.keyRequired, usageMessages.keyTooLong),
});
export type UsageEventInput = v.InferInput<typeof usageEventSchema>;

/** The most usage events `POST /api/usage/batch` takes at once (PLATFORM.md). */
export const USAGE_BATCH_MAX = 100;

/** `POST /api/usage/batch`: 1 to 100 events, each checked on its own (a bad one never drops the others). */
export const usageBatchSchema = v.object({
  events: v.pipe(
    v.array(v.unknown(), usageMessages.batchRequired),
    v.minLength(1, usageMessages.batchRequired),
    v.maxLength(USAGE_BATCH_MAX, usageMessages.batchTooLarge),
  ),
});

const instant = v.pipe(
  v.string(testClockMessages.timeRequired),
  v.check((value) => value.trim() !== "", testClockMessages.timeRequired),
  v.check(isInstant, testClockMessages.time),
);

export const testClockSchema = v.object({
  name: requiredLimited(100, testClockMessages.nameRequired, testClockMessages.nameTooLong),
  frozenTime: instant,
});
export type TestClockInput = v.InferInput<typeof testClockSchema>;

export const testClockAdvanceSchema = v.object({ frozenTime: instant, preview });

/** PUT /api/billing/settings: any of the fields; a Stripe key when switching to Stripe. */
export const billingSettingsSchema = v.object({
  netTermDays: v.optional(
    v.pipe(
      v.number(billingSettingsMessages.netTerms),
      v.integer(billingSettingsMessages.netTerms),
      v.minValue(0, billingSettingsMessages.netTerms),
      v.maxValue(365, billingSettingsMessages.netTerms),
    ),
  ),
  invoicePrefix: v.optional(
    v.pipe(
      v.string(billingSettingsMessages.prefix),
      v.regex(/^[A-Z0-9-]{1,12}$/, billingSettingsMessages.prefix),
    ),
  ),
  dunningDays: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number(billingSettingsMessages.dunning),
          v.integer(billingSettingsMessages.dunning),
          v.minValue(1, billingSettingsMessages.dunning),
          v.maxValue(60, billingSettingsMessages.dunning),
        ),
        billingSettingsMessages.dunning,
      ),
      v.maxLength(6, billingSettingsMessages.dunningTooMany),
      v.check(
        (days) => days.every((day, index) => index === 0 || day > days[index - 1]!),
        billingSettingsMessages.dunning,
      ),
    ),
  ),
  afterFinalFailure: v.optional(v.picklist(AFTER_FINAL_FAILURE, billingSettingsMessages.afterFinalFailure)),
  gateway: v.optional(v.picklist(GATEWAYS, billingSettingsMessages.gateway)),
  stripeSecretKey: v.optional(
    v.pipe(
      v.string(billingSettingsMessages.stripeKey),
      v.regex(/^sk_(test|live)_[A-Za-z0-9]{8,200}$/, billingSettingsMessages.stripeKey),
    ),
  ),
});
export type BillingSettingsInput = v.InferInput<typeof billingSettingsSchema>;
