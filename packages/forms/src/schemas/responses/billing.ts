/**
 * What the billing API answers (COMMERCE.md, "Subscription rules", "Invoices, payments and billing"),
 * written once: the server's views satisfy these schemas, the API tests check every answer against them,
 * and the app infers its types. Money is a JSON number in major units; days are YYYY-MM-DD; timestamps ISO
 * 8601 in UTC.
 */
import * as v from "valibot";
import {
  AFTER_FINAL_FAILURE,
  BULK_INVOICE_ACTIONS,
  GATEWAYS,
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from "../billing.ts";

const money = v.number();
const day = v.string();
const timestamp = v.string();

export const subscriptionAddonResponse = v.object({
  id: v.string(),
  addonId: v.string(),
  name: v.string(),
  /** The spec's name for `name`. */
  addonName: v.string(),
  pricePointId: v.string(),
  quantity: v.number(),
  /** One term's amount divided by the quantity. */
  unitPrice: money,
  /** One term's amount of this add-on. */
  amount: money,
});

export const subscriptionCouponResponse = v.object({
  couponId: v.string(),
  code: v.string(),
  name: v.string(),
  appliedOn: day,
});

export const subscriptionResponse = v.object({
  id: v.string(),
  customerId: v.string(),
  customerName: v.string(),
  planId: v.string(),
  planName: v.string(),
  planPricePointId: v.string(),
  quantity: v.number(),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  currency: v.string(),
  billingFrequency: v.string(),
  /** The spec's name for `billingFrequency`. */
  billingPeriod: v.string(),
  startDate: day,
  trialEnd: v.nullable(day),
  currentTermStart: v.nullable(day),
  currentTermEnd: v.nullable(day),
  /** The next day an invoice is raised; null when none will be. */
  nextBillingDate: v.nullable(day),
  cancelAt: v.nullable(day),
  cancelledAt: v.nullable(timestamp),
  pausedAt: v.nullable(day),
  resumeDate: v.nullable(day),
  billingCycles: v.nullable(v.number()),
  termsBilled: v.number(),
  /** One term's recurring amount before discounts. */
  amount: money,
  /** Monthly recurring revenue, after recurring discounts (0 unless active). */
  mrr: money,
  addons: v.array(subscriptionAddonResponse),
  coupons: v.array(subscriptionCouponResponse),
  /** Null follows the customer's setting. */
  autoCollection: v.nullable(v.boolean()),
  /** A change waiting for the next renewal (`prorate: false`). */
  pendingChange: v.nullable(
    v.object({
      planPricePointId: v.string(),
      quantity: v.number(),
      addons: v.array(v.object({ pricePointId: v.string(), quantity: v.number() })),
    }),
  ),
  testClockId: v.nullable(v.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const invoiceLineResponse = v.object({
  id: v.string(),
  kind: v.picklist(["plan", "addon", "charge", "setup_fee", "usage", "proration", "discount"]),
  description: v.string(),
  quantity: v.number(),
  amount: money,
  /** The line's tax after its share of the discounts (inside `amount` for an inclusive rate). */
  taxAmount: money,
  /** The rate it is taxed at; null for none. */
  taxRateId: v.nullable(v.string()),
  periodStart: v.nullable(day),
  periodEnd: v.nullable(day),
});

/** One rate's tax on an invoice, the rate as it was when the invoice was finalized. */
export const invoiceTaxLineResponse = v.object({
  taxRateId: v.string(),
  name: v.string(),
  percentage: v.number(),
  inclusive: v.boolean(),
  country: v.string(),
  region: v.nullable(v.string()),
  /** The lines' amounts at this rate after discounts, without tax. */
  taxableAmount: money,
  amount: money,
});

export const paymentResponse = v.object({
  id: v.string(),
  invoiceId: v.nullable(v.string()),
  invoiceNumber: v.nullable(v.string()),
  customerId: v.string(),
  customerName: v.string(),
  amount: money,
  currency: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  method: v.picklist(["card", "offline"]),
  /** 'Visa •••• 4242' for a card, the offline method otherwise. */
  methodLabel: v.string(),
  /** The spec's name for `methodLabel`. */
  paymentMethod: v.string(),
  /** When the money moved (or the attempt failed). */
  processedAt: timestamp,
  /** The gateway's id of a card charge. */
  gatewayTransactionId: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  failureMessage: v.nullable(v.string()),
  attempt: v.number(),
  paidAt: v.nullable(timestamp),
  createdAt: timestamp,
});

export const invoiceResponse = v.object({
  id: v.string(),
  number: v.nullable(v.string()),
  /** The spec's name for `number`. */
  invoiceNumber: v.nullable(v.string()),
  customerId: v.string(),
  customerName: v.string(),
  subscriptionId: v.nullable(v.string()),
  status: v.picklist(INVOICE_STATUSES),
  reason: v.string(),
  currency: v.string(),
  issueDate: v.nullable(day),
  dueDate: v.nullable(day),
  periodStart: v.nullable(day),
  periodEnd: v.nullable(day),
  /** The lines before discounts (an inclusive rate's tax inside). */
  subtotal: money,
  discount: money,
  /** The sum of the lines' taxes. */
  tax: money,
  /** A line per rate. */
  taxLines: v.array(invoiceTaxLineResponse),
  /** No tax charged because the buyer accounts for it: the invoice says 'Reverse charge'. */
  reverseCharge: v.boolean(),
  /** What is owed: subtotal − discount + exclusive tax. */
  total: money,
  /** COMMERCE.md's and the spec's name for `total`. */
  amount: money,
  creditApplied: money,
  amountPaid: money,
  amountDue: money,
  /** The totals of its credit notes that are not voided. */
  creditedAmount: money,
  /** What went back to the payer (refunds that succeeded or are pending). */
  refundedAmount: money,
  memo: v.nullable(v.string()),
  /** What the invoice is for, in a line: the plan and period, or the first charge. */
  description: v.string(),
  /** The PDF (relative to the API's origin). */
  downloadUrl: v.string(),
  /** The customer's pay page (`{APP_URL}/pay/{token}`) while the invoice is open; null otherwise. */
  hostedInvoiceUrl: v.optional(v.nullable(v.string())),
  paymentAttempts: v.number(),
  nextRetryOn: v.nullable(day),
  /**
   * Whether the invoice is collected automatically: finalized (or raised) with it on and a default card, the
   * card is charged at once. Fixed when the invoice is raised (from its subscription, else its customer).
   */
  autoCollection: v.optional(v.boolean()),
  paidAt: v.nullable(timestamp),
  voidedAt: v.nullable(timestamp),
  testClockId: v.nullable(v.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const invoiceDetailResponse = v.object({
  ...invoiceResponse.entries,
  lines: v.array(invoiceLineResponse),
  payments: v.array(paymentResponse),
});

/** What an action would write: the invoice lines and the credit, without writing anything. */
export const billingPreviewResponse = v.object({
  preview: v.literal(true),
  subscription: subscriptionResponse,
  /** The invoice it would raise now; null when none. */
  invoice: v.nullable(
    v.object({
      currency: v.string(),
      lines: v.array(v.omit(invoiceLineResponse, ["id"])),
      subtotal: money,
      discount: money,
      tax: money,
      total: money,
      creditApplied: money,
      amountDue: money,
    }),
  ),
  /** Credit it would give the customer (a decrease prorated, a cancel's unused time). */
  credit: money,
});

export const invoiceBulkResponse = v.object({
  action: v.picklist(BULK_INVOICE_ACTIONS),
  results: v.array(
    v.object({
      id: v.string(),
      ok: v.boolean(),
      status: v.nullable(v.picklist(INVOICE_STATUSES)),
      message: v.nullable(v.string()),
    }),
  ),
});

export const TEST_CLOCK_STATUSES = ["ready", "advancing", "internal_failure"] as const;

/** A step the clock's last advance could not take (kept apart while the rest went on). */
export const clockFailureResponse = v.object({
  on: day,
  subscriptionId: v.nullable(v.string()),
  invoiceId: v.nullable(v.string()),
  customerId: v.string(),
  customerName: v.string(),
  message: v.string(),
});

export const testClockResponse = v.object({
  id: v.string(),
  name: v.string(),
  frozenTime: timestamp,
  /** `internal_failure`: the last advance reached its time but left the steps in `failures` undone. */
  status: v.picklist(TEST_CLOCK_STATUSES),
  /** Where the advance in progress goes (null unless advancing). */
  advanceTo: v.nullable(timestamp),
  failures: v.array(clockFailureResponse),
  /** What lives on the clock, and goes with it when it is deleted. */
  customerCount: v.number(),
  subscriptionCount: v.number(),
  invoiceCount: v.number(),
  createdAt: timestamp,
});

/** One step an advance ran (or would run, in a preview), in order. */
export const clockStepResponse = v.object({
  on: day,
  subscriptionId: v.nullable(v.string()),
  invoiceId: v.nullable(v.string()),
  customerName: v.string(),
  action: v.string(),
});

export const testClockAdvanceResponse = v.object({
  clock: testClockResponse,
  preview: v.boolean(),
  steps: v.array(clockStepResponse),
});

export const usageEventResponse = v.object({
  id: v.string(),
  subscriptionId: v.string(),
  metricName: v.string(),
  quantity: v.number(),
  timestamp: timestamp,
  /** False when the idempotency key had been recorded before (the event counts once). */
  created: v.boolean(),
});

/** `POST /api/usage/batch`: one result per event, in the order sent. */
export const usageBatchResponse = v.object({
  results: v.array(
    v.object({
      index: v.number(),
      status: v.picklist(["created", "duplicate", "error"]),
      /** Why an event was refused, as the error body's items. */
      errors: v.optional(
        v.array(v.object({ code: v.string(), description: v.string(), field: v.optional(v.string()) })),
      ),
    }),
  ),
});
export type UsageBatchResponse = v.InferOutput<typeof usageBatchResponse>;

export const usageSummaryResponse = v.object({
  subscriptionId: v.string(),
  metrics: v.array(
    v.object({
      metricName: v.string(),
      unit: v.string(),
      aggregation: v.string(),
      periods: v.array(v.object({ start: day, end: day, quantity: v.number(), events: v.number() })),
    }),
  ),
});

export const billingSettingsResponse = v.object({
  netTermDays: v.number(),
  invoicePrefix: v.string(),
  dunningDays: v.array(v.number()),
  afterFinalFailure: v.picklist(AFTER_FINAL_FAILURE),
  gateway: v.picklist(GATEWAYS),
  /** The last 4 characters of the stored Stripe key; the key itself is never answered. */
  stripeKeyLast4: v.nullable(v.string()),
  nextInvoiceNumber: v.string(),
});

export type SubscriptionResponse = v.InferOutput<typeof subscriptionResponse>;
export type InvoiceResponse = v.InferOutput<typeof invoiceResponse>;
export type InvoiceDetailResponse = v.InferOutput<typeof invoiceDetailResponse>;
export type InvoiceLineResponse = v.InferOutput<typeof invoiceLineResponse>;
export type PaymentResponse = v.InferOutput<typeof paymentResponse>;
export type BillingPreviewResponse = v.InferOutput<typeof billingPreviewResponse>;
export type InvoiceBulkResponse = v.InferOutput<typeof invoiceBulkResponse>;
export type TestClockResponse = v.InferOutput<typeof testClockResponse>;
export type TestClockAdvanceResponse = v.InferOutput<typeof testClockAdvanceResponse>;
export type ClockFailureResponse = v.InferOutput<typeof clockFailureResponse>;
export type UsageEventResponse = v.InferOutput<typeof usageEventResponse>;
export type UsageSummaryResponse = v.InferOutput<typeof usageSummaryResponse>;
export type BillingSettingsResponse = v.InferOutput<typeof billingSettingsResponse>;

// ---- Revenue metrics (COMMERCE.md, "Metrics") -----------------------------------------------------------

/** A ratio (0.25 is 25 %); null when there is nothing to divide by (no customers, no attempts). */
const rate = v.nullable(v.number());

/** One currency's figures on a day. */
export const currencyFiguresResponse = v.object({
  currency: v.string(),
  mrr: money,
  arr: money,
  activeSubscriptions: v.number(),
  activeCustomers: v.number(),
  /** Customers who stopped paying in the 30 days to `asOf` over those paying at its start. */
  customerChurnRate: rate,
  /** MRR per paying customer; null with none. */
  arpa: v.nullable(money),
  /** ARPA ÷ churn rate (ARPA × 60 without churn); null with no paying customer. */
  ltv: v.nullable(money),
  /** Succeeded card payment attempts over all of them in the 30 days to `asOf`. */
  paymentSuccessRate: rate,
  /** Mean days from issue to paid of the invoices paid in the 30 days to `asOf`, one decimal. */
  averageCollectionDays: v.nullable(v.number()),
});

/** GET /api/metrics/summary: the account's currency's figures, and each other currency's apart. */
export const metricsSummaryResponse = v.object({
  ...currencyFiguresResponse.entries,
  /** The day the figures are for. */
  asOf: day,
  /** The test clock whose own figures these are, or null for the account's. */
  testClockId: v.nullable(v.string()),
  /** Figures in other currencies, never converted. */
  otherCurrencies: v.array(currencyFiguresResponse),
});
export type MetricsSummaryResponse = v.InferOutput<typeof metricsSummaryResponse>;

/** One month of MRR: its end figure and the signed movements from the month before. */
export const mrrMonthResponse = v.object({
  /** YYYY-MM. */
  month: v.string(),
  startMrr: money,
  mrr: money,
  new: money,
  expansion: money,
  /** Zero or negative. */
  contraction: money,
  /** Zero or negative. */
  churned: money,
  reactivation: money,
});
export type MrrMonthResponse = v.InferOutput<typeof mrrMonthResponse>;

/** GET /api/metrics/mrr: the last `months` months, oldest first, in the account's currency. */
export const mrrResponse = v.object({
  currency: v.string(),
  testClockId: v.nullable(v.string()),
  items: v.array(mrrMonthResponse),
});
export type MrrResponse = v.InferOutput<typeof mrrResponse>;
