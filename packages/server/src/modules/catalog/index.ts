export { addonsByIds } from "./addons/queries.ts";
export { addonService } from "./addons/service.ts";
export { chargesByIds } from "./charges/queries.ts";
export { chargeService } from "./charges/service.ts";
export { type CouponRow, couponsById, lockCouponsByCode } from "./coupons/queries.ts";
export { couponService } from "./coupons/service.ts";
export { familyService } from "./families/service.ts";
export { plansByIds, usageMetricsOf } from "./plans/queries.ts";
export { planService } from "./plans/service.ts";
export {
  type OfferablePoints,
  offerablePoints,
  type PricePointRow,
  pointsByIds,
} from "./price-points/queries.ts";
export { engineInput } from "./price-points/service.ts";
export { catalogRoutes } from "./routes.ts";
export { catalogSettingsService } from "./settings/service.ts";
export { foldPlanMrr } from "./usage/queries.ts";
