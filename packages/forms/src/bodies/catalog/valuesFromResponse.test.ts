import { describe, expect, it } from "vitest";
import type {
  AddonResponse,
  ChargeResponse,
  CouponResponse,
  PlanResponse,
  PricePointResponse,
  ProductFamilyResponse,
} from "../../schemas/index.ts";
import { addonInput, addonValuesFromResponse, emptyAddonValues } from "./AddonForm/addonValues.ts";
import { chargeInput, chargeValuesFromResponse } from "./ChargeForm/chargeValues.ts";
import { couponInput, couponValuesFromResponse } from "./CouponForm/couponValues.ts";
import { emptyPlanValues, planInput, planValuesFromResponse } from "./PlanWizard/planValues.ts";
import { productFamilyValuesFromResponse } from "./ProductFamilyForm/productFamilyValues.ts";

const CREATED = "2026-01-05T10:00:00.000Z";

function point(overrides: Partial<PricePointResponse>): PricePointResponse {
  return {
    id: "pp_1",
    currency: "USD",
    pricingModel: "flat_fee",
    price: 49,
    billingFrequency: "monthly",
    setupFee: null,
    freeQuantity: null,
    unitPrice: null,
    percentage: null,
    packageSize: null,
    trialPeriod: null,
    tiers: [],
    description: null,
    showInCheckout: true,
    showInPortal: true,
    version: 1,
    createdAt: CREATED,
    ...overrides,
  };
}

describe("productFamilyValuesFromResponse", () => {
  it("takes the family's fields and settings", () => {
    const record: ProductFamilyResponse = {
      id: "fam_1",
      name: "Core Platform",
      description: "Everything a team needs to start",
      category: "SaaS Platform",
      status: "active",
      settings: { allowCustomPricing: true, requireApproval: false, defaultCurrency: "EUR" },
      productCount: 3,
      planCount: 2,
      addonCount: 1,
      chargeCount: 0,
      revenue: 1200,
      createdAt: CREATED,
      updatedAt: CREATED,
    };
    expect(productFamilyValuesFromResponse(record)).toEqual({
      name: "Core Platform",
      description: "Everything a team needs to start",
      category: "SaaS Platform",
      settings: { allowCustomPricing: true, requireApproval: false, defaultCurrency: "EUR" },
    });
  });

  it("fills what is left out with the defaults", () => {
    expect(productFamilyValuesFromResponse({ name: "A" }).settings.defaultCurrency).toBe("USD");
  });
});

describe("addonValuesFromResponse", () => {
  const record: AddonResponse = {
    id: "add_1",
    name: "API Calls",
    description: null,
    productFamilyId: "fam_1",
    productFamilyName: "Core Platform",
    status: "active",
    type: "usage_based",
    chargeModel: "tiered",
    isOptional: false,
    isQuantityBasedCharge: true,
    customerPortal: {
      showInCheckout: false,
      showInPortal: true,
      allowSelfSubscribe: true,
      allowSelfRemove: false,
    },
    pricePoints: [
      point({
        id: "pp_9",
        pricingModel: "tiered",
        price: null,
        billingFrequency: "month",
        tiers: [
          { startingUnit: 1, endingUnit: 1000, price: 0.01 },
          { startingUnit: 1001, endingUnit: null, price: 0.005 },
        ],
      }),
    ],
    startingPrice: null,
    createdAt: CREATED,
    updatedAt: CREATED,
  };

  it("turns the answer into the body's values, keeping each point's id", () => {
    expect(addonValuesFromResponse(record)).toEqual({
      name: "API Calls",
      description: "",
      productFamilyId: "fam_1",
      type: "usage_based",
      chargeModel: "tiered",
      isOptional: false,
      isQuantityBasedCharge: true,
      customerPortal: record.customerPortal,
      pricePoints: [
        {
          id: "pp_9",
          currency: "USD",
          price: null,
          billingFrequency: "month",
          setupFee: null,
          freeQuantity: null,
          tiers: [
            { startingUnit: 1, endingUnit: 1000, price: 0.01 },
            { startingUnit: 1001, endingUnit: null, price: 0.005 },
          ],
        },
      ],
    });
  });

  it("sends the point's id back, so an edit updates the same point", () => {
    const input = addonInput(addonValuesFromResponse(record), [{ id: "fam_1", name: "Core Platform" }]);
    expect(input.pricePoints[0]).toMatchObject({ id: "pp_9" });
  });

  it("a record without price points gets one empty point; an unknown frequency the default", () => {
    expect(addonValuesFromResponse({ name: "X" }).pricePoints).toEqual(emptyAddonValues().pricePoints);
    const values = addonValuesFromResponse({ pricePoints: [point({ billingFrequency: "monthly" })] });
    expect(values.pricePoints[0]!.billingFrequency).toBe("month");
  });
});

describe("chargeValuesFromResponse", () => {
  it("reads the type, the model and a percentage point", () => {
    const record: ChargeResponse = {
      id: "chg_1",
      name: "Late fee",
      description: "Charged when an invoice is overdue",
      productFamilyId: null,
      productFamilyName: null,
      status: "active",
      type: "penalty",
      chargeType: "penalty",
      chargeModel: "percentage",
      pricePoints: [
        point({ pricingModel: "percentage", price: null, percentage: 2.5, billingFrequency: null }),
      ],
      amount: null,
      percentageValue: 2.5,
      currency: "USD",
      createdAt: CREATED,
      updatedAt: CREATED,
    };
    const values = chargeValuesFromResponse(record);
    expect(values).toMatchObject({
      name: "Late fee",
      description: "Charged when an invoice is overdue",
      productFamilyId: "",
      type: "penalty",
      chargeModel: "percentage",
    });
    expect(values.pricePoints[0]).toEqual({
      id: "pp_1",
      currency: "USD",
      price: null,
      percentage: 2.5,
      billingFrequency: "monthly",
      tiers: [{ startingUnit: 1, endingUnit: null, price: null }],
    });
    expect(chargeInput(values, []).pricePoints).toEqual([{ id: "pp_1", currency: "USD", percentage: 2.5 }]);
  });
});

