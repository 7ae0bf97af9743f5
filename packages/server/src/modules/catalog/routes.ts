import type { Deps } from "../../deps.ts";
import type { Api } from "../../http/api.ts";
import { addonRoutes } from "./addons/routes.ts";
import { chargeRoutes } from "./charges/routes.ts";
import { couponRoutes } from "./coupons/routes.ts";
import { estimateRoutes } from "./estimates/routes.ts";
import { familyRoutes } from "./families/routes.ts";
import { planRoutes } from "./plans/routes.ts";
import { catalogSettingsRoutes } from "./settings/routes.ts";
import { summaryRoutes } from "./summary/routes.ts";

/** The catalog (COMMERCE.md, "Catalog" and "Pricing"): every route under /api/catalog, and /api/estimates. */
export function catalogRoutes(api: Api, deps: Deps): void {
  familyRoutes(api, deps);
  planRoutes(api, deps);
  addonRoutes(api, deps);
  chargeRoutes(api, deps);
  couponRoutes(api, deps);
  summaryRoutes(api, deps);
  catalogSettingsRoutes(api, deps);
  estimateRoutes(api, deps);
}
