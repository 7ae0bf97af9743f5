import type { CatalogSettingsResponse } from "@round/forms/schemas";

export interface CatalogSettings {
  defaultCurrency: string;
  allowedCurrencies: string[];
  updatedAt: Date | null;
}

export function settingsView(settings: CatalogSettings): CatalogSettingsResponse {
  return {
    defaultCurrency: settings.defaultCurrency,
    allowedCurrencies: settings.allowedCurrencies,
    updatedAt: settings.updatedAt ? settings.updatedAt.toISOString() : null,
  };
}
