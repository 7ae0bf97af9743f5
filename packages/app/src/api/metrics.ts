import type { MetricsSummaryResponse, MrrResponse } from "@round/forms/schemas";
import { api } from "./client";

export const metricsMessages = {
  loadSummaryFailed: "Failed to load the revenue figures",
  loadMrrFailed: "Failed to load the MRR history",
} as const;

/** The revenue metrics (COMMERCE.md, "Metrics"): the account's figures, never a test clock's. */
export const metricsApi = {
  /** The figures on `asOf` (today when left out). */
  summary: (query: { asOf?: string } = {}, signal?: AbortSignal) =>
    api.request<MetricsSummaryResponse>("/api/metrics/summary", {
      query: { ...query },
      errorMessage: metricsMessages.loadSummaryFailed,
      ...(signal ? { signal } : {}),
    }),
  /** The last `months` months of MRR with their movements, oldest first. */
  mrr: (months: number, signal?: AbortSignal) =>
    api.request<MrrResponse>("/api/metrics/mrr", {
      query: { months },
      errorMessage: metricsMessages.loadMrrFailed,
      ...(signal ? { signal } : {}),
    }),
};
