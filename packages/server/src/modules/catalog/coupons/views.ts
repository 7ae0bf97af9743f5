import type { CouponResponse } from "@round/forms/schemas";
import { iso, moneyOrNull } from "../../../http/values.ts";
import type { CouponRow } from "./queries.ts";

export interface CouponFigures {
  redemptions: number;
  /** Decimal string, in the coupon's currency. */
  savings: string;
}

export function couponView(row: CouponRow, figures: CouponFigures): CouponResponse {
  return {
    id: row.id,
    name: row.name,
    couponCode: row.couponCode,
    description: row.description,
    discountType: row.discountType as CouponResponse["discountType"],
    discountValue: Number(row.discountValue),
    currency: row.currency,
    durationType: row.durationType as CouponResponse["durationType"],
    duration: row.duration,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxRedemptions: row.maxRedemptions,
    currentRedemptions: figures.redemptions,
    totalSavings: Number(figures.savings),
    status: row.status as CouponResponse["status"],
    restrictions: {
      firstTimeCustomersOnly: row.firstTimeCustomersOnly,
      minimumOrderValue: moneyOrNull(row.minimumOrderValue),
      applicablePlans: row.applicablePlans,
    },
    customerEligibility: { allCustomers: row.allCustomers, customerSegments: row.customerSegments },
    stackable: row.stackable,
    autoApply: row.autoApply,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A stored coupon as the body that would make it (an update's merge, a copy). */
export function couponBody(row: CouponRow) {
  const optional = <T>(value: T | null) => value ?? undefined;
  return {
    name: row.name,
    couponCode: row.couponCode,
    description: optional(row.description),
    discountType: row.discountType,
    discountValue: Number(row.discountValue),
    durationType: row.durationType,
    duration: optional(row.duration),
    validFrom: optional(row.validFrom),
    validUntil: optional(row.validUntil),
    maxRedemptions: optional(row.maxRedemptions),
    status: row.status,
    restrictions: {
      firstTimeCustomersOnly: row.firstTimeCustomersOnly,
      minimumOrderValue: row.minimumOrderValue === null ? undefined : Number(row.minimumOrderValue),
      applicablePlans: row.applicablePlans,
    },
    customerEligibility: { allCustomers: row.allCustomers, customerSegments: row.customerSegments },
    stackable: row.stackable,
    autoApply: row.autoApply,
  };
}
