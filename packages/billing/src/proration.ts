import { type Amount, type AmountInput, fromDecimal, roundDecimal, toDecimal } from "./money.ts";
import { type Day, daysBetween, type Term } from "./terms.ts";

/**
 * Proration by days (COMMERCE.md, "Subscription rules"): a change on day `on` of a term is charged for the
 * days left, `(term end − on) / (term end − term start)` of the term's amount. Stripe prorates by the second
 * and Chargebee by the day; Round bills whole days, in the account's calendar.
 */
export function daysLeft(term: Term, on: Day): number {
  const total = daysBetween(term.start, term.end);
  const left = daysBetween(on, term.end);
  if (total <= 0) throw new Error("A term ends after it starts");
  if (left < 0 || left > total) throw new Error(`${on} is not inside the term ${term.start} – ${term.end}`);
  return left;
}

/** The exact share of `amount` for the days of `term` left from `on` (not rounded). */
export function prorate(amount: AmountInput, term: Term, on: Day): Amount {
  const total = daysBetween(term.start, term.end);
  return fromDecimal(
    toDecimal(amount)
      .times(String(daysLeft(term, on)))
      .div(String(total)),
  );
}

export interface ChangeProration {
  /** The unused part of what was paid for the rest of the term: a credit, so 0 or less. */
  unused: Amount;
  /** The new amount for the rest of the term: 0 or more. */
  remaining: Amount;
  /** unused + remaining: above 0 is charged at once; below 0 becomes credit for the next invoices. */
  net: Amount;
}

/**
 * A mid-term change from `oldAmount` to `newAmount` (each the amount of a whole term) on `on`: the unused
 * part of the old, credited, and the new for the days left, each rounded once to the currency's minor unit
 * (half away from zero, so an upgrade and the reverse downgrade on the same day cancel exactly).
 */
export function prorateChange(
  oldAmount: AmountInput,
  newAmount: AmountInput,
  term: Term,
  on: Day,
  currency: string,
): ChangeProration {
  const unused = roundDecimal(toDecimal(prorate(oldAmount, term, on)), currency).times("-1");
  const remaining = roundDecimal(toDecimal(prorate(newAmount, term, on)), currency);
  return {
    unused: fromDecimal(unused),
    remaining: fromDecimal(remaining),
    net: fromDecimal(unused.plus(remaining)),
  };
}
