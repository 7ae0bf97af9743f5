import type { CheckoutLinkInput, CheckoutLinkResponse, Page } from "@round/forms/schemas";
import { api } from "./client";

export type { CheckoutLinkResponse };

export interface CheckoutLinkListQuery {
  pricePointId?: string;
  pageNumber?: number;
  pageSize?: number;
}

export const checkoutLinkMessages = {
  loadFailed: "Failed to load checkout links",
  createFailed: "Failed to create the checkout link. Please try again.",
  updateFailed: "Failed to update the checkout link. Please try again.",
  deleteFailed: "Failed to delete the checkout link. Please try again.",
} as const;
const m = checkoutLinkMessages;

const base = "/api/checkout-links";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The account the calls work in (`roundAccountId`; the caller's first when null). */
type Account = string | null | undefined;

export const checkoutLinksApi = {
  list: (account: Account, query: CheckoutLinkListQuery = {}, signal?: AbortSignal) =>
    api.request<Page<CheckoutLinkResponse>>(base, {
      query: { roundAccountId: account, ...query },
      errorMessage: m.loadFailed,
      ...(signal ? { signal } : {}),
    }),
  create: (account: Account, body: CheckoutLinkInput) =>
    api.request<CheckoutLinkResponse>(base, {
      method: "POST",
      query: { roundAccountId: account },
      body,
      errorMessage: m.createFailed,
    }),
  /** Turns a link on or off. */
  setActive: (account: Account, id: string, active: boolean) =>
    api.request<CheckoutLinkResponse>(one(id), {
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
