import { describe, expect, it } from "vitest";
import { serverErrorText, splitServerErrors } from "./serverErrors.ts";

describe("serverErrorText", () => {
  it.each([
    [{ message: "M", errors: [{ description: "D1" }, { description: "D2" }] }, "D1"],
    [{ message: "M", errors: [] }, "M"],
    [{ message: "", error: "E" }, "E"],
    [[{ description: "Array first" }], "Array first"],
    [["plain string"], "plain string"],
    [{}, "Fallback"],
    [null, "Fallback"],
    [Object.assign(new Error("boom"), { body: { errors: [{ description: "From body" }] } }), "From body"],
    [{ response: { data: { message: "From response" } } }, "From response"],
    [new Error("Network error. Please try again."), "Network error. Please try again."],
  ])("%j reads as %j", (error, text) => {
    expect(serverErrorText(error, "Fallback")).toBe(text);
  });
});

describe("splitServerErrors", () => {
  it("keeps the first error of each field", () => {
    expect(
      splitServerErrors(
        {
          errors: [
            { field: "EMAIL", description: "First" },
            { field: "email", description: "Second" },
          ],
        },
        ["email"],
      ),
    ).toEqual({ fields: { email: "First" }, general: null });
  });
});

describe("splitServerErrors with nested paths and fieldErrors", () => {
  const fields = ["name", "pricePoints", "couponCode"];

  it("puts dotted server paths under their field when nested", () => {
    const error = {
      message: "Invalid",
      errors: [
        { field: "pricePoints.0.price", description: "Price is required" },
        { field: "PricePoints.0.tiers.1.endingUnit", description: "Too low" },
        { field: "name", description: "Taken" },
      ],
    };
    expect(splitServerErrors(error, fields, { nested: true })).toEqual({
      fields: {
        "pricePoints.0.price": "Price is required",
        "pricePoints.0.tiers.1.endingUnit": "Too low",
        name: "Taken",
      },
      general: null,
    });
    // Without nested, a dotted path is not a field: it is the general text.
    expect(splitServerErrors(error, fields).general).toBe("Price is required");
  });

  it("reads { fieldErrors } maps and lists through the same path", () => {
    expect(
      splitServerErrors(
        { fieldErrors: { couponCode: "Already used", "pricePoints.1.price": "Bad" } },
        fields,
        {
          nested: true,
        },
      ),
    ).toEqual({ fields: { couponCode: "Already used", "pricePoints.1.price": "Bad" }, general: null });
    expect(
      splitServerErrors({ fieldErrors: [{ field: "name", message: "Taken" }] }, fields, { nested: true }),
    ).toEqual({ fields: { name: "Taken" }, general: null });
  });

  it("an unknown path or an empty fieldErrors gives the general text", () => {
    expect(
      splitServerErrors({ fieldErrors: { other: "Nope" } }, fields, { nested: true, fallback: "F" }),
    ).toEqual({ fields: {}, general: "Nope" });
    expect(splitServerErrors({ fieldErrors: {} }, fields, { nested: true, fallback: "F" })).toEqual({
      fields: {},
      general: "F",
    });
  });
});
