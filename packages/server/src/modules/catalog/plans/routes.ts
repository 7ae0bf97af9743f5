import { pageOf, planResponse, planSchema } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { itemErrors } from "../shared/routes.ts";
import { planListQuery, planUpdateBody } from "./schemas.ts";
import { planService } from "./service.ts";

const tag = "Catalog: plans";

export function planRoutes(api: Api, deps: Deps): void {
  const service = planService(deps);
  const errors = itemErrors("plan");

  api.get(
    "/api/catalog/plans",
    {
      tag,
      auth: true,
      summary: "Plans, newest first",
      description: `search: name, description or status contain it, or (a number) it is the starting price. ${TENANT}`,
      query: planListQuery,
      response: pageOf(planResponse),
      errors: errors.read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.post(
    "/api/catalog/plans",
    {
      tag,
      auth: true,
      summary: "Create a plan with its price points, features and usage metrics",
      description: `Every price point gets its own id. ${TENANT}`,
      body: planSchema,
      query: tenantQuery,
      response: planResponse,
      status: 201,
      errors: errors.create,
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    "/api/catalog/plans/:id",
    { tag, auth: true, summary: "One plan", query: tenantQuery, response: planResponse, errors: errors.read },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    "/api/catalog/plans/:id",
    {
      tag,
      auth: true,
      summary: "Change a plan (partial)",
      description:
        'Fields left out keep their stored values; the merged plan is validated as on creation. pricePoints, when sent, is the whole list: a point sent with its id is that point (a price change of a point a subscription uses makes a new version with a new id), one without an id is new, one left out is removed. `{status: "archived"}` archives.',
      body: planUpdateBody,
      query: tenantQuery,
      response: planResponse,
      errors: errors.update,
    },
    async (c, { claims, query, body }) =>
      api.json(await service.update(claims, query.roundAccountId, param(c, "id"), body)),
  );
  api.delete(
    "/api/catalog/plans/:id",
    {
      tag,
      auth: true,
      summary: "Delete a plan nothing refers to",
      query: tenantQuery,
      status: 204,
      errors: errors.remove,
    },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );
  api.post(
    "/api/catalog/plans/:id/duplicate",
    {
      tag,
      auth: true,
      summary: "Copy a plan: '{name} (copy)', inactive, new ids for its points and features",
      query: tenantQuery,
      response: planResponse,
      status: 201,
      errors: errors.read,
    },
    async (c, { claims, query }) =>
      api.json(await service.duplicate(claims, query.roundAccountId, param(c, "id")), 201),
  );
}
