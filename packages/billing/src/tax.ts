import Big from "big.js";
import { minorUnits } from "./currencies.ts";
import { type Amount, type AmountInput, Dec, fromDecimal, roundDecimal, toDecimal, ZERO } from "./money.ts";

/**
 * Taxes on invoices (COMMERCE.md, "Correcting and taxing invoices"): which rate a buyer pays, and the tax of
 * each line and of each rate. Exclusive rates add tax to each line after its discount; inclusive ones take it
 * out of the line's amount (amount × p ÷ (100 + p)). Each line's tax is rounded once, half away from zero, to
 * the currency's minor unit, and the invoice's tax is the sum of its lines' taxes.
 */

/** A tax rate as the account keeps it. `region` is the ISO 3166-2 subdivision code without the country. */
export interface TaxRateLike {
  id: string;
  name?: string;
  /** 0 to 100, up to 4 decimals. */
  percentage: AmountInput;
  inclusive: boolean;
  /** ISO 3166-1 alpha-2. */
  country: string;
  region?: string | null;
  active: boolean;
}

export type TaxExempt = "none" | "exempt" | "reverse";

/** What of a customer decides their tax: the billing address's country and state, and their exemption. */
export interface TaxBuyer {
  country?: string | null;
  state?: string | null;
  taxExempt?: TaxExempt | null;
}

export interface TaxChoice<R extends TaxRateLike = TaxRateLike> {
  /** The rate to charge; null when no tax is charged. */
  rate: R | null;
  /** Why: a rate applies, none matches, the customer is exempt, or the tax is reverse charged. */
  reason: "rate" | "no_rate" | "exempt" | "reverse_charge";
  /** The invoice says 'Reverse charge'. */
  reverseCharge: boolean;
}

const code = (value: string | null | undefined): string => (value ?? "").trim().toUpperCase();

/** A subdivision as its code without the country: "US-CA" and "ca" are both "CA" in the United States. */
function regionCode(value: string | null | undefined, country: string): string {
  const region = code(value);
  return region.startsWith(`${country}-`) ? region.slice(country.length + 1) : region;
}

/**
 * The rate a buyer pays: none for an exempt customer; none, and 'Reverse charge' on the invoice, for a
 * reverse-charge one; else the active rate of their billing country whose region is their state, or failing
 * that the active rate of the country that names no region (a region's rate wins over its country's); else
 * none. Where several rates match equally, the first in `rates` wins (the contract expects one).
 */
export function taxRateFor<R extends TaxRateLike>(buyer: TaxBuyer, rates: readonly R[]): TaxChoice<R> {
  if (buyer.taxExempt === "exempt") return { rate: null, reason: "exempt", reverseCharge: false };
  if (buyer.taxExempt === "reverse") return { rate: null, reason: "reverse_charge", reverseCharge: true };
  const country = code(buyer.country);
  if (!country) return { rate: null, reason: "no_rate", reverseCharge: false };
  const state = regionCode(buyer.state, country);
  let countryRate: R | null = null;
  for (const rate of rates) {
    if (!rate.active || code(rate.country) !== country) continue;
    const region = regionCode(rate.region, country);
    if (!region) countryRate ??= rate;
    else if (state && region === state) return { rate, reason: "rate", reverseCharge: false };
  }
  return countryRate
    ? { rate: countryRate, reason: "rate", reverseCharge: false }
    : { rate: null, reason: "no_rate", reverseCharge: false };
}

const HUNDRED = new Dec("100");

/** A rate's percentage, checked: 0 to 100 with up to 4 decimals, as COMMERCE.md allows. */
function percentageOf(rate: Pick<TaxRateLike, "percentage">): Big {
  const percentage = toDecimal(rate.percentage, "Tax percentage");
  if (percentage.lt(ZERO) || percentage.gt(HUNDRED) || !percentage.round(4, Big.roundDown).eq(percentage)) {
    throw new Error(
      `Tax percentage must be 0 to 100 with at most 4 decimals, not ${String(rate.percentage)}`,
    );
  }
  return percentage;
}

