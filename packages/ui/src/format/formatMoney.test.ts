import { describe, expect, it } from "vitest";
import { formatMoney } from "./formatMoney";

describe("formatMoney", () => {
  it("formats US dollars the en-US way by default", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(0)).toBe("$0.00");
  });

  it("shows yen without decimals", () => {
    expect(formatMoney(1500, "JPY")).toBe("¥1,500");
    expect(formatMoney(1500.6, "JPY")).toBe("¥1,501");
  });

  it("puts the minus sign before the symbol", () => {
    expect(formatMoney(-42.1)).toBe("-$42.10");
    expect(formatMoney(-1200, "EUR")).toBe("-€1,200.00");
  });

  it("formats euros, with a locale when asked", () => {
    expect(formatMoney(99.9, "EUR")).toBe("€99.90");
    expect(formatMoney(99.9, "eur", { locale: "de-DE" })).toBe("99,90\u00a0€");
  });

  it("caps the decimals", () => {
    expect(formatMoney(1234.56, "USD", { maximumFractionDigits: 0 })).toBe("$1,235");
  });

  it("has a compact form for large figures", () => {
    expect(formatMoney(1_250_000, "USD", { compact: true })).toBe("$1.3M");
    expect(formatMoney(4200, "USD", { compact: true })).toBe("$4.2K");
  });

  it("falls back for unknown currencies and non-numbers", () => {
    expect(formatMoney(12.5, "NOT-A-CODE")).toBe("12.5 NOT-A-CODE");
    expect(formatMoney(Number.NaN)).toBe("—");
  });

  it("reuses formatters (same output on repeated calls)", () => {
    expect(formatMoney(1, "GBP")).toBe("£1.00");
    expect(formatMoney(2, "GBP")).toBe("£2.00");
  });
});
