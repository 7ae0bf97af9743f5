import { describe, expect, it } from "vitest";
import { isOnboardingStepFilled, nextProductId } from "./onboardingValues.ts";

describe("isOnboardingStepFilled", () => {
  it.each([
    ["organization", { companyName: "Acme", industry: "software", companySize: "2-10", country: "US" }, true],
    ["organization", { companyName: "Acme", industry: "", companySize: "2-10", country: "US" }, false],
    ["organization", { companyName: "  ", industry: "software", companySize: "2-10", country: "US" }, false],
    ["businessSettings", { currency: "USD", timezone: "UTC", fiscalYearStart: "January" }, true],
    ["businessSettings", { currency: "USD", timezone: "", fiscalYearStart: "January" }, false],
    [
      "address",
      {
        name: "HQ",
        addressLine1: "1 Main St",
        number: "4",
        city: "Austin",
        state: "TX",
        zipCode: "7",
        country: "US",
      },
      true,
    ],
    [
      "address",
      {
        name: "HQ",
        addressLine1: "1 Main St",
        number: "",
        city: "Austin",
        state: "TX",
        zipCode: "7",
        country: "US",
      },
      // Unit # is optional.
      true,
    ],
    [
      "address",
      {
        name: "HQ",
        addressLine1: "1 Main St",
        number: "4",
        city: "",
        state: "TX",
        zipCode: "7",
        country: "US",
      },
      false,
    ],
    ["team", {}, true],
    ["products", undefined, true],
    ["billing", {}, true],
  ] as const)("%s %j -> %s", (stepId, values, expected) => {
    expect(isOnboardingStepFilled(stepId, values)).toBe(expected);
  });
});

describe("nextProductId", () => {
  it("numbers from the count and skips ids in use", () => {
    expect(nextProductId([])).toBe("product-1");
    expect(nextProductId([{ id: "product-2" }])).toBe("product-3");
    expect(nextProductId([{ id: "a" }, { id: "product-3" }])).toBe("product-4");
  });
});
