import { describe, expect, it } from "vitest";
import {
  ADDON_CHARGE_MODELS,
  ADDON_MODELS_BY_TYPE,
  ADDON_TYPES,
  addonSchema,
  CHARGE_MODELS,
  CHARGE_MODELS_BY_TYPE,
  CHARGE_TYPES,
  chargeSchema,
  couponSchema,
  couponSchemaFor,
  type FieldError,
  planSchema,
  pricePointSchema,
  productFamilySchema,
  tierProblems,
  validate,
} from "./index.ts";

type Schema = Parameters<typeof validate>[0];

function errorsOf(schema: Schema, value: unknown): Pick<FieldError, "field" | "code" | "message">[] {
  const result = validate(schema, value);
  return result.ok ? [] : result.errors;
}

describe("product family", () => {
  const family = { name: "Core Platform", description: "Everything a team needs", category: "SaaS Platform" };

  it.each([
    ["name", "", "REQUIRED", "Product family name is required"],
    ["name", "  ", "REQUIRED", "Product family name is required"],
    ["name", " A ", "MIN_LENGTH", "Product family name must be at least 2 characters"],
    ["name", "a".repeat(101), "MAX_LENGTH", "Product family name cannot exceed 100 characters"],
    ["description", "", "REQUIRED", "Description is required"],
    ["description", "a".repeat(9), "MIN_LENGTH", "Description must be at least 10 characters"],
    ["description", "a".repeat(501), "MAX_LENGTH", "Description cannot exceed 500 characters"],
    ["category", "", "REQUIRED", "Category is required"],
  ])("%s = %j gives %s", (field, value, code, message) => {
    expect(errorsOf(productFamilySchema, { ...family, [field]: value })).toEqual([{ field, code, message }]);
  });

  it.each([
    ["name", "ab"],
    ["name", ` ${"a".repeat(100)} `],
    ["description", "a".repeat(10)],
    ["description", "a".repeat(500)],
  ])("%s = %j passes", (field, value) => {
    expect(errorsOf(productFamilySchema, { ...family, [field]: value })).toEqual([]);
  });

  it.each([["USD"], ["EUR"], ["GBP"], ["CAD"], ["AUD"], [""], [undefined]])(
    "currency %j passes",
    (currency) => {
      expect(errorsOf(productFamilySchema, { ...family, settings: { defaultCurrency: currency } })).toEqual(
        [],
      );
    },
  );

  it.each([["JPY"], ["usd"], ["XXX"]])("currency %j gives INVALID_CURRENCY", (currency) => {
    expect(errorsOf(productFamilySchema, { ...family, settings: { defaultCurrency: currency } })).toEqual([
      { field: "settings.defaultCurrency", code: "INVALID_CURRENCY", message: "Invalid currency code" },
    ]);
  });

  it("trims the name", () => {
    expect(validate(productFamilySchema, { ...family, name: "  Core  " })).toMatchObject({
      ok: true,
      value: { name: "Core" },
    });
  });
});

const flatPoint = { currency: "USD", price: 10, billingFrequency: "month" };

describe("add-on", () => {
  const addon = { name: "Extra seats", type: "recurring", chargeModel: "flat_fee", pricePoints: [flatPoint] };

  it.each([
    ["name", "", "REQUIRED", "Addon name is required"],
    ["type", "monthly", "INVALID_ADDON_TYPE", "Invalid addon type"],
    ["type", undefined, "INVALID_ADDON_TYPE", "Invalid addon type"],
    ["chargeModel", "percentage", "INVALID_CHARGE_MODEL", "Invalid charge model"],
    ["pricePoints", [], "REQUIRED", "At least one price point is required"],
    ["pricePoints", undefined, "REQUIRED", "At least one price point is required"],
  ])("%s = %j gives %s", (field, value, code, message) => {
    expect(errorsOf(addonSchema, { ...addon, [field]: value })).toEqual([{ field, code, message }]);
  });

  const pairs = ADDON_TYPES.flatMap((type) => ADDON_CHARGE_MODELS.map((model) => [type, model] as const));
  it.each(pairs)("type %s with model %s follows the table", (type, chargeModel) => {
    const allowed = ADDON_MODELS_BY_TYPE[type].includes(chargeModel);
    const point =
      chargeModel === "flat_fee" || chargeModel === "per_unit"
        ? flatPoint
        : { currency: "USD", tiers: [{ startingUnit: 1, price: 1 }] };
    const errors = errorsOf(addonSchema, { ...addon, type, chargeModel, pricePoints: [point] });
    expect(errors).toEqual(
      allowed
        ? []
        : [
            {
              field: "chargeModel",
              code: "INVALID_CHARGE_MODEL",
              message: "Charge model is not available for this addon type",
            },
          ],
    );
  });

  it("the add-on's model applies to its price points", () => {
    expect(
      errorsOf(addonSchema, {
        ...addon,
        type: "usage_based",
        chargeModel: "tiered",
        pricePoints: [flatPoint],
      }),
    ).toEqual([{ field: "pricePoints.0.tiers", code: "REQUIRED", message: "At least one tier is required" }]);
  });
});

