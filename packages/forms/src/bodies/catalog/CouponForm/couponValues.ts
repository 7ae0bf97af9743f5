/** The coupon body's values: empty for a new coupon, read from the API's answer, and the schema's input. Pure. */
import {
  CATALOG_DEFAULTS,
  type CouponResponse,
  type DiscountType,
  type DurationType,
} from "../../../schemas/index.ts";
import { textOf } from "../pricePointValues.ts";

/** The values the coupon body edits. */
export type CouponFormValues = {
  name: string;
  couponCode: string;
  description: string;
  discountType: DiscountType;
  discountValue: number | null;
  durationType: DurationType;
  duration: number | null;
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | null;
  restrictions: {
    firstTimeCustomersOnly: boolean;
    minimumOrderValue: number | null;
    applicablePlans: string[];
  };
  stackable: boolean;
  autoApply: boolean;
};

/** A coupon as the API answers it (`couponResponse`); fields left out take the defaults. */
export type CouponRecord = Partial<Omit<CouponResponse, "restrictions">> & {
  restrictions?: Partial<CouponResponse["restrictions"]>;
};

/** A new coupon, valid from `today` ('YYYY-MM-DD'). */
export const emptyCouponValues = (today: string): CouponFormValues => ({
  name: "",
  couponCode: "",
  description: "",
  discountType: CATALOG_DEFAULTS.coupon.discountType,
  discountValue: null,
  durationType: CATALOG_DEFAULTS.coupon.durationType,
  duration: null,
  validFrom: today,
  validUntil: "",
  maxRedemptions: null,
  restrictions: { firstTimeCustomersOnly: false, minimumOrderValue: null, applicablePlans: [] },
  stackable: false,
  autoApply: false,
});

/** The day part of a date or timestamp ('2026-03-01T00:00:00Z' → '2026-03-01'). */
const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : "");

/** The body's initial values for a coupon the API answered; `today` stands in for a missing start day. */
export function couponValuesFromResponse(record: CouponRecord, today = ""): CouponFormValues {
  const empty = emptyCouponValues(today);
  return {
    name: record.name ?? "",
    couponCode: record.couponCode ?? "",
    description: textOf(record.description),
    discountType: record.discountType ?? empty.discountType,
    discountValue: record.discountValue ?? null,
    durationType: record.durationType ?? empty.durationType,
    duration: record.duration ?? null,
    validFrom: dayOf(record.validFrom) || today,
    validUntil: dayOf(record.validUntil),
    maxRedemptions: record.maxRedemptions ?? null,
    restrictions: {
      firstTimeCustomersOnly: record.restrictions?.firstTimeCustomersOnly ?? false,
      minimumOrderValue: record.restrictions?.minimumOrderValue ?? null,
      applicablePlans: [...(record.restrictions?.applicablePlans ?? [])],
    },
    stackable: record.stackable ?? false,
    autoApply: record.autoApply ?? false,
  };
}

/** The schema's input: the duration only for limited periods, no end day for coupons that last forever. */
export function couponInput(values: CouponFormValues) {
  return {
    name: values.name,
    couponCode: values.couponCode,
    description: values.description,
    discountType: values.discountType,
    discountValue: values.discountValue,
    durationType: values.durationType,
    duration: values.durationType === "limited_period" ? values.duration : undefined,
    validFrom: values.validFrom,
    validUntil: values.durationType === "forever" ? undefined : values.validUntil,
    maxRedemptions: values.maxRedemptions,
    restrictions: values.restrictions,
    stackable: values.stackable,
    autoApply: values.autoApply,
  };
}
