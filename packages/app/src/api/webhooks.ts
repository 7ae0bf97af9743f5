import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
} from "@round/forms/schemas";
import { api } from "./client";
import { messages } from "./errors";

export type { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret };

export interface WebhookDeliveryPage {
  items: WebhookDelivery[];
  hasMore: boolean;
}

/** The delivery log's filter and page: '' for any status or type, and for the newest page. */
export interface WebhookDeliveryFilter {
  status: WebhookDeliveryStatus | "";
  eventType: string;
  startingAfter: string;
}

const PATH = "/api/webhook-endpoints";
const one = (id: string) => `${PATH}/${encodeURIComponent(id)}`;
/** A receiver has 10 s to answer; the call that waits for its answer gets more. */
const ATTEMPT_TIMEOUT_MS = 20_000;

/** The account's endpoints (never a secret). A list is the answer; a page's `items` are read as well. */
export async function fetchWebhookEndpoints(
  roundAccountId: string | null,
  signal?: AbortSignal,
): Promise<WebhookEndpoint[]> {
  const answer = await api.request<WebhookEndpoint[] | { items: WebhookEndpoint[] }>(PATH, {
    query: { roundAccountId },
    errorMessage: messages.loadWebhookEndpointsFailed,
    ...(signal ? { signal } : {}),
  });
  return Array.isArray(answer) ? answer : answer.items;
}

export function fetchWebhookEndpoint(roundAccountId: string | null, id: string, signal?: AbortSignal) {
  return api.request<WebhookEndpoint>(one(id), {
    query: { roundAccountId },
    errorMessage: messages.loadWebhookEndpointFailed,
    ...(signal ? { signal } : {}),
  });
}

/** `idempotencyKey`: one per dialog opening, so a retried submission adds one endpoint. */
export function createWebhookEndpoint(
  roundAccountId: string | null,
  body: WebhookEndpointCreate,
  idempotencyKey: string,
) {
  return api.request<WebhookEndpointWithSecret>(PATH, {
    method: "POST",
    query: { roundAccountId },
    body,
    headers: { "Idempotency-Key": idempotencyKey },
    errorMessage: messages.createWebhookEndpointFailed,
  });
}

export function updateWebhookEndpoint(
  roundAccountId: string | null,
  id: string,
  body: WebhookEndpointUpdate,
) {
  return api.request<WebhookEndpoint>(one(id), {
    method: "PUT",
    query: { roundAccountId },
    body,
    errorMessage: messages.updateWebhookEndpointFailed,
  });
}

export function deleteWebhookEndpoint(roundAccountId: string | null, id: string) {
  return api.request<void>(one(id), {
    method: "DELETE",
    query: { roundAccountId },
    errorMessage: messages.deleteWebhookEndpointFailed,
  });
}

/** A new signing secret; the old one also signs until `previousSecretExpiresAt` (24 h). */
export function rotateWebhookSecret(roundAccountId: string | null, id: string) {
  return api.request<WebhookEndpointWithSecret>(`${one(id)}/rotate-secret`, {
    method: "POST",
    query: { roundAccountId },
    errorMessage: messages.rotateWebhookSecretFailed,
  });
}

/** Sends a `ping` now and answers how the receiver took it. */
export function sendWebhookTest(roundAccountId: string | null, id: string) {
  return api.request<{ attempt: WebhookAttempt }>(`${one(id)}/test`, {
    method: "POST",
    query: { roundAccountId },
    errorMessage: messages.sendWebhookTestFailed,
    timeoutMs: ATTEMPT_TIMEOUT_MS,
  });
}

/** The endpoint's deliveries, newest first, 20 a page, older than `startingAfter` (a delivery id). */
export function fetchWebhookDeliveries(
  roundAccountId: string | null,
  endpointId: string,
  filter: WebhookDeliveryFilter,
  signal?: AbortSignal,
): Promise<WebhookDeliveryPage> {
  return api.request<WebhookDeliveryPage>(`${one(endpointId)}/deliveries`, {
    query: {
      roundAccountId,
      limit: 20,
      status: filter.status || undefined,
      eventType: filter.eventType || undefined,
      startingAfter: filter.startingAfter || undefined,
    },
    errorMessage: messages.loadWebhookDeliveriesFailed,
    ...(signal ? { signal } : {}),
  });
}

/** Tries a delivery again now (one more attempt; the schedule goes on as it was). */
export function retryWebhookDelivery(roundAccountId: string | null, deliveryId: string) {
  return api.request<WebhookDelivery>(`/api/webhook-deliveries/${encodeURIComponent(deliveryId)}/retry`, {
    method: "POST",
    query: { roundAccountId },
    errorMessage: messages.retryWebhookDeliveryFailed,
    timeoutMs: ATTEMPT_TIMEOUT_MS,
  });
}

/** Tries again every failed delivery of an event created since `since`; answers how many. */
export function replayWebhookDeliveries(
  roundAccountId: string | null,
  endpointId: string,
  body: { since: string; status: "failed" },
) {
  return api.request<{ count: number }>(`${one(endpointId)}/replay`, {
    method: "POST",
    query: { roundAccountId },
    body,
    errorMessage: messages.replayWebhookDeliveriesFailed,
  });
}