describe("charge", () => {
  const charge = {
    name: "Setup",
    type: "one_time",
    chargeModel: "flat_fee",
    pricePoints: [{ currency: "USD", price: 0, billingFrequency: "monthly" }],
  };

  it.each([
    ["name", " ", "REQUIRED", "Charge name is required"],
    ["type", "weekly", "INVALID_CHARGE_TYPE", "Invalid charge type"],
    ["chargeModel", "volume", "INVALID_CHARGE_MODEL", "Invalid charge model"],
    ["pricePoints", [], "REQUIRED", "At least one price point is required"],
  ])("%s = %j gives %s", (field, value, code, message) => {
    expect(errorsOf(chargeSchema, { ...charge, [field]: value })).toEqual([{ field, code, message }]);
  });

  const pairs = CHARGE_TYPES.flatMap((type) => CHARGE_MODELS.map((model) => [type, model] as const));
  it.each(pairs)("type %s with model %s follows the table", (type, chargeModel) => {
    const allowed = CHARGE_MODELS_BY_TYPE[type].includes(chargeModel);
    const point = { currency: "USD", price: 5, percentage: 10, tiers: [{ startingUnit: 1, price: 1 }] };
    const errors = errorsOf(chargeSchema, { ...charge, type, chargeModel, pricePoints: [point] });
    expect(errors.map((error) => error.field)).toEqual(allowed ? [] : ["chargeModel"]);
  });

  it.each([
    [-0.1, "INVALID_PERCENTAGE", "Percentage must be between 0 and 100"],
    [100.1, "INVALID_PERCENTAGE", "Percentage must be between 0 and 100"],
    ["x", "INVALID_PERCENTAGE", "Percentage must be a number"],
  ])("percentage %j gives %s", (percentage, code, message) => {
    const point = { currency: "USD", percentage };
    expect(errorsOf(chargeSchema, { ...charge, chargeModel: "percentage", pricePoints: [point] })).toEqual([
      { field: "pricePoints.0.percentage", code, message },
    ]);
  });

  it.each([[0], [100], [12.5]])("percentage %j passes", (percentage) => {
    const point = { currency: "USD", percentage };
    expect(errorsOf(chargeSchema, { ...charge, chargeModel: "percentage", pricePoints: [point] })).toEqual(
      [],
    );
  });

  it("the percentage model needs a percentage on each price point", () => {
    expect(
      errorsOf(chargeSchema, { ...charge, chargeModel: "percentage", pricePoints: [{ currency: "USD" }] }),
    ).toEqual([
      {
        field: "pricePoints.0.percentage",
        code: "INVALID_PERCENTAGE",
        message: "Percentage is required for the percentage model",
      },
    ]);
  });
});

