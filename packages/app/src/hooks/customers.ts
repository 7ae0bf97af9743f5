import type { CustomerFormInput, NoteInput, PaymentMethodInput } from "@round/forms/schemas";
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { type CustomerListQuery, customersApi } from "../api/customers";

/**
 * The query keys of customers, all under ["customers"]: lists (one per query), the summary, each customer
 * and its notes, payment methods and credits. Writes invalidate what they change.
 */
export const customerKeys = {
  all: ["customers"] as const,
  lists: () => ["customers", "list"] as const,
  list: (query: CustomerListQuery) => ["customers", "list", query] as const,
  summary: () => ["customers", "summary"] as const,
  detail: (id: string) => ["customers", "detail", id] as const,
  notes: (id: string) => ["customers", "detail", id, "notes"] as const,
  paymentMethods: (id: string) => ["customers", "detail", id, "payment-methods"] as const,
  credits: (id: string) => ["customers", "detail", id, "credits"] as const,
};

function clean(query: CustomerListQuery): CustomerListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as CustomerListQuery;
}

function useInvalidate() {
  const client = useQueryClient();
  return (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** A page of customers; the page on screen stays while the next one (or the next search) loads. */
export function useCustomers(query: CustomerListQuery) {
  const key = clean(query);
  return useQuery({
    queryKey: customerKeys.list(key),
    queryFn: ({ signal }) => customersApi.list(key, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerSummary() {
  return useQuery({
    queryKey: customerKeys.summary(),
    queryFn: ({ signal }) => customersApi.summary(signal),
  });
}

export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? ""),
    queryFn: ({ signal }) => customersApi.get(id ?? "", signal),
    enabled: Boolean(id),
  });
}

export function useCreateCustomer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CustomerFormInput) => customersApi.create(body),
    // A customer made on a test clock counts among the clock's (["test-clocks"], the test clocks' keys).
    onSuccess: () => invalidate(customerKeys.lists(), customerKeys.summary(), ["test-clocks"]),
  });
}

export function useUpdateCustomer() {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: Partial<CustomerFormInput> }) =>
      customersApi.update(id, values),
    onSuccess: (customer) => {
      client.setQueryData(customerKeys.detail(customer.id), customer);
      return invalidate(customerKeys.lists(), customerKeys.summary(), ["test-clocks"]);
    },
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => customersApi.remove(id),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: customerKeys.detail(id) });
      return invalidate(customerKeys.lists(), customerKeys.summary());
    },
  });
}

export function useImportCustomers() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: Blob) => customersApi.importCsv(file),
    onSuccess: () => invalidate(customerKeys.lists(), customerKeys.summary()),
  });
}

export function useNotes(customerId: string) {
  return useQuery({
    queryKey: customerKeys.notes(customerId),
    queryFn: ({ signal }) => customersApi.notes(customerId, signal),
  });
}

export function useAddNote(customerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: NoteInput) => customersApi.addNote(customerId, body),
    onSuccess: () => invalidate(customerKeys.notes(customerId)),
  });
}

export function useDeleteNote(customerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (noteId: string) => customersApi.deleteNote(customerId, noteId),
    onSuccess: () => invalidate(customerKeys.notes(customerId)),
  });
}

export function usePaymentMethods(customerId: string) {
  return useQuery({
    queryKey: customerKeys.paymentMethods(customerId),
    queryFn: ({ signal }) => customersApi.paymentMethods(customerId, signal),
  });
}

// A change of payment methods changes the customer's default method (shown on its page and in lists).
const methodsChanged = (customerId: string) => [
  customerKeys.paymentMethods(customerId),
  customerKeys.detail(customerId),
  customerKeys.lists(),
];

export function useAddPaymentMethod(customerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PaymentMethodInput) => customersApi.addPaymentMethod(customerId, body),
    onSuccess: () => invalidate(...methodsChanged(customerId)),
  });
}

export function useRemovePaymentMethod(customerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (methodId: string) => customersApi.removePaymentMethod(customerId, methodId),
    onSuccess: () => invalidate(...methodsChanged(customerId)),
  });
}

export function useMakeDefaultPaymentMethod(customerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (methodId: string) => customersApi.makeDefaultPaymentMethod(customerId, methodId),
    onSuccess: () => invalidate(...methodsChanged(customerId)),
  });
}

export function useCredits(customerId: string) {
  return useQuery({
    queryKey: customerKeys.credits(customerId),
    queryFn: ({ signal }) => customersApi.credits(customerId, signal),
  });
}

export function useApplyCredit(customerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      idempotencyKey,
      ...body
    }: {
      amount: number | string;
      reason: string;
      idempotencyKey: string;
    }) => customersApi.applyCredit(customerId, body, idempotencyKey),
    onSuccess: () =>
      invalidate(customerKeys.credits(customerId), customerKeys.detail(customerId), customerKeys.lists()),
  });
}

export function useSendCustomerEmail(customerId: string) {
  return useMutation({
    mutationFn: (body: { subject: string; message: string }) => customersApi.sendEmail(customerId, body),
  });
}
