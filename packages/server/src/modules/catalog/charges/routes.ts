import { chargeResponse, chargeSchema, pageOf } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { itemErrors } from "../shared/routes.ts";
import { chargeListQuery, chargeUpdateBody } from "./schemas.ts";
import { chargeService } from "./service.ts";

const tag = "Catalog: charges";

export function chargeRoutes(api: Api, deps: Deps): void {
  const service = chargeService(deps);
  const errors = itemErrors("charge");

  api.get(
    "/api/catalog/charges",
    {
      tag,
      auth: true,
      summary: "Charges, newest first",
      description: `search: name, description, charge type or status contain it, or (a number) it is the first price. ${TENANT}`,
      query: chargeListQuery,
      response: pageOf(chargeResponse),
      errors: errors.read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.post(
    "/api/catalog/charges",
    {
      tag,
      auth: true,
      summary: "Create a charge with its price points",
      description: `Every price point gets its own id. ${TENANT}`,
      body: chargeSchema,
      query: tenantQuery,
      response: chargeResponse,
      status: 201,
      errors: errors.create,
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    "/api/catalog/charges/:id",
    {
      tag,
      auth: true,
      summary: "One charge",
      query: tenantQuery,
      response: chargeResponse,
      errors: errors.read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    "/api/catalog/charges/:id",
    {
      tag,
      auth: true,
      summary: "Change a charge (partial)",
      description:
        'Fields left out keep their stored values; the merged record is validated as on creation. pricePoints, when sent, is the whole list: a point sent with its id is that point (a price change of a point a subscription uses makes a new version with a new id), one without an id is new, one left out is removed. `{status: "archived"}` archives.',
      body: chargeUpdateBody,
      query: tenantQuery,
      response: chargeResponse,
      errors: errors.update,
    },
    async (c, { claims, query, body }) =>
      api.json(await service.update(claims, query.roundAccountId, param(c, "id"), body)),
  );
  api.delete(
    "/api/catalog/charges/:id",
    {
      tag,
      auth: true,
      summary: "Delete a charge nothing refers to",
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
    "/api/catalog/charges/:id/duplicate",
    {
      tag,
      auth: true,
      summary: "Copy a charge: '{name} (copy)', inactive, new ids for its points",
      query: tenantQuery,
      response: chargeResponse,
      status: 201,
      errors: errors.read,
    },
    async (c, { claims, query }) =>
      api.json(await service.duplicate(claims, query.roundAccountId, param(c, "id")), 201),
  );
}
