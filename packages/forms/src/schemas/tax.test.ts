import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { sameFixedValue, taxRateSchema, taxRateUpdateSchema } from "./tax.ts";

const rate = { name: "VAT", percentage: 20, country: "GB" };

const problem = (input: unknown) => {
  const result = v.safeParse(taxRateSchema, input);
  return result.success
    ? undefined
    : { field: v.getDotPath(result.issues[0]), message: result.issues[0].message };
};

describe("tax rates", () => {
  it("reads a rate with its defaults, country and region upper-cased, a blank region as none", () => {
    expect(v.parse(taxRateSchema, { ...rate, country: " gb ", region: " " })).toEqual({
      name: "VAT",
      percentage: 20,
      inclusive: false,
      country: "GB",
      region: null,
      active: true,
    });
    expect(
      v.parse(taxRateSchema, { ...rate, country: "US", region: "ca", percentage: "7.25" }),
    ).toMatchObject({
      region: "CA",
      percentage: 7.25,
    });
  });

  it("takes percentages from 0 to 100 with up to 4 decimals", () => {
    for (const percentage of [0, 0.0001, 12.3456, 100])
      expect(problem({ ...rate, percentage })).toBeUndefined();
    expect(problem({ ...rate, percentage: 100.0001 })).toEqual({
      field: "percentage",
      message: "Percentage must be between 0 and 100",
    });
    expect(problem({ ...rate, percentage: -0.5 })?.field).toBe("percentage");
    expect(problem({ ...rate, percentage: 1.23456 })?.message).toMatch(/at most 4 decimal places/);
    expect(problem({ ...rate, percentage: "twenty" })?.message).toBe("Percentage must be a number");
    expect(problem({ name: "VAT", country: "GB" })?.message).toBe("Please enter the percentage");
  });

  it("refuses countries that are not ISO 3166-1 alpha-2 and regions that are not ISO 3166-2 subdivisions", () => {
    expect(problem({ ...rate, country: "GBR" })?.field).toBe("country");
    expect(problem({ ...rate, country: "" })?.field).toBe("country");
    expect(problem({ ...rate, country: "US", region: "US-CA" })?.field).toBe("region");
    expect(problem({ ...rate, country: "US", region: "CALI" })?.field).toBe("region");
    expect(problem({ ...rate, name: " " })?.field).toBe("name");
  });

  it("lets a change read the fixed fields, and tells the same value from another", () => {
    expect(v.parse(taxRateUpdateSchema, { name: "VAT", percentage: 21 })).toEqual({
      name: "VAT",
      percentage: 21,
    });
    expect(sameFixedValue("percentage", 20, 20)).toBe(true);
    expect(sameFixedValue("percentage", 20, "20.0")).toBe(true);
    expect(sameFixedValue("percentage", 20, 21)).toBe(false);
    expect(sameFixedValue("percentage", 20, "")).toBe(false);
    expect(sameFixedValue("country", "GB", " gb")).toBe(true);
    expect(sameFixedValue("region", null, "")).toBe(true);
    expect(sameFixedValue("region", "CA", "NY")).toBe(false);
    expect(sameFixedValue("inclusive", false, false)).toBe(true);
    expect(sameFixedValue("inclusive", false, "false")).toBe(false);
  });
});
