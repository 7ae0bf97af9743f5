import { billingSettingsResponse, billingSettingsSchema } from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import type { Api } from "../../http/api.ts";
import { TENANT, tenantQuery } from "../../http/query.ts";
import { billingService } from "./service.ts";

const tag = "Billing";
const errors = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageBilling`)",
  404: "No such account of yours",
};

export function billingRoutes(api: Api, deps: Deps): void {
  const service = billingService(deps);
  api.get(
    "/api/billing/settings",
    {
      tag,
      auth: true,
      summary: "The account's billing settings",
      description: TENANT,
      query: tenantQuery,
      response: billingSettingsResponse,
      errors,
    },
    async (_c, { claims, query }) => api.json(await service.settings(claims, query.roundAccountId)),
  );
  api.put(
    "/api/billing/settings",
    {
      tag,
      auth: true,
      summary: "Change net terms, the invoice prefix, the dunning schedule or what follows the last failure",
      description: "Any of the fields; the others are kept.",
      body: billingSettingsSchema,
      query: tenantQuery,
      response: billingSettingsResponse,
      errors: { ...errors, 400: "Invalid field" },
    },
    async (_c, { claims, query, body }) => api.json(await service.update(claims, query.roundAccountId, body)),
  );
  api.post(
    "/api/billing/run",
    {
      tag,
      auth: true,
      summary:
        "Run the billing now: renewals, trial ends, resumes, scheduled cancels, retries and overdue marking due today",
      description: "The server also runs it every minute.",
      query: tenantQuery,
      response: v.object({ steps: v.number() }),
      errors,
    },
    async (_c, { claims, query }) => api.json(await service.runNow(claims, query.roundAccountId)),
  );
}
