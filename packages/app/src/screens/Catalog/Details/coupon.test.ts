import { describe, expect, it } from "vitest";
import { discountText, durationText, isExpiringSoon, redemptionsText } from "./coupon";

const today = new Date("2026-03-02T15:00:00Z");

describe("coupon words", () => {
  it("is expiring soon 1 to 7 days before its end", () => {
    expect(isExpiringSoon("2026-03-02", today)).toBe(false);
    expect(isExpiringSoon("2026-03-03", today)).toBe(true);
    expect(isExpiringSoon("2026-03-09", today)).toBe(true);
    expect(isExpiringSoon("2026-03-10", today)).toBe(false);
    expect(isExpiringSoon(null, today)).toBe(false);
  });

  it("says the discount and the duration", () => {
    expect(discountText({ discountType: "percentage", discountValue: 25, currency: "USD" })).toBe("25% off");
    expect(discountText({ discountType: "fixed_amount", discountValue: 10, currency: "EUR" })).toBe(
      "€10.00 off",
    );
    expect(durationText({ durationType: "forever", duration: null })).toBe("Forever (never expires)");
    expect(durationText({ durationType: "limited_period", duration: 3 })).toBe(
      "3 months (expires after specified time)",
    );
  });

  it("counts redemptions", () => {
    expect(redemptionsText(990, 1000)).toBe("990 of 1,000 used · 10 left");
    expect(redemptionsText(12, null)).toBe("12 used · no limit");
  });
});
