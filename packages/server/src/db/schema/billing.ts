// The billing tables (COMMERCE.md, "Subscription rules" and "Invoices, payments and billing"): test clocks,
// subscriptions with their add-ons and coupons, invoices with their lines, payments, usage events, the
// invoice number counter and the account's billing settings.
//
// Exactly once: a term invoice carries its subscription and term number, unique together, so a term is
// invoiced once whatever runs twice; the billing run claims due subscriptions with FOR UPDATE SKIP LOCKED
// and writes a subscription's invoice, lines, payment and next due day in one transaction.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accountId, accountKey, accountKeyed, createdAt, money, searchIndex, timestamps } from "./columns.ts";
import { ofCustomer } from "./customers.ts";

const day = (name: string) => date(name, { mode: "string" });

// ---- Test clocks ----------------------------------------------------------------------------------------

/** A step an advance could not take: a subscription's or an invoice's, on its day, and why. */
export interface ClockFailure {
  on: string;
  subscriptionId: string | null;
  invoiceId: string | null;
  customerId: string;
  customerName: string;
  message: string;
}

/** Stripe's test clocks: a frozen time that customers created on the clock live by, moved forward by hand. */
export const testClocks = pgTable(
  "test_clocks",
  {
    ...accountKeyed(),
    name: text("name").notNull(),
    frozenTime: timestamp("frozen_time", { withTimezone: true }).notNull(),
    /** ready; advancing (an advance holds the lease); internal_failure (the last advance left steps that failed). */
    status: text("status").$type<"ready" | "advancing" | "internal_failure">().notNull(),
    /** Where the advance in progress goes: a stopped advance is run again up to it. */
    advanceTo: timestamp("advance_to", { withTimezone: true }),
    /** The advance's lease: its process renews it as it goes, and loses it when it dies. */
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The steps the last advance could not take (kept apart; the rest of the clock went on). */
    failures: jsonb("failures").$type<ClockFailure[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [accountKey(t), index("test_clocks_created").on(t.roundAccountId, t.createdAt)],
);

// ---- Subscriptions --------------------------------------------------------------------------------------

/** A change made with `prorate: false`, applied at the next renewal. */
export interface StoredPendingChange {
  planPricePointId: string;
  quantity: number;
  addons: { pricePointId: string; quantity: number }[];
}

export const subscriptions = pgTable(
  "subscriptions",
  {
    ...accountKeyed(),
    customerId: uuid("customer_id").notNull(),
    planId: uuid("plan_id").notNull(),
    planPricePointId: uuid("plan_price_point_id").notNull(),
    quantity: integer("quantity").notNull(),
    status: text("status").$type<"active" | "trialing" | "paused" | "cancelled" | "expired">().notNull(),
    currency: text("currency").notNull(),
    billingFrequency: text("billing_frequency").notNull(),
    startDate: day("start_date").notNull(),
    trialStart: day("trial_start"),
    trialEnd: day("trial_end"),
    /** The first day of the first paid term: terms are counted from it (the anchor). */
    anchorDay: day("anchor_day"),
    currentTermStart: day("current_term_start"),
    currentTermEnd: day("current_term_end"),
    /** Terms invoiced so far (for billing cycles). */
    termsBilled: integer("terms_billed").notNull().default(0),
    billingCycles: integer("billing_cycles"),
    cancelAt: day("cancel_at"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    pausedAt: day("paused_at"),
    resumeDate: day("resume_date"),
    /**
     * The day the billing run must look at it next (a renewal, a trial's end or the notice of it 3 days
     * before, a resume, a scheduled cancel); null when nothing is due.
     */
    nextActionOn: day("next_action_on"),
    pendingChange: jsonb("pending_change").$type<StoredPendingChange>(),
    /** Null follows the customer's setting. */
    autoCollection: text("auto_collection").$type<"on" | "off">(),
    /** Monthly recurring revenue now (COMMERCE.md, "Metrics"): 0 unless active. */
    mrr: money("mrr").notNull().default("0"),
    testClockId: uuid("test_clock_id"),
    ...timestamps(),
  },
  (t) => [
    accountKey(t),
    ofCustomer("subscriptions_customer", t),
    index("subscriptions_customer").on(t.roundAccountId, t.customerId, t.createdAt),
    index("subscriptions_status").on(t.roundAccountId, t.status, t.createdAt),
    index("subscriptions_plan").on(t.roundAccountId, t.planId, t.status),
    index("subscriptions_created").on(t.roundAccountId, t.createdAt, t.id),
    // The billing run's claim: what is due on the real calendar, and on each test clock.
    // In the claim's order (due day, then id), so a batch is read off the index's front, not sorted.
    index("subscriptions_due")
      .on(t.nextActionOn, t.id)
      .where(sql`${t.testClockId} is null and ${t.nextActionOn} is not null`),
    index("subscriptions_clock_due").on(t.roundAccountId, t.testClockId, t.nextActionOn, t.id),
  ],
);

const ofSubscription = (name: string, t: { roundAccountId: PgColumn; subscriptionId: PgColumn }) =>
  foreignKey({
    name,
    columns: [t.roundAccountId, t.subscriptionId],
    foreignColumns: [subscriptions.roundAccountId, subscriptions.id],
  }).onDelete("cascade");

export const subscriptionAddons = pgTable(
  "subscription_addons",
  {
    ...accountKeyed(),
    subscriptionId: uuid("subscription_id").notNull(),
    addonId: uuid("addon_id").notNull(),
    pricePointId: uuid("price_point_id").notNull(),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    accountKey(t),
    ofSubscription("subscription_addons_subscription", t),
    index("subscription_addons_subscription").on(t.roundAccountId, t.subscriptionId, t.position),
  ],
);

/** A coupon redeemed on a subscription: counted against the coupon's `maxRedemptions`. */
export const subscriptionCoupons = pgTable(
  "subscription_coupons",
  {
    ...accountKeyed(),
    subscriptionId: uuid("subscription_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    couponId: uuid("coupon_id").notNull(),
    appliedOn: day("applied_on").notNull(),
    /** Invoices it has discounted so far (a one_time coupon stops after the first). */
    invoicesDiscounted: integer("invoices_discounted").notNull().default(0),
    /** What it has taken off so far, in the coupon's currency. */
    savings: money("savings").notNull().default("0"),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    ofSubscription("subscription_coupons_subscription", t),
    uniqueIndex("subscription_coupons_once").on(t.roundAccountId, t.subscriptionId, t.couponId),
    index("subscription_coupons_coupon").on(t.roundAccountId, t.couponId),
  ],
);

/** What happened to a subscription's MRR, one row per event (the movements of the metrics). */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    ...accountKeyed(),
    subscriptionId: uuid("subscription_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    type: text("type").notNull(),
    occurredOn: day("occurred_on").notNull(),
    mrrBefore: money("mrr_before").notNull(),
    mrrAfter: money("mrr_after").notNull(),
    currency: text("currency").notNull(),
    testClockId: uuid("test_clock_id"),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    ofSubscription("subscription_events_subscription", t),
    index("subscription_events_on").on(t.roundAccountId, t.occurredOn),
    index("subscription_events_subscription").on(t.roundAccountId, t.subscriptionId, t.createdAt),
  ],
);

// ---- Kept revenue figures (COMMERCE.md, "Metrics") ---------------------------------------------------------

/** Live figures; a test clock's own are kept under its id (a rehearsal stays out of the account's figures). */
export const LIVE_SCOPE = "";

/**
 * A customer's MRR on a day it changed, netted over the day and classified (`customerDays` of @round/billing):
 * written in the transaction of the subscription event that moved it.
 */
export const mrrMovements = pgTable(
  "mrr_movements",
  {
    roundAccountId: accountId(),
    customerId: uuid("customer_id").notNull(),
    currency: text("currency").notNull(),
    day: day("day").notNull(),
    scope: text("scope").notNull(),
    startMrr: money("start_mrr").notNull(),
    endMrr: money("end_mrr").notNull(),
    paidBefore: boolean("paid_before").notNull(),
    kind: text("kind").$type<"new" | "expansion" | "contraction" | "churned" | "reactivation">(),
    amount: money("amount").notNull(),
  },
  (t) => [
    primaryKey({ name: "mrr_movements_pkey", columns: [t.roundAccountId, t.customerId, t.currency, t.day] }),
    ofCustomer("mrr_movements_customer", t),
    index("mrr_movements_day").on(t.roundAccountId, t.scope, t.currency, t.day),
  ],
);

/** The movements of a month, summed: the MRR chart and the summary read these rather than every movement. */
export const mrrMonths = pgTable(
  "mrr_months",
  {
    roundAccountId: accountId(),
    scope: text("scope").notNull(),
    currency: text("currency").notNull(),
    /** YYYY-MM. */
    month: text("month").notNull(),
    new: money("new").notNull().default("0"),
    expansion: money("expansion").notNull().default("0"),
    contraction: money("contraction").notNull().default("0"),
    churned: money("churned").notNull().default("0"),
    reactivation: money("reactivation").notNull().default("0"),
    newCount: integer("new_count").notNull().default(0),
    reactivationCount: integer("reactivation_count").notNull().default(0),
    churnedCount: integer("churned_count").notNull().default(0),
  },
  (t) => [primaryKey({ name: "mrr_months_pkey", columns: [t.roundAccountId, t.scope, t.currency, t.month] })],
);

/**
 * The figures of a day, summed as things happen (one row per scope, currency and day): the summary reads a
 * month of these rather than every movement, payment and invoice of the window. Days are UTC days.
 */
export const metricsDays = pgTable(
  "metrics_days",
  {
    roundAccountId: accountId(),
    scope: text("scope").notNull(),
    currency: text("currency").notNull(),
    day: day("day").notNull(),
    /** The day's MRR movements, summed (customers' days as mrr_movements holds them). */
    mrrChange: money("mrr_change").notNull().default("0"),
    /** Customers who started paying (new or reactivation) and who stopped (churned) that day. */
    joined: integer("joined").notNull().default(0),
    churned: integer("churned").notNull().default(0),
    /** Subscriptions that started bringing MRR that day, less those that stopped. */
    activeChange: integer("active_change").notNull().default(0),
    /** Card payment attempts made that day, and those that succeeded. */
    cardAttempts: integer("card_attempts").notNull().default(0),
    cardSucceeded: integer("card_succeeded").notNull().default(0),
    /** Invoices paid that day, and their days from issue to paid, summed. */
    paidInvoices: integer("paid_invoices").notNull().default(0),
    paidDays: integer("paid_days").notNull().default(0),
  },
  (t) => [primaryKey({ name: "metrics_days_pkey", columns: [t.roundAccountId, t.scope, t.currency, t.day] })],
);

// ---- Invoices -------------------------------------------------------------------------------------------

/**
 * How many invoices each account has in each status, for the list's total without a search or a filter
 * other than status (a read of a few rows, not a count of a million invoices). Triggers on `invoices` (the
 * migration 0012_invoice_counts) append each statement's changes to `invoice_count_changes`, insert-only so
 * that no two transactions ever wait on a shared counter row; `foldInvoiceCounts` moves them into these
 * rows now and then. A count is its row plus its changes not yet folded.
 */
export const invoiceCounts = pgTable(
  "invoice_counts",
  {
    roundAccountId: accountId(),
    status: text("status").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundAccountId, t.status] })],
);

