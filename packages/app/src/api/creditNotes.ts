import type { CreditNoteInput, CreditNoteResponse, Page, RefundResponse } from "@round/forms/schemas";
import { api } from "./client";

export type { CreditNoteResponse, RefundResponse };

export const creditNoteMessages = {
  loadFailed: "Failed to load credit notes",
  loadOneFailed: "Failed to load the credit note",
  loadRefundsFailed: "Failed to load refunds",
  createFailed: "Failed to issue the credit note. Please try again.",
  voidFailed: "Failed to void the credit note. Please try again.",
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
  /** The PDF's address (relative to the API's origin), as the invoice's is fetched. */
  pdfPath: (id: string) => `${one(id)}/pdf`,
};
