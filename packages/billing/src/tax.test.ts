import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addAmounts,
  compareAmounts,
  divideAmount,
  invoiceTax,
  lineTax,
  minorUnits,
  multiplyAmount,
  roundMoney,
  spreadAmount,
  subtractAmounts,
  type TaxRateLike,
  taxRateFor,
  withoutTax,
} from "./index.ts";

const rate = (id: string, percentage: string, rest: Partial<TaxRateLike> = {}): TaxRateLike => ({
  id,
  name: id,
  percentage,
  inclusive: false,
  country: "DE",
  active: true,
  ...rest,
});

describe("which rate a buyer pays", () => {
  const germany = rate("de", "19");
  const california = rate("us-ca", "7.25", { country: "US", region: "CA" });
  const unitedStates = rate("us", "0", { country: "US" });
  const oldGermany = rate("de-old", "16", { active: false });
  const rates = [oldGermany, unitedStates, germany, california];

  it("takes the active rate of the billing country (COMMERCE.md: 'the active rate of the customer's billing country')", () => {
    expect(taxRateFor({ country: "DE", taxExempt: "none" }, rates)).toEqual({
      rate: germany,
      reason: "rate",
      reverseCharge: false,
    });
    // An inactive rate is never chosen, even first in the list.
    expect(taxRateFor({ country: "de" }, [oldGermany]).rate).toBeNull();
  });

  it("lets a region's rate win over its country's (COMMERCE.md: 'CA' for California matches the state)", () => {
    expect(taxRateFor({ country: "US", state: "CA" }, rates).rate).toBe(california);
    // The same state written as its full ISO 3166-2 code.
    expect(taxRateFor({ country: "US", state: "US-CA" }, rates).rate).toBe(california);
    // Another state falls back to the country's rate that names no region.
    expect(taxRateFor({ country: "US", state: "NY" }, rates).rate).toBe(unitedStates);
    // A rate that names a region never applies to the rest of its country.
    expect(taxRateFor({ country: "US", state: "NY" }, [california]).rate).toBeNull();
  });

  it("charges no tax to exempt customers, and none with 'Reverse charge' to reverse-charge ones (COMMERCE.md)", () => {
    expect(taxRateFor({ country: "DE", taxExempt: "exempt" }, rates)).toEqual({
      rate: null,
      reason: "exempt",
      reverseCharge: false,
    });
    expect(taxRateFor({ country: "DE", taxExempt: "reverse" }, rates)).toEqual({
      rate: null,
      reason: "reverse_charge",
      reverseCharge: true,
    });
  });

  it("charges none where no rate matches or the country is unknown, and takes the first of equal matches", () => {
    expect(taxRateFor({ country: "FR" }, rates)).toEqual({
      rate: null,
      reason: "no_rate",
      reverseCharge: false,
    });
    expect(taxRateFor({ country: null }, rates).reason).toBe("no_rate");
    const second = rate("de-2", "7");
    expect(taxRateFor({ country: "DE" }, [germany, second]).rate).toBe(germany);
  });
});