describe("coupon", () => {
  const coupon = {
    name: "Launch",
    couponCode: "LAUNCH_2025-A",
    discountType: "percentage",
    discountValue: 20,
    durationType: "one_time",
    validFrom: "2025-01-01",
  };

  it.each([
    ["name", "", "REQUIRED", "Coupon name is required"],
    ["couponCode", "", "REQUIRED", "Coupon code is required"],
    [
      "couponCode",
      "launch",
      "INVALID_COUPON_CODE",
      "Coupon code can only contain uppercase letters, numbers, underscores, and hyphens",
    ],
    [
      "couponCode",
      "LAUNCH 25",
      "INVALID_COUPON_CODE",
      "Coupon code can only contain uppercase letters, numbers, underscores, and hyphens",
    ],
    ["discountType", "free", "INVALID_DISCOUNT_TYPE", "Invalid discount type"],
    ["discountValue", 0, "INVALID_DISCOUNT_VALUE", "Discount value must be positive"],
    ["discountValue", -5, "INVALID_DISCOUNT_VALUE", "Discount value must be positive"],
    ["discountValue", "", "INVALID_DISCOUNT_VALUE", "Discount value must be positive"],
    ["discountValue", 100.01, "INVALID_PERCENTAGE", "Percentage discount cannot exceed 100%"],
    ["durationType", "weekly", "INVALID_DURATION_TYPE", "Invalid duration type"],
    ["maxRedemptions", 0, "INVALID_MAX_REDEMPTIONS", "Max redemptions must be positive"],
    ["maxRedemptions", -1, "INVALID_MAX_REDEMPTIONS", "Max redemptions must be positive"],
    ["validUntil", "2025-01-01", "INVALID_DATE_RANGE", "End date must be after start date"],
    ["validUntil", "2024-12-31", "INVALID_DATE_RANGE", "End date must be after start date"],
    ["validUntil", "someday", "INVALID_FORMAT", "Please enter a valid date"],
  ])("%s = %j gives %s", (field, value, code, message) => {
    expect(errorsOf(couponSchema, { ...coupon, [field]: value })).toEqual([{ field, code, message }]);
  });

  it.each([
    ["discountValue", 100],
    ["discountValue", 0.01],
    ["maxRedemptions", 1],
    ["maxRedemptions", ""],
    ["maxRedemptions", undefined],
    ["validUntil", "2025-01-02"],
    ["validUntil", ""],
    ["couponCode", "A"],
  ])("%s = %j passes", (field, value) => {
    expect(errorsOf(couponSchema, { ...coupon, [field]: value })).toEqual([]);
  });

  it("a fixed amount may exceed 100", () => {
    expect(errorsOf(couponSchema, { ...coupon, discountType: "fixed_amount", discountValue: 250 })).toEqual(
      [],
    );
  });

  it("a limited period coupon needs a duration above 0 and an end date", () => {
    expect(errorsOf(couponSchema, { ...coupon, durationType: "limited_period" })).toEqual([
      {
        field: "duration",
        code: "REQUIRED_DURATION",
        message: "Duration is required for limited period coupons",
      },
      { field: "validUntil", code: "REQUIRED", message: "End date is required for limited period coupons" },
    ]);
    expect(
      errorsOf(couponSchema, {
        ...coupon,
        durationType: "limited_period",
        duration: 0,
        validUntil: "2025-06-01",
      }),
    ).toEqual([
      {
        field: "duration",
        code: "REQUIRED_DURATION",
        message: "Duration is required for limited period coupons",
      },
    ]);
    expect(
      errorsOf(couponSchema, {
        ...coupon,
        durationType: "limited_period",
        duration: 3,
        validUntil: "2025-06-01",
      }),
    ).toEqual([]);
  });

  it("other duration types need no duration", () => {
    expect(errorsOf(couponSchema, { ...coupon, durationType: "forever" })).toEqual([]);
  });
});

