/**
 * What the catalog API answers (COMMERCE.md), written once: the server's views satisfy these schemas, the
 * API tests check every answer against them, and the app's types are inferred from them.
 * Money is a JSON number in major units (29.99); dates are ISO 8601 timestamps in UTC.
 */
import * as v from "valibot";
import {
  ADDON_CHARGE_MODELS,
  ADDON_STATUSES,
  ADDON_TYPES,
  ALL_BILLING_FREQUENCIES,
  CHARGE_MODELS,
  CHARGE_STATUSES,
  CHARGE_TYPES,
  COUPON_STATUSES,
  DISCOUNT_TYPES,
  DURATION_TYPES,
  FAMILY_STATUSES,
  FEATURE_TYPES,
  PLAN_BILLING_PERIODS,
  PLAN_STATUSES,
  PRICING_MODELS,
  USAGE_AGGREGATIONS,
} from "../constants.ts";

const timestamp = v.string();
const money = v.number();

/** `{ items, totalCount, pageNumber, pageSize, totalPages }`: every list of the API. */
export function pageOf<T extends v.GenericSchema>(item: T) {
  return v.object({
    items: v.array(item),
    totalCount: v.number(),
    pageNumber: v.number(),
    pageSize: v.number(),
    totalPages: v.number(),
  });
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
}

// ---- Product families -----------------------------------------------------------------------------------

export const productFamilyResponse = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  category: v.string(),
  status: v.picklist(FAMILY_STATUSES),
  settings: v.object({
    allowCustomPricing: v.boolean(),
    requireApproval: v.boolean(),
    defaultCurrency: v.string(),
  }),
  /** Its plans, add-ons and charges. */
  productCount: v.number(),
  planCount: v.number(),
  addonCount: v.number(),
  chargeCount: v.number(),
  /** Monthly, in the account's currency: the MRR of active subscriptions on its items (0 until they exist). */
  revenue: money,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ProductFamilyResponse = v.InferOutput<typeof productFamilyResponse>;

// ---- Price points ---------------------------------------------------------------------------------------

export const tierResponse = v.object({
  startingUnit: v.number(),
  /** null: unlimited. */
  endingUnit: v.nullable(v.number()),
  price: money,
});

export const pricePointResponse = v.object({
  /** Unique across the account; subscriptions, estimates and invoices refer to it. */
  id: v.string(),
  currency: v.string(),
  pricingModel: v.picklist(PRICING_MODELS),
  price: v.nullable(money),
  billingFrequency: v.nullable(v.picklist(ALL_BILLING_FREQUENCIES)),
  setupFee: v.nullable(money),
  freeQuantity: v.nullable(v.number()),
  unitPrice: v.nullable(money),
  percentage: v.nullable(v.number()),
  packageSize: v.nullable(v.number()),
  trialPeriod: v.nullable(v.number()),
  tiers: v.array(tierResponse),
  description: v.nullable(v.string()),
  showInCheckout: v.boolean(),
  showInPortal: v.boolean(),
  /** 1 for a new point; an edit of a point in use makes version + 1 under a new id. */
  version: v.number(),
  createdAt: timestamp,
});
export type PricePointResponse = v.InferOutput<typeof pricePointResponse>;

/**
 * The headline price (spec: the starting price), priced by `@round/billing`'s `startingPrice`: the lowest flat fee
 * of the item, else the lowest price of one unit, at quantity 1.
 */
export const startingPriceResponse = v.nullable(
  v.object({
    pricePointId: v.string(),
    amount: money,
    currency: v.string(),
    billingFrequency: v.nullable(v.picklist(ALL_BILLING_FREQUENCIES)),
    pricingModel: v.picklist(PRICING_MODELS),
  }),
);

// ---- Plans ----------------------------------------------------------------------------------------------

export const planFeatureResponse = v.object({
  id: v.string(),
  name: v.string(),
  featureType: v.picklist(FEATURE_TYPES),
  value: v.nullable(v.union([v.string(), v.number(), v.boolean()])),
  description: v.nullable(v.string()),
  displayOrder: v.number(),
});

export const usageMetricResponse = v.object({
  id: v.string(),
  metricName: v.string(),
  unit: v.string(),
  aggregation: v.picklist(USAGE_AGGREGATIONS),
  pricePerUnit: v.nullable(money),
  includedQuantity: v.nullable(v.number()),
  overage: v.boolean(),
});

export const planResponse = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  productFamilyId: v.string(),
  productFamilyName: v.string(),
  status: v.picklist(PLAN_STATUSES),
  billingPeriod: v.picklist(PLAN_BILLING_PERIODS),
  isMetered: v.boolean(),
  /** null: unlimited. */
  billingCycles: v.nullable(v.number()),
  trialPeriod: v.nullable(v.number()),
  customerPortal: v.object({
    showInCheckout: v.boolean(),
    showInPortal: v.boolean(),
    allowUpgrade: v.boolean(),
    allowDowngrade: v.boolean(),
    allowCancellation: v.boolean(),
  }),
  pricePoints: v.array(pricePointResponse),
  features: v.array(planFeatureResponse),
  usageMetrics: v.array(usageMetricResponse),
  startingPrice: startingPriceResponse,
  /** Monthly recurring revenue of the active subscriptions on its points (0 until they exist). */
  mrr: money,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PlanResponse = v.InferOutput<typeof planResponse>;

// ---- Add-ons and charges --------------------------------------------------------------------------------

