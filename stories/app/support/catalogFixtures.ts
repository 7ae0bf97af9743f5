/**
 * Sample catalog for the catalog stories (lists and detail pages): the spec's sample families (Core Platform,
 * Analytics Suite, Enterprise Add-ons live only here), plans, add-ons, charges and coupons, as seeds the
 * in-memory backend (./catalogBackend) turns into the API's answers. Prices are inputs only: every figure a
 * screen shows (starting prices, MRR, revenue, the summary) is computed from them by the backend with
 * @round/billing. Dates are fixed; the story clock reads 2026-03-02.
 */
import type {
  AddonChargeModel,
  AddonType,
  ChargeModel,
  ChargeType,
  DiscountType,
  DurationType,
  PricingModel,
} from "@round/forms/schemas";

export interface PricePointSeed {
  currency?: string;
  pricingModel: PricingModel;
  price?: number | null;
  billingFrequency?: string | null;
  setupFee?: number | null;
  freeQuantity?: number | null;
  unitPrice?: number | null;
  percentage?: number | null;
  packageSize?: number | null;
  trialPeriod?: number | null;
  tiers?: { startingUnit: number; endingUnit?: number | null; price: number }[];
  description?: string | null;
  showInCheckout?: boolean;
  showInPortal?: boolean;
}

export interface FamilySeed {
  id: string;
  name: string;
  description: string;
  category: string;
  status?: "active" | "inactive" | "draft";
  settings?: { allowCustomPricing?: boolean; requireApproval?: boolean; defaultCurrency?: string };
  createdAt?: string;
}

export interface PlanSeed {
  id: string;
  name: string;
  description?: string | null;
  productFamilyId: string;
  status?: "active" | "inactive" | "archived";
  billingPeriod?: "monthly" | "yearly";
  isMetered?: boolean;
  billingCycles?: number | null;
  trialPeriod?: number | null;
  pricePoints: PricePointSeed[];
  features?: {
    name: string;
    featureType?: "boolean" | "quantity" | "text";
    value?: string | number | boolean;
  }[];
  usageMetrics?: {
    metricName: string;
    unit: string;
    aggregation: "sum" | "max" | "last_value" | "unique_count";
    pricePerUnit?: number | null;
    includedQuantity?: number | null;
    overage?: boolean;
  }[];
  /** Active subscriptions on its first price point: the plan's MRR and its family's revenue follow. */
  activeSubscriptions?: number;
  createdAt?: string;
}

export interface AddonSeed {
  id: string;
  name: string;
  description?: string | null;
  productFamilyId?: string | null;
  status?: "active" | "inactive" | "archived";
  type: AddonType;
  chargeModel: AddonChargeModel;
  pricePoints: PricePointSeed[];
  isOptional?: boolean;
  isQuantityBasedCharge?: boolean;
  customerPortal?: {
    showInCheckout?: boolean;
    showInPortal?: boolean;
    allowSelfSubscribe?: boolean;
    allowSelfRemove?: boolean;
  };
  createdAt?: string;
}

export interface ChargeSeed {
  id: string;
  name: string;
  description?: string | null;
  productFamilyId?: string | null;
  status?: "active" | "inactive" | "archived";
  chargeType: ChargeType;
  chargeModel: ChargeModel;
  pricePoints: PricePointSeed[];
  createdAt?: string;
}

export interface CouponSeed {
  id: string;
  name: string;
  couponCode: string;
  description?: string | null;
  discountType: DiscountType;
  discountValue: number;
  currency?: string;
  durationType: DurationType;
  duration?: number | null;
  validFrom?: string | null;
  validUntil?: string | null;
  maxRedemptions?: number | null;
  currentRedemptions?: number;
  /** The order amounts the redemptions applied to, to compute the savings given. */
  redeemedOrderTotal?: number;
  status?: "active" | "expired" | "archived";
  restrictions?: {
    firstTimeCustomersOnly?: boolean;
    minimumOrderValue?: number | null;
    /** Plan ids. */
    applicablePlans?: (string | number)[];
  };
  customerEligibility?: { allCustomers?: boolean; customerSegments?: string[] };
  stackable?: boolean;
  autoApply?: boolean;
  createdAt?: string;
}

const day = (date: string) => `${date}T12:00:00.000Z`;

export const coreFamily: FamilySeed = {
  id: "fam-core",
  name: "Core Platform",
  description: "The subscription plans every customer starts from.",
  category: "SaaS Platform",
  createdAt: day("2025-09-01"),
};

const analyticsFamily: FamilySeed = {
  id: "fam-analytics",
  name: "Analytics Suite",
  description: "Dashboards, reports and data exports for growing teams.",
  category: "Analytics",
  createdAt: day("2025-10-15"),
};

