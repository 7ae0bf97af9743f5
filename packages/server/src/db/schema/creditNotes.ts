// Credit notes and refunds (COMMERCE.md, "Correcting and taxing invoices"): a credit note corrects a finalized
// invoice; its total lowers what is due, goes back to the card (a refund), to the customer's balance, or was
// settled outside Round. Its amounts are gross (tax included).
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accountKey, accountKeyed, createdAt, money, timestamps } from "./columns.ts";
import { ofCustomer } from "./customers.ts";

export type CreditNoteStatus = "issued" | "voided";
export type RefundStatus = "succeeded" | "failed" | "pending";

/** A credited line: the invoice line, the gross amount taken of it, and that amount's tax. */
export interface StoredCreditLine {
  invoiceLineId: string;
  description: string;
  amount: string;
  tax: string;
}

/** The credit note's tax per rate of its invoice. */
export interface StoredCreditTax {
  taxRateId: string;
  name: string;
  percentage: string;
  amount: string;
}

export const creditNotes = pgTable(
  "credit_notes",
  {
    ...accountKeyed(),
    invoiceId: uuid("invoice_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    /** CN-000001, of the account's own sequence (CN-TEST-… for a test clock's invoices). */
    number: text("number").notNull(),
    status: text("status").$type<CreditNoteStatus>().notNull(),
    reason: text("reason").notNull(),
    memo: text("memo"),
    currency: text("currency").notNull(),
    total: money("total").notNull(),
    /** Its share of the invoice's tax, pro rata (inside `total`). */
    tax: money("tax").notNull(),
    /** What it took off the invoice's amount due. */
    dueAmount: money("due_amount").notNull(),
    refundAmount: money("refund_amount").notNull(),
    creditAmount: money("credit_amount").notNull(),
    outOfBandAmount: money("out_of_band_amount").notNull(),
    lines: jsonb("lines").$type<StoredCreditLine[]>().notNull().default([]),
    taxLines: jsonb("tax_lines").$type<StoredCreditTax[]>().notNull().default([]),
    /** The customer's balance entry its credit made (voiding takes it back). */
    creditId: uuid("credit_id"),
    createdByName: text("created_by_name"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    testClockId: uuid("test_clock_id"),
    ...timestamps(),
  },
  (t) => [
    accountKey(t),
    ofCustomer("credit_notes_customer", t),
    uniqueIndex("credit_notes_number").on(t.roundAccountId, t.number),
    index("credit_notes_invoice").on(t.roundAccountId, t.invoiceId, t.createdAt),
    index("credit_notes_created").on(t.roundAccountId, t.createdAt, t.id),
    index("credit_notes_customer_created").on(t.roundAccountId, t.customerId, t.createdAt),
  ],
);

export const refunds = pgTable(
  "refunds",
  {
    ...accountKeyed(),
    customerId: uuid("customer_id").notNull(),
    paymentId: uuid("payment_id").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    creditNoteId: uuid("credit_note_id"),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<RefundStatus>().notNull(),
    /** card: through the gateway to the payment's card; offline: recorded, paid back outside Round. */
    method: text("method").$type<"card" | "offline">().notNull(),
    gateway: text("gateway"),
    gatewayRefundId: text("gateway_refund_id"),
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    ofCustomer("refunds_customer", t),
    index("refunds_payment").on(t.roundAccountId, t.paymentId, t.createdAt),
    index("refunds_customer").on(t.roundAccountId, t.customerId, t.createdAt),
    index("refunds_created").on(t.roundAccountId, t.createdAt, t.id),
    index("refunds_succeeded").on(t.roundAccountId, t.createdAt).where(sql`${t.status} <> 'failed'`),
  ],
);
