import { describe, expect, it } from "vitest";
import {
  describeBillingCycles,
  describeFeatureValue,
  describePrice,
  describeTrial,
  describeUsage,
  type PricePointSummaryInput,
  pricePointDetails,
} from "./planSummary.ts";

const point = (overrides: Partial<PricePointSummaryInput>): PricePointSummaryInput => ({
  currency: "USD",
  billingFrequency: "monthly",
  pricingModel: "flat_fee",
  price: 49,
  packageSize: null,
  percentage: null,
  tiers: [],
  ...overrides,
});

describe("describePrice", () => {
  it("formats flat fees with the frequency suffix", () => {
    expect(describePrice(point({}))).toBe("$49.00/mo");
    expect(describePrice(point({ billingFrequency: "yearly", price: 490 }))).toBe("$490.00/yr");
    expect(describePrice(point({ billingFrequency: "weekly", price: 12.5 }))).toBe("$12.50/wk");
    expect(describePrice(point({ currency: "EUR", price: 1234.5 }))).toBe("€1,234.50/mo");
    expect(describePrice(point({ currency: "JPY", price: 1500 }))).toBe("¥1,500/mo");
  });

  it("says /unit for per-unit and metered prices", () => {
    expect(describePrice(point({ pricingModel: "per_unit", price: 5 }))).toBe("$5.00/unit/mo");
    expect(describePrice(point({ pricingModel: "metered", price: 0.5, billingFrequency: "" }))).toBe(
      "$0.50/unit",
    );
  });

  it("describes packages, percentages and tiers", () => {
    expect(describePrice(point({ pricingModel: "package", price: 100, packageSize: 10 }))).toBe(
      "$100.00 per 10 units/mo",
    );
    expect(describePrice(point({ pricingModel: "percentage", percentage: 2.5 }))).toBe("2.5%");
    expect(
      describePrice(
        point({
          pricingModel: "volume",
          tiers: [
            { startingUnit: 1, endingUnit: 10, price: 10 },
            { startingUnit: 11, endingUnit: null, price: 8 },
          ],
        }),
      ),
    ).toBe("Volume: 2 tiers from $10.00/mo");
    expect(
      describePrice(
        point({ pricingModel: "tiered", tiers: [{ startingUnit: 1, endingUnit: null, price: 3 }] }),
      ),
    ).toBe("Tiered: 1 tier from $3.00/mo");
  });

  it("shows a dash for a missing amount", () => {
    expect(describePrice(point({ price: null }))).toBe("—/mo");
  });
});

describe("review lines", () => {
  it("shows feature values by type", () => {
    expect(describeFeatureValue("boolean", true)).toBe("Included");
    expect(describeFeatureValue("boolean", false)).toBe("Not included");
    expect(describeFeatureValue("quantity", 10)).toBe("10");
    expect(describeFeatureValue("text", "Email and chat")).toBe("Email and chat");
    expect(describeFeatureValue("text", "")).toBe("—");
  });

  it("reads empty billing cycles as unlimited and trials in days", () => {
    expect(describeBillingCycles(null)).toBe("Unlimited");
    expect(describeBillingCycles(12)).toBe("12");
    expect(describeTrial(null)).toBe("None");
    expect(describeTrial(0)).toBe("None");
    expect(describeTrial(1)).toBe("1 day");
    expect(describeTrial(14)).toBe("14 days");
  });

  it("lists a price point's extras", () => {
    expect(pricePointDetails({ currency: "USD", setupFee: 99, freeQuantity: 100, trialPeriod: 14 })).toBe(
      "USD · setup fee $99.00 · 100 free · 14 days trial",
    );
    expect(pricePointDetails({ currency: "GBP", setupFee: null, freeQuantity: 0, trialPeriod: null })).toBe(
      "GBP",
    );
  });

  it("describes a usage metric", () => {
    expect(
      describeUsage({
        metricName: "API calls",
        unit: "request",
        aggregation: "sum",
        pricePerUnit: 0.005,
        includedQuantity: 1000,
        overage: true,
      }),
    ).toBe("Usage: API calls (request), $0.005/unit, sum, 1000 included, overage billed");
  });
});
