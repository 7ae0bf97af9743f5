import type { CreditNoteInput } from "@round/forms/schemas";
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { type CreditNoteListQuery, creditNotesApi, type RefundListQuery } from "../api/creditNotes";
import { customerKeys } from "./customers";
import { metricsKeys } from "./metrics";

/**
 * The query keys of credit notes (["credit-notes"]) and refunds (["refunds"]). Issuing or voiding one changes
 * its invoice, the payments' refunds and the customer's balance: each write invalidates those too.
 */
export const creditNoteKeys = {
  all: ["credit-notes"] as const,
  list: (query: CreditNoteListQuery) => ["credit-notes", "list", query] as const,
  detail: (id: string) => ["credit-notes", "detail", id] as const,
  refunds: (query: RefundListQuery) => ["refunds", "list", query] as const,
};

function clean<Q extends object>(query: Q): Q {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as Q;
}

/** A page of credit notes; the page on screen stays while the next one loads. */
export function useCreditNotes(query: CreditNoteListQuery, options: { enabled?: boolean } = {}) {
  const key = clean(query);
  return useQuery({
    queryKey: creditNoteKeys.list(key),
    queryFn: ({ signal }) => creditNotesApi.list(key, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useRefunds(query: RefundListQuery, options: { enabled?: boolean } = {}) {
  const key = clean(query);
  return useQuery({
    queryKey: creditNoteKeys.refunds(key),
    queryFn: ({ signal }) => creditNotesApi.refunds(key, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

function useCreditChanged() {
  const client = useQueryClient();
  return () => {
    const keys: QueryKey[] = [
      creditNoteKeys.all,
      ["refunds"],
      ["invoices"],
      ["payments"],
      customerKeys.all,
      metricsKeys.all,
    ];
    return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}

export function useIssueCreditNote() {
  const changed = useCreditChanged();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreditNoteInput; idempotencyKey: string }) =>
      creditNotesApi.create(body, idempotencyKey),
    onSuccess: () => changed(),
  });
}

export function useVoidCreditNote() {
  const changed = useCreditChanged();
  return useMutation({
    mutationFn: (id: string) => creditNotesApi.void(id),
    onSuccess: () => changed(),
  });
}
