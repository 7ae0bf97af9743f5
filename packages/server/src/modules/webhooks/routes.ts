import {
  webhookAttemptSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
  webhookReplaySchema,
} from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { TENANT, tenantQuery } from "../../http/query.ts";
import { DELIVERIES_MAX_LIMIT, webhookService } from "./service.ts";

const tag = "Webhooks";
const errors = {
  401: "Not signed in",
  403: "Your role may not manage webhooks (`manageDevelopers`), or the API key lacks `webhooks`",
  404: "No such endpoint or delivery in the account",
};
const PATH = "/api/webhook-endpoints";

export function webhookRoutes(api: Api, deps: Deps): void {
  const service = webhookService(deps);
  api.get(
    PATH,
    {
      tag,
      auth: true,
      summary: "The account's webhook endpoints",
      query: tenantQuery,
      response: v.array(webhookEndpointSchema),
      errors,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query.roundAccountId)),
  );
  api.post(
    PATH,
    {
      tag,
      auth: true,
      summary: "Add a webhook endpoint",
      description:
        '`enabledEvents`: `["*"]`, or event types and families (`invoice.*`). The URL must be https and its host must not resolve to a loopback, private or link-local address (unless the server runs with WEBHOOK_ALLOW_PRIVATE=1). The answer\'s `secret` (`whsec_…`) is shown this once: deliveries are signed with it (Standard Webhooks).',
      body: webhookEndpointCreateSchema,
      query: tenantQuery,
      response: webhookEndpointWithSecretSchema,
      status: 201,
      errors: { ...errors, 400: "Invalid field" },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    `${PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "One webhook endpoint (never its secret)",
      query: tenantQuery,
      response: webhookEndpointSchema,
      errors,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    `${PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "Change an endpoint's URL, description, events or whether it is enabled",
      body: webhookEndpointUpdateSchema,
      query: tenantQuery,
      response: webhookEndpointSchema,
      errors: { ...errors, 400: "Invalid field" },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.update(claims, query.roundAccountId, param(c, "id"), body)),
  );
  api.delete(
    `${PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "Delete an endpoint and its deliveries",
      query: tenantQuery,
      status: 204,
      errors,
    },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );
  api.post(
    `${PATH}/:id/rotate-secret`,
    {
      tag,
      auth: true,
      summary: "Give an endpoint a new signing secret",
      description: "The old secret signs too for 24 hours (both signatures are sent, space-separated).",
      query: tenantQuery,
      response: webhookEndpointWithSecretSchema,
      errors,
    },
    async (c, { claims, query }) =>
      api.json(await service.rotate(claims, query.roundAccountId, param(c, "id"))),
  );
  api.get(
    `${PATH}/:id/deliveries`,
    {
      tag,
      auth: true,
      summary: "An endpoint's deliveries, newest first, each with its attempts",
      description: `Filters: status (pending, succeeded, failed), eventType. Cursor paging: limit (1 to ${DELIVERIES_MAX_LIMIT}, 20 unless said) and startingAfter (the last delivery id of the page before). ${TENANT}`,
      query: v.object({
        roundAccountId: v.optional(v.string()),
        status: v.optional(v.string()),
        eventType: v.optional(v.string()),
        limit: v.optional(v.string()),
        startingAfter: v.optional(v.string()),
      }),
      response: webhookDeliveryPageSchema,
      errors: { ...errors, 400: "Unknown status or type, bad limit or cursor" },
    },
    async (c, { claims, query }) => api.json(await service.deliveries(claims, param(c, "id"), query)),
  );
  api.post(
    `${PATH}/:id/replay`,
    {
      tag,
      auth: true,
      summary: "Try every failed delivery since a time again",
      description:
        "`since` is compared with each event's `createdAt`. Each matching delivery gets one attempt now (its schedule does not restart); answers how many.",
      body: webhookReplaySchema,
      query: tenantQuery,
      response: v.object({ count: v.number() }),
      errors: { ...errors, 400: "Invalid field" },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.replay(claims, query.roundAccountId, param(c, "id"), body.since)),
  );
  api.post(
    `${PATH}/:id/test`,
    {
      tag,
      auth: true,
      summary: "Send a ping event now",
      description:
        'Sends `{ type: "ping" }`, signed like any delivery, and answers the attempt. The ping is not one of the account\'s events.',
      query: tenantQuery,
      response: v.object({ attempt: webhookAttemptSchema }),
      errors,
    },
    async (c, { claims, query }) =>
      api.json(await service.test(claims, query.roundAccountId, param(c, "id"))),
  );
  api.post(
    "/api/webhook-deliveries/:id/retry",
    {
      tag,
      auth: true,
      summary: "Try one delivery again now",
      description: "Adds one attempt now; the schedule goes on as it was. A success settles the delivery.",
      query: tenantQuery,
      response: webhookDeliverySchema,
      errors,
    },
    async (c, { claims, query }) =>
      api.json(await service.retry(claims, query.roundAccountId, param(c, "id"))),
  );
}
