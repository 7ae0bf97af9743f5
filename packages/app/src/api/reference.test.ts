import { describe, expect, it } from "vitest";
import { companySizeLabel } from "./reference";

describe("companySizeLabel", () => {
  it.each([
    [{ minEmployees: 1000, maxEmployees: null }, "1000+ employees"],
    [{ minEmployees: 1, maxEmployees: 1 }, "1 employee"],
    [{ minEmployees: 5, maxEmployees: 5 }, "5 employees"],
    [{ minEmployees: 11, maxEmployees: 50 }, "11-50 employees"],
  ])("%j → %s", (size, label) => {
    expect(companySizeLabel(size)).toBe(label);
  });
});
