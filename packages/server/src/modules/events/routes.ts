import { eventPageSchema, eventSchema } from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { TENANT, tenantQuery } from "../../http/query.ts";
import { EVENTS_MAX_LIMIT, eventService } from "./service.ts";

const tag = "Events";
const errors = {
  401: "Not signed in",
  403: "Your role may not read the account",
  404: "No such event in the account",
};

export function eventRoutes(api: Api, deps: Deps): void {
  const service = eventService(deps);
  api.get(
    "/api/events",
    {
      tag,
      auth: true,
      summary: "The account's events, newest first",
      description: `Filters: type (a comma list; \`invoice.*\` matches a family), createdFrom, createdTo (a date, or a date and time). Cursor paging: limit (1 to ${EVENTS_MAX_LIMIT}, 20 unless said) and startingAfter (the last event id of the page before); the answer says hasMore. ${TENANT}`,
      query: v.object({
        roundAccountId: v.optional(v.string()),
        type: v.optional(v.string()),
        createdFrom: v.optional(v.string()),
        createdTo: v.optional(v.string()),
        limit: v.optional(v.string()),
        startingAfter: v.optional(v.string()),
      }),
      response: eventPageSchema,
      errors: { ...errors, 400: "Unknown type, bad date, limit or cursor" },
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.get(
    "/api/events/:id",
    { tag, auth: true, summary: "One event", query: tenantQuery, response: eventSchema, errors },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
}
