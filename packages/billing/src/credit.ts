import { type CouponLike, invoiceTotals, type LineKind } from "./invoice.ts";
import {
  type Amount,
  type AmountInput,
  addAmounts,
  compareAmounts,
  roundMoney,
  subtractAmounts,
} from "./money.ts";
import { prorate } from "./proration.ts";
import { compareDays, type Day, type Term } from "./terms.ts";

/**
 * Credit for time paid and not used (COMMERCE.md, "Subscription rules": pause, cancel now, a decrease during
 * a term): what the customer paid for the days left, after the discounts they had, never what they did not pay.
 */

/** A line of an invoice of the term, as it was billed (a discount's amount is negative). */
export interface PaidLine {
  kind: LineKind;
  amount: AmountInput;
  /** The days the line pays for; none for a one-time line (then the invoice's period is read). */
  periodStart: Day | null;
  periodEnd: Day | null;
}

/** An invoice of the term: the term's own, or one of a change made during it. */
export interface PaidInvoice {
  periodStart: Day | null;
  periodEnd: Day | null;
  lines: readonly PaidLine[];
}

/** Credit already given during the term for a decrease, for its days (`periodStart` to `periodEnd`). */
export interface GivenCredit {
  amount: AmountInput;
  periodStart: Day | null;
  periodEnd: Day | null;
}

/** What is still unused from `on` of `amount` paid for `start` to `end` (0 once it is over). */
function unusedShare(amount: AmountInput, start: Day | null, end: Day | null, on: Day): Amount {
  if (!start || !end || compareDays(start, end) >= 0 || compareDays(on, end) >= 0) return "0";
  const from = compareDays(on, start) < 0 ? start : on;
  return prorate(amount, { start, end }, from);
}

/** Recurring lines are what time is paid for: a plan's, a recurring add-on's, a proration's, their discounts. */
function paysForTime(line: PaidLine): boolean {
  return (
    line.kind === "plan" ||
    line.kind === "proration" ||
    line.kind === "discount" ||
    (line.kind === "addon" && line.periodStart !== null)
  );
}

/**
 * The credit for the unused part of `term` from `on`, rounded once: each recurring line of the term's invoices
 * (discounts included, so the credit is what was paid) for the days of its own period left, less what a
 * decrease during the term gave back already for those days. After an upgrade it is the unused part of the
 * plan held now, as paid; after a downgrade, of the lower price. 0 when nothing is left, never negative.
 */
export function unusedCredit(input: {
  term: Term;
  on: Day;
  currency: string;
  invoices: readonly PaidInvoice[];
  credits?: readonly GivenCredit[];
}): Amount {
  const { on } = input;
  if (compareDays(on, input.term.end) >= 0) return "0";
  let unused: Amount = "0";
  for (const invoice of input.invoices) {
    for (const line of invoice.lines) {
      if (!paysForTime(line)) continue;
      const start = line.periodStart ?? invoice.periodStart;
      const end = line.periodEnd ?? invoice.periodEnd;
      unused = addAmounts(unused, unusedShare(line.amount, start, end, on));
    }
  }
  for (const given of input.credits ?? []) {
    unused = subtractAmounts(unused, unusedShare(given.amount, given.periodStart, given.periodEnd, on));
  }
  if (compareAmounts(unused, "0") <= 0) return "0";
  return roundMoney(unused, input.currency);
}

/**
 * What a decrease of `amount` for the rest of a term gives back: the decrease less the share the running
 * percentage coupons take of it (each of what the ones before left), as they would of an increase's invoice.
 * Fixed-amount coupons take nothing of it. Rounded once; never more than `amount`.
 */
export function decreaseCredit(
  amount: AmountInput,
  coupons: readonly Pick<CouponLike, "discountType" | "discountValue">[],
  currency: string,
): Amount {
  const percentages = coupons
    .filter((coupon) => coupon.discountType === "percentage")
    .map((coupon) => ({
      discountType: "percentage" as const,
      discountValue: coupon.discountValue,
      durationType: "forever" as const,
    }));
  return invoiceTotals({
    currency,
    lines: [{ kind: "proration", description: "", quantity: 1, amount, recurring: true }],
    coupons: percentages,
  }).total;
}
