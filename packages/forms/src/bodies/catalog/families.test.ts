import { describe, expect, it } from "vitest";
import { familiesState, familyIdFor, familyOptions } from "./families.ts";

const FAMILIES = [
  { id: 7, name: "Numbers" },
  { id: "fam_a", name: "Letters" },
];

describe("familiesState", () => {
  it("reads a plain list as ready", () => {
    expect(familiesState(FAMILIES)).toEqual({ status: "ready", options: FAMILIES });
  });

  it("falls back to the earlier productFamilies list, and to an empty ready list", () => {
    expect(familiesState(undefined, FAMILIES)).toEqual({ status: "ready", options: FAMILIES });
    expect(familiesState(undefined)).toEqual({ status: "ready", options: [] });
  });

  it("passes a loader's state through; only a ready one offers options", () => {
    const retry = () => {};
    expect(familiesState({ status: "error", retry }, FAMILIES)).toEqual({ status: "error", retry });
    expect(familyOptions({ status: "loading" })).toEqual([]);
    expect(familyOptions({ status: "ready", options: FAMILIES })).toBe(FAMILIES);
  });
});

describe("familyIdFor", () => {
  it("gives the family's own id for a select value, undefined for none", () => {
    expect(familyIdFor(FAMILIES, "7")).toBe(7);
    expect(familyIdFor(FAMILIES, "fam_a")).toBe("fam_a");
    expect(familyIdFor(FAMILIES, "")).toBeUndefined();
    // A family not (yet) in the list, such as an edited record's while the list loads, keeps its id.
    expect(familyIdFor([], "fam_b")).toBe("fam_b");
  });
});
