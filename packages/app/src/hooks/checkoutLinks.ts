import type { CheckoutLinkInput } from "@round/forms/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CheckoutLinkListQuery, checkoutLinksApi } from "../api/checkoutLinks";
import { useMe } from "./useAccount";

/** The query keys of checkout links, all under ["checkout-links"]: one list per query (a price point's). */
export const checkoutLinkKeys = {
  all: ["checkout-links"] as const,
  lists: () => ["checkout-links", "list"] as const,
  list: (account: string, query: CheckoutLinkListQuery) =>
    ["checkout-links", "list", account, query] as const,
};

function useAccountId() {
  return useMe().data?.roundAccountId ?? null;
}

/** A page of checkout links (a price point's with `pricePointId`), newest first. */
export function useCheckoutLinks(query: CheckoutLinkListQuery) {
  const account = useAccountId();
  return useQuery({
    queryKey: checkoutLinkKeys.list(account ?? "", query),
    queryFn: ({ signal }) => checkoutLinksApi.list(account, query, signal),
  });
}

/** Every write changes the lists (a link's place, its state, or its absence). */
function useLinkMutation<T, R>(call: (account: string | null, input: T) => Promise<R>) {
  const account = useAccountId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => call(account, input),
    onSuccess: () => client.invalidateQueries({ queryKey: checkoutLinkKeys.lists() }),
  });
}

export function useCreateCheckoutLink() {
  return useLinkMutation((account, body: CheckoutLinkInput) => checkoutLinksApi.create(account, body));
}

/** `mutate({ id, active })`: turns a link on or off. */
export function useSetCheckoutLinkActive() {
  return useLinkMutation((account, { id, active }: { id: string; active: boolean }) =>
    checkoutLinksApi.setActive(account, id, active),
  );
}

export function useDeleteCheckoutLink() {
  return useLinkMutation((account, id: string) => checkoutLinksApi.remove(account, id));
}
