/**
 * What the credit notes and refunds API answers (COMMERCE.md, "Correcting and taxing invoices"): the server's
 * views satisfy these schemas, the API tests check every answer against them, and the app infers its types.
 */
import * as v from "valibot";
import { CREDIT_NOTE_REASONS, CREDIT_NOTE_STATUSES, REFUND_STATUSES } from "../creditNotes.ts";

const money = v.number();
const timestamp = v.string();

export const refundResponse = v.object({
  id: v.string(),
  paymentId: v.string(),
  invoiceId: v.string(),
  invoiceNumber: v.nullable(v.string()),
  creditNoteId: v.nullable(v.string()),
  customerId: v.string(),
  amount: money,
  currency: v.string(),
  status: v.picklist(REFUND_STATUSES),
  /** card: back through the gateway to the payment's card; offline: paid back outside Round, recorded. */
  method: v.picklist(["card", "offline"]),
  gatewayRefundId: v.nullable(v.string()),
  /** Why a failed refund failed. */
  failureMessage: v.nullable(v.string()),
  createdAt: timestamp,
});
export type RefundResponse = v.InferOutput<typeof refundResponse>;

export const creditNoteResponse = v.object({
  id: v.string(),
  /** CN-000001. */
  number: v.string(),
  invoiceId: v.string(),
  invoiceNumber: v.nullable(v.string()),
  customerId: v.string(),
  customerName: v.string(),
  status: v.picklist(CREDIT_NOTE_STATUSES),
  reason: v.picklist(CREDIT_NOTE_REASONS),
  memo: v.nullable(v.string()),
  currency: v.string(),
  /** Gross, tax included. */
  total: money,
  /** Its share of the invoice's tax, pro rata (inside `total`). */
  tax: money,
  /** What it took off the invoice's amount due. */
  amountDueReduction: money,
  refundAmount: money,
  creditAmount: money,
  outOfBandAmount: money,
  lines: v.array(
    v.object({ invoiceLineId: v.string(), description: v.string(), amount: money, taxAmount: money }),
  ),
  taxLines: v.array(
    v.object({ taxRateId: v.string(), name: v.string(), percentage: v.number(), amount: money }),
  ),
  refunds: v.array(refundResponse),
  downloadUrl: v.string(),
  voidedAt: v.nullable(timestamp),
  testClockId: v.nullable(v.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CreditNoteResponse = v.InferOutput<typeof creditNoteResponse>;
