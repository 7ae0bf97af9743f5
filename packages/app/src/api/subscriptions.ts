import type {
  BillingPreviewResponse,
  Page,
  SubscriptionChangeInput,
  SubscriptionCreateInput,
  SubscriptionResponse,
  UsageSummaryResponse,
} from "@round/forms/schemas";
import { api } from "./client";

/** What the subscriptions list takes: a customer's, a plan's or a status's subscriptions, a page at a time. */
export interface SubscriptionListQuery {
  customerId?: string;
  planId?: string;
  status?: string;
  pageNumber?: number;
  pageSize?: number;
}

export const subscriptionMessages = {
  loadSubscriptionsFailed: "Failed to load subscriptions",
  loadSubscriptionFailed: "Failed to load the subscription",
  previewFailed: "Failed to preview the change. Please try again.",
  createFailed: "Failed to create subscription. Please try again.",
  changeFailed: "Failed to change subscription. Please try again.",
  pauseFailed: "Failed to pause the subscription. Please try again.",
  resumeFailed: "Failed to resume the subscription. Please try again.",
  cancelFailed: "Failed to cancel the subscription. Please try again.",
  reactivateFailed: "Failed to reactivate the subscription. Please try again.",
  loadUsageFailed: "Failed to load usage",
} as const;
const m = subscriptionMessages;

/** The bodies of the actions on one subscription (COMMERCE.md, "Subscription rules"). */
export type SubscriptionCreateBody = Omit<SubscriptionCreateInput, "preview">;
export type SubscriptionChangeBody = Omit<SubscriptionChangeInput, "preview">;
export interface SubscriptionPauseBody {
  resumeDate?: string;
}
export interface SubscriptionCancelBody {
  atTermEnd: boolean;
}
export type SubscriptionAction = "pause" | "resume" | "cancel" | "reactivate";

const base = "/api/subscriptions";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** A write and its preview are the same call: the preview adds `preview: true` and writes nothing. */
function write<B extends object>(path: string, method: "POST" | "PUT", errorMessage: string) {
  return {
    preview: (body: B) =>
      api.request<BillingPreviewResponse>(path, {
        method,
        body: { ...body, preview: true },
        errorMessage: m.previewFailed,
      }),
    commit: (body: B) => api.request<SubscriptionResponse>(path, { method, body, errorMessage }),
  };
}

const actionFailure: Record<SubscriptionAction, string> = {
  pause: m.pauseFailed,
  resume: m.resumeFailed,
  cancel: m.cancelFailed,
  reactivate: m.reactivateFailed,
};

export const subscriptionsApi = {
  list: (query: SubscriptionListQuery = {}, signal?: AbortSignal) =>
    api.request<Page<SubscriptionResponse>>(base, {
      query: { ...query },
      errorMessage: m.loadSubscriptionsFailed,
      ...(signal ? { signal } : {}),
    }),
  get: (id: string, signal?: AbortSignal) =>
    api.request<SubscriptionResponse>(one(id), {
      errorMessage: m.loadSubscriptionFailed,
      ...(signal ? { signal } : {}),
    }),
  create: () => write<SubscriptionCreateBody>(base, "POST", m.createFailed),
  change: (id: string) => write<SubscriptionChangeBody>(one(id), "PUT", m.changeFailed),
  action: <B extends object>(id: string, action: SubscriptionAction) =>
    write<B>(`${one(id)}/${action}`, "POST", actionFailure[action]),
  usage: (subscriptionId: string, signal?: AbortSignal) =>
    api.request<UsageSummaryResponse>("/api/usage", {
      query: { subscriptionId },
      errorMessage: m.loadUsageFailed,
      ...(signal ? { signal } : {}),
    }),
};
