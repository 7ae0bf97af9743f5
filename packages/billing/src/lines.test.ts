import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addAmounts,
  compareAmounts,
  firstInvoiceLines,
  invoiceTotals,
  LinePricingError,
  mrrOf,
  type PricePointLike,
  type RedeemedCoupon,
  recurringLines,
  roundMoney,
  type SubscriptionItems,
  termAmount,
  usageCharge,
} from "./index.ts";

const april = { start: "2027-04-01", end: "2027-05-01" };

/** Growth: $49.99 a month with a $100 setup fee, three $10 seats, and a $250 one-time onboarding. */
const growth: SubscriptionItems = {
  currency: "USD",
  frequency: "monthly",
  plan: {
    name: "Growth",
    pricePointId: "growth-monthly",
    point: { pricingModel: "flat_fee", currency: "USD", price: "49.99", setupFee: "100" },
  },
  addons: [
    {
      name: "Seats",
      pricePointId: "seats",
      point: { pricingModel: "per_unit", currency: "USD", unitPrice: "10" },
      quantity: 3,
      recurring: true,
    },
    {
      name: "Onboarding",
      pricePointId: "onboarding",
      point: { pricingModel: "flat_fee", currency: "USD", price: "250" },
      quantity: 1,
      recurring: false,
    },
  ],
};

const coupon = (value: string, rest: Partial<RedeemedCoupon> = {}): RedeemedCoupon => ({
  id: "redemption-1",
  code: "SAVE",
  name: "Save",
  discountType: "percentage",
  discountValue: value,
  durationType: "forever",
  duration: null,
  currency: null,
  appliedOn: "2027-04-01",
  invoicesDiscounted: 0,
  ...rest,
});

const tiers = [
  { startingUnit: 1, endingUnit: 10, price: "10" },
  { startingUnit: 11, endingUnit: 50, price: "8" },
  { startingUnit: 51, price: "6" },
];

const planOnly = (point: PricePointLike, frequency: SubscriptionItems["frequency"] = "monthly") => ({
  currency: point.currency,
  frequency,
  plan: { name: "Team", pricePointId: "team", point },
  addons: [],
});

describe("a subscription's lines", () => {
  it("bills the plan and recurring add-ons each term, with the term as their period", () => {
    expect(recurringLines(growth, 1, april)).toEqual([
      {
        kind: "plan",
        description: "Growth",
        quantity: 1,
        amount: "49.99",
        recurring: true,
        ref: { pricePointId: "growth-monthly", periodStart: "2027-04-01", periodEnd: "2027-05-01" },
      },
      {
        kind: "addon",
        description: "Seats × 3",
        quantity: 3,
        amount: "30",
        recurring: true,
        ref: { pricePointId: "seats", periodStart: "2027-04-01", periodEnd: "2027-05-01" },
      },
    ]);
    expect(recurringLines(growth, 2, april)[0]?.description).toBe("Growth × 2");
  });

  it("adds the setup fee and the one-time add-on to the first invoice only, where a coupon discounts only the recurring lines", () => {
    expect(firstInvoiceLines(growth, 1)).toEqual([
      { kind: "setup_fee", description: "Growth setup fee", quantity: 1, amount: "100", recurring: false },
      { kind: "addon", description: "Onboarding", quantity: 1, amount: "250", recurring: false },
    ]);
    const first = invoiceTotals({
      currency: "USD",
      lines: [...recurringLines(growth, 1, april), ...firstInvoiceLines(growth, 1)],
      coupons: [coupon("10")],
    });
    // 10% of 79.99 is 7.999, rounded once to 8.00; the 350 charged once is not discounted.
    expect(first.subtotal).toBe("429.99");
    expect(first.discount).toBe("8");
    expect(first.total).toBe("421.99");
    expect(termAmount(growth, 1)).toBe("79.99");
  });

  it("prices a plan by tiers: graduated tiers charge each band its price, a volume price puts every unit in one", () => {
    const tiered = planOnly({ pricingModel: "tiered", currency: "USD", tiers });
    const volume = planOnly({ pricingModel: "volume", currency: "USD", tiers });
    // 10 × $10 + 10 × $8 against 20 × $8.
    expect(termAmount(tiered, 20)).toBe("180");
    expect(termAmount(volume, 20)).toBe("160");
    expect(recurringLines(volume, 20, april)[0]).toMatchObject({ description: "Team × 20", quantity: 20 });
  });

  it("bills no plan line in advance for a metered plan (its usage is billed after the term)", () => {
    const metered = {
      ...growth,
      plan: {
        ...growth.plan,
        point: { pricingModel: "metered", currency: "USD", unitPrice: "0.01" } as PricePointLike,
      },
    };
    expect(recurringLines(metered, 1, april).map((line) => line.kind)).toEqual(["addon"]);
    expect(termAmount(metered, 1)).toBe("30");
  });

  it("says which price point refuses a quantity", () => {
    const perSeat = planOnly({ pricingModel: "per_unit", currency: "USD", unitPrice: "5" });
    expect(() => recurringLines(perSeat, 1.5, april)).toThrow(LinePricingError);
    try {
      termAmount(perSeat, -1);
    } catch (error) {
      expect(error).toBeInstanceOf(LinePricingError);
      expect((error as LinePricingError).pricePointId).toBe("team");
    }
    expect.assertions(3);
  });
});

