import type { BillingSettingsInput, BillingSettingsResponse } from "@round/forms/schemas";
import { api } from "./client";

export const billingSettingsMessages = {
  loadFailed: "Failed to load the billing settings",
  saveFailed: "Failed to save the billing settings. Please try again.",
} as const;

const path = "/api/billing/settings";

export const billingSettingsApi = {
  get: (signal?: AbortSignal) =>
    api.request<BillingSettingsResponse>(path, {
      errorMessage: billingSettingsMessages.loadFailed,
      ...(signal ? { signal } : {}),
    }),
  update: (body: BillingSettingsInput) =>
    api.request<BillingSettingsResponse>(path, {
      method: "PUT",
      body,
      errorMessage: billingSettingsMessages.saveFailed,
    }),
};
