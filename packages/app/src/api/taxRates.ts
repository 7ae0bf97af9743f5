import type { Page, TaxRateInput, TaxRateResponse } from "@round/forms/schemas";
import { api } from "./client";

export type { TaxRateResponse };

export const taxRateMessages = {
  loadFailed: "Failed to load tax rates",
  createFailed: "Failed to create the tax rate. Please try again.",
  updateFailed: "Failed to update the tax rate. Please try again.",
  deleteFailed: "Failed to delete the tax rate. Please try again.",
} as const;
const m = taxRateMessages;

const base = "/api/tax-rates";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The account the calls work in (`roundAccountId`; the caller's first when null). */
type Account = string | null | undefined;

/** Tax rates (COMMERCE.md, "Correcting and taxing invoices"): made, renamed or turned off, deleted while unused. */
export const taxRatesApi = {
  /** A business has a handful of rates: the first hundred, by country. */
  list: (account: Account, signal?: AbortSignal) =>
    api.request<Page<TaxRateResponse>>(base, {
      query: { roundAccountId: account, pageSize: 100, orderBy: "country" },
      errorMessage: m.loadFailed,
      ...(signal ? { signal } : {}),
    }),
  create: (account: Account, body: TaxRateInput) =>
    api.request<TaxRateResponse>(base, {
      method: "POST",
      query: { roundAccountId: account },
      body,
      errorMessage: m.createFailed,
    }),
  /** Turns a rate on or off (its name may change too; its percentage and place never do). */
  setActive: (account: Account, id: string, active: boolean) =>
    api.request<TaxRateResponse>(one(id), {
      method: "PUT",
      query: { roundAccountId: account },
      body: { active },
      errorMessage: m.updateFailed,
    }),
  remove: async (account: Account, id: string) => {
    await api.request<null>(one(id), {
      method: "DELETE",
      query: { roundAccountId: account },
      errorMessage: m.deleteFailed,
    });
  },
};
