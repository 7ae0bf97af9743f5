import { describe, expect, it } from "vitest";
import {
  addAmounts,
  monthlyValue,
  type PricePointLike,
  type PriceTier,
  priceFor,
  startingPrice,
} from "./index.ts";

const amountOf = (point: PricePointLike, quantity?: number, baseAmount?: number | string) =>
  priceFor(point, {
    ...(quantity === undefined ? {} : { quantity }),
    ...(baseAmount === undefined ? {} : { baseAmount }),
  }).amount;

// ---- Stripe's documentation --------------------------------------------------------------------------------

describe("Stripe docs", () => {
  // docs.stripe.com/subscriptions/pricing-models/tiered-pricing: Typographic's fonts, tiers 1-5 at 7 USD,
  // 6-10 at 6.5 USD, 11+ at 6 USD.
  const typographic: PriceTier[] = [
    { startingUnit: 1, endingUnit: 5, price: 7 },
    { startingUnit: 6, endingUnit: 10, price: 6.5 },
    { startingUnit: 11, endingUnit: null, price: 6 },
  ];

  it.each([
    [1, "7"],
    [5, "35"],
    [6, "39"],
    [20, "120"],
    [25, "150"],
  ])('Stripe "Set up tiered pricing", volume-based: %i fonts cost %s USD', (fonts, total) => {
    expect(amountOf({ pricingModel: "volume", currency: "USD", tiers: typographic }, fonts)).toBe(total);
  });

  it.each([
    [1, "7"],
    [5, "35"],
    [6, "41.5"],
    [20, "127.5"],
    [25, "157.5"],
  ])('Stripe "Set up tiered pricing", graduated: %i fonts cost %s USD', (fonts, total) => {
    expect(amountOf({ pricingModel: "tiered", currency: "USD", tiers: typographic }, fonts)).toBe(total);
  });

  it('Stripe "Set up tiered pricing", graduated: the breakdown shows each tier\'s units (20 fonts)', () => {
    const result = priceFor(
      { pricingModel: "tiered", currency: "USD", tiers: typographic },
      { quantity: 20 },
    );
    expect(result.breakdown).toEqual([
      {
        description: "units 1–5",
        quantity: "5",
        unitAmount: "7",
        amount: "35",
        tier: { startingUnit: 1, endingUnit: 5 },
      },
      {
        description: "units 6–10",
        quantity: "5",
        unitAmount: "6.5",
        amount: "32.5",
        tier: { startingUnit: 6, endingUnit: 10 },
      },
      {
        description: "units 11 and above",
        quantity: "10",
        unitAmount: "6",
        amount: "60",
        tier: { startingUnit: 11, endingUnit: null },
      },
    ]);
  });

  // docs.stripe.com/billing/subscriptions/quantities, "Quantity transformation": 10 USD for every 5 users
  // (or portion thereof).
  it.each([
    [1, "10"],
    [3, "10"],
    [5, "10"],
    [6, "20"],
    [7, "20"],
  ])(
    'Stripe "Quantity transformation" (package of 5 users at 10 USD): %i users cost %s USD',
    (users, total) => {
      expect(amountOf({ pricingModel: "package", currency: "USD", price: 10, packageSize: 5 }, users)).toBe(
        total,
      );
    },
  );

  // docs.stripe.com/billing/subscriptions/usage-based/transform-quantities: usage in minutes, 10 USD per
  // started hour; 150 minutes are charged 30 USD.
  it('Stripe "Transform quantities": a car rented 150 minutes at 10 USD per started hour costs 30 USD', () => {
    expect(amountOf({ pricingModel: "package", currency: "USD", price: 10, packageSize: 60 }, 150)).toBe(
      "30",
    );
  });

  // docs.stripe.com/billing/subscriptions/quantities: hosting at 9.99 USD per site, per month.
  it('Stripe "Setting subscription quantities": 2 sites at 9.99 USD cost 19.98 USD', () => {
    const point = { pricingModel: "per_unit", currency: "USD", unitPrice: 9.99 } as const;
    expect(amountOf(point, 1)).toBe("9.99");
    expect(amountOf(point, 2)).toBe("19.98");
  });

  // docs.stripe.com/products-prices/pricing-models, "Flat rate": Togethere's Basic at 10 USD a month or 100
  // USD a year.
  it('Stripe "Recurring pricing models", flat rate: Basic is 10 USD a month whatever the quantity', () => {
    const basic = { pricingModel: "flat_fee", currency: "USD", price: 10 } as const;
    expect(amountOf(basic)).toBe("10");
    expect(amountOf(basic, 7)).toBe("10");
    expect(amountOf(basic, 0)).toBe("10");
    expect(monthlyValue(100, "year")).toBe("8.33333333333333333333");
  });

  // docs.stripe.com/billing/subscriptions/usage-based-v1/use-cases/flat-fee-and-overages: 100 USD per user,
  // usage 0-1000 at 0 USD, 1000+ at 0.04 USD. The page gives no total; 1,500 tokens → 500 × 0.04 = 20 USD.
  it('Stripe "Flat fee and overages": 1,000 units included, then 0.04 USD each', () => {
    const tiers = [
      { startingUnit: 1, endingUnit: 1000, price: 0 },
      { startingUnit: 1001, endingUnit: null, price: 0.04 },
    ];
    const byTiers = { pricingModel: "metered", currency: "USD", tiers } as const;
    expect(amountOf(byTiers, 800)).toBe("0");
    expect(amountOf(byTiers, 1500)).toBe("20");
    const byMetric = { pricingModel: "metered", currency: "USD" } as const;
    const metric = { pricePerUnit: 0.04, includedQuantity: 1000 };
    const result = priceFor(byMetric, { quantity: 1500, metric });
    expect(result.amount).toBe("20");
    expect(result.breakdown).toEqual([
      { description: "Included usage", quantity: "1000", unitAmount: "0", amount: "0" },
      {
        description: "Usage beyond the included quantity",
        quantity: "500",
        unitAmount: "0.04",
        amount: "20",
      },
    ]);
    const licence = { pricingModel: "per_unit", currency: "USD", unitPrice: 100 } as const;
    expect(addAmounts(amountOf(licence, 3), result.amount)).toBe("320");
  });
});