describe("couponValuesFromResponse", () => {
  const record: CouponResponse = {
    id: "cpn_1",
    name: "Spring",
    couponCode: "SPRING-25",
    description: null,
    discountType: "percentage",
    discountValue: 25,
    currency: "USD",
    durationType: "limited_period",
    duration: 3,
    validFrom: "2026-03-01",
    validUntil: "2026-06-01T00:00:00.000Z",
    maxRedemptions: null,
    currentRedemptions: 4,
    totalSavings: 120,
    status: "active",
    restrictions: { firstTimeCustomersOnly: true, minimumOrderValue: 50, applicablePlans: ["pln_1"] },
    customerEligibility: { allCustomers: true, customerSegments: [] },
    stackable: true,
    autoApply: false,
    createdAt: CREATED,
    updatedAt: CREATED,
  };

  it("takes the coupon's fields, dates as days", () => {
    expect(couponValuesFromResponse(record, "2026-11-25")).toEqual({
      name: "Spring",
      couponCode: "SPRING-25",
      description: "",
      discountType: "percentage",
      discountValue: 25,
      durationType: "limited_period",
      duration: 3,
      validFrom: "2026-03-01",
      validUntil: "2026-06-01",
      maxRedemptions: null,
      restrictions: { firstTimeCustomersOnly: true, minimumOrderValue: 50, applicablePlans: ["pln_1"] },
      stackable: true,
      autoApply: false,
    });
  });

  it("a missing start day is today; the input leaves out what the duration hides", () => {
    const values = couponValuesFromResponse(
      { ...record, validFrom: null, durationType: "forever" },
      "2026-11-25",
    );
    expect(values.validFrom).toBe("2026-11-25");
    expect(couponInput(values)).toMatchObject({ duration: undefined, validUntil: undefined });
  });
});

describe("planValuesFromResponse", () => {
  const record: PlanResponse = {
    id: "pln_1",
    name: "Growth",
    description: "For growing teams",
    productFamilyId: "fam_1",
    productFamilyName: "Core Platform",
    status: "active",
    billingPeriod: "monthly",
    isMetered: true,
    billingCycles: null,
    trialPeriod: 14,
    customerPortal: {
      showInCheckout: true,
      showInPortal: false,
      allowUpgrade: true,
      allowDowngrade: false,
      allowCancellation: true,
    },
    pricePoints: [
      point({ id: "pp_1", pricingModel: "per_unit", price: null, unitPrice: 5, freeQuantity: 2 }),
      point({ id: "pp_2", pricingModel: "package", price: 100, packageSize: 10, billingFrequency: "yearly" }),
    ],
    features: [
      {
        id: "f_2",
        name: "Seats",
        featureType: "quantity",
        value: 10,
        description: null,
        displayOrder: 2,
      },
      {
        id: "f_1",
        name: "SSO",
        featureType: "boolean",
        value: null,
        description: "Single sign-on",
        displayOrder: 1,
      },
    ],
    usageMetrics: [
      {
        id: "m_1",
        metricName: "API calls",
        unit: "request",
        aggregation: "sum",
        pricePerUnit: 0.005,
        includedQuantity: 1000,
        overage: true,
      },
    ],
    startingPrice: null,
    mrr: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
  };

  it("reads points (unit price as the price), features in display order and the metric", () => {
    const values = planValuesFromResponse(record);
    expect(values).toMatchObject({
      name: "Growth",
      description: "For growing teams",
      productFamilyId: "fam_1",
      isMetered: true,
      billingCycles: null,
      trialPeriod: 14,
      customerPortal: record.customerPortal,
    });
    expect(
      values.pricePoints.map((p) => [p.id, p.pricingModel, p.price, p.packageSize, p.billingFrequency]),
    ).toEqual([
      ["pp_1", "per_unit", 5, null, "monthly"],
      ["pp_2", "package", 100, 10, "yearly"],
    ]);
    expect(values.features).toEqual([
      { id: "f_1", name: "SSO", featureType: "boolean", value: true, description: "Single sign-on" },
      { id: "f_2", name: "Seats", featureType: "quantity", value: 10, description: "" },
    ]);
    expect(values.usageMetrics).toEqual([
      {
        id: "m_1",
        metricName: "API calls",
        unit: "request",
        aggregation: "sum",
        pricePerUnit: 0.005,
        includedQuantity: 1000,
        overage: true,
      },
    ]);
  });

  it("gives the same input back for the same plan", () => {
    const input = planInput(planValuesFromResponse(record), [{ id: "fam_1", name: "Core Platform" }]);
    expect(input.features.map((f) => [f.id, f.displayOrder])).toEqual([
      ["f_1", 1],
      ["f_2", 2],
    ]);
    expect(input.pricePoints[0]).toMatchObject({ id: "pp_1", price: 5, unitPrice: 5, freeQuantity: 2 });
  });

  it("an empty record gives the empty wizard", () => {
    expect(planValuesFromResponse({})).toEqual(emptyPlanValues());
  });
});
