import type { CatalogSettingsResponse } from "@round/forms/schemas";
import { catalogMessages as m } from "./catalogMessages";
import { api } from "./client";

/** What `PUT /api/catalog/settings` accepts: either setting, or both. */
export type CatalogSettingsUpdate = Partial<
  Pick<CatalogSettingsResponse, "defaultCurrency" | "allowedCurrencies">
>;

export function fetchCatalogSettings(signal?: AbortSignal): Promise<CatalogSettingsResponse> {
  return api.request<CatalogSettingsResponse>("/api/catalog/settings", {
    errorMessage: m.loadSettingsFailed,
    ...(signal ? { signal } : {}),
  });
}

export function updateCatalogSettings(body: CatalogSettingsUpdate): Promise<CatalogSettingsResponse> {
  return api.request<CatalogSettingsResponse>("/api/catalog/settings", {
    method: "PUT",
    body,
    errorMessage: m.saveSettingsFailed,
  });
}
