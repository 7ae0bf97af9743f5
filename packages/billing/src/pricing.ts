import type Big from "big.js";
import {
  type Amount,
  type AmountInput,
  Dec,
  fromDecimal,
  ONE,
  roundDecimal,
  toDecimal,
  ZERO,
} from "./money.ts";

export type PricingModel =
  | "flat_fee"
  | "per_unit"
  | "tiered"
  | "volume"
  | "stairstep"
  | "package"
  | "percentage"
  | "metered";

/** A tier as the catalog holds it: units `startingUnit` to `endingUnit` (inclusive); no end = unlimited. */
export interface PriceTier {
  startingUnit: number;
  endingUnit?: number | null;
  price: AmountInput;
}

/** What the engine reads of a price point (the catalog's price points, the forms' values, a test's literal). */
export interface PricePointLike {
  pricingModel: PricingModel;
  currency: string;
  price?: AmountInput | null;
  unitPrice?: AmountInput | null;
  setupFee?: AmountInput | null;
  freeQuantity?: number | null;
  packageSize?: number | null;
  percentage?: AmountInput | null;
  tiers?: readonly PriceTier[] | null;
}

export interface PriceOptions {
  /** Default 1. Whole units ≥ 0; for `metered`, the period's usage, which may be fractional. */
  quantity?: number;
  /** `percentage`: the amount the share is taken of. */
  baseAmount?: AmountInput;
  /** `metered`: the plan's usage metric (its price per unit and the usage included in the plan). */
  metric?: { pricePerUnit?: AmountInput | null; includedQuantity?: number | null } | null;
}

/** One line a person reads. Always `amount = quantity × unitAmount`, exactly. */
export interface PriceBreakdownLine {
  description: string;
  quantity: string;
  unitAmount: Amount;
  amount: Amount;
  /** The tier the line prices, as it was entered. */
  tier?: { startingUnit: number; endingUnit: number | null };
}

export interface PriceResult {
  /** The line amount, rounded once, half away from zero, to the currency's minor unit. */
  amount: Amount;
  /** The line amount before rounding: the exact sum of the breakdown's amounts. */
  exactAmount: Amount;
  /** The point's setup fee, rounded ("0" when none): charged once, on a subscription's first invoice; not in `amount`. */
  setupFee: Amount;
  currency: string;
  breakdown: PriceBreakdownLine[];
}

interface Line {
  description: string;
  quantity: Big;
  unitAmount: Big;
  tier?: { startingUnit: number; endingUnit: number | null };
}

const MODELS: readonly PricingModel[] = [
  "flat_fee",
  "per_unit",
  "tiered",
  "volume",
  "stairstep",
  "package",
  "percentage",
  "metered",
];

/** Models whose quantity counts whole units (metered usage may be fractional; the rest ignore quantity). */
const WHOLE_UNIT_MODELS: readonly PricingModel[] = ["per_unit", "tiered", "volume", "stairstep", "package"];

/**
 * The amount of `point` for `options.quantity` units (default 1), with a breakdown a person can read. The
 * models are COMMERCE.md's "Pricing: one engine for every model"; the amount is exact until it is rounded once,
 * half away from zero, to the currency's minor unit. Invalid input throws an Error with a plain message.
 */
export function priceFor(point: PricePointLike, options: PriceOptions = {}): PriceResult {
  if (point === null || typeof point !== "object") throw new Error("A price point is required");
  const { currency, pricingModel: model } = point;
  if (typeof currency !== "string" || currency.trim() === "") {
    throw new Error("A price point needs a currency");
  }
  if (!MODELS.includes(model)) throw new Error(`Unknown pricing model "${String(model)}"`);
  const quantity = readQuantity(options.quantity ?? 1, model);
  const lines = linesFor(point, model, quantity, options);
  const exact = lines.reduce<Big>((sum, line) => sum.plus(line.quantity.times(line.unitAmount)), ZERO);
  const setupFee = optionalMoney(point.setupFee, "Setup fee") ?? ZERO;
  return {
    amount: fromDecimal(roundDecimal(exact, currency)),
    exactAmount: fromDecimal(exact),
    setupFee: fromDecimal(roundDecimal(setupFee, currency)),
    currency,
    breakdown: lines.map((line) => ({
      description: line.description,
      quantity: fromDecimal(line.quantity),
      unitAmount: fromDecimal(line.unitAmount),
      amount: fromDecimal(line.quantity.times(line.unitAmount)),
      ...(line.tier ? { tier: line.tier } : {}),
    })),
  };
}