export const addonResponse = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  productFamilyId: v.nullable(v.string()),
  productFamilyName: v.nullable(v.string()),
  status: v.picklist(ADDON_STATUSES),
  type: v.picklist(ADDON_TYPES),
  chargeModel: v.picklist(ADDON_CHARGE_MODELS),
  isOptional: v.boolean(),
  isQuantityBasedCharge: v.boolean(),
  customerPortal: v.object({
    showInCheckout: v.boolean(),
    showInPortal: v.boolean(),
    allowSelfSubscribe: v.boolean(),
    allowSelfRemove: v.boolean(),
  }),
  pricePoints: v.array(pricePointResponse),
  startingPrice: startingPriceResponse,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AddonResponse = v.InferOutput<typeof addonResponse>;

export const chargeResponse = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  productFamilyId: v.nullable(v.string()),
  productFamilyName: v.nullable(v.string()),
  status: v.picklist(CHARGE_STATUSES),
  /** The body's `type`, answered under both names (the spec's entity calls it chargeType). */
  type: v.picklist(CHARGE_TYPES),
  chargeType: v.picklist(CHARGE_TYPES),
  chargeModel: v.picklist(CHARGE_MODELS),
  pricePoints: v.array(pricePointResponse),
  /** The first point's price (or percentage for percentage charges), as the charge card shows it. */
  amount: v.nullable(money),
  percentageValue: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ChargeResponse = v.InferOutput<typeof chargeResponse>;

// ---- Coupons --------------------------------------------------------------------------------------------

export const couponResponse = v.object({
  id: v.string(),
  name: v.string(),
  couponCode: v.string(),
  description: v.nullable(v.string()),
  discountType: v.picklist(DISCOUNT_TYPES),
  discountValue: money,
  /** The currency of a fixed_amount discount (the account's default currency). */
  currency: v.string(),
  durationType: v.picklist(DURATION_TYPES),
  duration: v.nullable(v.number()),
  /** Days (YYYY-MM-DD). */
  validFrom: v.nullable(v.string()),
  validUntil: v.nullable(v.string()),
  maxRedemptions: v.nullable(v.number()),
  currentRedemptions: v.number(),
  /** Savings given so far, in `currency`. */
  totalSavings: money,
  status: v.picklist(COUPON_STATUSES),
  restrictions: v.object({
    firstTimeCustomersOnly: v.boolean(),
    minimumOrderValue: v.nullable(money),
    applicablePlans: v.array(v.string()),
  }),
  customerEligibility: v.object({
    allCustomers: v.boolean(),
    customerSegments: v.array(v.string()),
  }),
  stackable: v.boolean(),
  autoApply: v.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CouponResponse = v.InferOutput<typeof couponResponse>;

// ---- Summary, settings, estimates -----------------------------------------------------------------------

/** `GET /api/catalog/summary`: the stat cards of every catalog screen, computed on the server. */
export const catalogSummaryResponse = v.object({
  /** The account's default currency: the figures below are in it. */
  currency: v.string(),
  catalog: v.object({
    /** Plans, add-ons and charges. */
    totalProducts: v.number(),
    activeProducts: v.number(),
    monthlyRevenue: money,
    productFamilies: v.number(),
  }),
  plans: v.object({
    totalPlans: v.number(),
    activePlans: v.number(),
    monthlyMrr: money,
    /** Mean monthly value of the active plans' starting prices in the account's currency; 0 with none. */
    avgPlanValue: money,
  }),
  addons: v.object({
    totalAddons: v.number(),
    activeAddons: v.number(),
    recurringAddons: v.number(),
    usageBasedAddons: v.number(),
  }),
  charges: v.object({
    totalCharges: v.number(),
    activeCharges: v.number(),
    oneTimeCharges: v.number(),
    usageBasedCharges: v.number(),
  }),
  coupons: v.object({
    totalCoupons: v.number(),
    activeCoupons: v.number(),
    totalRedemptions: v.number(),
    totalSavings: money,
  }),
});
export type CatalogSummaryResponse = v.InferOutput<typeof catalogSummaryResponse>;

export const catalogSettingsResponse = v.object({
  defaultCurrency: v.string(),
  allowedCurrencies: v.array(v.string()),
  updatedAt: v.nullable(timestamp),
});
export type CatalogSettingsResponse = v.InferOutput<typeof catalogSettingsResponse>;

export const estimateResponse = v.object({
  currency: v.string(),
  lines: v.array(
    v.object({
      pricePointId: v.string(),
      description: v.string(),
      quantity: v.number(),
      amount: money,
      /** The line's tax for the estimate's customer (0 without one). */
      taxAmount: money,
      taxRateId: v.nullable(v.string()),
      /** What a person reads: units and amount per tier, free units, the setup fee. */
      breakdown: v.array(
        v.object({ description: v.string(), quantity: v.number(), unitAmount: money, amount: money }),
      ),
    }),
  ),
  subtotal: money,
  discount: money,
  /** The tax of the estimate's customer (`customerId`), as their invoice would charge it; 0 without one. */
  tax: money,
  total: money,
});
export type EstimateResponse = v.InferOutput<typeof estimateResponse>;

// ---- List queries (names the app and the server share) --------------------------------------------------

/** `orderBy` values of each catalog list (default `createdAt`, newest first). */
export const CATALOG_ORDER_FIELDS = {
  families: ["name", "category", "status", "createdAt", "updatedAt"],
  plans: ["name", "status", "createdAt", "updatedAt"],
  addons: ["name", "type", "status", "createdAt", "updatedAt"],
  charges: ["name", "chargeType", "status", "createdAt", "updatedAt"],
  coupons: ["name", "couponCode", "status", "validUntil", "createdAt", "updatedAt"],
} as const;
