import Big from "big.js";
import { minorUnits } from "./currencies.ts";

/** A money amount or a price as JSON gives it (29.99) or as a decimal string ("29.99"). */
export type AmountInput = number | string;
/** A decimal string in plain notation, never with an exponent: "29.99", "1250", "0.000125". */
export type Amount = string;

/**
 * This package's own Big constructor (the global one is never changed): 20 decimals for divisions, rounding
 * half away from zero (big.js calls it ROUND_HALF_UP: "if equidistant, rounds away from zero"), strict so that
 * a JS number can never slip in unconverted.
 */
export const Dec = Big();
Dec.DP = 20;
Dec.RM = Big.roundHalfUp;
Dec.NE = -1e6;
Dec.PE = 1e6;
Dec.strict = true;

export const ZERO = new Dec("0");
export const ONE = new Dec("1");

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A number or decimal string as an exact decimal. Numbers go through `String(n)`, the shortest string that
 * reads back as the same double, so 29.99 is exactly 29.99 and not the binary value nearest to it.
 */
export function toDecimal(value: AmountInput | Big, what = "Amount"): Big {
  if (value instanceof Big) return new Dec(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${what} must be a finite number, not ${String(value)}`);
    return inRange(new Dec(String(value)), what, value);
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (!DECIMAL.test(text)) throw new Error(`${what} must be a decimal number, not "${value}"`);
    return inRange(new Dec(text.startsWith("+") ? text.slice(1) : text), what, value);
  }
  throw new Error(`${what} must be a number or a decimal string`);
}

/**
 * Exponents beyond ±1000 are refused: no amount or quantity needs them, and written out in plain notation
 * ("1e999999999") they would take gigabytes.
 */
const MAX_EXPONENT = 1000;

function inRange(decimal: Big, what: string, value: AmountInput): Big {
  if (!decimal.eq(ZERO) && Math.abs(decimal.e) > MAX_EXPONENT) {
    throw new Error(`${what} is out of range: ${String(value)}`);
  }
  return decimal;
}

/** An exact decimal as an Amount: plain notation, no trailing zeros, and "0" rather than "-0". */
export function fromDecimal(value: Big): Amount {
  return value.eq(ZERO) ? "0" : value.toFixed();
}

/** Validates and normalises an amount, without rounding: 29.990 → "29.99", "1e3" → "1000". */
export function toAmount(value: AmountInput): Amount {
  return fromDecimal(toDecimal(value));
}

/** Rounds once, half away from zero, to the currency's minor unit: USD 2.345 → "2.35", JPY 2.5 → "3". */
export function roundMoney(amount: AmountInput, currency: string): Amount {
  return fromDecimal(roundDecimal(toDecimal(amount), currency));
}

export function roundDecimal(value: Big, currency: string): Big {
  return value.round(minorUnits(currency), Big.roundHalfUp);
}

/** The exact sum; no values give "0". */
export function addAmounts(...values: AmountInput[]): Amount {
  return fromDecimal(values.reduce<Big>((sum, value) => sum.plus(toDecimal(value)), ZERO));
}

/** The exact difference a − b. */
export function subtractAmounts(a: AmountInput, b: AmountInput): Amount {
  return fromDecimal(toDecimal(a).minus(toDecimal(b)));
}

/** The quotient a ÷ b, to 20 decimals (round it once where it is shown); b must not be 0. */
export function divideAmount(a: AmountInput, b: AmountInput): Amount {
  const divisor = toDecimal(b);
  if (divisor.eq(ZERO)) throw new Error("Cannot divide an amount by 0");
  return fromDecimal(toDecimal(a).div(divisor));
}

export function compareAmounts(a: AmountInput, b: AmountInput): -1 | 0 | 1 {
  return toDecimal(a).cmp(toDecimal(b));
}

/** The exact product (a unit price with 6 decimals × a quantity keeps every digit). */
export function multiplyAmount(a: AmountInput, b: AmountInput): Amount {
  return fromDecimal(toDecimal(a).times(toDecimal(b)));
}

/** The mean of the values (to 20 decimals, as monthlyValue divides); no values give "0". */
export function meanAmount(values: readonly AmountInput[]): Amount {
  if (values.length === 0) return "0";
  return fromDecimal(toDecimal(addAmounts(...values)).div(toDecimal(values.length)));
}

export type BillingFrequency =
  | "day"
  | "week"
  | "month"
  | "year"
  | "daily"
  | "weekly"
  | "monthly"
  | "quarterly"
  | "semi_annual"
  | "yearly";

/** How a period's amount becomes a month's: multiply by `times`, then divide by `per`. */
const PER_MONTH: Record<BillingFrequency, { times: string; per: string }> = {
  day: { times: "365", per: "12" },
  daily: { times: "365", per: "12" },
  week: { times: "52", per: "12" },
  weekly: { times: "52", per: "12" },
  month: { times: "1", per: "1" },
  monthly: { times: "1", per: "1" },
  quarterly: { times: "1", per: "3" },
  semi_annual: { times: "1", per: "6" },
  year: { times: "1", per: "12" },
  yearly: { times: "1", per: "12" },
};

/**
 * The monthly equivalent of an amount billed every `frequency` (for MRR): yearly ÷ 12, semi-annual ÷ 6,
 * quarterly ÷ 3, weekly × 52 ÷ 12, daily × 365 ÷ 12, monthly × 1. No frequency counts as monthly. Not
 * rounded: divisions keep 20 decimals (100 yearly → "8.33333333333333333333"); round the total, not each term.
 */
export function monthlyValue(amount: AmountInput, frequency: BillingFrequency | null | undefined): Amount {
  const value = toDecimal(amount);
  if (frequency === null || frequency === undefined) return fromDecimal(value);
  const rule = PER_MONTH[frequency];
  if (!rule) throw new Error(`Unknown billing frequency "${String(frequency)}"`);
  return fromDecimal(value.times(rule.times).div(rule.per));
}