describe("price point", () => {
  const tiered = (tiers: unknown[]) => ({ currency: "USD", pricingModel: "tiered", tiers });

  it.each([
    [{ currency: "USD", pricingModel: "flat_fee" }, "price", "REQUIRED", "Price is required"],
    [
      { currency: "USD", pricingModel: "per_unit", price: -1 },
      "price",
      "INVALID_FORMAT",
      "Price cannot be negative",
    ],
    [
      { currency: "USD", pricingModel: "package", price: 5 },
      "packageSize",
      "REQUIRED",
      "Package size is required",
    ],
    [
      { currency: "USD", pricingModel: "package", price: 5, packageSize: 0 },
      "packageSize",
      "INVALID_FORMAT",
      "Package size must be a whole number of at least 1",
    ],
    [
      { currency: "USD", pricingModel: "volume", tiers: [] },
      "tiers",
      "REQUIRED",
      "At least one tier is required",
    ],
    [{ currency: "USD", pricingModel: "stairstep" }, "tiers", "REQUIRED", "At least one tier is required"],
    [
      { currency: "USD", pricingModel: "percentage", percentage: 101 },
      "percentage",
      "INVALID_PERCENTAGE",
      "Percentage must be between 0 and 100",
    ],
    [{ currency: "XYZ", price: 1 }, "currency", "INVALID_CURRENCY", "Invalid currency code"],
    [{ currency: "", price: 1 }, "currency", "REQUIRED", "Currency is required"],
    [
      { currency: "USD", price: 1, pricingModel: "magic" },
      "pricingModel",
      "INVALID_CHARGE_MODEL",
      "Invalid pricing model",
    ],
    [
      { currency: "USD", price: 1, setupFee: -1 },
      "setupFee",
      "INVALID_FORMAT",
      "Setup fee cannot be negative",
    ],
    [
      { currency: "USD", price: 1, freeQuantity: 1.5 },
      "freeQuantity",
      "INVALID_FORMAT",
      "Free quantity must be a whole number of 0 or more",
    ],
    [
      { currency: "USD", price: 1, billingFrequency: "fortnightly" },
      "billingFrequency",
      "INVALID_FORMAT",
      "Invalid billing frequency",
    ],
  ])("%j: %s gives %s", (point, field, code, message) => {
    expect(errorsOf(pricePointSchema, point)).toEqual([{ field, code, message }]);
  });

  it.each([
    [{ currency: "USD", pricingModel: "flat_fee", price: 0 }],
    [{ currency: "JPY", pricingModel: "per_unit", price: "12.5" }],
    [{ currency: "USD", pricingModel: "package", price: 5, packageSize: 1 }],
    [{ currency: "USD", pricingModel: "percentage", percentage: 0 }],
    [{ currency: "USD", pricingModel: "percentage", percentage: 100 }],
    [tiered([{ startingUnit: 1, price: 0 }])],
    [tiered([{ startingUnit: 1, endingUnit: "", price: 0 }])],
    [
      tiered([
        { startingUnit: 1, endingUnit: 10, price: 5 },
        { startingUnit: 11, endingUnit: 100, price: 4 },
        { startingUnit: 101, price: 3 },
      ]),
    ],
    [
      tiered([
        { startingUnit: 1, endingUnit: 1, price: 5 },
        { startingUnit: 2, endingUnit: 5, price: 4 },
      ]),
    ],
  ])("%j passes", (point) => {
    expect(errorsOf(pricePointSchema, point)).toEqual([]);
  });

  it.each([
    [
      [{ startingUnit: 0, price: 1 }],
      "tiers.0.startingUnit",
      "Starting unit must be a whole number of at least 1",
    ],
    [[{ startingUnit: 2, price: 1 }], "tiers.0.startingUnit", "Tiers must start at unit 1"],
    [
      [
        { startingUnit: 1, endingUnit: 10, price: 1 },
        { startingUnit: 12, price: 1 },
      ],
      "tiers.1.startingUnit",
      "Tiers must be contiguous",
    ],
    [
      [
        { startingUnit: 1, endingUnit: 10, price: 1 },
        { startingUnit: 10, price: 1 },
      ],
      "tiers.1.startingUnit",
      "Tiers must be contiguous",
    ],
    [
      [
        { startingUnit: 1, price: 1 },
        { startingUnit: 11, price: 1 },
      ],
      "tiers.0.endingUnit",
      "Only the last tier can be unlimited",
    ],
    [
      [{ startingUnit: 1, endingUnit: 0, price: 1 }],
      "tiers.0.endingUnit",
      "Tier end must not be before its start",
    ],
    [[{ startingUnit: 1, price: -1 }], "tiers.0.price", "Price cannot be negative"],
  ])("tiers %j: %s says %j", (tiers, field, message) => {
    expect(errorsOf(pricePointSchema, tiered(tiers))).toEqual([{ field, code: "INVALID_FORMAT", message }]);
  });

  it("tierProblems reports every broken tier", () => {
    expect(
      tierProblems([
        { startingUnit: 3, endingUnit: 5 },
        { startingUnit: 9 },
        { startingUnit: 10, endingUnit: 20 },
      ]),
    ).toEqual([
      { index: 0, field: "startingUnit", message: "Tiers must start at unit 1" },
      { index: 1, field: "startingUnit", message: "Tiers must be contiguous" },
      { index: 1, field: "endingUnit", message: "Only the last tier can be unlimited" },
    ]);
  });
});

