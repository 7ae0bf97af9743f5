import type { CatalogSummaryResponse } from "@round/forms/schemas";
import { catalogMessages as m } from "./catalogMessages";
import { api } from "./client";

/** The stat cards of the catalog, plans, add-ons, charges and coupons screens, computed by the server. */
export function fetchCatalogSummary(signal?: AbortSignal): Promise<CatalogSummaryResponse> {
  return api.request<CatalogSummaryResponse>("/api/catalog/summary", {
    errorMessage: m.loadSummaryFailed,
    ...(signal ? { signal } : {}),
  });
}
