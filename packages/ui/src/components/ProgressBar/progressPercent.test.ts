import { describe, expect, test } from "vitest";
import { formatPercent, progressPercent } from "./progressPercent";

describe("progressPercent", () => {
  test("is value over max in percent", () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(42, 100)).toBe(42);
    expect(progressPercent(42)).toBe(42);
  });

  test("rounds to one decimal", () => {
    expect(progressPercent(1, 3)).toBe(33.3);
    expect(progressPercent(2, 3)).toBe(66.7);
    expect(progressPercent(85, 200)).toBe(42.5);
  });

  test("is capped at 100 and floored at 0", () => {
    expect(progressPercent(1500, 1000)).toBe(100);
    expect(progressPercent(-5, 100)).toBe(0);
  });

  test("is 0 when max is 0 or not a positive number", () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(10, -10)).toBe(0);
    expect(progressPercent(10, Number.NaN)).toBe(0);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
  });

  test("handles an infinite value by capping", () => {
    expect(progressPercent(Number.POSITIVE_INFINITY, 100)).toBe(100);
  });
});

describe("formatPercent", () => {
  test("always shows one decimal", () => {
    expect(formatPercent(42.5)).toBe("42.5%");
    expect(formatPercent(40)).toBe("40.0%");
    expect(formatPercent(100)).toBe("100.0%");
  });
});
