import { CATALOG_CURRENCIES } from "@round/forms/schemas";
import * as v from "valibot";

const MAX_QUANTITY = 1_000_000_000;

const amount = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.minValue(0, `${name} cannot be negative`),
    v.maxValue(1e14 - 1, `${name} is too large`),
  );

/** POST /api/estimates. */
export const estimateBody = v.object({
  customerId: v.optional(v.nullable(v.string("customerId must be text"))),
  currency: v.optional(v.picklist(CATALOG_CURRENCIES, "Invalid currency code")),
  items: v.pipe(
    v.array(
      v.object({
        pricePointId: v.pipe(
          v.string("Price point is required"),
          v.trim(),
          v.nonEmpty("Price point is required"),
        ),
        quantity: v.optional(
          v.pipe(
            v.number("Quantity must be a number"),
            v.minValue(0, "Quantity cannot be negative"),
            v.maxValue(MAX_QUANTITY, `Quantity cannot exceed ${MAX_QUANTITY}`),
          ),
        ),
        baseAmount: v.optional(amount("Base amount")),
      }),
      "At least one item is required",
    ),
    v.nonEmpty("At least one item is required"),
    v.maxLength(100, "At most 100 items can be estimated at once"),
  ),
  couponCodes: v.optional(
    v.pipe(
      v.array(v.string("Coupon code must be text"), "couponCodes must be a list of codes"),
      v.maxLength(20, "At most 20 coupons can be applied"),
    ),
    [],
  ),
});
export type EstimateBody = v.InferOutput<typeof estimateBody>;
