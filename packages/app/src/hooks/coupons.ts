import { useQuery } from "@tanstack/react-query";
import { type CouponListQuery, couponsApi, fetchCouponByCode } from "../api/coupons";
import { couponKeys } from "./catalogKeys";
import {
  useCatalogCreate,
  useCatalogDelete,
  useCatalogDuplicate,
  useCatalogList,
  useCatalogRecord,
  useCatalogUpdate,
} from "./catalogResourceHooks";

export { couponKeys };

const coupons = { resource: couponsApi, keys: couponKeys, alsoChanges: [couponKeys.byCodes()] };

export function useCoupons(query: CouponListQuery = {}, options?: { enabled?: boolean }) {
  return useCatalogList(coupons, query, options);
}

export function useCoupon(id: string | undefined) {
  return useCatalogRecord(coupons, id);
}

export function useCreateCoupon() {
  return useCatalogCreate(coupons);
}

/** `mutate({ id, values })`; `values` is partial (`{ status: "archived" }` archives). */
export function useUpdateCoupon() {
  return useCatalogUpdate(coupons);
}

/** `mutate(id)`; one redeemed answers 409 (archive it instead). */
export function useDeleteCoupon() {
  return useCatalogDelete(coupons);
}

/** `mutate(id)`: a copy named '{name} (copy)', code '{CODE}_COPY'. */
export function useDuplicateCoupon() {
  return useCatalogDuplicate(coupons);
}

/** The coupon with this exact code; nothing is asked while the code is empty. */
export function useCouponByCode(code: string | undefined) {
  return useQuery({
    queryKey: couponKeys.byCode(code ?? ""),
    queryFn: ({ signal }) => fetchCouponByCode(code ?? "", signal),
    enabled: Boolean(code),
    // An unknown code is an answer (404), not a hiccup to retry.
    retry: false,
  });
}
