import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { metricsApi } from "../api/metrics";

/**
 * The revenue figures' query keys, under ["metrics"]. Billing writes change them: the invoice and subscription
 * hooks invalidate ["metrics"] with the invoices and customers.
 */
export const metricsKeys = {
  all: ["metrics"] as const,
  summary: (asOf?: string) => ["metrics", "summary", asOf ?? "today"] as const,
  mrr: (months: number) => ["metrics", "mrr", months] as const,
};

/** The figures today and, for the change shown beside each, on `previousDay`. */
export function useMetricsSummary(asOf?: string) {
  return useQuery({
    queryKey: metricsKeys.summary(asOf),
    queryFn: ({ signal }) => metricsApi.summary(asOf ? { asOf } : {}, signal),
  });
}

export function useMrrHistory(months: number) {
  return useQuery({
    queryKey: metricsKeys.mrr(months),
    queryFn: ({ signal }) => metricsApi.mrr(months, signal),
    placeholderData: keepPreviousData,
  });
}