describe("the tax of a line", () => {
  it("Stripe support (inclusive and exclusive tax): 10 % on a €600 price → €600 inclusive, €660 exclusive", () => {
    // Inclusive: 600 × 10 ÷ 110 = 54.5454… → 54.55 inside, 545.45 net. Exclusive: 600 × 10 ÷ 100 = 60 on top.
    const inclusive = invoiceTax({
      currency: "EUR",
      lines: [{ amount: "600" }],
      taxRate: rate("vat10", "10", { inclusive: true }),
    });
    expect(inclusive).toMatchObject({ tax: "54.55", total: "600" });
    expect(inclusive.lines[0]!.net).toBe("545.45");
    const exclusive = invoiceTax({
      currency: "EUR",
      lines: [{ amount: "600" }],
      taxRate: rate("vat10", "10"),
    });
    expect(exclusive).toMatchObject({ tax: "60", total: "660" });
  });

  it("Stripe support (rounding rules): 15 % on lines of $0.43 and $4.84 → 0.06 + 0.73 = 0.79 tax, 6.06 total", () => {
    // Each line rounded once: 0.43 × 0.15 = 0.0645 → 0.06; 4.84 × 0.15 = 0.7265 → 0.73. Subtotal 5.27.
    const taxed = invoiceTax({
      currency: "USD",
      lines: [{ amount: "0.43" }, { amount: "4.84" }],
      taxRate: rate("sales", "15", { country: "US" }),
    });
    expect(taxed.lines.map((line) => line.taxAmount)).toEqual(["0.06", "0.73"]);
    expect(taxed).toMatchObject({ subtotal: "5.27", tax: "0.79", total: "6.06" });
  });

  it("COMMERCE.md's inclusive formula: 20 % VAT inside 12.00 → 10.00 + 2.00 tax", () => {
    // 12.00 × 20 ÷ 120 = 2.00 inside the price; 12.00 − 2.00 = 10.00 net.
    const taxed = invoiceTax({
      currency: "GBP",
      lines: [{ amount: "12" }],
      taxRate: rate("vat", "20", { inclusive: true, country: "GB" }),
    });
    expect(taxed.lines[0]).toMatchObject({ taxAmount: "2", net: "10", total: "12" });
    expect(taxed).toMatchObject({ subtotal: "12", tax: "2", total: "12" });
  });

  it("Zuora docs (tax modes): exclusive 5 % on a 10.00 charge → 0.50 tax on top, 10.50 in all", () => {
    // 10.00 × 5 ÷ 100 = 0.50.
    const taxed = invoiceTax({ currency: "USD", lines: [{ amount: "10" }], taxRate: rate("t", "5") });
    expect(taxed).toMatchObject({ subtotal: "10", tax: "0.5", total: "10.5" });
  });

  it("COMMERCE.md: an inclusive 100.00 at 20 % is 83.33 net (its MRR) and 16.67 tax", () => {
    // 100.00 × 20 ÷ 120 = 16.666… → 16.67; 100.00 − 16.67 = 83.33.
    expect(lineTax("100", { percentage: "20", inclusive: true }, "EUR")).toBe("16.67");
    const taxed = invoiceTax({
      currency: "EUR",
      lines: [{ amount: "100" }],
      taxRate: rate("vat", "20", { inclusive: true }),
    });
    expect(taxed.lines[0]!.net).toBe("83.33");
  });

  it("California's 7.25 % on 10.00 is 0.725, rounded half away from zero to 0.73 (COMMERCE.md rounding)", () => {
    expect(lineTax("10", { percentage: "7.25", inclusive: false }, "USD")).toBe("0.73");
    // A credit line rounds the same way, away from zero: −0.50 × 5 ÷ 100 = −0.025 → −0.03.
    expect(lineTax("-0.5", { percentage: "5", inclusive: false }, "USD")).toBe("-0.03");
  });

  it("Japan's 10 % consumption tax in yen, which has no minor unit", () => {
    // Inclusive ¥1,050: 1050 × 10 ÷ 110 = 95.45… → ¥95. Exclusive ¥1,005: 100.5 → ¥101 (half away from zero).
    expect(lineTax("1050", { percentage: "10", inclusive: true }, "JPY")).toBe("95");
    expect(lineTax("1005", { percentage: "10", inclusive: false }, "JPY")).toBe("101");
  });

  it("rounds each line's tax once, not the invoice's (COMMERCE.md: 'Each line's tax is rounded once')", () => {
    // Three lines of 0.10 at 5 %: 0.005 each → 0.01 each, 0.03 in all (the invoice's 0.015 would give 0.02).
    const taxed = invoiceTax({
      currency: "USD",
      lines: [{ amount: "0.1" }, { amount: "0.1" }, { amount: "0.1" }],
      taxRate: rate("t", "5"),
    });
    expect(taxed.lines.map((line) => line.taxAmount)).toEqual(["0.01", "0.01", "0.01"]);
    expect(taxed).toMatchObject({ tax: "0.03", total: "0.33" });
  });

  it("taxes each line after its discount, and groups the tax lines per rate", () => {
    // Plan 100.00 less 10.00 discount at 20 % exclusive: 90.00 × 0.20 = 18.00.
    // Add-on 50.00 at 7 % exclusive: 3.50. Set-up 24.00 at 20 % inclusive: 24 × 20 ÷ 120 = 4.00 inside.
    const standard = rate("std", "20");
    const reduced = rate("red", "7");
    const inclusive = rate("inc", "20", { inclusive: true });
    const taxed = invoiceTax({
      currency: "EUR",
      taxRate: standard,
      lines: [
        { id: "plan", amount: "100", discount: "10" },
        { id: "addon", amount: "50", taxRate: reduced },
        { id: "setup", amount: "24", taxRate: inclusive },
        { id: "free", amount: "5", taxRate: null },
      ],
    });
    expect(taxed.lines.map((line) => [line.id, line.taxRateId, line.taxAmount, line.total])).toEqual([
      ["plan", "std", "18", "108"],
      ["addon", "red", "3.5", "53.5"],
      ["setup", "inc", "4", "24"],
      ["free", null, "0", "5"],
    ]);
    expect(taxed.taxLines).toEqual([
      {
        taxRateId: "std",
        name: "std",
        percentage: "20",
        inclusive: false,
        taxableAmount: "90",
        amount: "18",
      },
      {
        taxRateId: "red",
        name: "red",
        percentage: "7",
        inclusive: false,
        taxableAmount: "50",
        amount: "3.5",
      },
      { taxRateId: "inc", name: "inc", percentage: "20", inclusive: true, taxableAmount: "20", amount: "4" },
    ]);
    // subtotal 179 (inclusive tax inside), discount 10, tax 25.50, total 179 − 10 + 18 + 3.50 = 190.50.
    expect(taxed).toMatchObject({ subtotal: "179", discount: "10", tax: "25.5", total: "190.5" });
  });

  it("refuses a rate outside 0 to 100 or with more than 4 decimals", () => {
    expect(() => lineTax("10", { percentage: "101", inclusive: false }, "USD")).toThrow(/0 to 100/);
    expect(() => lineTax("10", { percentage: "-1", inclusive: false }, "USD")).toThrow(/0 to 100/);
    expect(() => lineTax("10", { percentage: "8.12345", inclusive: false }, "USD")).toThrow(/4 decimals/);
    expect(lineTax("10", { percentage: "8.8875", inclusive: false }, "USD")).toBe("0.89");
  });
});

