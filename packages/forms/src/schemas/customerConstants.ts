/**
 * The customer constants: statuses, churn risks, offline methods, email preferences and limits. Plain data
 * in a module of its own, so a screen that only shows labels loads none of the rules of ./customers.ts.
 */

export const CUSTOMER_STATUSES = ["active", "inactive", "suspended", "cancelled"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CHURN_RISKS = ["low", "medium", "high"] as const;
export type ChurnRisk = (typeof CHURN_RISKS)[number];

/**
 * The signals a customer's churn risk is read from (each kept as things happen): none is low risk, one
 * medium, two or more high. What each says on the customer's page.
 */
export const CHURN_SIGNALS = {
  failed_payment: "A payment failed in the last 60 days",
  overdue_invoice: "An invoice is overdue",
  scheduled_cancel: "A subscription is set to cancel at the end of its term",
  paused: "A subscription is paused",
  contraction: "Their MRR went down in the last 90 days",
  falling_usage: "Their usage fell by more than half in the last 30 days",
} as const;
export type ChurnSignal = keyof typeof CHURN_SIGNALS;
export const CHURN_SIGNAL_CODES = Object.keys(CHURN_SIGNALS) as ChurnSignal[];
export const OFFLINE_PAYMENT_METHODS = ["bank_transfer", "cheque", "cash"] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];
export const OFFLINE_PAYMENT_METHOD_LABELS: Record<OfflinePaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
};

/** The emails a customer receives, and which are on for a new customer. */
export const EMAIL_PREFERENCE_DEFAULTS = {
  invoices: true,
  subscriptionUpdates: true,
  marketingEmails: false,
  paymentFailures: true,
  trialReminders: true,
} as const;
export type EmailPreferences = { [K in keyof typeof EMAIL_PREFERENCE_DEFAULTS]: boolean };
export const EMAIL_PREFERENCE_LABELS: Record<keyof EmailPreferences, string> = {
  invoices: "Invoices",
  subscriptionUpdates: "Subscription updates",
  marketingEmails: "Marketing emails",
  paymentFailures: "Payment failures",
  trialReminders: "Trial reminders",
};

export const CUSTOMER_LIMITS = {
  tags: 50,
  tagLength: 255,
  customFields: 50,
  customFieldLength: 255,
  displayName: 100,
  company: 100,
  taxNumber: 50,
  note: 5000,
  reason: 500,
  subject: 200,
  message: 10000,
  reference: 100,
  /** The largest credit: well inside numeric(20, 6). */
  amount: 1_000_000_000,
} as const;
