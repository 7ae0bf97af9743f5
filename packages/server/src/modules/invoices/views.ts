import type { InvoiceDetailResponse, InvoiceResponse, PaymentResponse } from "@round/forms/schemas";
import { INVOICE_REASON_LABELS, OFFLINE_PAYMENT_METHOD_LABELS } from "@round/forms/schemas";
import {
  type InvoiceLineRow,
  type InvoiceRow,
  PAYABLE_STATUSES,
  type PaymentRow,
} from "../../engine/index.ts";
import { iso } from "../../http/values.ts";

function describeInvoice(row: InvoiceRow): string {
  const what = INVOICE_REASON_LABELS[row.reason] ?? "Invoice";
  return row.periodStart && row.periodEnd ? `${what}, ${row.periodStart} to ${row.periodEnd}` : what;
}

/** An invoice's pay page (`hostedInvoiceUrl`), made by the caller that holds the server's key. */
export type PayLinks = (accountId: string, invoiceId: string) => string;

export function invoiceView(row: InvoiceRow, payLinks?: PayLinks): InvoiceResponse {
  return {
    id: row.id,
    number: row.number,
    invoiceNumber: row.number,
    customerId: row.customerId,
    customerName: row.customerName,
    subscriptionId: row.subscriptionId,
    status: row.status,
    reason: row.reason,
    currency: row.currency,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    tax: Number(row.tax),
    taxLines: row.taxLines.map((line) => ({
      ...line,
      percentage: Number(line.percentage),
      taxableAmount: Number(line.taxableAmount),
      amount: Number(line.amount),
    })),
    reverseCharge: row.reverseCharge,
    total: Number(row.total),
    amount: Number(row.total),
    creditApplied: Number(row.creditApplied),
    amountPaid: Number(row.amountPaid),
    amountDue: Number(row.amountDue),
    creditedAmount: Number(row.creditedAmount),
    refundedAmount: Number(row.refundedAmount),
    memo: row.memo,
    description: describeInvoice(row),
    downloadUrl: `/api/invoices/${row.id}/pdf`,
    hostedInvoiceUrl:
      payLinks && PAYABLE_STATUSES.includes(row.status) ? payLinks(row.roundAccountId, row.id) : null,
    paymentAttempts: row.paymentAttempts,
    nextRetryOn: row.nextRetryOn,
    autoCollection: row.autoCollect === "on",
    paidAt: row.paidAt ? iso(row.paidAt) : null,
    voidedAt: row.voidedAt ? iso(row.voidedAt) : null,
    testClockId: row.testClockId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export interface MethodInfo {
  type: string;
  cardBrand: string | null;
  last4: string | null;
  offlineMethod: string | null;
}

export function paymentView(
  row: PaymentRow,
  context: {
    invoiceNumber: string | null;
    customerName: string;
    method: MethodInfo | undefined;
    offline?: string | null;
  },
): PaymentResponse {
  const method = context.method;
  const label =
    row.method === "card"
      ? method
        ? `${method.cardBrand ?? "Card"} •••• ${method.last4 ?? ""}`.trim()
        : "Card"
      : (OFFLINE_PAYMENT_METHOD_LABELS[
          (method?.offlineMethod ?? "") as keyof typeof OFFLINE_PAYMENT_METHOD_LABELS
        ] ?? "Offline payment");
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: context.invoiceNumber,
    customerId: row.customerId,
    customerName: context.customerName,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    method: row.method,
    methodLabel: label,
    paymentMethod: label,
    processedAt: iso(row.paidAt ?? row.createdAt),
    gatewayTransactionId: row.method === "card" ? row.gatewayReference : null,
    reference: row.reference,
    failureMessage: row.failureMessage,
    attempt: row.attempt,
    paidAt: row.paidAt ? iso(row.paidAt) : null,
    createdAt: iso(row.createdAt),
  };
}

export function invoiceDetailView(
  row: InvoiceRow,
  lines: readonly InvoiceLineRow[],
  payments: PaymentResponse[],
  payLinks?: PayLinks,
): InvoiceDetailResponse {
  return {
    ...invoiceView(row, payLinks),
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind as InvoiceDetailResponse["lines"][number]["kind"],
      description: line.description,
      quantity: line.quantity,
      amount: Number(line.amount),
      taxAmount: Number(line.taxAmount),
      taxRateId: line.taxRateId,
      periodStart: line.periodStart,
      periodEnd: line.periodEnd,
    })),
    payments,
  };
}
