import { CATALOG_ORDER_FIELDS, COUPON_STATUSES, couponSchema, DISCOUNT_TYPES } from "@round/forms/schemas";
import * as v from "valibot";
import { listQuery } from "../../../http/paging.ts";
import { pickFilter } from "../../../http/query.ts";

export const couponListQuery = listQuery(
  { status: pickFilter(COUPON_STATUSES, "status"), discountType: pickFilter(DISCOUNT_TYPES, "discountType") },
  { orderFields: CATALOG_ORDER_FIELDS.coupons, defaultOrderBy: "createdAt", defaultAscending: false },
);
export type CouponListQuery = v.InferOutput<typeof couponListQuery>;

export type CouponBody = v.InferOutput<typeof couponSchema>;

/** PUT: any of the body's fields; the record they make with the stored ones is validated as on creation. */
export const couponUpdateBody = v.partial(couponSchema.pipe[0]);
export type CouponUpdate = v.InferOutput<typeof couponUpdateBody>;
