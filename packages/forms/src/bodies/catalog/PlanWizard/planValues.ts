/** The plan wizard's values: empty for a new plan, read from the API's answer, and the schema's input. Pure. */
import {
  BILLING_FREQUENCIES,
  CATALOG_DEFAULTS,
  type FeatureType,
  type PlanResponse,
  type PricingModel,
  type UsageAggregation,
} from "../../../schemas/index.ts";
import { FIRST_TIER } from "../catalogRules.ts";
import { familyIdFor, type ProductFamilyOption } from "../families.ts";
import {
  type BasePointValues,
  type PricePointRecord,
  pointBasics,
  textOf,
  usesTiers,
  withId,
} from "../pricePointValues.ts";

export type PlanPricePointValues = BasePointValues & {
  billingFrequency: string;
  pricingModel: PricingModel;
  packageSize: number | null;
  percentage: number | null;
  setupFee: number | null;
  freeQuantity: number | null;
  trialPeriod: number | null;
};

export type PlanFeatureValues = {
  id?: string;
  name: string;
  featureType: FeatureType;
  value: string | number | boolean | null;
  description: string;
};

export type UsageMetricValues = {
  id?: string;
  metricName: string;
  unit: string;
  aggregation: UsageAggregation;
  pricePerUnit: number | null;
  includedQuantity: number | null;
  overage: boolean;
};

/** The values the plan wizard edits. */
export type PlanFormValues = {
  name: string;
  description: string;
  productFamilyId: string;
  isMetered: boolean;
  billingCycles: number | null;
  trialPeriod: number | null;
  pricePoints: PlanPricePointValues[];
  /** One metric, kept as a list so its messages' paths ('usageMetrics.0.unit') are the schema's. */
  usageMetrics: UsageMetricValues[];
  features: PlanFeatureValues[];
  customerPortal: {
    showInCheckout: boolean;
    showInPortal: boolean;
    allowUpgrade: boolean;
    allowDowngrade: boolean;
    allowCancellation: boolean;
  };
};

/** A plan as the API answers it (`planResponse`); fields left out take the defaults. */
export type PlanRecord = Partial<
  Omit<PlanResponse, "pricePoints" | "features" | "usageMetrics" | "customerPortal">
> & {
  customerPortal?: Partial<PlanResponse["customerPortal"]>;
  pricePoints?: readonly PricePointRecord[];
  features?: readonly Partial<PlanResponse["features"][number]>[];
  usageMetrics?: readonly Partial<PlanResponse["usageMetrics"][number]>[];
};

export const newPlanPricePoint = (): PlanPricePointValues => ({
  currency: "USD",
  billingFrequency: "monthly",
  pricingModel: "flat_fee",
  price: null,
  packageSize: null,
  percentage: null,
  tiers: [{ ...FIRST_TIER }],
  setupFee: null,
  freeQuantity: null,
  trialPeriod: null,
});

export const newPlanFeature = (): PlanFeatureValues => ({
  name: "",
  featureType: "boolean",
  value: true,
  description: "",
});

const newUsageMetric = (): UsageMetricValues => ({
  metricName: "",
  unit: "",
  aggregation: "sum",
  pricePerUnit: null,
  includedQuantity: null,
  overage: false,
});

export const emptyPlanValues = (): PlanFormValues => ({
  name: "",
  description: "",
  productFamilyId: "",
  isMetered: false,
  billingCycles: null,
  trialPeriod: null,
  pricePoints: [newPlanPricePoint()],
  usageMetrics: [newUsageMetric()],
  features: [],
  customerPortal: { ...CATALOG_DEFAULTS.planPortal },
});

export function defaultFeatureValue(featureType: FeatureType): PlanFeatureValues["value"] {
  if (featureType === "boolean") return true;
  if (featureType === "quantity") return null;
  return "";
}

const planFrequency = (frequency: string | null | undefined) =>
  frequency && (BILLING_FREQUENCIES as readonly string[]).includes(frequency)
    ? frequency
    : newPlanPricePoint().billingFrequency;

/** The wizard's initial values for a plan the API answered. */
export function planValuesFromResponse(record: PlanRecord): PlanFormValues {
  const empty = emptyPlanValues();
  const points = record.pricePoints ?? [];
  const metric = record.usageMetrics?.[0];
  return {
    name: record.name ?? "",
    description: textOf(record.description),
    productFamilyId: record.productFamilyId ?? "",
    isMetered: record.isMetered ?? false,
    billingCycles: record.billingCycles ?? null,
    trialPeriod: record.trialPeriod ?? null,
    pricePoints:
      points.length === 0
        ? empty.pricePoints
        : points.map((point: PricePointRecord) => ({
            ...pointBasics(point),
            billingFrequency: planFrequency(point.billingFrequency),
            pricingModel: point.pricingModel ?? "flat_fee",
            packageSize: point.packageSize ?? null,
            percentage: point.percentage ?? null,
            setupFee: point.setupFee ?? null,
            freeQuantity: point.freeQuantity ?? null,
            trialPeriod: point.trialPeriod ?? null,
          })),
    usageMetrics: metric
      ? [
          {
            ...withId(metric.id),
            metricName: metric.metricName ?? "",
            unit: metric.unit ?? "",
            aggregation: metric.aggregation ?? "sum",
            pricePerUnit: metric.pricePerUnit ?? null,
            includedQuantity: metric.includedQuantity ?? null,
            overage: metric.overage ?? false,
          },
        ]
      : empty.usageMetrics,
    features: [...(record.features ?? [])]
      .sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0))
      .map((feature) => {
        const featureType = feature.featureType ?? "boolean";
        return {
          ...withId(feature.id),
          name: feature.name ?? "",
          featureType,
          value: feature.value ?? defaultFeatureValue(featureType),
          description: textOf(feature.description),
        };
      }),
    customerPortal: { ...empty.customerPortal, ...record.customerPortal },
  };
}

export { usesTiers };

/** What each model asks for besides the fields every price point has. */
function modelFields(point: PlanPricePointValues) {
  switch (point.pricingModel) {
    case "percentage":
      return { percentage: point.percentage };
    case "package":
      return { price: point.price, packageSize: point.packageSize };
    case "per_unit":
    case "metered":
      return { price: point.price, unitPrice: point.price };
    case "flat_fee":
      return { price: point.price };
    default:
      return { tiers: point.tiers };
  }
}

/** The schema's input: each point with the fields of its model, the metric only for metered plans. */
export function planInput(values: PlanFormValues, families: readonly ProductFamilyOption[]) {
  return {
    name: values.name,
    description: values.description,
    productFamilyId: familyIdFor(families, values.productFamilyId) ?? "",
    isMetered: values.isMetered,
    billingCycles: values.billingCycles,
    trialPeriod: values.trialPeriod,
    customerPortal: values.customerPortal,
    pricePoints: values.pricePoints.map((point) => ({
      ...withId(point.id),
      currency: point.currency,
      billingFrequency: point.billingFrequency,
      pricingModel: point.pricingModel,
      ...modelFields(point),
      setupFee: point.setupFee,
      freeQuantity: point.freeQuantity,
      trialPeriod: point.trialPeriod,
    })),
    usageMetrics: values.isMetered ? values.usageMetrics : [],
    features: values.features.map((feature, index) => ({
      ...withId(feature.id),
      name: feature.name,
      featureType: feature.featureType,
      value: feature.value === null || feature.value === "" ? undefined : feature.value,
      description: feature.description,
      displayOrder: index + 1,
    })),
  };
}
