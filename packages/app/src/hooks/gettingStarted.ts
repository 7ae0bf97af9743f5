import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { fetchCatalogSummary } from "../api/catalogSummary";
import { fetchCustomerCount, fetchSubscriptionCount } from "../api/gettingStarted";
import { catalogSummaryKeys } from "./catalogKeys";

/** What a checklist item is ticked from: a count of the account's records of one kind. */
export type ChecklistSource = "plans" | "customers" | "subscriptions";

export type CountState =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; count: number };

function countOf<T>(query: UseQueryResult<T>, count: (data: T) => number): CountState {
  if (query.isSuccess) return { status: "ready", count: count(query.data) };
  if (query.isError) return { status: "error", retry: () => void query.refetch() };
  return { status: "loading" };
}

/** `["customers", "count"]`: under the customers' keys, so a change to the customers refreshes it. */
const customerCountKey = ["customers", "count"] as const;
/** `["subscriptions", "count"]`: under the subscriptions' keys, so a new subscription refreshes it. */
const subscriptionCountKey = ["subscriptions", "count"] as const;

/** The count behind each checklist item, read from the records (never from the browser). */
export function useChecklistCounts(enabled: boolean): Record<ChecklistSource, CountState> {
  const summary = useQuery({
    queryKey: catalogSummaryKeys.all,
    queryFn: ({ signal }) => fetchCatalogSummary(signal),
    enabled,
  });
  const customers = useQuery({
    queryKey: customerCountKey,
    queryFn: ({ signal }) => fetchCustomerCount(signal),
    enabled,
  });
  const subscriptions = useQuery({
    queryKey: subscriptionCountKey,
    queryFn: ({ signal }) => fetchSubscriptionCount(signal),
    enabled,
  });
  return {
    plans: countOf(summary, (data) => data.plans.totalPlans),
    customers: countOf(customers, (count) => count),
    subscriptions: countOf(subscriptions, (count) => count),
  };
}