describe("plan", () => {
  const plan = { name: "Pro", productFamilyId: "fam_1" };

  it.each([
    ["name", "", "REQUIRED", "Plan name is required"],
    ["productFamilyId", "", "REQUIRED", "Product family is required"],
    ["productFamilyId", undefined, "REQUIRED", "Product family is required"],
    ["billingCycles", 0, "INVALID_FORMAT", "Billing cycles must be a whole number of at least 1"],
    ["billingCycles", 1.5, "INVALID_FORMAT", "Billing cycles must be a whole number of at least 1"],
  ])("%s = %j gives %s", (field, value, code, message) => {
    expect(errorsOf(planSchema, { ...plan, [field]: value })).toEqual([{ field, code, message }]);
  });

  it("fills the portal defaults; empty billing cycles mean unlimited", () => {
    expect(validate(planSchema, { ...plan, billingCycles: "" })).toMatchObject({
      ok: true,
      value: {
        billingCycles: undefined,
        pricePoints: [],
        features: [],
        customerPortal: {
          showInCheckout: true,
          showInPortal: true,
          allowUpgrade: true,
          allowDowngrade: true,
          allowCancellation: false,
        },
      },
    });
  });

  it("reports price point and feature errors by dotted path", () => {
    const errors = errorsOf(planSchema, {
      ...plan,
      pricePoints: [
        { currency: "USD", pricingModel: "flat_fee", price: 10 },
        { currency: "USD", pricingModel: "flat_fee", price: -1 },
      ],
      features: [
        { name: "", featureType: "boolean" },
        { name: "Seats", featureType: "colour" },
      ],
    });
    expect(errors).toEqual([
      { field: "pricePoints.1.price", code: "INVALID_FORMAT", message: "Price cannot be negative" },
      { field: "features.0.name", code: "REQUIRED", message: "Feature name is required" },
      { field: "features.1.featureType", code: "INVALID_FORMAT", message: "Invalid feature type" },
    ]);
  });
});

describe("lengths of the catalog's text (as the product families')", () => {
  const point = { currency: "USD", price: 10 };
  const bodies = {
    plan: [planSchema, { name: "Growth", productFamilyId: "fam_1" }, "Plan name"],
    addon: [
      addonSchema,
      { name: "Extra seats", type: "recurring", chargeModel: "flat_fee", pricePoints: [point] },
      "Addon name",
    ],
    charge: [
      chargeSchema,
      { name: "Setup", type: "one_time", chargeModel: "flat_fee", pricePoints: [point] },
      "Charge name",
    ],
    coupon: [
      couponSchema,
      {
        name: "Launch",
        couponCode: "LAUNCH",
        discountType: "percentage",
        discountValue: 20,
        durationType: "forever",
      },
      "Coupon name",
    ],
  } as const;

  it.each(Object.entries(bodies))(
    "%s: the name is 2 to 100 characters, the description at most 500",
    (_, entry) => {
      const [schema, body, label] = entry;
      expect(errorsOf(schema, { ...body, name: " A " })).toEqual([
        { field: "name", code: "MIN_LENGTH", message: `${label} must be at least 2 characters` },
      ]);
      expect(errorsOf(schema, { ...body, name: "a".repeat(100 * 1024) })).toEqual([
        { field: "name", code: "MAX_LENGTH", message: `${label} cannot exceed 100 characters` },
      ]);
      expect(errorsOf(schema, { ...body, description: "d".repeat(501) })).toEqual([
        { field: "description", code: "MAX_LENGTH", message: "Description cannot exceed 500 characters" },
      ]);
      expect(errorsOf(schema, { ...body, name: "ab", description: "d".repeat(500) })).toEqual([]);
      expect(errorsOf(schema, { ...body, name: "a".repeat(100) })).toEqual([]);
    },
  );

  it("limits every other free text: codes, categories, features, metrics, price points, segments", () => {
    const family = { name: "Core", description: "Everything a team needs", category: "c".repeat(101) };
    expect(errorsOf(productFamilySchema, family)).toEqual([
      { field: "category", code: "MAX_LENGTH", message: "Category cannot exceed 100 characters" },
    ]);
    const [, coupon] = bodies.coupon;
    expect(errorsOf(couponSchema, { ...coupon, couponCode: "A".repeat(51) })).toEqual([
      { field: "couponCode", code: "MAX_LENGTH", message: "Coupon code cannot exceed 50 characters" },
    ]);
    expect(
      errorsOf(couponSchema, {
        ...coupon,
        restrictions: { applicablePlans: ["p".repeat(101)] },
        customerEligibility: { customerSegments: ["s".repeat(101)] },
      }),
    ).toEqual([
      {
        field: "restrictions.applicablePlans.0",
        code: "MAX_LENGTH",
        message: "Plan id cannot exceed 100 characters",
      },
      {
        field: "customerEligibility.customerSegments.0",
        code: "MAX_LENGTH",
        message: "Customer segment cannot exceed 100 characters",
      },
    ]);
    expect(
      errorsOf(couponSchema, {
        ...coupon,
        restrictions: { applicablePlans: Array.from({ length: 101 }, (_, index) => `plan_${index}`) },
        customerEligibility: { customerSegments: Array.from({ length: 51 }, (_, index) => `s${index}`) },
      }),
    ).toEqual([
      {
        field: "restrictions.applicablePlans",
        code: "MAX_LENGTH",
        message: "A coupon can apply to at most 100 plans",
      },
      {
        field: "customerEligibility.customerSegments",
        code: "MAX_LENGTH",
        message: "A coupon can have at most 50 customer segments",
      },
    ]);
    const [, plan] = bodies.plan;
    expect(
      errorsOf(planSchema, {
        ...plan,
        pricePoints: [{ ...point, description: "d".repeat(501) }],
        features: [
          { name: "f".repeat(101), featureType: "boolean" },
          { name: "Support", featureType: "text", value: "v".repeat(101), description: "d".repeat(501) },
        ],
        usageMetrics: [{ metricName: "m".repeat(101), unit: "u".repeat(51), aggregation: "sum" }],
      }),
    ).toEqual([
      {
        field: "pricePoints.0.description",
        code: "MAX_LENGTH",
        message: "Description cannot exceed 500 characters",
      },
      { field: "features.0.name", code: "MAX_LENGTH", message: "Feature name cannot exceed 100 characters" },
      {
        field: "features.1.value",
        code: "MAX_LENGTH",
        message: "Feature value cannot exceed 100 characters",
      },
      {
        field: "features.1.description",
        code: "MAX_LENGTH",
        message: "Description cannot exceed 500 characters",
      },
      {
        field: "usageMetrics.0.metricName",
        code: "MAX_LENGTH",
        message: "Metric name cannot exceed 100 characters",
      },
      { field: "usageMetrics.0.unit", code: "MAX_LENGTH", message: "Unit cannot exceed 50 characters" },
    ]);
  });
});