describe("spreading an amount pro rata", () => {
  it("gives the odd cents to the largest remainders, the earlier on a tie: 10.00 over three equal lines", () => {
    // 10.00 ÷ 3 = 3.333…: 3.33 each and one cent left, which goes to the first.
    expect(spreadAmount("10", ["1", "1", "1"], "USD")).toEqual(["3.34", "3.33", "3.33"]);
    // 1.00 over 30 and 70: exact.
    expect(spreadAmount("1", ["30", "70"], "USD")).toEqual(["0.3", "0.7"]);
    // Lines of 0 or less take nothing.
    expect(spreadAmount("5", ["0", "-3", "10"], "USD")).toEqual(["0", "0", "5"]);
    expect(spreadAmount("0", ["0"], "USD")).toEqual(["0"]);
    expect(() => spreadAmount("1", ["0"], "USD")).toThrow();
  });
});

// Amounts as an invoice holds them: rounded to the currency's minor unit, as decimal strings.
const currency = fc.constantFrom("USD", "EUR", "JPY", "BHD");
const unitsIn = (units: number, currencyCode: string): string => {
  const digits = minorUnits(currencyCode);
  return digits === 0 ? String(units) : divideAmount(String(units), `1${"0".repeat(digits)}`);
};
const percentage = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 9999 }))
  .map(([whole, fraction]) => (whole === 100 ? "100" : `${whole}.${String(fraction).padStart(4, "0")}`));
const oneUnit = (currencyCode: string) => unitsIn(1, currencyCode);
const abs = (value: string) => (value.startsWith("-") ? value.slice(1) : value);

