import type {
  InvoiceBulkResponse,
  InvoiceCreateInput,
  InvoiceDetailResponse,
  InvoiceResponse,
  Page,
  PaymentResponse,
  RecordPaymentInput,
} from "@round/forms/schemas";
import { api } from "./client";

/** The list's status filter: an invoice status, or `pending` (open and partially paid: money awaited). */
export type InvoiceStatusFilter =
  | "draft"
  | "open"
  | "paid"
  | "partially_paid"
  | "overdue"
  | "voided"
  | "pending";

/** What the invoices list takes (COMMERCE.md): search, filters, order and page; empty values are left out. */
export interface InvoiceListQuery {
  search?: string;
  status?: string;
  customerId?: string;
  subscriptionId?: string;
  /** A test clock's rehearsal invoices; without it (or a customer) the account's live ones. */
  testClockId?: string;
  from?: string;
  to?: string;
  orderBy?: string;
  isAscending?: boolean | string;
  pageNumber?: number;
  pageSize?: number;
}

export interface PaymentListQuery {
  customerId?: string;
  invoiceId?: string;
  status?: string;
  pageNumber?: number;
  pageSize?: number;
}

export type BulkInvoiceAction = "finalize" | "void" | "collect";
export type InvoiceAction = BulkInvoiceAction;

export const invoiceMessages = {
  loadInvoicesFailed: "Failed to load invoices",
  loadInvoiceFailed: "Failed to load the invoice",
  loadPaymentsFailed: "Failed to load payments",
  createFailed: "Failed to create invoice. Please try again.",
  deleteFailed: "Failed to delete the invoice. Please try again.",
  finalizeFailed: "Failed to finalize the invoice. Please try again.",
  voidFailed: "Failed to void the invoice. Please try again.",
  collectFailed: "Failed to collect the payment. Please try again.",
  paymentFailed: "Failed to record the payment. Please try again.",
  bulkFailed: "Failed to change the invoices. Please try again.",
  exportFailed: "Failed to export invoices. Please try again.",
  pdfFailed: "Failed to download the invoice. Please try again.",
} as const;
const m = invoiceMessages;

const base = "/api/invoices";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
/** An export of many rows takes longer than an ordinary call. */
const FILE_TIMEOUT_MS = 120_000;

const ACTION_FAILURE: Record<InvoiceAction, string> = {
  finalize: m.finalizeFailed,
  void: m.voidFailed,
  collect: m.collectFailed,
};

export const invoicesApi = {
  list: (query: InvoiceListQuery = {}, signal?: AbortSignal) =>
    api.request<Page<InvoiceResponse>>(base, {
      query: { ...query },
      errorMessage: m.loadInvoicesFailed,
      ...(signal ? { signal } : {}),
    }),
  get: (id: string, signal?: AbortSignal) =>
    api.request<InvoiceDetailResponse>(one(id), {
      errorMessage: m.loadInvoiceFailed,
      ...(signal ? { signal } : {}),
    }),
  /** A one-off invoice: a draft unless `finalize`. `idempotencyKey`: one per form, so a retry creates once. */
  create: (body: InvoiceCreateInput, idempotencyKey: string) =>
    api.request<InvoiceDetailResponse>(base, {
      method: "POST",
      body,
      headers: { "Idempotency-Key": idempotencyKey },
      errorMessage: m.createFailed,
    }),
  /** Drafts only. */
  remove: async (id: string) => {
    await api.request<null>(one(id), { method: "DELETE", errorMessage: m.deleteFailed });
  },
  /** Finalize a draft, void an open invoice, or charge the customer's default card now. */
  act: (id: string, action: InvoiceAction) =>
    api.request<InvoiceDetailResponse>(`${one(id)}/${action}`, {
      method: "POST",
      errorMessage: ACTION_FAILURE[action],
    }),
  /** Record Payment; a declined card answers 402 with the gateway's words. */
  recordPayment: (id: string, body: RecordPaymentInput, idempotencyKey: string) =>
    api.request<InvoiceDetailResponse>(`${one(id)}/payments`, {
      method: "POST",
      body,
      headers: { "Idempotency-Key": idempotencyKey },
      errorMessage: m.paymentFailed,
    }),
  /** Each invoice tried on its own: the answer says, for each id, what became of it. */
  bulk: (action: BulkInvoiceAction, ids: string[]) =>
    api.request<InvoiceBulkResponse>(`${base}/bulk`, {
      method: "POST",
      body: { action, ids },
      errorMessage: m.bulkFailed,
    }),
  /** The invoice as a PDF, fetched with the session's token (a plain link would not carry it). */
  pdf: (id: string) =>
    api.request<Blob>(`${one(id)}/pdf`, {
      responseType: "blob",
      timeoutMs: FILE_TIMEOUT_MS,
      errorMessage: m.pdfFailed,
    }),
  /** The CSV of the invoices matching the list's search and filters. */
  exportCsv: (query: Omit<InvoiceListQuery, "orderBy" | "isAscending" | "pageNumber" | "pageSize">) =>
    api.request<Blob>(`${base}/export`, {
      query: { ...query },
      responseType: "blob",
      timeoutMs: FILE_TIMEOUT_MS,
      errorMessage: m.exportFailed,
    }),
  payments: (query: PaymentListQuery = {}, signal?: AbortSignal) =>
    api.request<Page<PaymentResponse>>("/api/payments", {
      query: { ...query },
      errorMessage: m.loadPaymentsFailed,
      ...(signal ? { signal } : {}),
    }),
};
