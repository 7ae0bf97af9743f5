import { estimateResponse } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import type { Api } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { itemErrors } from "../shared/routes.ts";
import { estimateBody } from "./schemas.ts";
import { estimateService } from "./service.ts";

export function estimateRoutes(api: Api, deps: Deps): void {
  const service = estimateService(deps);
  api.post(
    "/api/estimates",
    {
      tag: "Estimates",
      auth: true,
      // A calculation that writes nothing: a key that may read the catalog may ask it.
      scopeAccess: "read",
      summary: "What an invoice of these price points would be, without writing anything",
      description: `Each item is priced by @round/billing (quantity default 1; baseAmount for percentage points); a setup fee is included (a first invoice). currency defaults to the first point's. Coupons: a percentage takes its share of the recurring lines, a fixed amount its value (never below zero); an unknown, inactive, expired or fully redeemed coupon answers 400 on couponCodes, an unknown point 400 on items.{i}.pricePointId. customerId is accepted and ignored until customers exist. ${TENANT}`,
      body: estimateBody,
      query: tenantQuery,
      response: estimateResponse,
      errors: { ...itemErrors("account").read, 400: "Invalid field, unknown price point or unusable coupon" },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.estimate(claims, query.roundAccountId, body)),
  );
}