export const invoiceCountChanges = pgTable(
  "invoice_count_changes",
  {
    roundAccountId: accountId(),
    status: text("status").notNull(),
    delta: integer("delta").notNull(),
  },
  (t) => [index("invoice_count_changes_account").on(t.roundAccountId)],
);

// ---- Plans' revenue --------------------------------------------------------------------------------------

/**
 * The MRR of each plan's active subscriptions (not on a test clock), per currency: what the catalog's plan
 * list, plan page and summary show, read from a few rows rather than summed over every subscription. Kept
 * as `invoice_counts` is: triggers on `subscriptions` (migration 0014_plan_mrr) append each statement's
 * changes to `plan_mrr_changes`, and `foldPlanMrr` moves them into these rows now and then. A plan's MRR is
 * its rows plus its changes not yet folded.
 */
export const planMrr = pgTable(
  "plan_mrr",
  {
    roundAccountId: accountId(),
    planId: uuid("plan_id").notNull(),
    currency: text("currency").notNull(),
    mrr: money("mrr").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundAccountId, t.planId, t.currency] })],
);

export const planMrrChanges = pgTable(
  "plan_mrr_changes",
  {
    roundAccountId: accountId(),
    planId: uuid("plan_id").notNull(),
    currency: text("currency").notNull(),
    delta: money("delta").notNull(),
  },
  (t) => [index("plan_mrr_changes_account_plan").on(t.roundAccountId, t.planId)],
);