describe("MRR", () => {
  it("is the term's amount as a month's worth, after the recurring coupons still running", () => {
    expect(mrrOf(growth, 1, [], "2027-04-01")).toBe("79.99");
    // 79.99 less 10% is 71.991: rounded once, at the end.
    expect(mrrOf(growth, 1, [coupon("10")], "2027-04-01")).toBe("71.99");
    // A one-time coupon is not recurring revenue; a fixed amount in another currency does not apply.
    expect(mrrOf(growth, 1, [coupon("50", { durationType: "one_time" })], "2027-04-01")).toBe("79.99");
    const euros = coupon("5", { discountType: "fixed_amount", currency: "EUR" });
    expect(mrrOf(growth, 1, [euros], "2027-04-01")).toBe("79.99");
    const dollars = coupon("5", { discountType: "fixed_amount", currency: "USD" });
    expect(mrrOf(growth, 1, [dollars], "2027-04-01")).toBe("74.99");
  });

  it("is 0 under a 100% coupon, and back once a limited coupon's months are over", () => {
    const threeMonths = coupon("100", {
      durationType: "limited_period",
      duration: 3,
      appliedOn: "2027-01-31",
    });
    expect(mrrOf(growth, 1, [threeMonths], "2027-04-30")).toBe("0");
    expect(mrrOf(growth, 1, [threeMonths], "2027-05-01")).toBe("79.99");
  });

  it("divides a yearly term by 12 and a quarterly by 3, rounding once", () => {
    const yearly = planOnly({ pricingModel: "flat_fee", currency: "USD", price: "1000" }, "yearly");
    expect(mrrOf(yearly, 1, [], "2027-04-01")).toBe("83.33");
    const quarterly = planOnly({ pricingModel: "flat_fee", currency: "JPY", price: "10000" }, "quarterly");
    expect(mrrOf(quarterly, 1, [], "2027-04-01")).toBe("3333");
  });
});

describe("usage billed after a term", () => {
  it("charges the units beyond those included, exactly, rounding the amount once", () => {
    expect(usageCharge({ used: "1500", included: 1000, pricePerUnit: "0.002", currency: "USD" })).toEqual({
      billable: "500",
      amount: "1",
    });
    // 0.3 − 0.1 units is 0.2 exactly (not 0.19999999999999998).
    expect(usageCharge({ used: "0.3", included: 0, pricePerUnit: "1", currency: "USD" }).billable).toBe(
      "0.3",
    );
    expect(usageCharge({ used: "12.5", included: 2, pricePerUnit: "0.333335", currency: "USD" })).toEqual({
      billable: "10.5",
      amount: "3.5",
    });
    expect(usageCharge({ used: "800", included: 1000, pricePerUnit: "0.002", currency: "USD" })).toEqual({
      billable: "0",
      amount: "0",
    });
    expect(usageCharge({ used: "7", pricePerUnit: "150", currency: "JPY" }).amount).toBe("1050");
  });
});

// Prices as a catalog holds them: up to 6 decimals, as decimal strings.
const price = fc
  .tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 999_999 }))
  .map(([units, micros]) => `${units}.${String(micros).padStart(6, "0")}`);
const point: fc.Arbitrary<PricePointLike> = fc.oneof(
  fc.record({ pricingModel: fc.constant("flat_fee" as const), currency: fc.constant("USD"), price }),
  fc.record({
    pricingModel: fc.constant("per_unit" as const),
    currency: fc.constant("USD"),
    unitPrice: price,
  }),
  fc.record({
    pricingModel: fc.constantFrom("tiered" as const, "volume" as const),
    currency: fc.constant("USD"),
    tiers: fc.constant(tiers),
    setupFee: price,
  }),
);
const items: fc.Arbitrary<SubscriptionItems> = fc.record({
  currency: fc.constant("USD"),
  frequency: fc.constantFrom("monthly" as const, "quarterly" as const, "yearly" as const),
  plan: fc.record({ name: fc.constant("Plan"), pricePointId: fc.constant("plan"), point }),
  addons: fc.array(
    fc.record({
      name: fc.constant("Add-on"),
      pricePointId: fc.constant("addon"),
      point,
      quantity: fc.integer({ min: 1, max: 60 }),
      recurring: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
});
const quantity = fc.integer({ min: 1, max: 60 });

describe("lines properties", () => {
  it("the recurring lines, each rounded once, add up to the term's amount, whatever the term", () => {
    fc.assert(
      fc.property(items, quantity, (held, q) => {
        const lines = recurringLines(held, q, april);
        const sum = addAmounts(...lines.map((line) => roundMoney(line.amount, "USD")));
        expect(sum).toBe(termAmount(held, q));
        expect(invoiceTotals({ currency: "USD", lines }).total).toBe(termAmount(held, q));
      }),
    );
  });

  it("coupons never raise the MRR, and a 100% coupon brings it to 0", () => {
    fc.assert(
      fc.property(items, quantity, fc.integer({ min: 0, max: 100 }), (held, q, percent) => {
        const without = mrrOf(held, q, [], "2027-04-01");
        const withCoupon = mrrOf(held, q, [coupon(String(percent))], "2027-04-01");
        expect(compareAmounts(withCoupon, without)).toBeLessThanOrEqual(0);
        expect(mrrOf(held, q, [coupon("100")], "2027-04-01")).toBe("0");
      }),
    );
  });
});
