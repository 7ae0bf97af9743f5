// The customers' tables (COMMERCE.md, "Customers and subscriptions"): customers, their notes, payment
// methods (the gateway's reference and the card's brand, last four digits and expiry: never the number or
// the security code) and the credit ledger.
//
// As in the catalog, every row carries its account id and every key and index starts with it. The figures
// a list sorts by (MRR, lifetime value, churn risk, credit balance) are kept on the customer row by the code
// that changes them, in the same transaction, so a page sorted by any column is an index scan.
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accountId, accountKey, accountKeyed, createdAt, money, searchIndex, timestamps } from "./columns.ts";

/** An address as stored (the spec's fields; empty strings for what was left out). */
export interface StoredCustomerAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** A customer's tax id, checked and compact (`{ type: "eu_vat", value: "DE123456788" }`). */
export interface StoredTaxId {
  type: string;
  value: string;
}

export interface StoredEmailPreferences {
  invoices: boolean;
  subscriptionUpdates: boolean;
  marketingEmails: boolean;
  paymentFailures: boolean;
  trialReminders: boolean;
}

/**
 * What the customers list's contains-search looks in (display name, email, company and id), lower-cased once
 * when the row is written: a search is a LIKE on this column through its trigram index, not a lower-casing
 * and a concatenation of four columns for every row the index proposes (a third of the time at 100,000).
 */
const SEARCH_TEXT = sql.raw(
  `lower("display_name" || ' ' || "email" || ' ' || "company" || ' ' || "id"::text)`,
);

export const customers = pgTable(
  "customers",
  {
    ...accountKeyed(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** The name shown: the one given, or first and last name, else company, else email. */
    displayName: text("display_name").notNull(),
    /** True when displayName was given; otherwise it follows the names, company and email. */
    displayNameGiven: boolean("display_name_given").notNull(),
    company: text("company").notNull(),
    searchText: text("search_text").notNull().generatedAlwaysAs(SEARCH_TEXT),
    phone: text("phone").notNull(),
    taxNumber: text("tax_number").notNull(),
    taxIds: jsonb("tax_ids").$type<StoredTaxId[]>().notNull().default([]),
    /** `none`, `exempt` or `reverse` (reverse charge). */
    taxExempt: text("tax_exempt").notNull().default("none"),
    locale: text("locale").notNull(),
    timezone: text("timezone").notNull(),
    status: text("status").notNull(),
    currency: text("currency").notNull(),
    billingAddress: jsonb("billing_address").$type<StoredCustomerAddress>(),
    shippingAddress: jsonb("shipping_address").$type<StoredCustomerAddress>(),
    /** The billing address's country (ISO 3166 alpha-2), for the list's filter; null without an address. */
    country: text("country"),
    emailPreferences: jsonb("email_preferences").$type<StoredEmailPreferences>().notNull(),
    portalAccess: boolean("portal_access").notNull(),
    autoCollection: boolean("auto_collection").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull(),
    // Kept figures (written by the code that changes them, never typed by a person).
    mrr: money("mrr").notNull().default("0"),
    ltv: money("ltv").notNull().default("0"),
    /** 0 low, 1 medium, 2 high: a number so that the list sorts by it in that order. */
    churnRisk: smallint("churn_risk").notNull().default(0),
    /** The signals the risk was read from (CHURN_SIGNALS of @round/forms), kept with it. */
    churnSignals: jsonb("churn_signals").$type<string[]>().notNull().default([]),
    creditBalance: money("credit_balance").notNull().default("0"),
    /** What the customer owes: the amounts due of their open invoices. */
    amountDue: money("amount_due").notNull().default("0"),
    /** Charges and usage not invoiced yet. */
    unbilledCharges: money("unbilled_charges").notNull().default("0"),
    activeSubscriptions: integer("active_subscriptions").notNull().default(0),
    /** The end of the customer's running trial, if one runs. */
    trialEndAt: timestamp("trial_end_at", { withTimezone: true }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull(),
    /** The test clock the customer lives on (a rehearsal, kept out of the account's figures); null for real. */
    testClockId: uuid("test_clock_id"),
    ...timestamps(),
  },
  (t) => [
    accountKey(t),
    uniqueIndex("customers_email").on(t.roundAccountId, sql`lower(${t.email})`),
    index("customers_display_name").on(t.roundAccountId, sql`lower(${t.displayName})`, t.id),
    index("customers_company").on(t.roundAccountId, sql`lower(${t.company})`, t.id),
    index("customers_status").on(t.roundAccountId, t.status, t.createdAt, t.id),
    // The page sorted by status (status, then id): without it PostgreSQL sorts every row of a status.
    index("customers_status_order").on(t.roundAccountId, t.status, t.id),
    index("customers_created").on(t.roundAccountId, t.createdAt, t.id),
    index("customers_mrr").on(t.roundAccountId, t.mrr, t.id),
    index("customers_ltv").on(t.roundAccountId, t.ltv, t.id),
    index("customers_churn_risk").on(t.roundAccountId, t.churnRisk, t.id),
    index("customers_country").on(t.roundAccountId, t.country, t.createdAt),
    index("customers_test_clock").on(t.roundAccountId, t.testClockId),
    searchIndex("customers_search", t.roundAccountId, sql`${t.searchText}`),
  ],
);

/**
 * How many customers each account has in each status, kept by triggers on `customers` (see the migration
 * 0006_customer_counts): the list's total without a search is a read of these rows, not a count of
 * 100,000 customers.
 */
export const customerCounts = pgTable(
  "customer_counts",
  {
    roundAccountId: accountId(),
    status: text("status").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundAccountId, t.status] })],
);

