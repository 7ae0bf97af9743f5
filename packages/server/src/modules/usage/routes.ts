import {
  USAGE_BATCH_MAX,
  usageBatchResponse,
  usageBatchSchema,
  usageEventResponse,
  usageEventSchema,
  usageSummaryResponse,
} from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import type { Api } from "../../http/api.ts";
import { usageService } from "./service.ts";

const tag = "Usage";
const errors = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, recording `manageCustomers`)",
  404: "No such subscription in the account",
};

export function usageRoutes(api: Api, deps: Deps): void {
  const service = usageService(deps);
  api.post(
    "/api/usage",
    {
      tag,
      auth: true,
      summary: "Record a usage event of a subscription's metric",
      description:
        "idempotencyKey makes it count once: the same key again answers the first event (200, created: false). Metered plans bill the term's usage, aggregated as the metric says, at the term's end.",
      body: usageEventSchema,
      query: v.object({ roundAccountId: v.optional(v.string()) }),
      response: usageEventResponse,
      status: 201,
      errors: { ...errors, 400: "Invalid field" },
    },
    async (_c, { claims, query, body }) => {
      const result = await service.record(claims, query.roundAccountId, body);
      return api.json(result.body, result.status as 200 | 201);
    },
  );
  api.post(
    "/api/usage/batch",
    {
      tag,
      auth: true,
      summary: `Record up to ${USAGE_BATCH_MAX} usage events at once`,
      description:
        "Each event is POST /api/usage's body, checked on its own: the answer has a result per event, in order (`created`, `duplicate` when its idempotencyKey was recorded before or earlier in the batch, or `error` with the reasons on their fields); a bad event never drops the others. More than 100 events, or none: 400.",
      body: usageBatchSchema,
      bodyCheckedBy: "handler",
      query: v.object({ roundAccountId: v.optional(v.string()) }),
      response: usageBatchResponse,
      errors: { ...errors, 400: "Not an object with 1 to 100 events" },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.recordBatch(claims, query.roundAccountId, body)),
  );
  api.get(
    "/api/usage",
    {
      tag,
      auth: true,
      summary: "A subscription's usage per metric per term, newest term first",
      query: v.object({
        subscriptionId: v.string("subscriptionId is required"),
        roundAccountId: v.optional(v.string()),
      }),
      response: usageSummaryResponse,
      errors,
    },
    async (_c, { claims, query }) =>
      api.json(await service.summary(claims, query.roundAccountId, query.subscriptionId)),
  );
}
