import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type SubscriptionAction,
  type SubscriptionChangeBody,
  type SubscriptionCreateBody,
  type SubscriptionListQuery,
  subscriptionsApi,
} from "../api/subscriptions";

/** The query keys of subscriptions, all under ["subscriptions"]: lists (one per query) and each one's usage. */
const subscriptionKeys = {
  list: (query: SubscriptionListQuery) => ["subscriptions", "list", query] as const,
  detail: (id: string) => ["subscriptions", "detail", id] as const,
  usage: (id: string) => ["subscriptions", "detail", id, "usage"] as const,
};

/**
 * What a subscription write changes: subscriptions, customers (their MRR, counts and balances), and the
 * invoices, payments, credits and revenue figures the action raised. By their literal prefixes, so the screens of invoices
 * and payments refresh whatever keys they keep under them.
 */
const WRITES_CHANGE: QueryKey[] = [["subscriptions"], ["customers"], ["invoices"], ["payments"], ["metrics"]];

function useInvalidateAfterWrite() {
  const client = useQueryClient();
  return () => Promise.all(WRITES_CHANGE.map((queryKey) => client.invalidateQueries({ queryKey })));
}

function clean(query: SubscriptionListQuery): SubscriptionListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as SubscriptionListQuery;
}

/** A page of subscriptions (a customer's: `{ customerId }`). */
export function useSubscriptions(query: SubscriptionListQuery, options: { enabled?: boolean } = {}) {
  const key = clean(query);
  return useQuery({
    queryKey: subscriptionKeys.list(key),
    queryFn: ({ signal }) => subscriptionsApi.list(key, signal),
    placeholderData: keepPreviousData,
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
  });
}

/** One subscription (whose customer's page shows it). */
export function useSubscription(id: string) {
  return useQuery({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) => subscriptionsApi.get(id, signal),
  });
}

/** The usage of several subscriptions (a customer's), one query each. */
export function useSubscriptionsUsage(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: subscriptionKeys.usage(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => subscriptionsApi.usage(id, signal),
    })),
  });
}

/** Previews are calls, never cached: each answers what the write would do with the values of that moment. */
export const subscriptionPreviews = {
  create: (body: SubscriptionCreateBody) => subscriptionsApi.create().preview(body),
  change: (id: string, body: SubscriptionChangeBody) => subscriptionsApi.change(id).preview(body),
  action: <B extends object>(id: string, action: SubscriptionAction, body: B) =>
    subscriptionsApi.action<B>(id, action).preview(body),
};

export function useCreateSubscription() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (body: SubscriptionCreateBody) => subscriptionsApi.create().commit(body),
    onSuccess: () => invalidate(),
  });
}

export function useChangeSubscription() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SubscriptionChangeBody }) =>
      subscriptionsApi.change(id).commit(body),
    onSuccess: () => invalidate(),
  });
}

/** Pause, resume, cancel or reactivate: the body is the action's own (`{ resumeDate }`, `{ atTermEnd }`). */
export function useSubscriptionAction() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: SubscriptionAction; body: object }) =>
      subscriptionsApi.action(id, action).commit(body),
    onSuccess: () => invalidate(),
  });
}
