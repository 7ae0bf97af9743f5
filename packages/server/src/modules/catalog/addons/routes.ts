import { addonResponse, addonSchema, pageOf } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { itemErrors } from "../shared/routes.ts";
import { addonListQuery, addonUpdateBody } from "./schemas.ts";
import { addonService } from "./service.ts";

const tag = "Catalog: add-ons";

export function addonRoutes(api: Api, deps: Deps): void {
  const service = addonService(deps);
  const errors = itemErrors("add-on");

  api.get(
    "/api/catalog/addons",
    {
      tag,
      auth: true,
      summary: "Add-ons, newest first",
      description: `search: name, description, type or status contain it. ${TENANT}`,
      query: addonListQuery,
      response: pageOf(addonResponse),
      errors: errors.read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.post(
    "/api/catalog/addons",
    {
      tag,
      auth: true,
      summary: "Create an add-on with its price points",
      description: `Every price point gets its own id. ${TENANT}`,
      body: addonSchema,
      query: tenantQuery,
      response: addonResponse,
      status: 201,
      errors: errors.create,
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    "/api/catalog/addons/:id",
    {
      tag,
      auth: true,
      summary: "One add-on",
      query: tenantQuery,
      response: addonResponse,
      errors: errors.read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    "/api/catalog/addons/:id",
    {
      tag,
      auth: true,
      summary: "Change a add-on (partial)",
      description:
        'Fields left out keep their stored values; the merged record is validated as on creation. pricePoints, when sent, is the whole list: a point sent with its id is that point (a price change of a point a subscription uses makes a new version with a new id), one without an id is new, one left out is removed. `{status: "archived"}` archives.',
      body: addonUpdateBody,
      query: tenantQuery,
      response: addonResponse,
      errors: errors.update,
    },
    async (c, { claims, query, body }) =>
      api.json(await service.update(claims, query.roundAccountId, param(c, "id"), body)),
  );
  api.delete(
    "/api/catalog/addons/:id",
    {
      tag,
      auth: true,
      summary: "Delete a add-on nothing refers to",
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
    "/api/catalog/addons/:id/duplicate",
    {
      tag,
      auth: true,
      summary: "Copy an add-on: '{name} (copy)', inactive, new ids for its points",
      query: tenantQuery,
      response: addonResponse,
      status: 201,
      errors: errors.read,
    },
    async (c, { claims, query }) =>
      api.json(await service.duplicate(claims, query.roundAccountId, param(c, "id")), 201),
  );
}
