/**
 * What a price point costs at a few quantities, as the detail pages show it. The maths is @round/billing's
 * `priceFor`; this file only picks the quantities and words the breakdown, so it has unit tests of its own.
 * (The words of frequencies and flags are in ./labels, which the pages import without the maths.)
 */
import { type PriceBreakdownLine, priceFor } from "@round/billing";

/** The fields of a price point these helpers read (the API's price point satisfies it). */
export interface QuotedPoint {
  pricingModel:
    | "flat_fee"
    | "per_unit"
    | "tiered"
    | "volume"
    | "stairstep"
    | "package"
    | "percentage"
    | "metered";
  currency: string;
  price: number | null;
  unitPrice: number | null;
  setupFee: number | null;
  freeQuantity: number | null;
  packageSize: number | null;
  percentage: number | null;
  tiers: readonly { startingUnit: number; endingUnit: number | null; price: number }[];
}

export interface UsageMetricLike {
  pricePerUnit: number | null;
  includedQuantity: number | null;
}

/** One row of 'What it costs': the quantity (or, for a percentage, the base amount) and the amount. */
export interface Quote {
  quantity: number;
  /** Percentage points: the amount the share is taken of. */
  baseAmount?: number;
  amount: number;
  setupFee: number;
  currency: string;
  breakdown: PriceBreakdownLine[];
}

const TIER_MODELS = new Set(["tiered", "volume", "stairstep"]);
/** Base amounts a percentage point is shown against. */
const PERCENTAGE_BASES = [100, 1000] as const;
const MAX_QUANTITIES = 10;

/**
 * The quantities a person checks a price at: 1, 10 and 100, and for a point with tiers the first and last
 * unit of each tier (where the unit price changes), sorted, without 0 and without repeats. At most ten.
 */
export function sampleQuantities(point: Pick<QuotedPoint, "pricingModel" | "tiers">): number[] {
  const quantities = new Set<number>([1, 10, 100]);
  const tiered =
    TIER_MODELS.has(point.pricingModel) || (point.pricingModel === "metered" && point.tiers.length > 0);
  if (tiered) {
    for (const tier of point.tiers) {
      quantities.add(tier.startingUnit);
      if (tier.endingUnit !== null) quantities.add(tier.endingUnit);
    }
  }
  const sorted = [...quantities].filter((quantity) => quantity > 0).sort((a, b) => a - b);
  if (sorted.length <= MAX_QUANTITIES) return sorted;
  // Keep 1, 10 and 100, then the smallest boundaries.
  const keep = new Set([1, 10, 100]);
  const rest = sorted.filter((quantity) => !keep.has(quantity)).slice(0, MAX_QUANTITIES - keep.size);
  return [...keep, ...rest].sort((a, b) => a - b);
}

/** The point priced at each sample quantity (percentage points: at each sample base amount). */
export function quotesFor(point: QuotedPoint, metric?: UsageMetricLike | null): Quote[] | { error: string } {
  try {
    if (point.pricingModel === "percentage") {
      return PERCENTAGE_BASES.map((baseAmount) =>
        toQuote(priceFor(point, { quantity: 1, baseAmount }), 1, baseAmount),
      );
    }
    return sampleQuantities(point).map((quantity) =>
      toQuote(
        priceFor(point, { quantity, metric: point.pricingModel === "metered" ? metric : null }),
        quantity,
      ),
    );
  } catch (error) {
    return { error: error instanceof Error ? error.message : "This price point cannot be priced" };
  }
}

function toQuote(result: ReturnType<typeof priceFor>, quantity: number, baseAmount?: number): Quote {
  return {
    quantity,
    ...(baseAmount === undefined ? {} : { baseAmount }),
    amount: Number(result.amount),
    setupFee: Number(result.setupFee),
    currency: result.currency,
    breakdown: result.breakdown,
  };
}

/** A breakdown as one line: 'units 1–10: 10 × $10.00; units 11–20: 5 × $8.00'. Free lines say 'free'. */
export function describeBreakdown(
  breakdown: readonly PriceBreakdownLine[],
  format: (amount: number) => string,
): string {
  return breakdown
    .map((line) => {
      const unit = Number(line.unitAmount);
      if (unit === 0) return `${line.description}: ${line.quantity} free`;
      return `${line.description}: ${line.quantity} × ${format(unit)}`;
    })
    .join("; ");
}