const enterpriseFamily: FamilySeed = {
  id: "fam-enterprise",
  name: "Enterprise Add-ons",
  description: "Security, compliance and support options for large accounts.",
  category: "Enterprise",
  status: "draft",
  createdAt: day("2026-01-20"),
};

export const sampleFamilies: FamilySeed[] = [coreFamily, analyticsFamily, enterpriseFamily];

const starterPlan: PlanSeed = {
  id: "plan-starter",
  name: "Starter",
  description: "For small teams getting started with subscription billing.",
  productFamilyId: "fam-core",
  billingPeriod: "monthly",
  trialPeriod: 14,
  pricePoints: [
    { pricingModel: "flat_fee", price: 29, billingFrequency: "monthly", trialPeriod: 14 },
    { pricingModel: "flat_fee", price: 290, billingFrequency: "yearly" },
  ],
  features: [
    { name: "Up to 3 users", featureType: "text", value: "3 users" },
    { name: "Invoices", featureType: "boolean", value: true },
    { name: "API calls", featureType: "quantity", value: 10000 },
    { name: "Email support", featureType: "boolean", value: true },
    { name: "Custom domain", featureType: "boolean", value: true },
  ],
  activeSubscriptions: 40,
  createdAt: day("2025-09-02"),
};

export const growthPlan: PlanSeed = {
  id: "plan-growth",
  name: "Growth",
  description: "Usage-based pricing for scaling businesses.",
  productFamilyId: "fam-core",
  billingPeriod: "monthly",
  isMetered: true,
  trialPeriod: 30,
  pricePoints: [
    {
      pricingModel: "tiered",
      billingFrequency: "monthly",
      tiers: [
        { startingUnit: 1, endingUnit: 100, price: 2 },
        { startingUnit: 101, endingUnit: null, price: 1.5 },
      ],
    },
  ],
  features: [{ name: "Unlimited users", featureType: "boolean", value: true }],
  usageMetrics: [{ metricName: "API calls", unit: "call", aggregation: "sum", pricePerUnit: 0.002 }],
  activeSubscriptions: 12,
  createdAt: day("2025-11-10"),
};

const enterprisePlan: PlanSeed = {
  id: "plan-enterprise",
  name: "Enterprise",
  description: "Custom contracts for large organizations.",
  productFamilyId: "fam-analytics",
  billingPeriod: "yearly",
  pricePoints: [],
  features: [],
  createdAt: day("2026-01-05"),
};

export const samplePlans: PlanSeed[] = [starterPlan, growthPlan, enterprisePlan];

export const seatsAddon: AddonSeed = {
  id: "addon-seats",
  name: "Extra Seats",
  description: "More users on any plan.",
  productFamilyId: "fam-core",
  type: "recurring",
  chargeModel: "per_unit",
  pricePoints: [
    { pricingModel: "per_unit", price: 8, billingFrequency: "month" },
    { pricingModel: "per_unit", price: 80, billingFrequency: "year", currency: "EUR" },
  ],
  createdAt: day("2025-09-20"),
};

const onboardingAddon: AddonSeed = {
  id: "addon-onboarding",
  name: "Onboarding Session",
  description: "A guided setup call with our team.",
  productFamilyId: "fam-enterprise",
  type: "one_time",
  chargeModel: "flat_fee",
  pricePoints: [{ pricingModel: "flat_fee", price: 499 }],
  createdAt: day("2025-12-01"),
};

const prioritySupportAddon: AddonSeed = {
  id: "addon-support",
  name: "Priority Support",
  description: null,
  productFamilyId: "fam-enterprise",
  status: "inactive",
  type: "usage_based",
  chargeModel: "tiered",
  pricePoints: [],
  createdAt: day("2026-02-01"),
};

export const sampleAddons: AddonSeed[] = [seatsAddon, onboardingAddon, prioritySupportAddon];

const setupCharge: ChargeSeed = {
  id: "charge-setup",
  name: "Setup Fee",
  description: "One-time account setup.",
  productFamilyId: "fam-core",
  chargeType: "one_time",
  chargeModel: "flat_fee",
  pricePoints: [{ pricingModel: "flat_fee", price: 150 }],
  createdAt: day("2025-09-05"),
};

export const lateFeeCharge: ChargeSeed = {
  id: "charge-late-fee",
  name: "Late Payment Fee",
  description: "Charged on invoices paid after their due date.",
  productFamilyId: "fam-core",
  chargeType: "penalty",
  chargeModel: "percentage",
  pricePoints: [{ pricingModel: "percentage", percentage: 1.5 }],
  createdAt: day("2025-10-01"),
};

