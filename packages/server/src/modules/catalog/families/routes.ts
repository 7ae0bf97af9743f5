import { pageOf, productFamilyResponse, productFamilySchema } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { FAMILY_HAS_ITEMS } from "../shared/errors.ts";
import { itemErrors } from "../shared/routes.ts";
import { familyListQuery, familyUpdateBody } from "./schemas.ts";
import { familyService } from "./service.ts";

const tag = "Catalog: product families";
const path = "/api/catalog/product-families";

export function familyRoutes(api: Api, deps: Deps): void {
  const service = familyService(deps);
  const errors = itemErrors("product family");
  const duplicate = {
    409: "A product family with this name already exists (names are unique per account, ignoring case)",
  };

  api.get(
    path,
    {
      tag,
      auth: true,
      summary: "Product families, newest first",
      description: `search: name, description or category contain it. productCount and revenue are computed. ${TENANT}`,
      query: familyListQuery,
      response: pageOf(productFamilyResponse),
      errors: errors.read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.post(
    path,
    {
      tag,
      auth: true,
      summary: "Create a product family",
      description: `Names are unique per account (ignoring case). ${TENANT}`,
      body: productFamilySchema,
      query: tenantQuery,
      response: productFamilyResponse,
      status: 201,
      errors: { ...errors.create, ...duplicate },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    `${path}/:id`,
    {
      tag,
      auth: true,
      summary: "One product family",
      query: tenantQuery,
      response: productFamilyResponse,
      errors: errors.read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    `${path}/:id`,
    {
      tag,
      auth: true,
      summary: "Change a product family (partial)",
      description: "Fields left out keep their stored values; the merged family is validated as on creation.",
      body: familyUpdateBody,
      query: tenantQuery,
      response: productFamilyResponse,
      errors: { ...errors.update, ...duplicate },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.update(claims, query.roundAccountId, param(c, "id"), body)),
  );
  api.delete(
    `${path}/:id`,
    {
      tag,
      auth: true,
      summary: "Delete a product family without items",
      query: tenantQuery,
      status: 204,
      errors: { ...errors.read, 409: FAMILY_HAS_ITEMS },
    },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );
}
