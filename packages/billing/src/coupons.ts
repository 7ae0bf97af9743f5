import { type CouponLike, couponApplies } from "./invoice.ts";
import { type Day, wholeMonthsBetween } from "./terms.ts";

/** A coupon as a subscription holds it: the coupon, and what its redemption has used of it so far. */
export interface RedeemedCoupon extends CouponLike {
  /** A fixed amount's currency; a percentage's does not matter. */
  currency: string | null;
  /** The day it was applied to the subscription. */
  appliedOn: Day;
  /** The invoices it has discounted so far. */
  invoicesDiscounted: number;
}

/**
 * The coupons of a subscription that apply to an invoice of `currency` on `day`, in the order they were
 * applied: a percentage in any currency, a fixed amount in the invoice's own, each while its duration runs
 * (one_time on the first invoice it is on, limited_period for its months from the day it was applied).
 */
export function applicableCoupons<T extends RedeemedCoupon>(
  coupons: readonly T[],
  day: Day,
  currency: string,
): T[] {
  return coupons
    .filter((coupon) => coupon.discountType === "percentage" || coupon.currency === currency)
    .filter((coupon) =>
      couponApplies(coupon, {
        invoicesBefore: coupon.invoicesDiscounted,
        monthsSinceApplied: wholeMonthsBetween(coupon.appliedOn, day),
      }),
    );
}
