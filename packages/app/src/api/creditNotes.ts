import type { CreditNoteInput, CreditNoteResponse, Page, RefundResponse } from "@round/forms/schemas";
import { api } from "./client";

/** Files take longer than a JSON answer. */
const FILE_TIMEOUT_MS = 60_000;

export type { CreditNoteResponse, RefundResponse };

export const creditNoteMessages = {
  loadFailed: "Failed to load credit notes",
  loadOneFailed: "Failed to load the credit note",
  loadRefundsFailed: "Failed to load refunds",
  createFailed: "Failed to issue the credit note. Please try again.",
  voidFailed: "Failed to void the credit note. Please try again.",
  pdfFailed: "Failed to download the credit note's PDF. Please try again.",
  exportFailed: "Failed to export credit notes. Please try again.",
} as const;
const m = creditNoteMessages;

const base = "/api/credit-notes";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** What the credit notes list takes: search (the number), filters, order and page; empty values are left out. */
export interface CreditNoteListQuery {
  search?: string;
  status?: string;
  invoiceId?: string;
  customerId?: string;
  orderBy?: string;
  isAscending?: boolean | string;
  pageNumber?: number;
  pageSize?: number;
}

export interface RefundListQuery {
  customerId?: string;
  paymentId?: string;
  status?: string;
  pageNumber?: number;
  pageSize?: number;
}

/** Credit notes and refunds (COMMERCE.md, "Correcting and taxing invoices"). */
export const creditNotesApi = {
  list: (query: CreditNoteListQuery = {}, signal?: AbortSignal) =>
    api.request<Page<CreditNoteResponse>>(base, {
      query: { ...query },
      errorMessage: m.loadFailed,
      ...(signal ? { signal } : {}),
    }),
  get: (id: string, signal?: AbortSignal) =>
    api.request<CreditNoteResponse>(one(id), {
      errorMessage: m.loadOneFailed,
      ...(signal ? { signal } : {}),
    }),
  /** `idempotencyKey`: one per dialog, so a retry issues once. */
  create: (body: CreditNoteInput, idempotencyKey: string) =>
    api.request<CreditNoteResponse>(base, {
      method: "POST",
      body,
      headers: { "Idempotency-Key": idempotencyKey },
      errorMessage: m.createFailed,
    }),
  void: (id: string) =>
    api.request<CreditNoteResponse>(`${one(id)}/void`, { method: "POST", errorMessage: m.voidFailed }),
  refunds: (query: RefundListQuery = {}, signal?: AbortSignal) =>
    api.request<Page<RefundResponse>>("/api/refunds", {
      query: { ...query },
      errorMessage: m.loadRefundsFailed,
      ...(signal ? { signal } : {}),
    }),
  pdf: (id: string) =>
    api.request<Blob>(`${one(id)}/pdf`, {
      responseType: "blob",
      timeoutMs: FILE_TIMEOUT_MS,
      errorMessage: m.pdfFailed,
    }),
  /** The CSV of the credit notes matching the list's search and filters. */
  exportCsv: (query: Pick<CreditNoteListQuery, "search" | "status" | "invoiceId" | "customerId">) =>
    api.request<Blob>(`${base}/export`, {
      query: { ...query },
      responseType: "blob",
      timeoutMs: FILE_TIMEOUT_MS,
      errorMessage: m.exportFailed,
    }),
};
