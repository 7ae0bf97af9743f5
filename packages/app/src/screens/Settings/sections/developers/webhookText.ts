import { EVENT_TYPES } from "@round/forms/schemas";
import type { WebhookEndpoint } from "../../../../api/webhooks";

/** The address parameters of an endpoint's page and of its delivery log (filters and page). */
export const ENDPOINT_PARAM = "endpoint";
export const DELIVERY_PARAMS = ["deliveryStatus", "deliveryType", "deliveriesAfter"] as const;

/**
 * The Developers address showing an endpoint's page (`id`), or the lists (null): the events list keeps its
 * filter and page; the delivery log starts over.
 */
export function developersHref(params: URLSearchParams, id: string | null): string {
  const next = new URLSearchParams(params);
  for (const key of DELIVERY_PARAMS) next.delete(key);
  if (id) next.set(ENDPOINT_PARAM, id);
  else next.delete(ENDPOINT_PARAM);
  const query = next.toString();
  return `/settings/developers${query ? `?${query}` : ""}`;
}

/** 'All events'; 'invoice.*, payment.failed'; 'invoice.*, payment.failed and 3 more'. */
export function eventsSummary(enabledEvents: readonly string[]): string {
  if (enabledEvents.includes("*")) return "All events";
  const shown = enabledEvents.slice(0, 2).join(", ");
  const more = enabledEvents.length - 2;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** The single event types an endpoint receives (its families spread out), in EVENT_TYPES' order. */
export function typesReceived(enabledEvents: readonly string[]): string[] {
  if (enabledEvents.includes("*")) return [...EVENT_TYPES];
  return EVENT_TYPES.filter((type) =>
    enabledEvents.some((pattern) =>
      pattern.endsWith(".*") ? type.startsWith(pattern.slice(0, -1)) : pattern === type,
    ),
  );
}

/** The endpoint's state as its badge shows it: on, turned off by a person, or by Round after failures. */
export function endpointStatus(endpoint: WebhookEndpoint): { status: string; label: string } {
  if (endpoint.enabled) return { status: "active", label: "Enabled" };
  if (endpoint.disabledReason === "failing") return { status: "failed", label: "Disabled after failures" };
  return { status: "inactive", label: "Disabled" };
}