/**
 * The tax of one line's amount (after its discount) at a rate, rounded once to the currency's minor unit:
 * amount × p ÷ 100 on top for an exclusive rate, amount × p ÷ (100 + p) inside it for an inclusive one.
 */
export function lineTax(
  amount: AmountInput,
  rate: Pick<TaxRateLike, "percentage" | "inclusive">,
  currency: string,
): Amount {
  return fromDecimal(taxOf(toDecimal(amount), rate, currency));
}

function taxOf(amount: Big, rate: Pick<TaxRateLike, "percentage" | "inclusive">, currency: string): Big {
  const percentage = percentageOf(rate);
  // One division, so the only rounding is the one to the minor unit.
  const exact = amount.times(percentage).div(rate.inclusive ? HUNDRED.plus(percentage) : HUNDRED);
  return roundDecimal(exact, currency);
}

/** An invoice line to tax: its amount before discounts, the discount that falls on it, and its rate. */
export interface TaxableLine {
  id?: string;
  /** The line's amount before discounts (inclusive rates: tax inside); rounded once to the minor unit here. */
  amount: AmountInput;
  /** The part of the discounts that falls on this line, positive (see `spreadAmount`); rounded once here. */
  discount?: AmountInput;
  /** The line's own rate: null for none; left out, the invoice's rate. */
  taxRate?: TaxRateLike | null;
}

export interface TaxedLine {
  id?: string;
  amount: Amount;
  discount: Amount;
  taxRateId: string | null;
  taxAmount: Amount;
  /** After its discount, without tax. */
  net: Amount;
  /** After its discount, with tax: what the line adds to the invoice's total. */
  total: Amount;
}

/** One rate's tax on an invoice (Stripe's `total_tax_amounts`): the PDF's tax line per rate. */
export interface TaxLine {
  taxRateId: string;
  name?: string;
  percentage: Amount;
  inclusive: boolean;
  /** The lines' amounts at this rate after discounts, without tax. */
  taxableAmount: Amount;
  /** The sum of the lines' taxes at this rate. */
  amount: Amount;
}

export interface InvoiceTax {
  currency: string;
  lines: TaxedLine[];
  /** In the order each rate first appears on the lines. */
  taxLines: TaxLine[];
  /** The lines' amounts before discounts, an inclusive rate's tax inside them. */
  subtotal: Amount;
  discount: Amount;
  /** The sum of the lines' taxes (which is the sum of the tax lines). */
  tax: Amount;
  /** What is owed: subtotal − discount + the exclusive taxes. */
  total: Amount;
}

/**
 * The taxes of an invoice's lines at `taxRate` (what `taxRateFor` chose) or each line's own rate: each line's
 * tax on its amount after its discount, rounded once; the tax lines grouped per rate; and the invoice's
 * subtotal, discount, tax and total. Pass discounts per line, not as lines of their own, so that each line
 * is taxed after its discount.
 */
