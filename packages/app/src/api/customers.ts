import type {
  CreditResponse,
  CustomerDataExportResponse,
  CustomerFormInput,
  CustomerImportResponse,
  CustomerResponse,
  CustomerSummaryResponse,
  NoteInput,
  NoteResponse,
  Page,
  PaymentMethodInput,
  PaymentMethodResponse,
} from "@round/forms/schemas";
import { api } from "./client";

/** What the customers list takes (COMMERCE.md): search, filters, order and page; empty values are left out. */
export interface CustomerListQuery {
  search?: string;
  status?: string;
  churnRisk?: string;
  country?: string;
  /** Customers with a live subscription to this plan. */
  planId?: string;
  orderBy?: string;
  isAscending?: boolean;
  pageNumber?: number;
  pageSize?: number;
}

export const customerMessages = {
  loadCustomersFailed: "Failed to load customers",
  loadCustomerFailed: "Failed to load the customer",
  loadSummaryFailed: "Failed to load the customer figures",
  createFailed: "Failed to create customer. Please try again.",
  updateFailed: "Failed to update customer. Please try again.",
  deleteFailed: "Failed to delete customer. Please try again.",
  exportFailed: "Failed to export customers. Please try again.",
  importFailed: "Failed to import customers. Please try again.",
  dataExportFailed: "Failed to export the customer's data. Please try again.",
  loadNotesFailed: "Failed to load notes",
  addNoteFailed: "Failed to add the note. Please try again.",
  deleteNoteFailed: "Failed to delete the note. Please try again.",
  loadMethodsFailed: "Failed to load payment methods",
  addMethodFailed: "Failed to add the payment method. Please try again.",
  removeMethodFailed: "Failed to remove the payment method. Please try again.",
  defaultMethodFailed: "Failed to change the default payment method. Please try again.",
  loadCreditsFailed: "Failed to load credits",
  creditFailed: "Failed to apply the credit. Please try again.",
  emailFailed: "Failed to send the email. Please try again.",
} as const;
const m = customerMessages;

const base = "/api/customers";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
/** Imports and exports of many rows take longer than an ordinary call. */
const FILE_TIMEOUT_MS = 120_000;

export const customersApi = {
  list: (query: CustomerListQuery = {}, signal?: AbortSignal) =>
    api.request<Page<CustomerResponse>>(base, {
      query: { ...query },
      errorMessage: m.loadCustomersFailed,
      ...(signal ? { signal } : {}),
    }),
  summary: (signal?: AbortSignal) =>
    api.request<CustomerSummaryResponse>(`${base}/summary`, {
      errorMessage: m.loadSummaryFailed,
      ...(signal ? { signal } : {}),
    }),
  get: (id: string, signal?: AbortSignal) =>
    api.request<CustomerResponse>(one(id), {
      errorMessage: m.loadCustomerFailed,
      ...(signal ? { signal } : {}),
    }),
  create: (body: CustomerFormInput) =>
    api.request<CustomerResponse>(base, { method: "POST", body, errorMessage: m.createFailed }),
  update: (id: string, body: Partial<CustomerFormInput>) =>
    api.request<CustomerResponse>(one(id), { method: "PUT", body, errorMessage: m.updateFailed }),
  remove: async (id: string) => {
    await api.request<null>(one(id), { method: "DELETE", errorMessage: m.deleteFailed });
  },
  /** The CSV of the customers matching the list's search and filters. */
  exportCsv: (query: Omit<CustomerListQuery, "orderBy" | "isAscending" | "pageNumber" | "pageSize">) =>
    api.request<Blob>(`${base}/export`, {
      query: { ...query },
      responseType: "blob",
      timeoutMs: FILE_TIMEOUT_MS,
      errorMessage: m.exportFailed,
    }),
  /** Every row, or none: a refusal's body lists each bad row (`errors[].line`). */
  importCsv: (file: Blob) =>
    api.request<CustomerImportResponse>(`${base}/import`, {
      method: "POST",
      rawBody: { type: "text/csv", content: file },
      timeoutMs: FILE_TIMEOUT_MS,
      errorMessage: m.importFailed,
    }),
  /** Everything held about the customer, as a JSON file. */
  exportData: (id: string) =>
    api.request<Blob>(`${one(id)}/export`, { responseType: "blob", errorMessage: m.dataExportFailed }),
  sendEmail: (id: string, body: { subject: string; message: string }) =>
    api.request<{ queued: boolean; to: string }>(`${one(id)}/emails`, {
      method: "POST",
      body,
      errorMessage: m.emailFailed,
    }),
  notes: (id: string, signal?: AbortSignal) =>
    api.request<NoteResponse[]>(`${one(id)}/notes`, {
      errorMessage: m.loadNotesFailed,
      ...(signal ? { signal } : {}),
    }),
  addNote: (id: string, body: NoteInput) =>
    api.request<NoteResponse>(`${one(id)}/notes`, { method: "POST", body, errorMessage: m.addNoteFailed }),
  deleteNote: async (id: string, noteId: string) => {
    await api.request<null>(`${one(id)}/notes/${encodeURIComponent(noteId)}`, {
      method: "DELETE",
      errorMessage: m.deleteNoteFailed,
    });
  },
  paymentMethods: (id: string, signal?: AbortSignal) =>
    api.request<PaymentMethodResponse[]>(`${one(id)}/payment-methods`, {
      errorMessage: m.loadMethodsFailed,
      ...(signal ? { signal } : {}),
    }),
  addPaymentMethod: (id: string, body: PaymentMethodInput) =>
    api.request<PaymentMethodResponse>(`${one(id)}/payment-methods`, {
      method: "POST",
      body,
      errorMessage: m.addMethodFailed,
    }),
  removePaymentMethod: async (id: string, methodId: string) => {
    await api.request<null>(`${one(id)}/payment-methods/${encodeURIComponent(methodId)}`, {
      method: "DELETE",
      errorMessage: m.removeMethodFailed,
    });
  },
  makeDefaultPaymentMethod: (id: string, methodId: string) =>
    api.request<PaymentMethodResponse>(`${one(id)}/payment-methods/${encodeURIComponent(methodId)}/default`, {
      method: "POST",
      errorMessage: m.defaultMethodFailed,
    }),
  credits: (id: string, signal?: AbortSignal) =>
    api.request<CreditResponse[]>(`${one(id)}/credits`, {
      errorMessage: m.loadCreditsFailed,
      ...(signal ? { signal } : {}),
    }),
  /** `idempotencyKey`: one per form filled in, so a retried submission credits once. */
  applyCredit: (id: string, body: { amount: number | string; reason: string }, idempotencyKey: string) =>
    api.request<CreditResponse>(`${one(id)}/credits`, {
      method: "POST",
      body,
      headers: { "Idempotency-Key": idempotencyKey },
      errorMessage: m.creditFailed,
    }),
};

export type { CustomerDataExportResponse };