// ---- Chargebee's documentation -----------------------------------------------------------------------------

describe("Chargebee docs", () => {
  // chargebee.com/docs/billing/2.0/kb/product-catalog/what-are-pricing-models-available-for-plans-addons-charges:
  // "a SaaS product for $29 per user per month".
  it('Chargebee "Pricing models", per unit: $29 per user, 5 users cost $145', () => {
    expect(amountOf({ pricingModel: "per_unit", currency: "USD", price: 29 }, 5)).toBe("145");
  });

  // chargebee.com/saas-pricing-models: "A customer using 15 licenses will have to pay $20 for the first 9
  // licenses and $15 for the rest."
  it('Chargebee "SaaS pricing models", tiered: 15 licences, the first 9 at $20 and the rest at $15, cost $270', () => {
    const tiers = [
      { startingUnit: 1, endingUnit: 9, price: 20 },
      { startingUnit: 10, price: 15 },
    ];
    const result = priceFor({ pricingModel: "tiered", currency: "USD", tiers }, { quantity: 15 });
    expect(result.amount).toBe("270");
    expect(result.breakdown.map((line) => [line.quantity, line.unitAmount, line.amount])).toEqual([
      ["9", "20", "180"],
      ["6", "15", "90"],
    ]);
  });

  // chargebee.com/saas-pricing-models: "A customer using 15 licenses pays $10 per license." (The page gives
  // the price of the slab 15 falls in; the slab bounds here are ours.)
  it('Chargebee "SaaS pricing models", volume: 15 licences at $10 per licence cost $150', () => {
    const tiers = [
      { startingUnit: 1, endingUnit: 9, price: 20 },
      { startingUnit: 10, price: 10 },
    ];
    expect(amountOf({ pricingModel: "volume", currency: "USD", tiers }, 15)).toBe("150");
    expect(amountOf({ pricingModel: "volume", currency: "USD", tiers }, 9)).toBe("180");
  });

  // chargebee.com/saas-pricing-models: "A cloud storage business charges $100 for 500GB, $200 for 2 TB and
  // $400 for 4 TB of storage space." (units: GB, 1 TB = 1,000 GB)
  it.each([
    [1, "100"],
    [300, "100"],
    [500, "100"],
    [501, "200"],
    [1500, "200"],
    [2000, "200"],
    [4000, "400"],
  ])('Chargebee "SaaS pricing models", stairstep: %i GB cost $%s', (gigabytes, total) => {
    const tiers = [
      { startingUnit: 2001, endingUnit: 4000, price: 400 },
      { startingUnit: 1, endingUnit: 500, price: 100 },
      { startingUnit: 501, endingUnit: 2000, price: 200 },
    ];
    expect(amountOf({ pricingModel: "stairstep", currency: "USD", tiers }, gigabytes)).toBe(total);
  });

  // chargebee.com/docs/billing/2.0/product-catalog/package-pricing, "Package pricing example (OpenAI -
  // GPT-5)": packages of 1,000,000 tokens at $1.25.
  it.each([
    [10, "1.25"],
    [1_000_000, "1.25"],
    [1_500_000, "2.5"],
  ])('Chargebee "Package pricing" (1M tokens at $1.25): %i tokens cost $%s', (tokens, total) => {
    const point = { pricingModel: "package", currency: "USD", price: 1.25, packageSize: 1_000_000 } as const;
    expect(amountOf(point, tokens)).toBe(total);
  });
});

