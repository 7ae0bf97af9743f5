import {
  billingPreviewResponse,
  pageOf,
  subscriptionCancelSchema,
  subscriptionChangeSchema,
  subscriptionCreateSchema,
  subscriptionPauseSchema,
  subscriptionReactivateSchema,
  subscriptionResponse,
  subscriptionResumeSchema,
} from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { idempotencyKeyOf, KEY_REUSED } from "../../http/idempotency.ts";
import { TENANT, tenantQuery } from "../../http/query.ts";
import { subscriptionListQuery } from "./schemas.ts";
import { subscriptionService } from "./service.ts";

export const SUBSCRIPTIONS_PATH = "/api/subscriptions";
const tag = "Subscriptions";
const read = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageCustomers`)",
  404: "No such subscription in the account",
};
const write = {
  ...read,
  400: "Invalid field (errors[].field names it)",
  409: `The subscription's status does not allow this action, or: ${KEY_REUSED}`,
};
const PREVIEW =
  'With `"preview": true` nothing is written: the answer is `{ preview: true, subscription, invoice, credit }`, what the action would do. Send an Idempotency-Key header to make a retry safe.';
const answer = v.union([subscriptionResponse, billingPreviewResponse]);

export function subscriptionRoutes(api: Api, deps: Deps): void {
  const service = subscriptionService(deps);
  const key = (header: string | undefined) => idempotencyKeyOf(header);

  api.get(
    SUBSCRIPTIONS_PATH,
    {
      tag,
      auth: true,
      summary: "Subscriptions, newest first unless ordered",
      description: `Filters: customerId, planId, status. ${TENANT}`,
      query: subscriptionListQuery,
      response: pageOf(subscriptionResponse),
      errors: read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.post(
    SUBSCRIPTIONS_PATH,
    {
      tag,
      auth: true,
      summary: "Subscribe a customer to a plan's price point",
      description: `Starts today unless startDate says otherwise; a trial from the price point's (or plan's) trial period or trialEnd. The first term is invoiced at once (in advance). ${PREVIEW}`,
      body: subscriptionCreateSchema,
      bodyCheckedBy: "handler",
      query: tenantQuery,
      response: answer,
      status: 201,
      errors: write,
    },
    async (c, { claims, query, body }) => {
      const result = await service.create(
        claims,
        query.roundAccountId,
        body,
        key(c.req.header("idempotency-key")),
      );
      return api.json(result.body, result.status as 200 | 201);
    },
  );
  api.get(
    `${SUBSCRIPTIONS_PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "One subscription",
      query: tenantQuery,
      response: subscriptionResponse,
      errors: read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    `${SUBSCRIPTIONS_PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "Change the plan price point, quantity or add-ons",
      description: `Prorated by days left in the term: an increase is invoiced at once, a decrease becomes credit; prorate: false applies the change at the next renewal. ${PREVIEW}`,
      body: subscriptionChangeSchema,
      bodyCheckedBy: "handler",
      query: tenantQuery,
      response: answer,
      errors: write,
    },
    async (c, { claims, query, body }) =>
      api.json(
        await service.change(
          claims,
          query.roundAccountId,
          param(c, "id"),
          body,
          key(c.req.header("idempotency-key")),
        ),
      ),
  );
  const actions = [
    [
      "pause",
      subscriptionPauseSchema,
      "Pause now, optionally until resumeDate (unused time credited)",
      service.pause,
    ],
    [
      "resume",
      subscriptionResumeSchema,
      "Resume a paused subscription: a new term from today, invoiced at once",
      service.resume,
    ],
    [
      "cancel",
      subscriptionCancelSchema,
      "Cancel now (unused time credited) or at the term's end (atTermEnd)",
      service.cancel,
    ],
    [
      "reactivate",
      subscriptionReactivateSchema,
      "Undo a scheduled cancel, or restart a cancelled subscription with a new term",
      service.reactivate,
    ],
  ] as const;
  for (const [name, schema, summary, run] of actions) {
    api.post(
      `${SUBSCRIPTIONS_PATH}/:id/${name}`,
      {
        tag,
        auth: true,
        summary,
        description: PREVIEW,
        body: schema,
        bodyCheckedBy: "handler",
        query: tenantQuery,
        response: answer,
        errors: write,
      },
      async (c, { claims, query, body }) =>
        api.json(
          await run(claims, query.roundAccountId, param(c, "id"), body, key(c.req.header("idempotency-key"))),
        ),
    );
  }
}
