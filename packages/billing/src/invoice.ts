import type Big from "big.js";
import { type Amount, type AmountInput, fromDecimal, roundDecimal, toDecimal, ZERO } from "./money.ts";
import { invoiceTax, spreadAmount, type TaxLine, type TaxRateLike } from "./tax.ts";

/**
 * An invoice's arithmetic (COMMERCE.md, "Coupons" and "Invoices"): its lines, each rounded once to the
 * currency's minor unit; the discounts of its coupons on the recurring lines (before credits); the credit
 * applied; the tax of each line after its share of the discounts (COMMERCE.md, "Correcting and taxing
 * invoices"); the total and the amount due. The lines and the exclusive taxes always add up to the total, and
 * no total is negative.
 */

export type LineKind = "plan" | "addon" | "charge" | "setup_fee" | "usage" | "proration" | "discount";

export interface InvoiceLineInput {
  kind: Exclude<LineKind, "discount">;
  description: string;
  quantity: number;
  /** The line's exact amount (any number of decimals); rounded once here. */
  amount: AmountInput;
  /** Recurring lines (a plan's, an add-on's, a recurring charge's, their prorations) are what coupons discount. */
  recurring: boolean;
  /** What the line is for, carried through (a price point id, a period). */
  ref?: Record<string, string | number | null>;
}

export interface CouponLike {
  id?: string;
  code?: string;
  name?: string;
  discountType: "percentage" | "fixed_amount";
  discountValue: AmountInput;
  durationType: "one_time" | "forever" | "limited_period";
  /** Months, for limited_period. */
  duration?: number | null;
}

export interface InvoiceLine {
  kind: LineKind;
  description: string;
  quantity: number;
  /** Rounded to the currency's minor unit. Discounts are negative. */
  amount: Amount;
  recurring: boolean;
  ref?: Record<string, string | number | null>;
  /** The line's tax, after its share of the discounts (inside the amount for an inclusive rate). */
  taxAmount: Amount;
  /** The rate it is taxed at; null for none (and for discount lines, whose share is on the lines). */
  taxRateId: string | null;
}

export interface InvoiceTotals {
  currency: string;
  lines: InvoiceLine[];
  /** The lines before discounts. */
  subtotal: Amount;
  /** The discounts, as a positive amount (their lines are negative). */
  discount: Amount;
  /** The sum of the lines' taxes (inclusive ones inside the lines' amounts). */
  tax: Amount;
  /** One per rate, in the order the rates first appear: the PDF's tax lines. */
  taxLines: TaxLine[];
  /** What is owed: subtotal − discount + the exclusive taxes; 0 or more. */
  total: Amount;
  /** Credit taken from the customer's balance, at most the total. */
  creditApplied: Amount;
  amountDue: Amount;
}

/**
 * Whether a coupon applies to an invoice: one_time to the first invoice it is on, forever to all of them,
 * limited_period to those of the first `duration` months after it was applied (`monthsSinceApplied` counts
 * whole months from the day it was applied to the invoice's period start: 0 in the first month).
 */
export function couponApplies(
  coupon: Pick<CouponLike, "durationType" | "duration">,
  context: { invoicesBefore: number; monthsSinceApplied: number },
): boolean {
  switch (coupon.durationType) {
    case "one_time":
      return context.invoicesBefore === 0;
    case "forever":
      return true;
    case "limited_period":
      return context.monthsSinceApplied < (coupon.duration ?? 0);
    default:
      return false;
  }
}

/**
 * The discount of one coupon on `base` (the recurring amount not yet discounted), exact: a percentage of it,
 * or a fixed amount, never more than `base`.
 */
export function discountOf(
  coupon: Pick<CouponLike, "discountType" | "discountValue">,
  base: AmountInput,
): Amount {
  const available = toDecimal(base);
  if (available.lte(ZERO)) return "0";
  const value = toDecimal(coupon.discountValue);
  const off = coupon.discountType === "percentage" ? available.times(value).div("100") : value;
  return fromDecimal(off.gt(available) ? available : off.lt(ZERO) ? ZERO : off);
}

/** The credit an invoice takes from a customer's balance: all of it, at most the total, none when not positive. */
export function creditToApply(balance: AmountInput, total: AmountInput): Amount {
  return fromDecimal(creditOf(toDecimal(balance), toDecimal(total)));
}

function creditOf(balance: Big, total: Big): Big {
  return balance.lte(ZERO) ? ZERO : balance.gt(total) ? total : balance;
}

/**
 * An invoice from its lines, the coupons that apply to it (in the order they were applied; each takes its
 * share of what the ones before left), and the customer's credit balance.
 */