const storageCharge: ChargeSeed = {
  id: "charge-storage",
  name: "Storage Overage",
  description: "Per gigabyte beyond the plan's storage.",
  productFamilyId: "fam-analytics",
  chargeType: "usage_based",
  chargeModel: "per_unit",
  pricePoints: [
    { pricingModel: "per_unit", price: 0.25, billingFrequency: "monthly" },
    { pricingModel: "per_unit", price: 0.2, billingFrequency: "monthly", currency: "EUR" },
  ],
  createdAt: day("2026-01-12"),
};

export const sampleCharges: ChargeSeed[] = [setupCharge, lateFeeCharge, storageCharge];

export const welcomeCoupon: CouponSeed = {
  id: "coupon-welcome",
  name: "Welcome Offer",
  couponCode: "WELCOME20",
  description: "20% off the first invoice.",
  discountType: "percentage",
  discountValue: 20,
  durationType: "one_time",
  validFrom: "2026-01-01",
  validUntil: "2026-03-06",
  maxRedemptions: 1000,
  currentRedemptions: 245,
  redeemedOrderTotal: 12250,
  createdAt: day("2026-01-01"),
};

const loyaltyCoupon: CouponSeed = {
  id: "coupon-loyalty",
  name: "Loyalty Discount",
  couponCode: "LOYAL-50",
  description: "$50 off every invoice.",
  discountType: "fixed_amount",
  discountValue: 50,
  durationType: "forever",
  validFrom: "2025-06-01",
  maxRedemptions: null,
  currentRedemptions: 38,
  createdAt: day("2025-06-01"),
};

const springCoupon: CouponSeed = {
  id: "coupon-spring",
  name: "Spring Sale",
  couponCode: "SPRING_2025",
  description: "Last year's spring campaign.",
  discountType: "percentage",
  discountValue: 15,
  durationType: "limited_period",
  duration: 3,
  validFrom: "2025-03-01",
  validUntil: "2025-05-31",
  maxRedemptions: 100,
  currentRedemptions: 100,
  redeemedOrderTotal: 4000,
  status: "expired",
  createdAt: day("2025-02-20"),
};

const sampleCoupons: CouponSeed[] = [welcomeCoupon, loyaltyCoupon, springCoupon];

/** A whole sample catalog (the backend's default). */
export const sampleCatalog = {
  families: sampleFamilies,
  plans: samplePlans,
  addons: sampleAddons,
  charges: sampleCharges,
  coupons: sampleCoupons,
};

const LONG = "EnterpriseGradeMultiRegionUsageAnalyticsWithExtendedRetention";

/** Names and descriptions far longer than usual, for stories that check nothing overflows. */
export const longNamedCatalog = {
  families: [
    {
      ...coreFamily,
      name: `Core Platform for ${LONG} and every department of a very large organization`,
      description: `${LONG} `.repeat(6).trim(),
    },
  ],
  plans: [{ ...starterPlan, name: `Starter ${LONG}`, description: `${LONG} `.repeat(5).trim() }],
  addons: [{ ...seatsAddon, name: `Extra Seats ${LONG}` }],
  charges: [{ ...setupCharge, name: `Setup Fee ${LONG}` }],
  coupons: [
    {
      ...welcomeCoupon,
      name: `Welcome ${LONG}`,
      couponCode: "WELCOME_TO_THE_ENTERPRISE_GRADE_PLATFORM_2026",
    },
  ],
};

/** `count` generated items of a kind, for paging stories ('Plan 01'…). */
export function manyPlans(count: number): PlanSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, "0");
    return {
      id: `plan-${n}`,
      name: `Plan ${n}`,
      description: `Generated plan number ${index + 1}.`,
      productFamilyId: index % 2 === 0 ? "fam-core" : "fam-analytics",
      billingPeriod: index % 3 === 0 ? "yearly" : "monthly",
      pricePoints: [
        {
          pricingModel: "flat_fee",
          price: 10 + index,
          billingFrequency: index % 3 === 0 ? "yearly" : "monthly",
        },
      ],
      features: [{ name: "Invoices", featureType: "boolean", value: true }],
      createdAt: day(
        `2025-${String((index % 12) + 1).padStart(2, "0")}-${String((index % 27) + 1).padStart(2, "0")}`,
      ),
    } satisfies PlanSeed;
  });
}

export function manyCoupons(count: number): CouponSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, "0");
    return {
      id: `coupon-${n}`,
      name: `Coupon ${n}`,
      couponCode: `CODE${n}`,
      discountType: index % 2 === 0 ? "percentage" : "fixed_amount",
      discountValue: index % 2 === 0 ? 10 : 25,
      durationType: "forever",
      maxRedemptions: index % 3 === 0 ? null : 200,
      currentRedemptions: index * 5,
      createdAt: day(`2025-06-${String((index % 27) + 1).padStart(2, "0")}`),
    } satisfies CouponSeed;
  });
}
