import { couponResponse, couponSchema, pageOf } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { tenantQuery } from "../../../http/query.ts";
import { DUPLICATE_COUPON_CODE } from "../shared/errors.ts";
import { itemErrors, registerItemRoutes } from "../shared/routes.ts";
import { couponListQuery, couponUpdateBody } from "./schemas.ts";
import { couponService } from "./service.ts";

const tag = "Catalog: coupons";
const path = "/api/catalog/coupons";

export function couponRoutes(api: Api, deps: Deps): void {
  const service = couponService(deps);
  registerItemRoutes(api, {
    tag,
    path,
    noun: "a coupon",
    plural: "Coupons",
    schemas: {
      list: couponListQuery,
      create: couponSchema,
      update: couponUpdateBody,
      response: couponResponse,
      page: pageOf(couponResponse),
    },
    service,
    listDescription:
      "search: code, name, description, status or discount type contain it. currentRedemptions and totalSavings are computed from redemptions.",
    createDescription:
      "A fixed amount (and a minimum order value) is in the account's default currency, with at most its minor digits (USD 2, JPY 0). validFrom defaults to today.",
    updateDescription:
      'Fields left out keep their stored values; the merged coupon is validated as on creation. `{status: "archived"}` archives.',
    removable: "never redeemed",
    conflicts: { 409: `${DUPLICATE_COUPON_CODE} (errors[].field: couponCode; codes are case-sensitive)` },
    copy: "'{name} (copy)', code '{CODE}_COPY' (then _2, _3…), no redemptions",
  });
  api.get(
    `${path}/by-code/:code`,
    {
      tag,
      auth: true,
      summary: "The coupon with this code (case-sensitive)",
      query: tenantQuery,
      response: couponResponse,
      errors: itemErrors("coupon").read,
    },
    async (c, { claims, query }) =>
      api.json(await service.byCode(claims, query.roundAccountId, param(c, "code"))),
  );
}