/**
 * The last invoice number given per account and sequence: numbers come from it in the finalizing transaction,
 * no gaps. The live sequence's scope is ''; each test clock numbers its rehearsal invoices in a sequence of its
 * own (scope: the clock's id), deleted with it, so a rehearsal never takes a live number or leaves a gap.
 */
export const invoiceNumbering = pgTable(
  "invoice_numbering",
  {
    roundAccountId: accountId(),
    scope: text("scope").notNull().default(""),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundAccountId, t.scope] })],
);

/** The invoice number as the list's search reads it (the customer is searched through the customers' index). */
export const invoiceNumberText = (t: { number: PgColumn }) => sql`coalesce(${t.number}, '')`;

/** One rate's tax on an invoice, the rate as it stood. Amounts are exact decimal strings. */
export interface StoredTaxLine {
  taxRateId: string;
  name: string;
  percentage: string;
  inclusive: boolean;
  country: string;
  region: string | null;
  taxableAmount: string;
  amount: string;
}

export const invoices = pgTable(
  "invoices",
  {
    ...accountKeyed(),
    customerId: uuid("customer_id").notNull(),
    /** The customer's display name when the invoice was written (the list searches it). */
    customerName: text("customer_name").notNull(),
    subscriptionId: uuid("subscription_id"),
    number: text("number"),
    status: text("status")
      .$type<"draft" | "open" | "paid" | "partially_paid" | "overdue" | "voided">()
      .notNull(),
    /** Why it was raised: subscription_create, renewal, trial_end, resume, reactivation, proration, one_off. */
    reason: text("reason").notNull(),
    currency: text("currency").notNull(),
    /** The first day of the term a term invoice bills. Null otherwise. */
    termStart: day("term_start"),
    /**
     * Which of its subscription's terms the invoice bills (1 for the first; every start, renewal, resume and
     * reactivation is the next). A term invoice is unique per (subscription, term number), so a term is
     * invoiced once however often its start runs, while two terms starting on one day (a pause and a resume
     * on the day the term began) stay two. A proration invoice carries the term it falls in.
     */
    termNumber: integer("term_number"),
    periodStart: day("period_start"),
    periodEnd: day("period_end"),
    issueDate: day("issue_date"),
    dueDate: day("due_date"),
    subtotal: money("subtotal").notNull(),
    discount: money("discount").notNull(),
    /** The sum of the lines' taxes (an inclusive rate's inside `subtotal`). */
    tax: money("tax").notNull().default("0"),
    /**
     * The tax per rate, each with the rate as it was when the invoice was written or finalized: what the
     * invoice and its PDF keep whatever later happens to the rate.
     */
    taxLines: jsonb("tax_lines").$type<StoredTaxLine[]>().notNull().default([]),
    /** No tax was charged because the buyer accounts for it: the invoice says 'Reverse charge'. */
    reverseCharge: boolean("reverse_charge").notNull().default(false),
    total: money("total").notNull(),
    creditApplied: money("credit_applied").notNull(),
    /** The totals of its credit notes that are not voided (gross). */
    creditedAmount: money("credited_amount").notNull().default("0"),
    /** What went back to the payer: its refunds that succeeded or are pending. */
    refundedAmount: money("refunded_amount").notNull().default("0"),
    amountPaid: money("amount_paid").notNull(),
    amountDue: money("amount_due").notNull(),
    memo: text("memo"),
    autoCollect: text("auto_collect").$type<"on" | "off">().notNull(),
    paymentAttempts: integer("payment_attempts").notNull().default(0),
    /** The day the next automatic collection attempt is due (dunning); null when none is. */
    nextRetryOn: day("next_retry_on"),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    testClockId: uuid("test_clock_id"),
    ...timestamps(),
  },
  (t) => [
    accountKey(t),
    ofCustomer("invoices_customer", t),
    uniqueIndex("invoices_number").on(t.roundAccountId, t.number).where(sql`${t.testClockId} is null`),
    uniqueIndex("invoices_clock_number")
      .on(t.roundAccountId, t.testClockId, t.number)
      .where(sql`${t.testClockId} is not null`),
    uniqueIndex("invoices_term_number")
      .on(t.roundAccountId, t.subscriptionId, t.termNumber)
      .where(sql`${t.reason} <> 'proration'`),
    index("invoices_created").on(t.roundAccountId, t.createdAt, t.id),
    index("invoices_status").on(t.roundAccountId, t.status, t.createdAt, t.id),
    index("invoices_customer").on(t.roundAccountId, t.customerId, t.createdAt),
    index("invoices_subscription").on(t.roundAccountId, t.subscriptionId, t.createdAt),
    index("invoices_amount").on(t.roundAccountId, t.total, t.id),
    index("invoices_due").on(t.dueDate).where(sql`${t.status} in ('open', 'partially_paid')`),
    index("invoices_retry").on(t.nextRetryOn).where(sql`${t.nextRetryOn} is not null`),
    // The average collection time reads the invoices paid in a window.
    index("invoices_paid").on(t.roundAccountId, t.paidAt).where(sql`${t.status} = 'paid'`),
    searchIndex("invoices_number_search", t.roundAccountId, invoiceNumberText(t)),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    ...accountKeyed(),
    invoiceId: uuid("invoice_id").notNull(),
    position: integer("position").notNull(),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    amount: money("amount").notNull(),
    /** The line's tax after its share of the discounts. */
    taxAmount: money("tax_amount").notNull().default("0"),
    taxRateId: uuid("tax_rate_id"),
    periodStart: day("period_start"),
    periodEnd: day("period_end"),
    ref: jsonb("ref").$type<Record<string, string | number | null>>(),
  },
  (t) => [
    accountKey(t),
    foreignKey({
      name: "invoice_lines_invoice",
      columns: [t.roundAccountId, t.invoiceId],
      foreignColumns: [invoices.roundAccountId, invoices.id],
    }).onDelete("cascade"),
    index("invoice_lines_invoice").on(t.roundAccountId, t.invoiceId, t.position),
  ],
);

