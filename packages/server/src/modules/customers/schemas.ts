import { CHURN_RISKS, CUSTOMER_STATUSES, customerSchema } from "@round/forms/schemas";
import * as v from "valibot";
import { listQuery } from "../../http/paging.ts";
import { idFilter, pickFilter } from "../../http/query.ts";

const filters = {
  status: pickFilter(CUSTOMER_STATUSES, "status"),
  churnRisk: pickFilter(CHURN_RISKS, "churnRisk"),
  /** Customers with a live subscription (active, trial or paused) to this plan. */
  planId: idFilter,
  /** The billing address's country, ISO 3166 alpha-2. */
  country: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^[A-Z]{2}$/, "country must be a two-letter country code (ISO 3166 alpha-2)"),
    ),
  ),
};

export const CUSTOMER_ORDER_FIELDS = [
  "displayName",
  "email",
  "company",
  "status",
  "totalMRR",
  "totalLTV",
  "churnRisk",
  "createdAt",
] as const;

export const customerListQuery = listQuery(filters, {
  orderFields: CUSTOMER_ORDER_FIELDS,
  defaultOrderBy: "createdAt",
  defaultAscending: false,
});
export type CustomerListQuery = v.InferOutput<typeof customerListQuery>;

/** The export takes the list's search and filters (its order is the customers' creation). */
export const customerExportQuery = v.object({
  search: customerListQuery.entries.search,
  roundAccountId: v.optional(v.string()),
  ...filters,
});
export type CustomerExportQuery = v.InferOutput<typeof customerExportQuery>;

export type CustomerBody = v.InferOutput<typeof customerSchema>;

/** A test clock's id, or null for none (a live customer). */
const testClockId = v.optional(
  v.nullable(v.pipe(v.string("testClockId must be a test clock's id"), v.maxLength(100))),
);

/** POST: the customer, and optionally the test clock it lives on (a rehearsal, kept out of the figures). */
export const customerCreateBody = v.object({ ...customerSchema.entries, testClockId });
export type CustomerCreateBody = v.InferOutput<typeof customerCreateBody>;

/**
 * PUT: any of the customer's fields; the record they make with the stored ones is validated as on creation.
 * `testClockId` moves the customer onto a clock (or off it, null) while it has no subscriptions or invoices.
 */
export const customerUpdateBody = v.object({ ...v.partial(customerSchema).entries, testClockId });
export type CustomerUpdate = v.InferOutput<typeof customerUpdateBody>;
