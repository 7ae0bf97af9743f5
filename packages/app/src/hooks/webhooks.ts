import type { WebhookEndpointCreate, WebhookEndpointUpdate } from "@round/forms/schemas";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookDeliveries,
  fetchWebhookEndpoint,
  fetchWebhookEndpoints,
  replayWebhookDeliveries,
  retryWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryFilter,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from "../api/webhooks";

/**
 * `["webhook-endpoints", roundAccountId]`: the account's endpoints; `[…, id]`: one of them.
 * `["webhook-deliveries", roundAccountId, endpointId, …filter]`: a page of an endpoint's delivery log.
 */
const webhookKeys = {
  endpoints: (roundAccountId: string | null) => ["webhook-endpoints", roundAccountId ?? ""] as const,
  endpoint: (roundAccountId: string | null, id: string) =>
    ["webhook-endpoints", roundAccountId ?? "", id] as const,
  deliveries: (roundAccountId: string | null, endpointId: string) =>
    ["webhook-deliveries", roundAccountId ?? "", endpointId] as const,
};

/** An endpoint as kept in the cache: the secret of a create or rotate answer is never kept. */
function withoutSecret(endpoint: WebhookEndpoint | WebhookEndpointWithSecret): WebhookEndpoint {
  if (!("secret" in endpoint)) return endpoint;
  const { secret: _shownOnce, ...kept } = endpoint;
  return kept;
}

export function useWebhookEndpoints(roundAccountId: string | null) {
  return useQuery({
    queryKey: webhookKeys.endpoints(roundAccountId),
    queryFn: ({ signal }) => fetchWebhookEndpoints(roundAccountId, signal),
  });
}

export function useWebhookEndpoint(roundAccountId: string | null, id: string) {
  return useQuery({
    queryKey: webhookKeys.endpoint(roundAccountId, id),
    queryFn: ({ signal }) => fetchWebhookEndpoint(roundAccountId, id, signal),
  });
}

/** A page of an endpoint's deliveries; the page before stays shown while the next loads. */
export function useWebhookDeliveries(
  roundAccountId: string | null,
  endpointId: string,
  filter: WebhookDeliveryFilter,
) {
  return useQuery({
    queryKey: [
      ...webhookKeys.deliveries(roundAccountId, endpointId),
      filter.status,
      filter.eventType,
      filter.startingAfter,
    ] as const,
    queryFn: ({ signal }) => fetchWebhookDeliveries(roundAccountId, endpointId, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The endpoints' mutations. Each puts the endpoint's new state in the cache (never its secret) and reads the
 * list again.
 */
export function useWebhookEndpointMutations(roundAccountId: string | null) {
  const client = useQueryClient();
  const refreshList = () =>
    client.invalidateQueries({ queryKey: webhookKeys.endpoints(roundAccountId), exact: true });
  const store = (endpoint: WebhookEndpoint | WebhookEndpointWithSecret) => {
    client.setQueryData(webhookKeys.endpoint(roundAccountId, endpoint.id), withoutSecret(endpoint));
    return refreshList();
  };
  const create = useMutation<
    WebhookEndpointWithSecret,
    Error,
    { body: WebhookEndpointCreate; idempotencyKey: string }
  >({
    mutationFn: ({ body, idempotencyKey }) => createWebhookEndpoint(roundAccountId, body, idempotencyKey),
    onSuccess: store,
  });
  const update = useMutation<WebhookEndpoint, Error, { id: string; body: WebhookEndpointUpdate }>({
    mutationFn: ({ id, body }) => updateWebhookEndpoint(roundAccountId, id, body),
    onSuccess: store,
  });
  const rotate = useMutation<WebhookEndpointWithSecret, Error, string>({
    mutationFn: (id) => rotateWebhookSecret(roundAccountId, id),
    onSuccess: store,
  });
  const remove = useMutation<void, Error, string>({
    mutationFn: (id) => deleteWebhookEndpoint(roundAccountId, id),
    onSuccess: refreshList,
  });
  /** Drops a deleted endpoint and its log from the cache: call it once its page is left. */
  const forget = (id: string) => {
    client.removeQueries({ queryKey: webhookKeys.endpoint(roundAccountId, id), exact: true });
    client.removeQueries({ queryKey: webhookKeys.deliveries(roundAccountId, id) });
  };
  return { create, update, rotate, remove, forget };
}

/** What is done from an endpoint's page to its deliveries; each reads the log again once it is done. */
export function useWebhookDeliveryMutations(roundAccountId: string | null, endpointId: string) {
  const client = useQueryClient();
  const refresh = () =>
    client.invalidateQueries({ queryKey: webhookKeys.deliveries(roundAccountId, endpointId) });
  const test = useMutation<{ attempt: WebhookAttempt }, Error, void>({
    mutationFn: () => sendWebhookTest(roundAccountId, endpointId),
    onSuccess: refresh,
  });
  const retry = useMutation<WebhookDelivery, Error, string>({
    mutationFn: (deliveryId) => retryWebhookDelivery(roundAccountId, deliveryId),
    onSuccess: refresh,
  });
  const replay = useMutation<{ count: number }, Error, { since: string; status: "failed" }>({
    mutationFn: (body) => replayWebhookDeliveries(roundAccountId, endpointId, body),
    onSuccess: refresh,
  });
  return { test, retry, replay };
}