export function invoiceTax(input: {
  currency: string;
  lines: readonly TaxableLine[];
  taxRate?: TaxRateLike | null;
}): InvoiceTax {
  const { currency } = input;
  const byRate = new Map<string, { rate: TaxRateLike; taxable: Big; tax: Big }>();
  let subtotal = ZERO;
  let discount = ZERO;
  let tax = ZERO;
  let total = ZERO;
  const lines = input.lines.map((line): TaxedLine => {
    const amount = roundDecimal(toDecimal(line.amount), currency);
    const off = roundDecimal(toDecimal(line.discount ?? 0), currency);
    const taxable = amount.minus(off);
    const rate = line.taxRate === undefined ? (input.taxRate ?? null) : line.taxRate;
    const taxAmount = rate ? taxOf(taxable, rate, currency) : ZERO;
    const net = rate?.inclusive ? taxable.minus(taxAmount) : taxable;
    const lineTotal = net.plus(taxAmount);
    if (rate) {
      const group = byRate.get(rate.id) ?? { rate, taxable: ZERO, tax: ZERO };
      group.taxable = group.taxable.plus(net);
      group.tax = group.tax.plus(taxAmount);
      byRate.set(rate.id, group);
    }
    subtotal = subtotal.plus(amount);
    discount = discount.plus(off);
    tax = tax.plus(taxAmount);
    total = total.plus(lineTotal);
    return {
      ...(line.id === undefined ? {} : { id: line.id }),
      amount: fromDecimal(amount),
      discount: fromDecimal(off),
      taxRateId: rate?.id ?? null,
      taxAmount: fromDecimal(taxAmount),
      net: fromDecimal(net),
      total: fromDecimal(lineTotal),
    };
  });
  const taxLines = [...byRate.values()].map(
    (group): TaxLine => ({
      taxRateId: group.rate.id,
      ...(group.rate.name === undefined ? {} : { name: group.rate.name }),
      percentage: fromDecimal(percentageOf(group.rate)),
      inclusive: group.rate.inclusive,
      taxableAmount: fromDecimal(group.taxable),
      amount: fromDecimal(group.tax),
    }),
  );
  return {
    currency,
    lines,
    taxLines,
    subtotal: fromDecimal(subtotal),
    discount: fromDecimal(discount),
    tax: fromDecimal(tax),
    total: fromDecimal(total),
  };
}

/**
 * `total` shared out pro rata to `weights` in the currency's minor units (largest remainder: each share is
 * rounded down, and the units left over go to the largest remainders, the earlier on a tie), so the shares add
 * up to `total` exactly. Used to lay an invoice's discount on its lines (as Stripe does before taxing them) and a
 * credit note's tax on the invoice's rates. Weights of 0 or less take nothing; `total` must not pass their sum
 * when it is a discount, and is 0 or more.
 */
export function spreadAmount(
  total: AmountInput,
  weights: readonly AmountInput[],
  currency: string,
): Amount[] {
  const amount = toDecimal(total);
  if (amount.lt(ZERO)) throw new Error("Only an amount of 0 or more can be spread");
  const digits = minorUnits(currency);
  if (!roundDecimal(amount, currency).eq(amount)) {
    throw new Error(`An amount to spread must be in ${currency}'s minor units, not ${String(total)}`);
  }
  const parts = weights.map((weight) => {
    const value = toDecimal(weight);
    return value.gt(ZERO) ? value : ZERO;
  });
  const sum = parts.reduce((acc, part) => acc.plus(part), ZERO);
  if (sum.eq(ZERO)) {
    if (amount.eq(ZERO)) return parts.map(() => "0");
    throw new Error("An amount cannot be spread over weights that are all 0");
  }
  const exact = parts.map((part) => amount.times(part).div(sum));
  const shares = exact.map((share) => share.round(digits, Big.roundDown));
  const unit = new Dec("1").div(new Dec("10").pow(digits));
  let left = amount.minus(shares.reduce((acc, share) => acc.plus(share), ZERO));
  const order = exact
    .map((share, index) => ({ index, remainder: share.minus(shares[index]!) }))
    .sort((a, b) => b.remainder.cmp(a.remainder) || a.index - b.index);
  for (const { index } of order) {
    if (left.lte(ZERO)) break;
    shares[index] = shares[index]!.plus(unit);
    left = left.minus(unit);
  }
  return shares.map(fromDecimal);
}

/**
 * An amount without the tax an inclusive rate holds inside it (COMMERCE.md: MRR excludes tax both ways; an
 * inclusive 100.00 at 20% is 83.33): amount − amount × p ÷ (100 + p), the tax rounded once as on an invoice.
 * An exclusive rate, or none, leaves it as it is (its tax is added on top, never inside).
 */
export function withoutTax(
  amount: AmountInput,
  rate: Pick<TaxRateLike, "percentage" | "inclusive"> | null | undefined,
  currency: string,
): Amount {
  const value = toDecimal(amount);
  if (!rate?.inclusive) return fromDecimal(value);
  return fromDecimal(value.minus(taxOf(value, rate, currency)));
}
