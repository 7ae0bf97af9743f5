import { auditPageSchema } from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import type { Api } from "../../http/api.ts";
import { TENANT } from "../../http/query.ts";
import { AUDIT_MAX_LIMIT, auditService } from "./service.ts";

const tag = "Audit log";
const errors = {
  401: "Not signed in",
  403: "Only owners and admins read the audit log (`viewAuditLog`), or the API key lacks `audit_log:read`",
};
const query = v.object({
  roundAccountId: v.optional(v.string()),
  actorId: v.optional(v.string()),
  actorType: v.optional(v.string()),
  resourceType: v.optional(v.string()),
  resourceId: v.optional(v.string()),
  action: v.optional(v.string()),
  from: v.optional(v.string()),
  to: v.optional(v.string()),
  limit: v.optional(v.string()),
  startingAfter: v.optional(v.string()),
});
const FILTERS =
  "Filters: actorId, actorType (user, api_key, system), resourceType, resourceId, action, from, to (a date, or a date and time; a day `to` includes that day).";

/** Read only: no route changes or deletes an entry. */
export function auditRoutes(api: Api, deps: Deps): void {
  const service = auditService(deps);
  api.get(
    "/api/audit-log",
    {
      tag,
      auth: true,
      summary: "Who did what, newest first",
      description: `${FILTERS} Cursor paging: limit (1 to ${AUDIT_MAX_LIMIT}, 20 unless said) and startingAfter (the last entry id of the page before). ${TENANT}`,
      query,
      response: auditPageSchema,
      errors: { ...errors, 400: "Bad filter, limit or cursor" },
    },
    async (_c, input) => api.json(await service.list(input.claims, input.query)),
  );
  api.get(
    "/api/audit-log/export",
    {
      tag,
      auth: true,
      summary: "The audit log as CSV (streamed)",
      description: `${FILTERS} Every matching entry, newest first, one per line; \`changes\` as JSON.`,
      query,
      responseContentType: "text/csv",
      errors: { ...errors, 400: "Bad filter" },
    },
    async (_c, input) =>
      new Response(await service.export(input.claims, input.query), {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="audit-log.csv"',
          "cache-control": "no-store",
        },
      }),
  );
}
