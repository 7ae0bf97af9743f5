/** The plain-language lines of the plan wizard's Review step. Pure, so each line has a unit test. */
import { formatMoney } from "@round/ui";
import type { BillingFrequency, FeatureType, PricingModel } from "../../../schemas/index.ts";
import { frequencySuffix, type TierDraft } from "../catalogRules.ts";
import { PRICING_MODEL_TEXT } from "../PricingModelPicker/PricingModelPicker.tsx";

export interface PricePointSummaryInput {
  currency: string;
  billingFrequency: BillingFrequency | string;
  pricingModel: PricingModel;
  price: number | null;
  packageSize: number | null;
  percentage: number | null;
  tiers: readonly TierDraft[];
}

/** Up to three decimals: usage prices go down to 0.001. */
const money = (amount: number | null, currency: string) =>
  amount === null ? "—" : formatMoney(amount, currency, { maximumFractionDigits: 3 });

/**
 * A price as people read it: '$49.00/mo', '$5.00/unit/mo', '$100.00 per 10 units/yr', '2.5%',
 * 'Tiered: 3 tiers from $10.00/mo'.
 */
export function describePrice(point: PricePointSummaryInput): string {
  const suffix = frequencySuffix(point.billingFrequency);
  switch (point.pricingModel) {
    case "flat_fee":
      return `${money(point.price, point.currency)}${suffix}`;
    case "per_unit":
    case "metered":
      return `${money(point.price, point.currency)}/unit${suffix}`;
    case "package":
      return `${money(point.price, point.currency)} per ${point.packageSize ?? "—"} units${suffix}`;
    case "percentage":
      return `${point.percentage ?? "—"}%`;
    default: {
      const count = point.tiers.length;
      const first = point.tiers[0]?.price ?? null;
      const title = PRICING_MODEL_TEXT[point.pricingModel].title;
      return `${title}: ${count} ${count === 1 ? "tier" : "tiers"} from ${money(first, point.currency)}${suffix}`;
    }
  }
}

/** A feature's value as the review shows it; quantity features show their number. */
export function describeFeatureValue(
  featureType: FeatureType,
  value: string | number | boolean | null,
): string {
  if (featureType === "boolean") return value === false ? "Not included" : "Included";
  if (value === null || value === "") return "—";
  return String(value);
}

/** 'Unlimited' for empty billing cycles, else the count. */
export function describeBillingCycles(cycles: number | null): string {
  return cycles === null ? "Unlimited" : String(cycles);
}

/** 'N days', or 'None' without a trial. */
export function describeTrial(days: number | null): string {
  if (days === null || days === 0) return "None";
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** The extras of a price point: 'USD · setup fee $99.00 · 100 free · 14 days trial'. */
export function pricePointDetails(point: {
  currency: string;
  setupFee: number | null;
  freeQuantity: number | null;
  trialPeriod: number | null;
}): string {
  return [
    point.currency,
    point.setupFee ? `setup fee ${money(point.setupFee, point.currency)}` : null,
    point.freeQuantity ? `${point.freeQuantity} free` : null,
    point.trialPeriod ? `${describeTrial(point.trialPeriod)} trial` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

const AGGREGATION_LABELS: Readonly<Record<string, string>> = {
  sum: "sum",
  max: "maximum",
  last_value: "last value",
  unique_count: "unique count",
};

/** 'Usage: API calls (request), $0.005/unit, sum, 1000 included, overage billed'. */
export function describeUsage(
  metric: {
    metricName: string;
    unit: string;
    aggregation: string;
    pricePerUnit: number | null;
    includedQuantity: number | null;
    overage: boolean;
  },
  currency = "USD",
): string {
  return [
    `Usage: ${metric.metricName} (${metric.unit})`,
    `${money(metric.pricePerUnit, currency)}/unit`,
    AGGREGATION_LABELS[metric.aggregation] ?? metric.aggregation,
    metric.includedQuantity ? `${metric.includedQuantity} included` : null,
    metric.overage ? "overage billed" : null,
  ]
    .filter(Boolean)
    .join(", ");
}

export const yesNo = (value: boolean) => (value ? "Yes" : "No");
