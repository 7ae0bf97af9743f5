import { describe, expect, it } from "vitest";
import { countActiveFilters, type FilterField, isActiveFilterValue } from "./FilterPanel";

describe("isActiveFilterValue", () => {
  it("treats empty values as no filter", () => {
    for (const value of [undefined, null, "", false, []]) expect(isActiveFilterValue(value)).toBe(false);
  });

  it("treats anything else as a filter", () => {
    for (const value of ["active", 0, true, ["high"]]) expect(isActiveFilterValue(value)).toBe(true);
  });
});

describe("countActiveFilters", () => {
  const fields: FilterField[] = [
    { type: "select", name: "status", label: "Status", options: [] },
    { type: "text", name: "code", label: "Code" },
    { type: "date", name: "from", label: "From" },
  ];

  it("counts the fields with a value, ignoring values of unknown fields", () => {
    expect(countActiveFilters(fields, {})).toBe(0);
    expect(countActiveFilters(fields, { status: "active", code: "", from: "2026-01-05", other: "x" })).toBe(
      2,
    );
  });
});
