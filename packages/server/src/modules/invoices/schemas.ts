import { INVOICE_STATUSES, isDay, PAYMENT_STATUSES } from "@round/forms/schemas";
import * as v from "valibot";
import { listQuery } from "../../http/paging.ts";
import { idFilter, pickFilter } from "../../http/query.ts";

/** The list's status filter: an invoice status, or `pending` (open and partially paid: waiting for money). */
export const INVOICE_STATUS_FILTERS = [...INVOICE_STATUSES, "pending"] as const;

/** A calendar day (2027-02-29 and 9999-99-99 are refused with the filter's name, never left to the database). */
const dayFilter = (name: string) =>
  v.optional(v.pipe(v.string(), v.check(isDay, `${name} must be a day, YYYY-MM-DD`)));

const filters = {
  status: pickFilter(INVOICE_STATUS_FILTERS, "status"),
  customerId: idFilter,
  subscriptionId: idFilter,
  /**
   * A test clock's rehearsal invoices. Without it (and without a customer or subscription, whose invoices are
   * all theirs) the list is of live invoices only: a rehearsal stays out of the account's lists.
   */
  testClockId: idFilter,
  /** Invoices issued (or, for drafts, created) on or after this day. */
  from: dayFilter("from"),
  /** … and on or before this day. */
  to: dayFilter("to"),
};

export const INVOICE_ORDER_FIELDS = [
  "createdAt",
  "number",
  "customerName",
  "status",
  "amount",
  "dueDate",
] as const;

export const invoiceListQuery = listQuery(filters, {
  orderFields: INVOICE_ORDER_FIELDS,
  defaultOrderBy: "createdAt",
  defaultAscending: false,
});
export type InvoiceListQuery = v.InferOutput<typeof invoiceListQuery>;

export const invoiceExportQuery = v.object({
  search: invoiceListQuery.entries.search,
  roundAccountId: v.optional(v.string()),
  ...filters,
});
export type InvoiceExportQuery = v.InferOutput<typeof invoiceExportQuery>;

export const paymentListQuery = listQuery(
  {
    customerId: idFilter,
    invoiceId: idFilter,
    /** A test clock's rehearsal payments; without it (or a customer or invoice) the live ones only. */
    testClockId: idFilter,
    status: pickFilter(PAYMENT_STATUSES, "status"),
  },
  { orderFields: ["createdAt", "amount"], defaultOrderBy: "createdAt", defaultAscending: false },
);
export type PaymentListQuery = v.InferOutput<typeof paymentListQuery>;

export const pdfQuery = v.object({
  roundAccountId: v.optional(v.string()),
  /** The signed token of an emailed link: opens the PDF without signing in. */
  token: v.optional(v.string()),
});