/** Whether a point prices the item itself, whatever the quantity (a plan's fee), rather than each unit. */
const pricesTheWhole = (point: PricePointLike) => point.pricingModel === "flat_fee";

/**
 * The headline ('starting at') price of an item, as its cards and the catalog's Avg Plan Value show it: the
 * lowest-priced of the points that price the item itself (a flat fee); only when it has none, the lowest
 * price of a single unit (per unit, tiers, packages, usage with a price). So a plan's $49 flat fee heads it
 * rather than a $12 price per seat, which is what one seat costs, not the plan. Amounts at quantity 1 are
 * compared as numbers, the first of equals winning (spec: "starting price = the lowest-priced price
 * point"); percentage points (no amount without a base) and metered points priced by the plan's usage metric
 * are skipped; null when none can be priced alone. Pass the points of one currency.
 */
export function startingPrice<T extends PricePointLike>(
  points: readonly T[],
): { point: T; amount: Amount } | null {
  let best: { point: T; whole: boolean; exact: Big; amount: Amount } | null = null;
  for (const point of points) {
    if (point.pricingModel === "percentage") continue;
    if (
      point.pricingModel === "metered" &&
      !hasTiers(point) &&
      point.unitPrice == null &&
      point.price == null
    ) {
      continue;
    }
    const result = priceFor(point, { quantity: 1 });
    const whole = pricesTheWhole(point);
    const exact = new Dec(result.exactAmount);
    const better = best === null || (whole && !best.whole) || (whole === best.whole && exact.lt(best.exact));
    if (better) best = { point, whole, exact, amount: result.amount };
  }
  return best && { point: best.point, amount: best.amount };
}

// ---- The models --------------------------------------------------------------------------------------------

function linesFor(point: PricePointLike, model: PricingModel, quantity: Big, options: PriceOptions): Line[] {
  switch (model) {
    case "flat_fee":
      return [
        { description: "Flat fee", quantity: ONE, unitAmount: requiredMoney(point.price, "price", model) },
      ];
    case "per_unit": {
      const unitPrice = requiredMoney(point.unitPrice ?? point.price, "price", model);
      const { free, billable } = splitFree(quantity, count(point.freeQuantity, "Free quantity"));
      return [
        ...freeLine(free, "Free units"),
        {
          description: free.gt(ZERO) ? "Units beyond the free ones" : "Units",
          quantity: billable,
          unitAmount: unitPrice,
        },
      ];
    }
    case "package": {
      const price = requiredMoney(point.price, "price", model);
      const size = packageSize(point.packageSize);
      const { free, billable } = splitFree(quantity, count(point.freeQuantity, "Free quantity"));
      // Every started package is a whole package: ceil(billable / size), computed exactly.
      const remainder = billable.mod(size);
      const packages = billable
        .minus(remainder)
        .div(size)
        .plus(remainder.gt(ZERO) ? ONE : ZERO);
      const description = `${plural(packages, "package")} of ${plural(size, "unit")} (${plural(billable, "unit")})`;
      return [...freeLine(free, "Free units"), { description, quantity: packages, unitAmount: price }];
    }
    case "tiered":
      return graduated(prepareTiers(point.tiers, model), quantity);
    case "volume": {
      if (quantity.eq(ZERO)) return []; // Every unit at the first tier's price × 0 units.
      const tier = tierContaining(prepareTiers(point.tiers, model), quantity);
      return [
        {
          description: `${plural(quantity, "unit")} at the price of ${rangeText(tier, quantity)}`,
          quantity,
          unitAmount: tier.price,
          tier: tier.entered,
        },
      ];
    }
    case "stairstep": {
      if (quantity.eq(ZERO)) return []; // No units, no step.
      const tier = tierContaining(prepareTiers(point.tiers, model), quantity);
      return [
        {
          description: `${plural(quantity, "unit")}: the step for ${rangeText(tier, quantity)}`,
          quantity: ONE,
          unitAmount: tier.price,
          tier: tier.entered,
        },
      ];
    }
    case "percentage": {
      const percentage = requiredMoney(point.percentage, "percentage", model, "Percentage");
      if (options.baseAmount === undefined || options.baseAmount === null) {
        throw new Error("A percentage price needs the base amount it is a share of");
      }
      const base = money(options.baseAmount, "Base amount");
      // × 0.01 rather than ÷ 100: a product of decimals is exact, whatever its number of digits.
      const amount = base.times(percentage).times(new Dec("0.01"));
      return [
        {
          description: `${fromDecimal(percentage)}% of ${fromDecimal(base)}`,
          quantity: ONE,
          unitAmount: amount,
        },
      ];
    }
    case "metered": {
      const included = count(options.metric?.includedQuantity ?? point.freeQuantity, "Included quantity");
      const { free, billable } = splitFree(quantity, included);
      const head = freeLine(free, "Included usage");
      if (hasTiers(point)) return [...head, ...graduated(prepareTiers(point.tiers, model), billable)];
      const perUnit = options.metric?.pricePerUnit ?? point.unitPrice ?? point.price;
      if (perUnit === undefined || perUnit === null) {
        throw new Error("A metered price needs a price per unit or tiers");
      }
      const description = free.gt(ZERO) ? "Usage beyond the included quantity" : "Usage";
      return [...head, { description, quantity: billable, unitAmount: money(perUnit, "Price per unit") }];
    }
  }
}

