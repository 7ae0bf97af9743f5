import type { WebhookDelivery, WebhookEndpoint } from "@round/forms/schemas";
import { iso } from "../../http/values.ts";
import type { DeliveryRow, EndpointRow } from "./queries.ts";

/** An endpoint as the API answers it: never its secret. */
export function endpointView(row: EndpointRow, now: number): WebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt.getTime() > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    enabledEvents: row.enabledEvents,
    enabled: row.enabled,
    disabledReason: row.enabled ? null : (row.disabledReason ?? null),
    secretPrefix: row.secretPrefix,
    previousSecretExpiresAt: overlap ? iso(row.previousSecretExpiresAt!) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: [...row.attempts].sort((a, b) => a.at.localeCompare(b.at)),
    nextAttemptAt: row.status === "pending" && row.nextAttemptAt ? iso(row.nextAttemptAt) : null,
    createdAt: iso(row.createdAt),
  };
}
