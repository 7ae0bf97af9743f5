import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addAmounts,
  compareAmounts,
  minorUnits,
  multiplyAmount,
  type PricePointLike,
  type PriceTier,
  type PricingModel,
  priceFor,
  roundMoney,
} from "./index.ts";

// Prices as a catalog holds them: up to 6 decimals, as decimal strings (never a binary fraction).
const price = fc
  .tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 999_999 }))
  .map(([units, micros]) => `${units}.${String(micros).padStart(6, "0")}`);

const tiers: fc.Arbitrary<PriceTier[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 6 })
  .chain((starts) =>
    fc.tuple(
      ...starts.map((startingUnit) =>
        fc.record({
          startingUnit: fc.constant(startingUnit),
          endingUnit: fc.option(fc.integer({ min: startingUnit, max: 400 }), { nil: null }),
          price,
        }),
      ),
    ),
  );

const currency = fc.constantFrom("USD", "EUR", "JPY", "KRW", "BHD", "KWD", "CLF");
const quantity = fc.integer({ min: 0, max: 1000 });

const point = (pricingModel: PricingModel, rest: Partial<PricePointLike>): PricePointLike => ({
  pricingModel,
  currency: "USD",
  ...rest,
});

/** Every point the engine prices, with what it needs. */
const anyPoint: fc.Arbitrary<PricePointLike> = fc.oneof(
  fc.record({ pricingModel: fc.constant("flat_fee" as const), currency, price }),
  fc.record({ pricingModel: fc.constant("per_unit" as const), currency, price, freeQuantity: fc.nat(20) }),
  fc.record({
    pricingModel: fc.constantFrom(
      "tiered" as const,
      "volume" as const,
      "stairstep" as const,
      "metered" as const,
    ),
    currency,
    tiers,
  }),
  fc.record({
    pricingModel: fc.constant("package" as const),
    currency,
    price,
    packageSize: fc.integer({ min: 1, max: 50 }),
    freeQuantity: fc.nat(20),
  }),
  fc.record({ pricingModel: fc.constant("percentage" as const), currency, percentage: price }),
  fc.record({
    pricingModel: fc.constant("metered" as const),
    currency,
    unitPrice: price,
    freeQuantity: fc.nat(20),
  }),
);

const negate = (value: string) => (value.startsWith("-") ? value.slice(1) : `-${value}`);

const optionsFor = (q: number) => ({ quantity: q, baseAmount: "1234.56" });

describe("pricing properties", () => {
  it("per unit, tiered (graduated) and package never fall as the quantity grows", () => {
    const growing = fc.oneof(
      fc.record({
        pricingModel: fc.constant("per_unit" as const),
        currency,
        price,
        freeQuantity: fc.nat(20),
      }),
      fc.record({ pricingModel: fc.constant("tiered" as const), currency, tiers }),
      fc.record({
        pricingModel: fc.constant("package" as const),
        currency,
        price,
        packageSize: fc.integer({ min: 1, max: 50 }),
        freeQuantity: fc.nat(20),
      }),
    );
    fc.assert(
      fc.property(growing, quantity, fc.integer({ min: 1, max: 200 }), (p, q, more) => {
        const low = priceFor(p, { quantity: q });
        const high = priceFor(p, { quantity: q + more });
        expect(compareAmounts(low.exactAmount, high.exactAmount)).toBeLessThanOrEqual(0);
        expect(compareAmounts(low.amount, high.amount)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("no model gives a negative amount", () => {
    fc.assert(
      fc.property(anyPoint, quantity, (p, q) => {
        const result = priceFor(p, optionsFor(q));
        expect(compareAmounts(result.exactAmount, 0)).toBeGreaterThanOrEqual(0);
        expect(compareAmounts(result.amount, 0)).toBeGreaterThanOrEqual(0);
        for (const line of result.breakdown) expect(compareAmounts(line.amount, 0)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("the amount never depends on the order the tiers were entered in", () => {
    const shuffled = tiers.chain((list) =>
      fc.tuple(
        fc.constant(list),
        fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
      ),
    );
    const model = fc.constantFrom(
      "tiered" as const,
      "volume" as const,
      "stairstep" as const,
      "metered" as const,
    );
    fc.assert(
      fc.property(shuffled, model, quantity, ([entered, reordered], pricingModel, q) => {
        const a = priceFor(point(pricingModel, { tiers: entered }), { quantity: q });
        const b = priceFor(point(pricingModel, { tiers: reordered }), { quantity: q });
        expect(b).toEqual(a);
      }),
    );
  });

  it("breakdown amounts add up to exactAmount, and each line is quantity × unit amount", () => {
    fc.assert(
      fc.property(anyPoint, quantity, (p, q) => {
        const result = priceFor(p, optionsFor(q));
        expect(addAmounts(...result.breakdown.map((line) => line.amount))).toBe(result.exactAmount);
        for (const line of result.breakdown)
          expect(multiplyAmount(line.quantity, line.unitAmount)).toBe(line.amount);
        expect(result.amount).toBe(roundMoney(result.exactAmount, result.currency));
      }),
    );
  });

  it("tiered (graduated) equals pricing each unit by the tier it falls in, one by one", () => {
    fc.assert(
      fc.property(tiers, fc.integer({ min: 0, max: 400 }), (list, q) => {
        const sorted = [...list].sort((a, b) => a.startingUnit - b.startingUnit);
        const priceOfUnit = (unit: number) =>
          [...sorted].reverse().find((tier) => tier.startingUnit <= unit)?.price ?? sorted[0]!.price;
        const units = Array.from({ length: q }, (_, index) => priceOfUnit(index + 1));
        expect(priceFor(point("tiered", { tiers: list }), { quantity: q }).exactAmount).toBe(
          addAmounts(...units),
        );
      }),
    );
  });

  it("volume prices every unit at one tier's price; stairstep is one tier's price", () => {
    fc.assert(
      fc.property(tiers, fc.integer({ min: 1, max: 400 }), (list, q) => {
        const prices = list.map((tier) => tier.price);
        const volume = priceFor(point("volume", { tiers: list }), { quantity: q });
        const stairstep = priceFor(point("stairstep", { tiers: list }), { quantity: q });
        expect(prices.map((p) => multiplyAmount(p, q))).toContain(volume.exactAmount);
        expect(prices.map((p) => addAmounts(p))).toContain(stairstep.exactAmount);
      }),
    );
  });

  it("roundMoney has at most the currency's minor-unit decimals and is within half a minor unit", () => {
    const amount = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 10 }))
      .map(([negative, digits, scale]) => {
        const text = digits.toString().padStart(scale + 1, "0");
        const decimal = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
        return negative ? `-${decimal}` : decimal;
      });
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        const rounded = roundMoney(value, code);
        expect(rounded).not.toMatch(/e/i);
        expect(rounded.split(".")[1]?.length ?? 0).toBeLessThanOrEqual(minorUnits(code));
        const error = addAmounts(rounded, negate(value));
        const half = `0.${"0".repeat(minorUnits(code))}5`;
        expect(compareAmounts(error.replace("-", ""), half)).toBeLessThanOrEqual(0);
        // Half away from zero is symmetric.
        expect(addAmounts(roundMoney(negate(value), code), rounded)).toBe("0");
      }),
    );
  });
});
