import { describe, expect, it } from "vitest";
import { collectionDays, monthLabel, percentOf, signedPercent } from "./billingFormat.ts";

describe("the billing page's figures", () => {
  it("writes a change with its sign, and one too small to show as 0% without a sign", () => {
    expect(signedPercent(0.125)).toBe("+12.5%");
    expect(signedPercent(-0.03)).toBe("-3%");
    expect(signedPercent(0)).toBe("0%");
    expect(signedPercent(-0.0004)).toBe("0%");
    expect(signedPercent(0.0004)).toBe("0%");
    expect(signedPercent(-0.0005)).toBe("-0.1%");
  });

  it("writes rates, days and months as a person reads them", () => {
    expect(percentOf(0.9567)).toBe("95.7%");
    expect(collectionDays(1)).toBe("1 day");
    expect(collectionDays(4.54)).toBe("4.5 days");
    expect(monthLabel("2026-03")).toBe("Mar 2026");
  });
});
