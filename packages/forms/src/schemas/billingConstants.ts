/**
 * The billing constants: statuses, reasons and their labels, bulk actions, gateways and the settings a new
 * account starts with. Plain data in a module of its own, so a screen that only shows labels loads none of
 * the rules of ./billing.ts (nor the form helpers they bring).
 */

export const SUBSCRIPTION_STATUSES = ["active", "trialing", "paused", "cancelled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const INVOICE_STATUSES = ["draft", "open", "paid", "partially_paid", "overdue", "voided"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_STATUSES = ["succeeded", "failed"] as const;

/** Why an invoice was raised (its `reason`), as a person reads it. */
export const INVOICE_REASON_LABELS: Readonly<Record<string, string>> = {
  subscription_create: "Subscription",
  renewal: "Renewal",
  trial_end: "First term after the trial",
  resume: "Resumed subscription",
  reactivation: "Reactivated subscription",
  proration: "Prorated change",
  one_off: "One-off charges",
};
export const BULK_INVOICE_ACTIONS = ["finalize", "void", "collect"] as const;
export const AFTER_FINAL_FAILURE = ["stay_active", "cancel"] as const;
export const GATEWAYS = ["test", "stripe"] as const;

/** The billing settings a new account starts with (net 30, INV-000001, retries on days 3, 5 and 7). */
export const BILLING_SETTINGS_DEFAULTS = {
  netTermDays: 30,
  invoicePrefix: "INV",
  dunningDays: [3, 5, 7],
  afterFinalFailure: "stay_active",
  gateway: "test",
} as const;
