import { describe, expect, it } from "vitest";
import { applicableCoupons, type RedeemedCoupon, termContaining, wholeMonthsBetween } from "./index.ts";

const held = (rest: Partial<RedeemedCoupon>): RedeemedCoupon => ({
  discountType: "percentage",
  discountValue: "10",
  durationType: "forever",
  duration: null,
  currency: null,
  appliedOn: "2027-01-31",
  invoicesDiscounted: 0,
  ...rest,
});

describe("the coupons that apply to an invoice", () => {
  it("keeps a percentage in any currency and a fixed amount in the invoice's own, in the order applied", () => {
    const coupons = [
      held({ id: "a", discountType: "fixed_amount", discountValue: "5", currency: "EUR" }),
      held({ id: "b" }),
      held({ id: "c", discountType: "fixed_amount", discountValue: "5", currency: "USD" }),
    ];
    expect(applicableCoupons(coupons, "2027-03-01", "USD").map((coupon) => coupon.id)).toEqual(["b", "c"]);
  });

  it("applies a one-time coupon to the first invoice only", () => {
    const once = held({ durationType: "one_time" });
    expect(applicableCoupons([once], "2027-02-28", "USD")).toHaveLength(1);
    expect(applicableCoupons([{ ...once, invoicesDiscounted: 1 }], "2027-02-28", "USD")).toHaveLength(0);
  });

  it("applies a 3-month coupon for three whole months from the day it was applied", () => {
    const three = held({ durationType: "limited_period", duration: 3 });
    expect(applicableCoupons([three], "2027-04-30", "USD")).toHaveLength(1);
    expect(applicableCoupons([three], "2027-05-01", "USD")).toHaveLength(0);
  });
});

describe("whole months and the term of a day", () => {
  it("counts a month once the same date comes round, clamped months not counted early", () => {
    expect(wholeMonthsBetween("2027-01-31", "2027-02-28")).toBe(0);
    expect(wholeMonthsBetween("2027-01-31", "2027-03-31")).toBe(2);
    expect(wholeMonthsBetween("2027-01-15", "2027-02-15")).toBe(1);
    expect(wholeMonthsBetween("2027-01-15", "2028-01-14")).toBe(11);
    expect(wholeMonthsBetween("2027-03-01", "2027-01-01")).toBe(0);
  });

  it("finds the term holding a day, and the first term for a day before the anchor", () => {
    expect(termContaining("2027-01-31", "monthly", "2027-03-15")).toEqual({
      start: "2027-02-28",
      end: "2027-03-31",
    });
    expect(termContaining("2027-01-31", "monthly", "2027-03-31")).toEqual({
      start: "2027-03-31",
      end: "2027-04-30",
    });
    expect(termContaining("2027-01-31", "yearly", "2026-12-01")).toEqual({
      start: "2027-01-31",
      end: "2028-01-31",
    });
  });
});