// ---- Lago's documentation ----------------------------------------------------------------------------------

describe("Lago docs", () => {
  // getlago.com/docs/guide/plans/charges/charge-models/package: "$5 per 100 units and offer the first 100
  // units. In this example, 201 units would cost $0 (first 100 units) + $5 (next 100 units) + $5 (last unit)
  // = $10."
  it('Lago "Package charge model": 201 units, the first 100 free, then $5 per 100, cost $10', () => {
    const point = {
      pricingModel: "package",
      currency: "USD",
      price: 5,
      packageSize: 100,
      freeQuantity: 100,
    } as const;
    const result = priceFor(point, { quantity: 201 });
    expect(result.amount).toBe("10");
    expect(result.breakdown).toEqual([
      { description: "Free units", quantity: "100", unitAmount: "0", amount: "0" },
      { description: "2 packages of 100 units (101 units)", quantity: "2", unitAmount: "5", amount: "10" },
    ]);
    expect(amountOf(point, 100)).toBe("0");
    expect(amountOf(point, 200)).toBe("5");
  });

  // getlago.com/docs/guide/plans/charges/charge-models/graduated: "$1 per unit for the first 100 units, then
  // $0.50 per unit for the next 100 calls and finally, $0.10 for any additional unit." (No total on the page:
  // 250 units = 100 + 50 + 5 = $155.)
  it('Lago "Graduated charge model": 250 API calls cost $155', () => {
    const tiers = [
      { startingUnit: 1, endingUnit: 100, price: 1 },
      { startingUnit: 101, endingUnit: 200, price: 0.5 },
      { startingUnit: 201, endingUnit: null, price: 0.1 },
    ];
    expect(amountOf({ pricingModel: "tiered", currency: "USD", tiers }, 250)).toBe("155");
    expect(amountOf({ pricingModel: "metered", currency: "USD", tiers }, 250)).toBe("155");
    expect(amountOf({ pricingModel: "tiered", currency: "USD", tiers }, 100)).toBe("100");
  });

  // getlago.com/docs/guide/plans/charges/charge-models/volume: tiers 0-10,000 at $0.0010, 10,001-50,000 at
  // $0.0008, 50,001-100,000 at $0.0006, 100,001-∞ at $0.0004, each with a $10 fixed fee: "65,000 API calls
  // would cost 65,000 x $0.0006 + $10 = $49". Round's tiers carry no fee of their own; the $10 is a flat fee.
  it('Lago "Volume charge model": 65,000 API calls cost 65,000 × $0.0006 + $10 = $49', () => {
    const tiers = [
      { startingUnit: 0, endingUnit: 10_000, price: "0.0010" },
      { startingUnit: 10_001, endingUnit: 50_000, price: "0.0008" },
      { startingUnit: 50_001, endingUnit: 100_000, price: "0.0006" },
      { startingUnit: 100_001, endingUnit: null, price: "0.0004" },
    ];
    const usage = priceFor({ pricingModel: "volume", currency: "USD", tiers }, { quantity: 65_000 });
    expect(usage.amount).toBe("39");
    const fee = amountOf({ pricingModel: "flat_fee", currency: "USD", price: 10 });
    expect(addAmounts(usage.amount, fee)).toBe("49");
  });

  // getlago.com/docs/guide/plans/charges/charge-models/graduated-percentage: "A first transaction at $500 would
  // cost (500 units x 1%) + $200 flat fee = $205.00" (the percentage part: $5).
  it('Lago "Percentage" models: 1% of a $500 transaction is $5', () => {
    const point = { pricingModel: "percentage", currency: "USD", percentage: 1 } as const;
    const result = priceFor(point, { baseAmount: 500 });
    expect(result.amount).toBe("5");
    expect(result.breakdown).toEqual([
      { description: "1% of 500", quantity: "1", unitAmount: "5", amount: "5" },
    ]);
    expect(addAmounts(result.amount, 200)).toBe("205");
  });

  // getlago.com/docs/templates/per-transaction/stripe: card payments online at 2.9% (the fixed fee aside).
  it('Lago "Clone Stripe pricing": 2.9% of $123.45 is $3.58 (3.58005 rounded)', () => {
    const point = { pricingModel: "percentage", currency: "USD", percentage: 2.9 } as const;
    expect(priceFor(point, { baseAmount: 123.45 })).toMatchObject({ exactAmount: "3.58005", amount: "3.58" });
  });
});