/** Units up to `allowance` are free (a line at 0); the rest are billable. */
function splitFree(quantity: Big, allowance: Big): { free: Big; billable: Big } {
  const free = quantity.lt(allowance) ? quantity : allowance;
  return { free, billable: quantity.minus(free) };
}

function freeLine(free: Big, description: string): Line[] {
  return free.gt(ZERO) ? [{ description, quantity: free, unitAmount: ZERO }] : [];
}

// ---- Tiers -------------------------------------------------------------------------------------------------

interface PreparedTier {
  entered: { startingUnit: number; endingUnit: number | null };
  price: Big;
  /** The tier holds the units in (lower, upper]: whole units lower + 1 … upper. */
  lower: Big;
  /** null: unlimited. */
  upper: Big | null;
}

/**
 * Tiers sorted by their first unit, so the amount never depends on the order they were entered in. Each tier
 * holds the units from its startingUnit up to the unit before the next tier's start; the first tier also holds
 * any units below its start, and the last tier holds every unit above it, even when it states an endingUnit (a
 * quantity beyond the last tier is priced with the last tier). The catalog's forms already require tiers that
 * start at 1 and follow each other without gaps, for which these bounds are exactly the stated ones.
 */
function prepareTiers(tiers: readonly PriceTier[] | null | undefined, model: PricingModel): PreparedTier[] {
  if (!tiers || tiers.length === 0) throw new Error(`A ${modelName(model)} price needs at least one tier`);
  const checked = tiers.map((tier) => {
    const { startingUnit } = tier;
    if (!Number.isInteger(startingUnit) || startingUnit < 0) {
      throw new Error(
        `A tier's starting unit must be a whole number of at least 0, not ${String(startingUnit)}`,
      );
    }
    const endingUnit = tier.endingUnit ?? null;
    if (endingUnit !== null && (!Number.isInteger(endingUnit) || endingUnit < startingUnit)) {
      throw new Error(`A tier cannot end (${String(endingUnit)}) before it starts (${startingUnit})`);
    }
    return { entered: { startingUnit, endingUnit }, price: money(tier.price, "Tier price") };
  });
  checked.sort((a, b) => a.entered.startingUnit - b.entered.startingUnit);
  return checked.map((tier, index) => {
    const next = checked[index + 1];
    if (next && next.entered.startingUnit === tier.entered.startingUnit) {
      throw new Error(`Two tiers start at unit ${tier.entered.startingUnit}`);
    }
    return {
      ...tier,
      lower: index === 0 ? ZERO : new Dec(String(tier.entered.startingUnit - 1)),
      upper: next ? new Dec(String(next.entered.startingUnit - 1)) : null,
    };
  });
}