describe("amounts in the currency's minor unit", () => {
  const coupon = {
    name: "Five off",
    couponCode: "FIVEOFF",
    discountType: "fixed_amount",
    discountValue: 5,
    durationType: "forever",
  };

  it("a fixed discount takes the currency's minor digits, with the credits' message", () => {
    expect(errorsOf(couponSchemaFor("USD"), { ...coupon, discountValue: 1.005 })).toEqual([
      { field: "discountValue", code: "INVALID_FORMAT", message: "Amount can have at most 2 decimal places" },
    ]);
    expect(errorsOf(couponSchemaFor("JPY"), { ...coupon, discountValue: 500.5 })).toEqual([
      { field: "discountValue", code: "INVALID_FORMAT", message: "Amount must be a whole number" },
    ]);
    expect(errorsOf(couponSchemaFor("USD"), { ...coupon, discountValue: 1.01 })).toEqual([]);
    expect(errorsOf(couponSchemaFor("JPY"), { ...coupon, discountValue: 500 })).toEqual([]);
    // A percentage is not money: 12.5% is fine in yen.
    expect(
      errorsOf(couponSchemaFor("JPY"), { ...coupon, discountType: "percentage", discountValue: 12.5 }),
    ).toEqual([]);
  });

  it("so does a coupon's minimum order value", () => {
    expect(
      errorsOf(couponSchemaFor("USD"), { ...coupon, restrictions: { minimumOrderValue: 99.999 } }),
    ).toEqual([
      {
        field: "restrictions.minimumOrderValue",
        code: "INVALID_FORMAT",
        message: "Amount can have at most 2 decimal places",
      },
    ]);
  });

  it("so does a price point's setup fee; unit prices keep up to 6 decimals", () => {
    expect(errorsOf(pricePointSchema, { currency: "USD", price: 0.000125, setupFee: 10.5 })).toEqual([]);
    expect(errorsOf(pricePointSchema, { currency: "USD", price: 10, setupFee: 10.505 })).toEqual([
      { field: "setupFee", code: "INVALID_FORMAT", message: "Amount can have at most 2 decimal places" },
    ]);
    expect(errorsOf(pricePointSchema, { currency: "JPY", price: 1000, setupFee: 0.5 })).toEqual([
      { field: "setupFee", code: "INVALID_FORMAT", message: "Amount must be a whole number" },
    ]);
    const plan = {
      name: "Growth",
      productFamilyId: "fam_1",
      pricePoints: [{ currency: "USD", pricingModel: "per_unit", price: 0.0125, setupFee: 1.005 }],
    };
    expect(errorsOf(planSchema, plan)).toEqual([
      {
        field: "pricePoints.0.setupFee",
        code: "INVALID_FORMAT",
        message: "Amount can have at most 2 decimal places",
      },
    ]);
  });
});
