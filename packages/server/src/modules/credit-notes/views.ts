import type { CreditNoteReason, CreditNoteResponse, RefundResponse } from "@round/forms/schemas";
import { iso } from "../../http/values.ts";
import type { CreditNoteRow, RefundRow } from "./queries.ts";

export function refundView(row: RefundRow, invoiceNumber: string | null): RefundResponse {
  return {
    id: row.id,
    paymentId: row.paymentId,
    invoiceId: row.invoiceId,
    invoiceNumber,
    creditNoteId: row.creditNoteId,
    customerId: row.customerId,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    method: row.method,
    gatewayRefundId: row.gatewayRefundId,
    failureMessage: row.failureMessage,
    createdAt: iso(row.createdAt),
  };
}

export function creditNoteView(
  row: CreditNoteRow,
  context: { invoiceNumber: string | null; customerName: string; refunds: readonly RefundRow[] },
): CreditNoteResponse {
  return {
    id: row.id,
    number: row.number,
    invoiceId: row.invoiceId,
    invoiceNumber: context.invoiceNumber,
    customerId: row.customerId,
    customerName: context.customerName,
    status: row.status,
    reason: row.reason as CreditNoteReason,
    memo: row.memo,
    currency: row.currency,
    total: Number(row.total),
    tax: Number(row.tax),
    amountDueReduction: Number(row.dueAmount),
    refundAmount: Number(row.refundAmount),
    creditAmount: Number(row.creditAmount),
    outOfBandAmount: Number(row.outOfBandAmount),
    lines: row.lines.map((line) => ({
      invoiceLineId: line.invoiceLineId,
      description: line.description,
      amount: Number(line.amount),
      taxAmount: Number(line.tax),
    })),
    taxLines: row.taxLines.map((line) => ({
      taxRateId: line.taxRateId,
      name: line.name,
      percentage: Number(line.percentage),
      amount: Number(line.amount),
    })),
    refunds: context.refunds
      .filter((refund) => refund.creditNoteId === row.id)
      .map((refund) => refundView(refund, context.invoiceNumber)),
    downloadUrl: `/api/credit-notes/${row.id}/pdf`,
    voidedAt: row.voidedAt ? iso(row.voidedAt) : null,
    testClockId: row.testClockId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