// ---- The rules of the engine -------------------------------------------------------------------------------

describe("priceFor rules", () => {
  const tiers = [
    { startingUnit: 1, endingUnit: 5, price: 7 },
    { startingUnit: 6, endingUnit: 10, price: 6.5 },
  ];

  it("quantity 1 by default", () => {
    expect(amountOf({ pricingModel: "per_unit", currency: "USD", price: 3 })).toBe("3");
  });

  it("quantity 0: tiered, volume and stairstep are 0", () => {
    for (const pricingModel of ["tiered", "volume", "stairstep"] as const) {
      const result = priceFor({ pricingModel, currency: "USD", tiers }, { quantity: 0 });
      expect(result).toMatchObject({ amount: "0", exactAmount: "0", breakdown: [] });
    }
    expect(amountOf({ pricingModel: "per_unit", currency: "USD", price: 3 }, 0)).toBe("0");
    expect(amountOf({ pricingModel: "package", currency: "USD", price: 3, packageSize: 10 }, 0)).toBe("0");
  });

  it("a quantity beyond a last tier that has an end is priced with the last tier", () => {
    expect(amountOf({ pricingModel: "tiered", currency: "USD", tiers }, 12)).toBe(String(35 + 7 * 6.5));
    expect(amountOf({ pricingModel: "volume", currency: "USD", tiers }, 12)).toBe("78");
    expect(amountOf({ pricingModel: "stairstep", currency: "USD", tiers }, 12)).toBe("6.5");
  });

  it("per unit: free units are a line at 0; unitPrice wins over price", () => {
    const point = {
      pricingModel: "per_unit",
      currency: "USD",
      price: 1,
      unitPrice: 2,
      freeQuantity: 3,
    } as const;
    expect(priceFor(point, { quantity: 5 }).breakdown).toEqual([
      { description: "Free units", quantity: "3", unitAmount: "0", amount: "0" },
      { description: "Units beyond the free ones", quantity: "2", unitAmount: "2", amount: "4" },
    ]);
    expect(amountOf(point, 2)).toBe("0");
  });

  it("the setup fee is rounded and kept apart from the amount", () => {
    const point = { pricingModel: "flat_fee", currency: "JPY", price: 1000, setupFee: 499.5 } as const;
    expect(priceFor(point)).toMatchObject({ amount: "1000", setupFee: "500", currency: "JPY" });
    expect(priceFor({ ...point, setupFee: null }).setupFee).toBe("0");
  });

  it("metered usage may be fractional; included usage comes from the metric, else the free quantity", () => {
    const point = { pricingModel: "metered", currency: "USD", unitPrice: "0.25", freeQuantity: 2 } as const;
    expect(amountOf(point, 3.5)).toBe("0.38"); // 1.5 × 0.25 = 0.375
    const result = priceFor(point, { quantity: 3.5, metric: { pricePerUnit: 1, includedQuantity: 3 } });
    expect(result).toMatchObject({ exactAmount: "0.5", amount: "0.5" });
  });

  it("metered with tiers prices the usage beyond the included quantity, graduated", () => {
    const point = { pricingModel: "metered", currency: "USD", tiers } as const;
    const result = priceFor(point, { quantity: 10, metric: { includedQuantity: 3 } });
    expect(result.breakdown.map((line) => [line.description, line.quantity, line.amount])).toEqual([
      ["Included usage", "3", "0"],
      ["units 1–5", "5", "35"],
      ["units 6–10", "2", "13"],
    ]);
    expect(result.amount).toBe("48");
  });

  it.each([
    [{ pricingModel: "flat_fee", currency: "USD" }, {}, "A flat fee price needs a price"],
    [{ pricingModel: "per_unit", currency: "USD" }, {}, "A per unit price needs a price"],
    [{ pricingModel: "package", currency: "USD", price: 5 }, {}, "A package price needs a package size"],
    [
      { pricingModel: "package", currency: "USD", price: 5, packageSize: 0 },
      {},
      "Package size must be a whole number of at least 1",
    ],
    [
      { pricingModel: "package", currency: "USD", price: 5, packageSize: 2.5 },
      {},
      "Package size must be a whole number",
    ],
    [{ pricingModel: "tiered", currency: "USD" }, {}, "A tiered price needs at least one tier"],
    [{ pricingModel: "volume", currency: "USD", tiers: [] }, {}, "A volume price needs at least one tier"],
    [
      { pricingModel: "stairstep", currency: "USD", tiers: null },
      {},
      "A stairstep price needs at least one tier",
    ],
    [
      { pricingModel: "percentage", currency: "USD" },
      { baseAmount: 1 },
      "A percentage price needs a percentage",
    ],
    [{ pricingModel: "percentage", currency: "USD", percentage: 5 }, {}, "needs the base amount"],
    [{ pricingModel: "metered", currency: "USD" }, {}, "A metered price needs a price per unit or tiers"],
    [
      { pricingModel: "per_unit", currency: "USD", price: 1 },
      { quantity: -1 },
      "Quantity cannot be negative",
    ],
    [
      { pricingModel: "per_unit", currency: "USD", price: 1 },
      { quantity: 1.5 },
      "Quantity must be a whole number",
    ],
    [
      { pricingModel: "per_unit", currency: "USD", price: 1 },
      { quantity: Number.NaN },
      "Quantity must be a finite number",
    ],
    [{ pricingModel: "per_unit", currency: "USD", price: -1 }, {}, "Price cannot be negative"],
    [
      { pricingModel: "per_unit", currency: "USD", price: Number.POSITIVE_INFINITY },
      {},
      "must be a finite number",
    ],
    [{ pricingModel: "per_unit", currency: "USD", price: "ten" }, {}, "must be a decimal number"],
    [
      { pricingModel: "per_unit", currency: "USD", price: 1, freeQuantity: -2 },
      {},
      "Free quantity must be a number of at least 0",
    ],
    [{ pricingModel: "flat_fee", currency: "", price: 1 }, {}, "A price point needs a currency"],
    [{ pricingModel: "magic", currency: "USD", price: 1 }, {}, 'Unknown pricing model "magic"'],
    [
      {
        pricingModel: "tiered",
        currency: "USD",
        tiers: [
          { startingUnit: 1, price: 1 },
          { startingUnit: 1, price: 2 },
        ],
      },
      {},
      "Two tiers start at unit 1",
    ],
    [
      { pricingModel: "tiered", currency: "USD", tiers: [{ startingUnit: 5, endingUnit: 2, price: 1 }] },
      {},
      "cannot end (2) before it starts (5)",
    ],
    [
      { pricingModel: "tiered", currency: "USD", tiers: [{ startingUnit: -1, price: 1 }] },
      {},
      "starting unit must be a whole number",
    ],
  ])("rejects %j with %j: %s", (point, options, message) => {
    expect(() => priceFor(point as PricePointLike, options)).toThrow(message);
  });
});

