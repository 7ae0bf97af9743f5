import { describe, expect, it } from "vitest";
import { errorsUnder, fieldId, getIn, isWithin, setIn, withoutErrorsAt } from "./paths.ts";
import { fieldErrorsOf } from "./useCatalogForm.ts";

describe("paths", () => {
  const values = { name: "A", pricePoints: [{ price: 1, tiers: [{ price: 2 }] }], portal: { on: true } };

  it("reads nested values", () => {
    expect(getIn(values, "pricePoints.0.tiers.0.price")).toBe(2);
    expect(getIn(values, "portal.on")).toBe(true);
    expect(getIn(values, "pricePoints.3.price")).toBeUndefined();
    expect(getIn(values, "")).toBe(values);
  });

  it("writes without mutating, copying only along the path", () => {
    const next = setIn(values, "pricePoints.0.tiers.0.price", 5);
    expect(getIn(next, "pricePoints.0.tiers.0.price")).toBe(5);
    expect(values.pricePoints[0]!.tiers[0]!.price).toBe(2);
    expect(next.portal).toBe(values.portal);
    expect(Array.isArray(next.pricePoints)).toBe(true);
    expect(setIn(values, "name", "B").name).toBe("B");
  });

  it("tells whether a path lies under another", () => {
    expect(isWithin("pricePoints.0.price", "pricePoints")).toBe(true);
    expect(isWithin("pricePoints", "pricePoints")).toBe(true);
    expect(isWithin("pricePointsExtra", "pricePoints")).toBe(false);
    expect(isWithin("name", "")).toBe(true);
  });

  it("drops and selects messages by path", () => {
    const errors = { name: "x", "pricePoints.0.price": "y", "pricePoints.0.tiers.1.price": "z" };
    expect(withoutErrorsAt(errors, "pricePoints.0")).toEqual({ name: "x" });
    expect(errorsUnder(errors, "pricePoints.0.tiers")).toEqual({ "1.price": "z" });
  });

  it("turns a path into a DOM id", () => {
    expect(fieldId("form", "pricePoints.0.price")).toBe("form-pricePoints-0-price");
  });
});

describe("fieldErrorsOf", () => {
  it("reads a map or a list of field messages", () => {
    expect(fieldErrorsOf({ fieldErrors: { name: "Taken", empty: "" } })).toEqual({ name: "Taken" });
    expect(
      fieldErrorsOf({
        fieldErrors: [
          { field: "couponCode", message: "Used" },
          { field: "name", description: "Too long" },
          { message: "no field" },
        ],
      }),
    ).toEqual({ couponCode: "Used", name: "Too long" });
  });

  it("is undefined for any other rejection", () => {
    expect(fieldErrorsOf(new Error("x"))).toBeUndefined();
    expect(fieldErrorsOf("x")).toBeUndefined();
    expect(fieldErrorsOf(null)).toBeUndefined();
  });
});
