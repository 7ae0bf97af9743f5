import { describe, expect, it } from "vitest";
import { billingPeriodLabel, pricePeriodText } from "./billingPeriod.ts";

describe("billing periods", () => {
  it("read beside a price", () => {
    expect(pricePeriodText("monthly")).toBe("per month");
    expect(pricePeriodText("year")).toBe("per year");
    expect(pricePeriodText("semi_annual")).toBe("every 6 months");
    expect(pricePeriodText("fortnightly")).toBe("fortnightly");
  });

  it("as a label", () => {
    expect(billingPeriodLabel("quarterly")).toBe("Every 3 months");
    expect(billingPeriodLabel("yearly")).toBe("Yearly");
    expect(billingPeriodLabel("every_other_day")).toBe("Every other day");
  });
});