/** Graduated: each unit priced by the tier it falls in, one line per tier that holds units. */
function graduated(tiers: readonly PreparedTier[], quantity: Big): Line[] {
  const lines: Line[] = [];
  for (const tier of tiers) {
    if (!quantity.gt(tier.lower)) break;
    const top = tier.upper === null || quantity.lt(tier.upper) ? quantity : tier.upper;
    const units = top.minus(tier.lower);
    if (units.gt(ZERO)) {
      lines.push({
        description: rangeText(tier, quantity),
        quantity: units,
        unitAmount: tier.price,
        tier: tier.entered,
      });
    }
  }
  return lines;
}

/** The tier whose units include `quantity` (> 0). */
function tierContaining(tiers: readonly PreparedTier[], quantity: Big): PreparedTier {
  let found = tiers[0]!;
  for (const tier of tiers) if (quantity.gt(tier.lower)) found = tier;
  return found;
}

/** The units a tier holds, for a person; `quantity` tells whether a last tier with an end was overrun. */
function rangeText(tier: PreparedTier, quantity: Big): string {
  const from = fromDecimal(tier.lower.plus(ONE));
  const stated = tier.entered.endingUnit;
  const upper =
    tier.upper ?? (stated !== null && !quantity.gt(new Dec(String(stated))) ? new Dec(String(stated)) : null);
  if (upper === null)
    return stated === null ? `units ${from} and above` : `units ${from} and above (the last tier)`;
  if (upper.eq(tier.lower.plus(ONE))) return `unit ${from}`;
  return `units ${from}–${fromDecimal(upper)}`;
}

function hasTiers(point: PricePointLike): boolean {
  return Array.isArray(point.tiers) && point.tiers.length > 0;
}

// ---- Reading the inputs ------------------------------------------------------------------------------------

function readQuantity(quantity: number, model: PricingModel): Big {
  if (typeof quantity !== "number" || !Number.isFinite(quantity)) {
    throw new Error(`Quantity must be a finite number, not ${String(quantity)}`);
  }
  if (quantity < 0) throw new Error(`Quantity cannot be negative (${quantity})`);
  if (WHOLE_UNIT_MODELS.includes(model) && !Number.isInteger(quantity)) {
    throw new Error(
      `Quantity must be a whole number of units for a ${modelName(model)} price, not ${quantity}`,
    );
  }
  return toDecimal(quantity, "Quantity");
}

/** A count of units ≥ 0 (free or included quantity); absent is 0. */
function count(value: number | null | undefined, what: string): Big {
  if (value === undefined || value === null) return ZERO;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new Error(`${what} must be a number of at least 0, not ${String(value)}`);
  }
  return toDecimal(value, what);
}

function packageSize(value: number | null | undefined): Big {
  if (value === undefined || value === null) throw new Error("A package price needs a package size");
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new Error(`Package size must be a whole number of at least 1, not ${String(value)}`);
  }
  return toDecimal(value, "Package size");
}

/** A price or an amount: a valid decimal ≥ 0. */
function money(value: AmountInput, what: string): Big {
  const amount = toDecimal(value, what);
  if (amount.lt(ZERO)) throw new Error(`${what} cannot be negative (${fromDecimal(amount)})`);
  return amount;
}

function optionalMoney(value: AmountInput | null | undefined, what: string): Big | null {
  return value === undefined || value === null ? null : money(value, what);
}

function requiredMoney(
  value: AmountInput | null | undefined,
  field: string,
  model: PricingModel,
  what = "Price",
): Big {
  if (value === undefined || value === null) throw new Error(`A ${modelName(model)} price needs a ${field}`);
  return money(value, what);
}

function modelName(model: PricingModel): string {
  return model.replace("_", " ");
}

function plural(value: Big, word: string): string {
  return `${fromDecimal(value)} ${value.eq(ONE) ? word : `${word}s`}`;
}
