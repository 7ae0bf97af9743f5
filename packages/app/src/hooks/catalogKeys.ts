import type { AddonListQuery } from "../api/addons";
import type { ChargeListQuery } from "../api/charges";
import type { CouponListQuery } from "../api/coupons";
import type { PlanListQuery } from "../api/plans";
import type { ProductFamilyListQuery } from "../api/productFamilies";

/**
 * The query keys of the catalog, all under ["catalog"]: a resource's lists (one per query), its records, and
 * the summary and settings every catalog screen shares. Mutations invalidate by these prefixes.
 */
export function resourceKeys<Kind extends string, Query>(kind: Kind) {
  const all = ["catalog", kind] as const;
  return {
    all,
    lists: () => [...all, "list"] as const,
    list: (query: Query) => [...all, "list", query] as const,
    details: () => [...all, "detail"] as const,
    detail: (id: string) => [...all, "detail", id] as const,
  };
}

export const catalogSummaryKeys = { all: ["catalog", "summary"] as const };
export const catalogSettingsKeys = { all: ["catalog", "settings"] as const };

export const familyKeys = resourceKeys<"families", ProductFamilyListQuery>("families");
export const planKeys = resourceKeys<"plans", PlanListQuery>("plans");
export const addonKeys = resourceKeys<"addons", AddonListQuery>("addons");
export const chargeKeys = resourceKeys<"charges", ChargeListQuery>("charges");
export const couponKeys = {
  ...resourceKeys<"coupons", CouponListQuery>("coupons"),
  byCodes: () => ["catalog", "coupons", "by-code"] as const,
  byCode: (code: string) => ["catalog", "coupons", "by-code", code] as const,
};
