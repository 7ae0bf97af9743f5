import {
  apiKeyCreateSchema,
  apiKeyRollSchema,
  apiKeySchema,
  apiKeyWithSecretSchema,
} from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { tenantQuery } from "../../http/query.ts";
import { apiKeyService } from "./service.ts";

const tag = "API keys";
const errors = {
  401: "Not signed in",
  403: "Your role may not manage API keys (`manageDevelopers`), or the call came with an API key",
  404: "No such API key in the account",
};
const PATH = "/api/api-keys";

/** People's endpoints only (no scope): a key never manages keys. */
export function apiKeyRoutes(api: Api, deps: Deps): void {
  const service = apiKeyService(deps);
  api.get(
    PATH,
    {
      tag,
      auth: true,
      summary: "The account's API keys (never a secret)",
      query: tenantQuery,
      response: v.array(apiKeySchema),
      errors,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query.roundAccountId)),
  );
  api.post(
    PATH,
    {
      tag,
      auth: true,
      summary: "Make an API key",
      description:
        "`scopes`: `*`, or `area:read` / `area:write` (write includes read); each must be allowed by your role (403 'Your role does not allow {scope}.'). `expiresAt` (optional) must lie in the future. The answer's `secret` (`rnd_sk_…`) is shown this once; the server keeps only its SHA-256.",
      body: apiKeyCreateSchema,
      query: tenantQuery,
      response: apiKeyWithSecretSchema,
      status: 201,
      errors: { ...errors, 400: "Invalid field" },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    `${PATH}/:id`,
    { tag, auth: true, summary: "One API key", query: tenantQuery, response: apiKeySchema, errors },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.post(
    `${PATH}/:id/roll`,
    {
      tag,
      auth: true,
      summary: "Give an API key a new secret",
      description:
        "The old secret keeps working for `overlapHours` (0 to 168, 24 unless said; 0 stops it now), so the key's users can change over without a gap.",
      body: apiKeyRollSchema,
      query: tenantQuery,
      response: apiKeyWithSecretSchema,
      errors: { ...errors, 400: "Invalid field" },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.roll(claims, query.roundAccountId, param(c, "id"), body.overlapHours)),
  );
  api.delete(
    `${PATH}/:id`,
    { tag, auth: true, summary: "Revoke an API key at once", query: tenantQuery, status: 204, errors },
    async (c, { claims, query }) => {
      await service.revoke(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );
}