describe("startingPrice", () => {
  it("is the item's own price (a flat fee) before any price of one unit", () => {
    const points = [
      { id: "seat", pricingModel: "per_unit", currency: "USD", price: 12, billingFrequency: "monthly" },
      { id: "fee", pricingModel: "flat_fee", currency: "USD", price: 49, billingFrequency: "monthly" },
    ] as const;
    expect(startingPrice(points)).toEqual({ point: points[1], amount: "49" });
  });

  it("is the lowest of the flat fees, the first of equals", () => {
    const points = [
      { id: "m", pricingModel: "flat_fee", currency: "USD", price: 49 },
      { id: "s", pricingModel: "per_unit", currency: "USD", price: 5 },
      { id: "l", pricingModel: "flat_fee", currency: "USD", price: 29 },
      { id: "k", pricingModel: "flat_fee", currency: "USD", price: 29 },
    ] as const;
    expect(startingPrice(points)).toEqual({ point: points[2], amount: "29" });
  });

  it("without a flat fee, is the lowest price of one unit, the first of equals", () => {
    const points = [
      { id: "b", pricingModel: "per_unit", currency: "USD", price: 19.99 },
      { id: "c", pricingModel: "tiered", currency: "USD", tiers: [{ startingUnit: 1, price: 19.99 }] },
      { id: "d", pricingModel: "package", currency: "USD", price: 25, packageSize: 10 },
    ] as const;
    expect(startingPrice(points)).toEqual({ point: points[0], amount: "19.99" });
    expect(startingPrice(points.slice(1))).toEqual({ point: points[1], amount: "19.99" });
  });

  it("skips percentage points and metered points priced by the plan's metric; null for none", () => {
    expect(startingPrice([])).toBeNull();
    expect(startingPrice([{ pricingModel: "percentage", currency: "USD", percentage: 3 }])).toBeNull();
    const metered = { pricingModel: "metered", currency: "USD" } as const;
    const flat = { pricingModel: "flat_fee", currency: "USD", price: 5 } as const;
    expect(startingPrice([metered, flat])?.point).toBe(flat);
    const cheap = { pricingModel: "metered", currency: "USD", unitPrice: 0.04 } as const;
    expect(startingPrice([cheap])).toEqual({ point: cheap, amount: "0.04" });
    // A flat fee heads the item even when a unit of usage costs less.
    expect(startingPrice([flat, cheap])).toEqual({ point: flat, amount: "5" });
  });
});
