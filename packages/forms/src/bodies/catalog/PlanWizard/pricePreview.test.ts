import { describe, expect, it } from "vitest";
import { newPlanPricePoint, type PlanPricePointValues } from "./planValues.ts";
import { PREVIEW_HINTS, previewPrice } from "./pricePreview.ts";

const tiered: PlanPricePointValues = {
  ...newPlanPricePoint(),
  pricingModel: "tiered",
  tiers: [
    { startingUnit: 1, endingUnit: 10, price: 12 },
    { startingUnit: 11, endingUnit: null, price: 9 },
  ],
};

describe("previewPrice", () => {
  it("prices a graduated point for the quantity, tier by tier", () => {
    const preview = previewPrice(tiered, 12);
    expect(preview.status).toBe("ready");
    if (preview.status !== "ready") return;
    expect(preview.result.amount).toBe("138");
    expect(preview.result.currency).toBe("USD");
    expect(preview.result.breakdown.map((line) => [line.quantity, line.unitAmount, line.amount])).toEqual([
      ["10", "12", "120"],
      ["2", "9", "18"],
    ]);
  });

  it("a flat fee is its price whatever the quantity", () => {
    const preview = previewPrice({ ...newPlanPricePoint(), price: 49 }, 7);
    expect(preview.status === "ready" && preview.result.amount).toBe("49");
  });

  it("an incomplete point or quantity gives a hint, never a throw", () => {
    expect(previewPrice(newPlanPricePoint(), 3)).toEqual({
      status: "incomplete",
      hint: PREVIEW_HINTS.incomplete,
    });
    const missingTierPrice = { ...tiered, tiers: [tiered.tiers[0]!, { ...tiered.tiers[1]!, price: null }] };
    expect(previewPrice(missingTierPrice, 12)).toEqual({
      status: "incomplete",
      hint: PREVIEW_HINTS.incomplete,
    });
    expect(previewPrice(tiered, null)).toEqual({ status: "incomplete", hint: PREVIEW_HINTS.quantity });
    expect(
      previewPrice({ ...newPlanPricePoint(), pricingModel: "percentage", percentage: 5 }, 1).status,
    ).toBe("incomplete");
  });

  it("what the engine refuses becomes the hint", () => {
    const overlapping = {
      ...tiered,
      tiers: [
        { startingUnit: 1, endingUnit: 10, price: 12 },
        { startingUnit: 1, endingUnit: null, price: 9 },
      ],
    };
    const preview = previewPrice(overlapping, 5);
    expect(preview.status).toBe("incomplete");
  });
});
