import type { PlanResponse } from "@round/forms/schemas";
import { iso, moneyOrNull } from "../../../http/values.ts";
import { type PricePointRow, pointBody } from "../price-points/service.ts";
import { pricePointView, startingPriceView } from "../price-points/views.ts";
import type { FeatureRow, MetricRow, PlanRow } from "./queries.ts";

export interface PlanParts {
  familyName: string;
  points: PricePointRow[];
  features: FeatureRow[];
  metrics: MetricRow[];
  start: { row: PricePointRow; amount: string } | null;
  /** Decimal string. */
  mrr: string;
}

export function planView(row: PlanRow, parts: PlanParts): PlanResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    productFamilyId: row.productFamilyId,
    productFamilyName: parts.familyName,
    status: row.status as PlanResponse["status"],
    billingPeriod: row.billingPeriod as PlanResponse["billingPeriod"],
    isMetered: row.isMetered,
    billingCycles: row.billingCycles,
    trialPeriod: row.trialPeriod,
    customerPortal: {
      showInCheckout: row.showInCheckout,
      showInPortal: row.showInPortal,
      allowUpgrade: row.allowUpgrade,
      allowDowngrade: row.allowDowngrade,
      allowCancellation: row.allowCancellation,
    },
    pricePoints: parts.points.map(pricePointView),
    features: parts.features.map((feature) => ({
      id: feature.id,
      name: feature.name,
      featureType: feature.featureType as PlanResponse["features"][number]["featureType"],
      value: feature.value ?? null,
      description: feature.description,
      displayOrder: feature.displayOrder,
    })),
    usageMetrics: parts.metrics.map((metric) => ({
      id: metric.id,
      metricName: metric.metricName,
      unit: metric.unit,
      aggregation: metric.aggregation as PlanResponse["usageMetrics"][number]["aggregation"],
      pricePerUnit: moneyOrNull(metric.pricePerUnit),
      includedQuantity: metric.includedQuantity,
      overage: metric.overage,
    })),
    startingPrice: startingPriceView(parts.start),
    mrr: Number(parts.mrr),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A stored plan as the body that would make it: an update's merge (`withIds`) or a copy's body (without). */
export function planBody(
  row: PlanRow,
  parts: Pick<PlanParts, "points" | "features" | "metrics">,
  withIds: boolean,
) {
  const optional = <T>(value: T | null) => value ?? undefined;
  return {
    name: row.name,
    description: optional(row.description),
    productFamilyId: row.productFamilyId,
    status: row.status,
    billingPeriod: row.billingPeriod,
    isMetered: row.isMetered,
    billingCycles: optional(row.billingCycles),
    trialPeriod: optional(row.trialPeriod),
    customerPortal: {
      showInCheckout: row.showInCheckout,
      showInPortal: row.showInPortal,
      allowUpgrade: row.allowUpgrade,
      allowDowngrade: row.allowDowngrade,
      allowCancellation: row.allowCancellation,
    },
    pricePoints: parts.points.map((point) => pointBody(point, withIds)),
    features: parts.features.map((feature) => ({
      ...(withIds ? { id: feature.id } : {}),
      name: feature.name,
      featureType: feature.featureType,
      value: optional(feature.value),
      description: optional(feature.description),
      displayOrder: feature.displayOrder,
    })),
    usageMetrics: parts.metrics.map((metric) => ({
      metricName: metric.metricName,
      unit: metric.unit,
      aggregation: metric.aggregation,
      pricePerUnit: metric.pricePerUnit === null ? undefined : Number(metric.pricePerUnit),
      includedQuantity: optional(metric.includedQuantity),
      overage: metric.overage,
    })),
  };
}
