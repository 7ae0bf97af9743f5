import { describe, expect, it } from "vitest";
import {
  addAmounts,
  compareAmounts,
  divideAmount,
  meanAmount,
  minorUnits,
  monthlyValue,
  multiplyAmount,
  priceFor,
  roundMoney,
  subtractAmounts,
  toAmount,
} from "./index.ts";

describe("minorUnits (ISO 4217)", () => {
  it.each([
    ["USD", 2],
    ["EUR", 2],
    ["usd", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["VND", 0],
    ["CLP", 0],
    ["ISK", 0],
    ["UGX", 0],
    ["XAF", 0],
    ["XOF", 0],
    ["BHD", 3],
    ["KWD", 3],
    ["OMR", 3],
    ["JOD", 3],
    ["TND", 3],
    ["LYD", 3],
    ["IQD", 3],
    ["CLF", 4],
    ["ZZZ", 2],
  ])("%s has %i decimals", (currency, decimals) => {
    expect(minorUnits(currency)).toBe(decimals);
  });
});

describe("toAmount", () => {
  it("keeps the decimal a JSON number means, not its binary neighbour", () => {
    expect(toAmount(29.99)).toBe("29.99");
    expect(toAmount(0.1)).toBe("0.1");
    expect(toAmount("29.990")).toBe("29.99");
    expect(toAmount(" 12 ")).toBe("12");
    expect(toAmount("-0")).toBe("0");
    expect(toAmount("+5")).toBe("5");
    expect(toAmount(".5")).toBe("0.5");
  });

  it("never answers in exponent notation", () => {
    expect(toAmount(1e21)).toBe("1000000000000000000000");
    expect(toAmount(1e-7)).toBe("0.0000001");
    expect(toAmount("1.5e3")).toBe("1500");
    expect(toAmount("0.000000000000000000000001")).toBe("0.000000000000000000000001");
  });

  it.each([
    [Number.NaN, "finite"],
    [Number.POSITIVE_INFINITY, "finite"],
    [Number.NEGATIVE_INFINITY, "finite"],
    ["NaN", "decimal number"],
    ["Infinity", "decimal number"],
    ["", "decimal number"],
    ["1,5", "decimal number"],
    ["0x10", "decimal number"],
    ["abc", "decimal number"],
    ["1e999999999", "out of range"],
    ["1e-1001", "out of range"],
  ])("rejects %s", (value, message) => {
    expect(() => toAmount(value)).toThrow(message);
  });
});

describe("arithmetic is exact", () => {
  it("adds without binary error", () => {
    expect(addAmounts(0.1, 0.2)).toBe("0.3");
    expect(addAmounts("19.99", 0.01, "-5")).toBe("15");
    expect(addAmounts()).toBe("0");
  });

  it("subtracts without binary error", () => {
    expect(subtractAmounts(0.3, 0.1)).toBe("0.2"); // 0.3 - 0.1 in doubles is 0.19999999999999998
    expect(subtractAmounts("10", "12.5")).toBe("-2.5");
    expect(subtractAmounts("5", 5)).toBe("0");
  });

  it("divides to 20 decimals, and refuses 0", () => {
    expect(divideAmount("100", 4)).toBe("25");
    expect(divideAmount("10", 3)).toBe("3.33333333333333333333");
    expect(() => divideAmount("1", 0)).toThrow("Cannot divide");
  });

  it("multiplies without binary error", () => {
    expect(multiplyAmount(29.99, 3)).toBe("89.97"); // 29.99 * 3 in doubles is 89.97000000000001
    expect(multiplyAmount("0.123456", 3)).toBe("0.370368");
    expect(multiplyAmount(1.1, 1.1)).toBe("1.21");
  });

  it("compares", () => {
    expect(compareAmounts("10.0", 10)).toBe(0);
    expect(compareAmounts(9.99, "10")).toBe(-1);
    expect(compareAmounts("0.3", addAmounts(0.1, 0.2))).toBe(0);
    expect(compareAmounts(2, 1.999999)).toBe(1);
  });
});

describe("roundMoney: once, half away from zero, to the minor unit", () => {
  it.each([
    ["2.345", "USD", "2.35"],
    ["2.344", "USD", "2.34"],
    ["-2.345", "USD", "-2.35"],
    ["0.005", "USD", "0.01"],
    ["-0.005", "USD", "-0.01"],
    ["-0.004", "USD", "0"],
    ["29.999", "USD", "30"],
    ["2.5", "JPY", "3"],
    ["3.5", "JPY", "4"],
    ["-2.5", "JPY", "-3"],
    ["1234.4", "JPY", "1234"],
    ["1.0005", "BHD", "1.001"],
    ["1.0004", "BHD", "1"],
    ["-1.0005", "BHD", "-1.001"],
    ["12.3455", "KWD", "12.346"],
  ])("%s %s → %s", (amount, currency, rounded) => {
    expect(roundMoney(amount, currency)).toBe(rounded);
  });

  it("rounds what the number means: 1.005 (a double just below 1.005) is 1.01", () => {
    expect(roundMoney(1.005, "USD")).toBe("1.01");
    expect(roundMoney(2.675, "USD")).toBe("2.68");
  });

  it("a unit price with 6 decimals × 3 units is rounded once, on the line", () => {
    const point = { pricingModel: "per_unit", currency: "USD", unitPrice: "0.123456" } as const;
    expect(priceFor(point, { quantity: 3 })).toMatchObject({ exactAmount: "0.370368", amount: "0.37" });
    // Rounding each unit first would give 3 × 0.12 = 0.36; rounding the line gives 1.00 here, not 0.99.
    const third = { pricingModel: "per_unit", currency: "USD", unitPrice: "0.333335" } as const;
    expect(priceFor(third, { quantity: 3 })).toMatchObject({ exactAmount: "1.000005", amount: "1" });
    expect(priceFor({ ...third, currency: "JPY" }, { quantity: 3 }).amount).toBe("1");
    expect(priceFor({ ...third, currency: "BHD" }, { quantity: 3 }).amount).toBe("1");
    expect(priceFor({ ...point, unitPrice: "0.000167" }, { quantity: 3 }).amount).toBe("0");
  });
});

describe("monthlyValue", () => {
  it.each([
    ["yearly", "120", "10"],
    ["year", "120", "10"],
    ["semi_annual", "60", "10"],
    ["quarterly", "30", "10"],
    ["monthly", "10", "10"],
    ["month", "10", "10"],
    ["weekly", "10", "43.33333333333333333333"],
    ["week", "12", "52"],
    ["daily", "1", "30.41666666666666666667"],
    ["day", "12", "365"],
  ] as const)("%s %s → %s a month", (frequency, amount, monthly) => {
    expect(monthlyValue(amount, frequency)).toBe(monthly);
  });

  it("is not rounded, and no frequency counts as monthly", () => {
    expect(monthlyValue(100, "yearly")).toBe("8.33333333333333333333");
    expect(roundMoney(monthlyValue(100, "yearly"), "USD")).toBe("8.33");
    expect(monthlyValue(29.99, null)).toBe("29.99");
    expect(monthlyValue(29.99, undefined)).toBe("29.99");
  });

  it("rejects an unknown frequency", () => {
    expect(() => monthlyValue(10, "fortnightly" as never)).toThrow('Unknown billing frequency "fortnightly"');
  });
});

describe("meanAmount", () => {
  it("averages exactly and gives 0 for no values", () => {
    expect(meanAmount(["30", 10, "33.33"])).toBe("24.44333333333333333333");
    expect(meanAmount([0.1, 0.2])).toBe("0.15");
    expect(meanAmount([])).toBe("0");
  });
});
