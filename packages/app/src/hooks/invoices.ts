import type { InvoiceCreateInput, InvoiceDetailResponse, RecordPaymentInput } from "@round/forms/schemas";
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type BulkInvoiceAction,
  type InvoiceAction,
  type InvoiceListQuery,
  invoicesApi,
  type PaymentListQuery,
} from "../api/invoices";
import { customerKeys } from "./customers";
import { metricsKeys } from "./metrics";

/**
 * The query keys of invoices, all under ["invoices"] (lists, one per query, and each invoice with its lines
 * and payments), and of payments under ["payments"]. A write to an invoice changes its lists, the payments
 * and the customer's figures (balance, LTV): each invalidates invoices, payments and customers.
 */
const invoiceKeys = {
  all: ["invoices"] as const,
  lists: () => ["invoices", "list"] as const,
  list: (query: InvoiceListQuery) => ["invoices", "list", query] as const,
  detail: (id: string) => ["invoices", "detail", id] as const,
};

const paymentKeys = {
  all: ["payments"] as const,
  list: (query: PaymentListQuery) => ["payments", "list", query] as const,
};

function clean<Q extends object>(query: Q): Q {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as Q;
}

/** What every invoice write changes: invoices, payments and the customers' figures. */
function useBillingChanged() {
  const client = useQueryClient();
  return (invoice?: InvoiceDetailResponse) => {
    if (invoice) client.setQueryData(invoiceKeys.detail(invoice.id), invoice);
    const keys: QueryKey[] = [invoiceKeys.all, paymentKeys.all, customerKeys.all, metricsKeys.all];
    return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}

/** A page of invoices; the page on screen stays while the next one (or the next search) loads. */
export function useInvoices(query: InvoiceListQuery, options: { enabled?: boolean } = {}) {
  const key = clean(query);
  return useQuery({
    queryKey: invoiceKeys.list(key),
    queryFn: ({ signal }) => invoicesApi.list(key, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? ""),
    queryFn: ({ signal }) => invoicesApi.get(id ?? "", signal),
    enabled: Boolean(id),
  });
}

export function usePayments(query: PaymentListQuery) {
  const key = clean(query);
  return useQuery({
    queryKey: paymentKeys.list(key),
    queryFn: ({ signal }) => invoicesApi.payments(key, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateInvoice() {
  const changed = useBillingChanged();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: InvoiceCreateInput & { idempotencyKey: string }) =>
      invoicesApi.create(body, idempotencyKey),
    onSuccess: (invoice) => changed(invoice),
  });
}

export function useDeleteInvoice() {
  const changed = useBillingChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => invoicesApi.remove(id),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: invoiceKeys.detail(id) });
      return changed();
    },
  });
}

/** Finalize, void or collect one invoice. */
export function useInvoiceAction() {
  const changed = useBillingChanged();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: InvoiceAction }) => invoicesApi.act(id, action),
    onSuccess: (invoice) => changed(invoice),
    // A declined card still wrote a failed attempt: the payments list shows it.
    onError: () => changed(),
  });
}

export function useRecordPayment() {
  const changed = useBillingChanged();
  return useMutation({
    mutationFn: ({
      id,
      idempotencyKey,
      ...body
    }: RecordPaymentInput & { id: string; idempotencyKey: string }) =>
      invoicesApi.recordPayment(id, body, idempotencyKey),
    onSuccess: (invoice) => changed(invoice),
    onError: () => changed(),
  });
}

export function useBulkInvoices() {
  const changed = useBillingChanged();
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkInvoiceAction; ids: string[] }) =>
      invoicesApi.bulk(action, ids),
    onSettled: () => changed(),
  });
}
