import { CREDIT_NOTE_STATUSES, REFUND_STATUSES } from "@round/forms/schemas";
import * as v from "valibot";
import { listQuery } from "../../http/paging.ts";

const uuidFilter = (name: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.uuid(`${name} must be an id`)));

/** GET /api/credit-notes: `invoiceId`, `customerId`, `status` filter; `search` looks in the number. */
export const creditNoteListQuery = listQuery(
  {
    invoiceId: uuidFilter("invoiceId"),
    customerId: uuidFilter("customerId"),
    status: v.optional(
      v.picklist(CREDIT_NOTE_STATUSES, `status must be one of: ${CREDIT_NOTE_STATUSES.join(", ")}`),
    ),
  },
  {
    orderFields: ["createdAt", "number", "total"] as const,
    defaultOrderBy: "createdAt",
    defaultAscending: false,
  },
);
export type CreditNoteListQuery = v.InferOutput<typeof creditNoteListQuery>;

/** GET /api/refunds: `customerId`, `paymentId`, `status` filter. */
export const refundListQuery = listQuery(
  {
    customerId: uuidFilter("customerId"),
    paymentId: uuidFilter("paymentId"),
    status: v.optional(v.picklist(REFUND_STATUSES, `status must be one of: ${REFUND_STATUSES.join(", ")}`)),
  },
  { orderFields: ["createdAt"] as const, defaultOrderBy: "createdAt", defaultAscending: false },
);
export type RefundListQuery = v.InferOutput<typeof refundListQuery>;

/** GET /api/credit-notes/export: the list's search and filters. */
export const creditNoteExportQuery = v.object({
  search: creditNoteListQuery.entries.search,
  roundAccountId: v.optional(v.string()),
  invoiceId: creditNoteListQuery.entries.invoiceId,
  customerId: creditNoteListQuery.entries.customerId,
  status: creditNoteListQuery.entries.status,
});
export type CreditNoteExportQuery = v.InferOutput<typeof creditNoteExportQuery>;
