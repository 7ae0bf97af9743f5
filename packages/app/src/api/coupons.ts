import type { Coupon, CouponResponse, DiscountType } from "@round/forms/schemas";
import { catalogMessages as m } from "./catalogMessages";
import { type CatalogListQuery, catalogResource } from "./catalogResource";
import { api } from "./client";

/** Filters `status` and `discountType`. */
export type CouponListQuery = Omit<CatalogListQuery, "productFamilyId"> & {
  discountType?: DiscountType | (string & {});
};

export const couponsApi = catalogResource<CouponResponse, Coupon, CouponListQuery>("/api/catalog/coupons", {
  list: m.loadCouponsFailed,
  get: m.loadCouponFailed,
  create: m.createCouponFailed,
  update: m.updateCouponFailed,
  remove: m.deleteCouponFailed,
  duplicate: m.duplicateCouponFailed,
});

/** The coupon with this code (codes are case-sensitive); 404 when there is none. */
export function fetchCouponByCode(code: string, signal?: AbortSignal): Promise<CouponResponse> {
  return api.request<CouponResponse>(`/api/catalog/coupons/by-code/${encodeURIComponent(code)}`, {
    errorMessage: m.loadCouponFailed,
    ...(signal ? { signal } : {}),
  });
}
