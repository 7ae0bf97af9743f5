import { describe, expect, it } from "vitest";
import { daysUntil, isExpiringSoon, labelOf, pricePeriod, usagePercent } from "./catalogFormat";

const today = new Date("2026-03-02T09:00:00Z");

describe("catalog formatting", () => {
  it("gives a price the spec's suffix: per-unit first, else its frequency", () => {
    expect(pricePeriod("monthly")).toBe("month");
    expect(pricePeriod("year")).toBe("year");
    expect(pricePeriod("weekly")).toBe("week");
    expect(pricePeriod("day")).toBe("day");
    expect(pricePeriod("monthly", "per_unit")).toBe("unit");
    expect(pricePeriod("quarterly")).toBeUndefined();
    expect(pricePeriod(null)).toBeUndefined();
  });

  it("a coupon is expiring soon 1 to 7 days before its end, in whole days", () => {
    expect(daysUntil("2026-03-09", today)).toBe(7);
    expect(isExpiringSoon("2026-03-02", today)).toBe(false);
    expect(isExpiringSoon("2026-03-03", today)).toBe(true);
    expect(isExpiringSoon("2026-03-09", today)).toBe(true);
    expect(isExpiringSoon("2026-03-10", today)).toBe(false);
    expect(isExpiringSoon("2026-02-28", today)).toBe(false);
    expect(isExpiringSoon(null, today)).toBe(false);
  });

  it("use is a percent to one decimal, capped at 100; no limit means no percent", () => {
    expect(usagePercent(245, 1000)).toBe(24.5);
    expect(usagePercent(1, 3)).toBe(33.3);
    expect(usagePercent(120, 100)).toBe(100);
    expect(usagePercent(5, null)).toBeNull();
  });

  it("labels values the way people read them", () => {
    expect(labelOf("one_time")).toBe("One Time");
    expect(labelOf("fixed_amount")).toBe("Fixed Amount");
    expect(labelOf("recurring")).toBe("Recurring");
    expect(labelOf("usage_based")).toBe("Usage Based");
  });
});