describe("tax properties", () => {
  it("an exclusive net plus its tax, taxed as an inclusive price, gives back the same net and tax exactly", () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: -1_000_000, max: 1_000_000 }), percentage, (code, units, p) => {
        const net = unitsIn(units, code);
        const exclusive = lineTax(net, { percentage: p, inclusive: false }, code);
        const gross = addAmounts(net, exclusive);
        expect(lineTax(gross, { percentage: p, inclusive: true }, code)).toBe(exclusive);
      }),
    );
  });

  it("an inclusive price is its net plus that net's exclusive tax, within one minor unit", () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: -1_000_000, max: 1_000_000 }), percentage, (code, units, p) => {
        const gross = unitsIn(units, code);
        const net = subtractAmounts(gross, lineTax(gross, { percentage: p, inclusive: true }, code));
        const again = addAmounts(net, lineTax(net, { percentage: p, inclusive: false }, code));
        expect(compareAmounts(abs(subtractAmounts(again, gross)), oneUnit(code))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("the tax per rate adds up to the invoice's tax, and the lines to its total", () => {
    const rates = [rate("a", "20"), rate("b", "7.5", { inclusive: true }), rate("c", "0"), rate("d", "19.6")];
    const line = fc.record({
      units: fc.integer({ min: -50_000, max: 500_000 }),
      off: fc.integer({ min: 0, max: 100 }),
      rateIndex: fc.integer({ min: -1, max: rates.length - 1 }),
    });
    fc.assert(
      fc.property(currency, fc.array(line, { maxLength: 12 }), (code, lines) => {
        const taxed = invoiceTax({
          currency: code,
          lines: lines.map((one) => {
            const amount = unitsIn(one.units, code);
            return {
              amount,
              discount: roundMoney(multiplyAmount(amount, divideAmount(String(one.off), "100")), code),
              taxRate: one.rateIndex < 0 ? null : rates[one.rateIndex],
            };
          }),
        });
        expect(addAmounts(...taxed.taxLines.map((group) => group.amount))).toBe(taxed.tax);
        expect(addAmounts(...taxed.lines.map((one) => one.taxAmount))).toBe(taxed.tax);
        expect(addAmounts(...taxed.lines.map((one) => one.total))).toBe(taxed.total);
        const exclusiveTax = taxed.taxLines.filter((group) => !group.inclusive).map((group) => group.amount);
        expect(addAmounts(subtractAmounts(taxed.subtotal, taxed.discount), ...exclusiveTax)).toBe(
          taxed.total,
        );
        for (const one of taxed.lines) {
          expect(addAmounts(one.net, one.taxAmount)).toBe(one.total);
          expect(roundMoney(one.taxAmount, code)).toBe(one.taxAmount);
        }
      }),
    );
  });

  it("a spread adds up to its amount exactly, each share within one minor unit of its exact pro rata part", () => {
    fc.assert(
      fc.property(
        currency,
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 100 }),
        (code, weightUnits, percent) => {
          const weights = weightUnits.map((units) => unitsIn(units, code));
          const all = addAmounts(...weights);
          if (compareAmounts(all, "0") === 0) return;
          const total = roundMoney(multiplyAmount(all, divideAmount(String(percent), "100")), code);
          const shares = spreadAmount(total, weights, code);
          expect(addAmounts(...shares)).toBe(total);
          shares.forEach((share, index) => {
            const exact = divideAmount(multiplyAmount(total, weights[index]!), all);
            expect(compareAmounts(abs(subtractAmounts(share, exact)), oneUnit(code))).toBeLessThan(0);
            // A discount spread this way never passes a line's own amount.
            expect(compareAmounts(share, weights[index]!)).toBeLessThanOrEqual(0);
          });
        },
      ),
    );
  });
});

describe("an amount without an inclusive rate's tax (MRR excludes tax both ways)", () => {
  it("takes the tax out of an inclusive amount and leaves an exclusive one as it is", () => {
    // COMMERCE.md's example: an inclusive 100.00 at 20% is 83.33 of MRR.
    expect(withoutTax("100", { percentage: "20", inclusive: true }, "EUR")).toBe("83.33");
    expect(withoutTax("100", { percentage: "20", inclusive: false }, "EUR")).toBe("100");
    expect(withoutTax("100", null, "EUR")).toBe("100");
    expect(withoutTax("30", { percentage: "10", inclusive: true }, "AUD")).toBe("27.27");
  });
});
