import { pageOf, taxRateResponse, taxRateSchema, taxRateUpdateSchema } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { taxRateListQuery } from "./schemas.ts";
import { TAX_RATE_IN_USE, type TaxRateUse, taxRateService } from "./service.ts";

const tag = "Tax rates";
const PATH = "/api/tax-rates";
const ONE = `${PATH}/:id`;
const read = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageBilling`)",
  404: "No such tax rate in the account (or no such account of yours)",
};
const invalid = { 400: "Invalid field (errors[].field names it, e.g. percentage)" };

/** Tax rates (COMMERCE.md, "Correcting and taxing invoices"), for people and keys with `tax_rates`. */
export function taxRateRoutes(api: Api, deps: Deps, uses: readonly TaxRateUse[] = []): void {
  const service = taxRateService(deps, uses);
  api.get(
    PATH,
    {
      tag,
      auth: true,
      summary: "Tax rates, newest first",
      description: `Filters: \`active\` (true or false), \`country\` (ISO 3166-1 alpha-2); \`search\` looks in the name. ${TENANT}`,
      query: taxRateListQuery,
      response: pageOf(taxRateResponse),
      errors: read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.post(
    PATH,
    {
      tag,
      auth: true,
      summary: "Create a tax rate",
      description: `percentage: 0 to 100, up to 4 decimals. country: ISO 3166-1 alpha-2; region (optional): the ISO 3166-2 subdivision code without the country (CA for California). inclusive is false and active true unless said. ${TENANT}`,
      body: taxRateSchema,
      query: tenantQuery,
      response: taxRateResponse,
      status: 201,
      errors: { ...read, ...invalid },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    ONE,
    { tag, auth: true, summary: "One tax rate", query: tenantQuery, response: taxRateResponse, errors: read },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    ONE,
    {
      tag,
      auth: true,
      summary: "Rename a tax rate, or switch it on or off",
      description:
        "Only `name` and `active` change. A rate's percentage, inclusive, country and region are fixed: another value for one of them is 400 on that field (make a new rate instead); the same value again is no change.",
      body: taxRateUpdateSchema,
      query: tenantQuery,
      response: taxRateResponse,
      errors: { ...read, ...invalid },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.update(claims, query.roundAccountId, param(c, "id"), body)),
  );
  api.delete(
    ONE,
    {
      tag,
      auth: true,
      summary: "Delete a tax rate nothing uses",
      query: tenantQuery,
      status: 204,
      errors: { ...read, 409: TAX_RATE_IN_USE },
    },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );
}
