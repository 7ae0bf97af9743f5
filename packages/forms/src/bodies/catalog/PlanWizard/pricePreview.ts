/** What a customer pays for a quantity of a price point as the wizard holds it, by `@round/billing`. Pure. */
import { type PriceResult, priceFor } from "@round/billing";
import type { PlanPricePointValues, UsageMetricValues } from "./planValues.ts";

export type PricePreview = { status: "ready"; result: PriceResult } | { status: "incomplete"; hint: string };

export const PREVIEW_HINTS = {
  quantity: "Type a quantity to see what a customer pays.",
  incomplete: "Fill in the price to see what a customer pays.",
  percentage: "A percentage price is a share of another amount: there is no figure to preview.",
} as const;

const complete = (value: number | null | undefined) => value !== null && value !== undefined;

/** Whether the point has every figure its model needs; the engine is asked only then. */
function isComplete(point: PlanPricePointValues, metric: UsageMetricValues | undefined): boolean {
  switch (point.pricingModel) {
    case "flat_fee":
    case "per_unit":
      return complete(point.price);
    case "package":
      return complete(point.price) && complete(point.packageSize) && (point.packageSize ?? 0) >= 1;
    case "metered":
      return complete(point.price) || complete(metric?.pricePerUnit);
    case "percentage":
      return false;
    default:
      return (
        point.tiers.length > 0 &&
        point.tiers.every((tier) => complete(tier.startingUnit) && complete(tier.price))
      );
  }
}

/**
 * The amount and breakdown for `quantity` units of `point`, or a hint when the point or the quantity is not
 * complete yet. Never throws: whatever the engine refuses is shown as the hint.
 */
export function previewPrice(
  point: PlanPricePointValues,
  quantity: number | null,
  metric?: UsageMetricValues,
): PricePreview {
  if (point.pricingModel === "percentage") return { status: "incomplete", hint: PREVIEW_HINTS.percentage };
  if (quantity === null || !Number.isFinite(quantity) || quantity < 0) {
    return { status: "incomplete", hint: PREVIEW_HINTS.quantity };
  }
  if (!isComplete(point, metric)) return { status: "incomplete", hint: PREVIEW_HINTS.incomplete };
  try {
    const result = priceFor(
      {
        pricingModel: point.pricingModel,
        currency: point.currency,
        price: point.price,
        unitPrice: point.pricingModel === "per_unit" || point.pricingModel === "metered" ? point.price : null,
        setupFee: point.setupFee,
        freeQuantity: point.freeQuantity,
        packageSize: point.packageSize,
        percentage: point.percentage,
        tiers: point.tiers.map((tier) => ({
          startingUnit: tier.startingUnit!,
          endingUnit: tier.endingUnit,
          price: tier.price!,
        })),
      },
      {
        quantity,
        ...(point.pricingModel === "metered" && metric
          ? { metric: { pricePerUnit: metric.pricePerUnit, includedQuantity: metric.includedQuantity } }
          : {}),
      },
    );
    return { status: "ready", result };
  } catch (error) {
    const message = error instanceof Error && error.message.trim() !== "" ? error.message : undefined;
    return { status: "incomplete", hint: message ?? PREVIEW_HINTS.incomplete };
  }
}