// ---- Payments -------------------------------------------------------------------------------------------

export const payments = pgTable(
  "payments",
  {
    ...accountKeyed(),
    customerId: uuid("customer_id").notNull(),
    invoiceId: uuid("invoice_id"),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<"succeeded" | "failed">().notNull(),
    method: text("method").$type<"card" | "offline">().notNull(),
    paymentMethodId: uuid("payment_method_id"),
    gateway: text("gateway"),
    gatewayReference: text("gateway_reference"),
    reference: text("reference"),
    failureMessage: text("failure_message"),
    /** The collection attempt on its invoice (1 for the first). */
    attempt: integer("attempt").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    testClockId: uuid("test_clock_id"),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    ofCustomer("payments_customer", t),
    index("payments_invoice").on(t.roundAccountId, t.invoiceId, t.createdAt),
    index("payments_customer").on(t.roundAccountId, t.customerId, t.createdAt),
    index("payments_created").on(t.roundAccountId, t.createdAt, t.id),
  ],
);

// ---- Usage ----------------------------------------------------------------------------------------------

export const usageEvents = pgTable(
  "usage_events",
  {
    ...accountKeyed(),
    subscriptionId: uuid("subscription_id").notNull(),
    metricName: text("metric_name").notNull(),
    quantity: money("quantity").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    ofSubscription("usage_events_subscription", t),
    uniqueIndex("usage_events_key").on(t.roundAccountId, t.subscriptionId, t.idempotencyKey),
    index("usage_events_metric").on(t.roundAccountId, t.subscriptionId, t.metricName, t.occurredAt),
  ],
);

// ---- Settings -------------------------------------------------------------------------------------------

export const billingSettings = pgTable("billing_settings", {
  roundAccountId: accountId().primaryKey(),
  netTermDays: integer("net_term_days").notNull(),
  invoicePrefix: text("invoice_prefix").notNull(),
  /** Days after the first failed attempt on which collection is tried again. */
  dunningDays: jsonb("dunning_days").$type<number[]>().notNull(),
  /** What happens to the subscription after the last failed retry. */
  afterFinalFailure: text("after_final_failure").$type<"stay_active" | "cancel">().notNull(),
  gateway: text("gateway").$type<"test" | "stripe">().notNull(),
  /** The Stripe secret key, encrypted (AES-256-GCM); never answered back. */
  stripeSecret: text("stripe_secret"),
  stripeSecretLast4: text("stripe_secret_last4"),
  ...timestamps(),
});