export function invoiceTotals(input: {
  currency: string;
  lines: readonly InvoiceLineInput[];
  coupons?: readonly CouponLike[];
  creditBalance?: AmountInput;
  /** The rate the buyer pays (what `taxRateFor` chose); none when left out. */
  taxRate?: TaxRateLike | null;
}): InvoiceTotals {
  const { currency } = input;
  const lines: InvoiceLine[] = input.lines.map((line) => ({
    ...line,
    amount: fromDecimal(roundDecimal(toDecimal(line.amount), currency)),
    taxAmount: "0",
    taxRateId: null,
  }));
  const subtotal = lines.reduce((sum, line) => sum.plus(toDecimal(line.amount)), ZERO);
  // A change that leaves less to pay than it credits is not an invoice: its net becomes credit.
  if (subtotal.lt(ZERO)) throw new Error("An invoice's lines must not add up to less than zero");
  // Coupons discount the recurring lines; never more than the invoice's subtotal, so no total is negative.
  let discountable = lines
    .filter((line) => line.recurring)
    .reduce((sum, line) => sum.plus(toDecimal(line.amount)), ZERO);
  if (discountable.gt(subtotal)) discountable = subtotal;
  let discount = ZERO;
  for (const coupon of input.coupons ?? []) {
    const left = discountable.minus(discount);
    const off = roundDecimal(toDecimal(discountOf(coupon, fromDecimal(left))), currency);
    if (off.lte(ZERO)) continue;
    discount = discount.plus(off);
    lines.push({
      kind: "discount",
      description: coupon.name
        ? `${coupon.name}${coupon.code ? ` (${coupon.code})` : ""}`
        : (coupon.code ?? "Discount"),
      quantity: 1,
      amount: fromDecimal(off.times("-1")),
      recurring: false,
      ref: { couponId: coupon.id ?? null },
      taxAmount: "0",
      taxRateId: null,
    });
  }
  // Each line is taxed after its share of the discounts: they fall on the recurring lines, pro rata.
  const charged = lines.filter((line) => line.kind !== "discount");
  const shares = spreadAmount(
    fromDecimal(discount),
    charged.map((line) => (line.recurring ? line.amount : "0")),
    currency,
  );
  const taxed = invoiceTax({
    currency,
    taxRate: input.taxRate ?? null,
    lines: charged.map((line, index) => ({ amount: line.amount, discount: shares[index]! })),
  });
  charged.forEach((line, index) => {
    line.taxAmount = taxed.lines[index]!.taxAmount;
    line.taxRateId = taxed.lines[index]!.taxRateId;
  });
  const exclusiveTax = input.taxRate && !input.taxRate.inclusive ? toDecimal(taxed.tax) : ZERO;
  const total = subtotal.minus(discount).plus(exclusiveTax);
  // A credit line's negative tax may not take an invoice below 0 (its net is credit, as above).
  if (total.lt(ZERO)) throw new Error("An invoice's lines must not add up to less than zero");
  const creditApplied = creditOf(toDecimal(input.creditBalance ?? 0), total);
  return {
    currency,
    lines,
    subtotal: fromDecimal(subtotal),
    discount: fromDecimal(discount),
    tax: taxed.tax,
    taxLines: taxed.taxLines,
    total: fromDecimal(total),
    creditApplied: fromDecimal(creditApplied),
    amountDue: fromDecimal(total.minus(creditApplied)),
  };
}

/**
 * An invoice after money is received on it: what is paid and what is still due (never below 0; paying more
 * than is due settles it), and whether it is now paid.
 */
export function paymentOn(
  invoice: { amountPaid: AmountInput; amountDue: AmountInput },
  amount: AmountInput,
): { amountPaid: Amount; amountDue: Amount; paid: boolean } {
  const due = toDecimal(invoice.amountDue).minus(toDecimal(amount));
  const paid = due.lte(ZERO);
  return {
    amountPaid: fromDecimal(toDecimal(invoice.amountPaid).plus(toDecimal(amount))),
    amountDue: paid ? "0" : fromDecimal(due),
    paid,
  };
}

/**
 * The discount of an estimate (an order not yet placed): each coupon on its own, a percentage of the
 * recurring amount or its fixed amount, each rounded once; together never more than the subtotal.
 */
export function estimateDiscount(input: {
  currency: string;
  subtotal: AmountInput;
  recurring: AmountInput;
  coupons: readonly Pick<CouponLike, "discountType" | "discountValue">[];
}): { discount: Amount; total: Amount } {
  const subtotal = toDecimal(input.subtotal);
  const recurring = toDecimal(input.recurring);
  const asked = input.coupons.reduce((sum, coupon) => {
    const value = toDecimal(coupon.discountValue);
    const off = coupon.discountType === "percentage" ? recurring.times(value.times("0.01")) : value;
    return sum.plus(roundDecimal(off, input.currency));
  }, ZERO);
  const discount = asked.gt(subtotal) ? subtotal : asked;
  return { discount: fromDecimal(discount), total: fromDecimal(subtotal.minus(discount)) };
}
