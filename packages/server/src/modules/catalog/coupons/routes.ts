import { couponResponse, couponSchema, pageOf } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { DUPLICATE_COUPON_CODE } from "../shared/errors.ts";
import { itemErrors } from "../shared/routes.ts";
import { couponListQuery, couponUpdateBody } from "./schemas.ts";
import { couponService } from "./service.ts";

const tag = "Catalog: coupons";
const path = "/api/catalog/coupons";

export function couponRoutes(api: Api, deps: Deps): void {
  const service = couponService(deps);
  const errors = itemErrors("coupon");
  const duplicate = {
    409: `${DUPLICATE_COUPON_CODE} (errors[].field: couponCode; codes are case-sensitive)`,
  };

  api.get(
    path,
    {
      tag,
      auth: true,
      summary: "Coupons, newest first",
      description: `search: code, name, description, status or discount type contain it. currentRedemptions and totalSavings are computed from redemptions. ${TENANT}`,
      query: couponListQuery,
      response: pageOf(couponResponse),
      errors: errors.read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.post(
    path,
    {
      tag,
      auth: true,
      summary: "Create a coupon",
      description: `A fixed amount (and a minimum order value) is in the account's default currency, with at most its minor digits (USD 2, JPY 0). validFrom defaults to today. ${TENANT}`,
      body: couponSchema,
      query: tenantQuery,
      response: couponResponse,
      status: 201,
      errors: { ...errors.create, ...duplicate },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    `${path}/by-code/:code`,
    {
      tag,
      auth: true,
      summary: "The coupon with this code (case-sensitive)",
      query: tenantQuery,
      response: couponResponse,
      errors: errors.read,
    },
    async (c, { claims, query }) =>
      api.json(await service.byCode(claims, query.roundAccountId, param(c, "code"))),
  );
  api.get(
    `${path}/:id`,
    {
      tag,
      auth: true,
      summary: "One coupon",
      query: tenantQuery,
      response: couponResponse,
      errors: errors.read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    `${path}/:id`,
    {
      tag,
      auth: true,
      summary: "Change a coupon (partial)",
      description:
        'Fields left out keep their stored values; the merged coupon is validated as on creation. `{status: "archived"}` archives.',
      body: couponUpdateBody,
      query: tenantQuery,
      response: couponResponse,
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
      summary: "Delete a coupon never redeemed",
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
    `${path}/:id/duplicate`,
    {
      tag,
      auth: true,
      summary: "Copy a coupon: '{name} (copy)', code '{CODE}_COPY' (then _2, _3…), no redemptions",
      query: tenantQuery,
      response: couponResponse,
      status: 201,
      errors: errors.read,
    },
    async (c, { claims, query }) =>
      api.json(await service.duplicate(claims, query.roundAccountId, param(c, "id")), 201),
  );
}
