import { describe, expect, it } from "vitest";
import {
  canGoNext,
  canGoPrevious,
  countFilled,
  isStepClickable,
  numberSteps,
  onboardingSteps,
  preCompletedSteps,
  progressPercent,
  stepLabel,
  type WizardStep,
} from "./wizard.ts";

const business: WizardStep[] = [
  { id: "personal", title: "Personal Information" },
  { id: "address", title: "Billing Address", optional: true },
  { id: "company", title: "Company Information" },
];

const withCompleted = (steps: WizardStep[], ids: string[]) =>
  steps.map((step) => ({ ...step, completed: ids.includes(step.id) }));

describe("navigation", () => {
  it.each([
    [[], 0, false],
    [["personal"], 0, true],
    [[], 1, true],
    [[], 2, false],
    [["company"], 2, true],
  ])("with %j completed, Next on step %i is %s", (completed, index, allowed) => {
    expect(canGoNext(withCompleted(business, completed), index)).toBe(allowed);
  });

  it("Next is refused outside the steps", () => {
    expect(canGoNext(business, 5)).toBe(false);
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
  ])("Previous on step %i is %s", (index, allowed) => {
    expect(canGoPrevious(index)).toBe(allowed);
  });

  it("a step is clickable when at or before the current one, or completed", () => {
    const steps = withCompleted(onboardingSteps(true), ["organization", "address"]);
    // current: businessSettings (1)
    expect(steps.map((_, index) => isStepClickable(steps, 1, index))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isStepClickable(steps, 1, 9)).toBe(false);
  });

  it("numbers the available steps from 1 and labels 'Step N of M'", () => {
    expect(numberSteps(onboardingSteps(true)).map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numberSteps(onboardingSteps(false))).toEqual([
      { id: "userInfo", title: "User Information", number: 1 },
    ]);
    expect(stepLabel(0, 3)).toBe("Step 1 of 3");
    expect(stepLabel(2, 3)).toBe("Step 3 of 3");
  });

  it("onboarding offers the six steps in order, or only user information without a profile", () => {
    expect(onboardingSteps(true).map((step) => step.title)).toEqual([
      "Organization",
      "Business Settings",
      "Address Information",
      "Team",
      "Products",
      "Billing",
    ]);
    expect(onboardingSteps(false).map((step) => step.id)).toEqual(["userInfo"]);
  });
});

describe("progress", () => {
  it.each([
    // personal step: 5 required fields
    [[], 0, 0, 5, 0],
    [[], 0, 1, 5, 7],
    [[], 0, 5, 5, 33],
    [["personal"], 0, 5, 5, 33],
    // address step: 5 fields, personal done
    [["personal"], 1, 0, 5, 33],
    [["personal"], 1, 2, 5, 47],
    // company step: 3 fields
    [["personal", "address"], 2, 0, 3, 67],
    [["personal", "address"], 2, 1, 3, 78],
    [["personal", "address"], 2, 3, 3, 100],
    [["personal", "address", "company"], 2, 0, 3, 100],
    // an optional step skipped counts nothing
    [["personal"], 2, 3, 3, 67],
  ])("completed %j, step %i with %i of %i filled: %i%%", (completed, index, filled, required, percent) => {
    expect(progressPercent(withCompleted(business, completed), index, filled, required)).toBe(percent);
  });

  it("stays within 0..100 for odd counts", () => {
    expect(progressPercent(business, 0, 9, 5)).toBe(33);
    expect(progressPercent(business, 0, -2, 5)).toBe(0);
    expect(progressPercent([], 0, 0, 0)).toBe(0);
    expect(progressPercent(business, 0, 0, 0)).toBe(0);
  });

  it("counts filled fields, ignoring blanks", () => {
    expect(countFilled({ a: "x", b: " ", c: null, d: 0 }, ["a", "b", "c", "d", "e"])).toBe(2);
  });
});

describe("preCompletedSteps", () => {
  it("marks the organization when name, category, size and country are present", () => {
    expect(
      preCompletedSteps({ organization: { name: "Acme", category: "saas", size: "10", country: "US" } }),
    ).toEqual(["organization"]);
    expect(
      preCompletedSteps({ organization: { name: "Acme", category: "saas", size: "", country: "US" } }),
    ).toEqual([]);
  });

  it("marks the settings when currency, time zone and fiscal year start are present", () => {
    expect(
      preCompletedSteps({
        businessSettings: { currency: "USD", timezone: "UTC", fiscalYearStart: "January" },
      }),
    ).toEqual(["businessSettings"]);
    expect(
      preCompletedSteps({
        organization: { currency: "USD", timeZone: "UTC", fiscalYearStart: "April" },
      }),
    ).toEqual(["businessSettings"]);
    expect(preCompletedSteps({ businessSettings: { currency: "USD", timezone: "UTC" } })).toEqual([]);
  });

  it("marks the address when name, line 1, city and country are present", () => {
    expect(
      preCompletedSteps({ address: { name: "HQ", addressLine1: "1 Main St", city: "Paris", country: "FR" } }),
    ).toEqual(["address"]);
    expect(preCompletedSteps({ address: { name: "HQ", addressLine1: "1 Main St", city: "Paris" } })).toEqual(
      [],
    );
  });

  it("marks all three from complete data, and none from nothing", () => {
    expect(
      preCompletedSteps({
        organization: {
          name: "Acme",
          category: "saas",
          size: "10",
          country: "US",
          currency: "USD",
          timeZone: "UTC",
          fiscalYearStart: "January",
        },
        address: { name: "HQ", addressLine1: "1 Main St", city: "Paris", country: "FR" },
      }),
    ).toEqual(["organization", "businessSettings", "address"]);
    expect(preCompletedSteps({})).toEqual([]);
    expect(preCompletedSteps({ organization: null, address: null })).toEqual([]);
  });
});
