import { describe, expect, it } from "vitest";
import { extraSuffix, frequencyLabel, periodOf, words } from "./labels";
import { describeBreakdown, quotesFor, sampleQuantities } from "./pricing";

const base = {
  currency: "USD",
  price: null,
  unitPrice: null,
  setupFee: null,
  freeQuantity: null,
  packageSize: null,
  percentage: null,
  tiers: [],
};

const tiered = {
  ...base,
  pricingModel: "tiered" as const,
  setupFee: 49,
  tiers: [
    { startingUnit: 1, endingUnit: 10, price: 10 },
    { startingUnit: 11, endingUnit: 50, price: 8 },
    { startingUnit: 51, endingUnit: null, price: 5 },
  ],
};

describe("sampleQuantities", () => {
  it("checks 1, 10 and 100 for a flat or per-unit price", () => {
    expect(sampleQuantities({ pricingModel: "per_unit", tiers: [] })).toEqual([1, 10, 100]);
  });

  it("adds each tier's first and last unit for tiers", () => {
    expect(sampleQuantities(tiered)).toEqual([1, 10, 11, 50, 51, 100]);
  });

  it("keeps at most ten quantities, always 1, 10 and 100", () => {
    const tiers = Array.from({ length: 12 }, (_, index) => ({
      startingUnit: index * 20 + 1,
      endingUnit: index === 11 ? null : index * 20 + 20,
      price: 1,
    }));
    const quantities = sampleQuantities({ pricingModel: "volume", tiers });
    expect(quantities).toHaveLength(10);
    expect(quantities).toEqual(expect.arrayContaining([1, 10, 100]));
  });
});

describe("quotesFor", () => {
  it("prices a graduated point at each quantity (10 × $10, then 1 × $8 at 11)", () => {
    const quotes = quotesFor(tiered);
    if ("error" in quotes) throw new Error(quotes.error);
    expect(quotes.map((quote) => [quote.quantity, quote.amount])).toEqual([
      [1, 10],
      [10, 100],
      [11, 108],
      [50, 420],
      [51, 425],
      [100, 670],
    ]);
    expect(quotes[0]?.setupFee).toBe(49);
  });

  it("prices a percentage point against base amounts", () => {
    const quotes = quotesFor({ ...base, pricingModel: "percentage", percentage: 2.5 });
    if ("error" in quotes) throw new Error(quotes.error);
    expect(quotes.map((quote) => [quote.baseAmount, quote.amount])).toEqual([
      [100, 2.5],
      [1000, 25],
    ]);
  });

  it("uses the plan's usage metric for a metered point", () => {
    const quotes = quotesFor(
      { ...base, pricingModel: "metered", unitPrice: 1 },
      { pricePerUnit: 0.5, includedQuantity: 10 },
    );
    if ("error" in quotes) throw new Error(quotes.error);
    expect(quotes.map((quote) => quote.amount)).toEqual([0, 0, 45]);
  });

  it("says why a point cannot be priced", () => {
    expect(quotesFor({ ...base, pricingModel: "tiered" })).toEqual({
      error: "A tiered price needs at least one tier",
    });
  });
});

describe("labels", () => {
  it("reads a breakdown", () => {
    const quotes = quotesFor(tiered);
    if ("error" in quotes) throw new Error(quotes.error);
    expect(describeBreakdown(quotes[2]?.breakdown ?? [], (amount) => `$${amount.toFixed(2)}`)).toBe(
      "units 1–10: 10 × $10.00; units 11–50: 1 × $8.00",
    );
  });

  it("names frequencies and their suffixes", () => {
    expect(periodOf("monthly")).toBe("month");
    expect(periodOf("year")).toBe("year");
    expect(periodOf("quarterly")).toBeUndefined();
    expect(extraSuffix("quarterly")).toBe("/qtr");
    expect(frequencyLabel("semi_annual")).toBe("Semi-annual");
    expect(frequencyLabel(null)).toBe("One time");
    expect(words("usage_based")).toBe("Usage Based");
  });
});
