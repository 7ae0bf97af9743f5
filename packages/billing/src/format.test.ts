import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareAmounts, fixedAmount, formatMoney, minorUnits, roundMoney } from "./index.ts";

describe("money as text", () => {
  it("writes an amount with exactly its currency's minor digits, rounded once", () => {
    expect(fixedAmount("241", "USD")).toBe("241.00");
    expect(fixedAmount("2.345", "USD")).toBe("2.35");
    expect(fixedAmount("-2.345", "EUR")).toBe("-2.35");
    expect(fixedAmount("1000", "JPY")).toBe("1000");
    expect(fixedAmount("999.5", "JPY")).toBe("1000");
    expect(fixedAmount("1.5", "BHD")).toBe("1.500");
  });

  it("groups thousands and puts the symbol or the code before the amount, a minus before both", () => {
    expect(formatMoney("1234567.891", "USD")).toBe("$1,234,567.89");
    expect(formatMoney("-5.8", "USD")).toBe("-$5.80");
    expect(formatMoney("0", "GBP")).toBe("£0.00");
    expect(formatMoney("49", "EUR")).toBe("€49.00");
    expect(formatMoney("12", "CHF")).toBe("CHF 12.00");
    expect(formatMoney("150000", "JPY")).toBe("JPY 150,000");
    expect(formatMoney("150000", "JPY", { JPY: "¥" })).toBe("¥150,000");
    // A code that is also an object's own key is still written as a code.
    expect(formatMoney("1", "toString")).toBe("toString 1.00");
  });
});

describe("money as text, properties", () => {
  const amount = fc
    .tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 9999 }))
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(4, "0")}`);
  const currency = fc.constantFrom("USD", "EUR", "JPY", "BHD", "CHF", "CLF");

  it("reads back as the amount rounded once, with the currency's minor digits", () => {
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        const text = fixedAmount(value, code);
        expect(compareAmounts(text, roundMoney(value, code))).toBe(0);
        expect(text.split(".")[1]?.length ?? 0).toBe(minorUnits(code));
        const shown = formatMoney(value, code, {});
        expect(shown.replace(`${code} `, "").replaceAll(",", "")).toBe(text);
      }),
    );
  });
});