/** The customer reference of a customer's rows: (account, customer), deleted with the customer. */
export const ofCustomer = (name: string, t: { roundAccountId: PgColumn; customerId: PgColumn }) =>
  foreignKey({
    name,
    columns: [t.roundAccountId, t.customerId],
    foreignColumns: [customers.roundAccountId, customers.id],
  }).onDelete("cascade");

export const customerNotes = pgTable(
  "customer_notes",
  {
    ...accountKeyed(),
    customerId: uuid("customer_id").notNull(),
    content: text("content").notNull(),
    isInternal: boolean("is_internal").notNull(),
    /** Who wrote it (null once that user is gone), and their name as it was. */
    authorUserId: uuid("author_user_id"),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    ofCustomer("customer_notes_customer", t),
    index("customer_notes_customer").on(t.roundAccountId, t.customerId, t.createdAt),
  ],
);

/**
 * A customer's ways to pay. Cards live at the gateway: Round keeps its reference, the brand, the last four
 * digits and the expiry. At most one method per customer is the default.
 */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    ...accountKeyed(),
    customerId: uuid("customer_id").notNull(),
    type: text("type").$type<"card" | "offline">().notNull(),
    gateway: text("gateway").notNull(),
    gatewayReference: text("gateway_reference"),
    cardBrand: text("card_brand"),
    last4: text("last4"),
    expiryMonth: integer("expiry_month"),
    expiryYear: integer("expiry_year"),
    offlineMethod: text("offline_method"),
    reference: text("reference"),
    isDefault: boolean("is_default").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    ofCustomer("payment_methods_customer", t),
    index("payment_methods_customer").on(t.roundAccountId, t.customerId, t.createdAt),
    uniqueIndex("payment_methods_default").on(t.roundAccountId, t.customerId).where(sql`${t.isDefault}`),
  ],
);

/**
 * The credit ledger: credit given (positive) and credit applied to invoices (negative). The customer's
 * `credit_balance` is the sum of its rows, kept in the same transaction as each row.
 */
export const customerCredits = pgTable(
  "customer_credits",
  {
    ...accountKeyed(),
    customerId: uuid("customer_id").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    createdByUserId: uuid("created_by_user_id"),
    createdByName: text("created_by_name").notNull(),
    /**
     * A subscription's mid-term decrease, credited: the term (its number) and the days (from the change to the
     * term's end) it gives back, so that a later pause or cancel in the term credits only what is still unused.
     */
    subscriptionId: uuid("subscription_id"),
    termNumber: integer("term_number"),
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    ofCustomer("customer_credits_customer", t),
    index("customer_credits_term")
      .on(t.roundAccountId, t.subscriptionId, t.termNumber)
      .where(sql`${t.subscriptionId} is not null`),
    index("customer_credits_customer").on(t.roundAccountId, t.customerId, t.createdAt),
  ],
);
