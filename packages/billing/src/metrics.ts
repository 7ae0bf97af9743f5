import type Big from "big.js";
import { type Amount, type AmountInput, Dec, fromDecimal, toDecimal, ZERO } from "./money.ts";
import { addDays, compareDays, type Day, daysBetween } from "./terms.ts";

/**
 * Revenue metrics (COMMERCE.md, "Metrics"), the definitions Stripe Billing and ChartMogul use. Pure: the server
 * hands in the MRR changes it recorded (one per subscription event) and the payments and invoices of a window.
 */

/** How a customer's MRR moved on a day. */
export type MovementKind = "new" | "expansion" | "contraction" | "churned" | "reactivation";

export const MOVEMENT_KINDS: readonly MovementKind[] = [
  "new",
  "expansion",
  "contraction",
  "churned",
  "reactivation",
];

/** One subscription's MRR before and after something happened to it (subscription_events). */
export interface MrrChange {
  subscriptionId: string;
  customerId: string;
  on: Day;
  before: AmountInput;
  after: AmountInput;
}

/**
 * A customer's MRR going from `before` to `after` on one day (ChartMogul's movement types): from nothing to
 * something is new business the first time and a reactivation after that; to nothing is churn; otherwise up
 * is expansion and down is contraction. No change is no movement.
 */
export function classifyMovement(
  before: AmountInput,
  after: AmountInput,
  paidBefore: boolean,
): MovementKind | null {
  const from = toDecimal(before);
  const to = toDecimal(after);
  if (from.eq(to)) return null;
  if (from.eq(ZERO)) return paidBefore ? "reactivation" : "new";
  if (to.eq(ZERO)) return "churned";
  return to.gt(from) ? "expansion" : "contraction";
}

/** A month's MRR story: the MRR at its end and the signed movements that led there from its start. */
export interface MonthMovements {
  /** YYYY-MM. */
  month: string;
  /** MRR at the start of the month (the end of the month before). */
  startMrr: Amount;
  /** MRR at the end of the month: startMrr plus every movement. */
  mrr: Amount;
  new: Amount;
  expansion: Amount;
  /** Zero or negative. */
  contraction: Amount;
  /** Zero or negative. */
  churned: Amount;
  reactivation: Amount;
}

/** The months from `first` to `last` (YYYY-MM), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split("-").map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The `count` months ending with the month of `day`, oldest first. */
export function lastMonths(day: Day, count: number): string[] {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - (count - 1);
  const first = `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
  return monthsBetween(first, day.slice(0, 7));
}

/** A customer's MRR on one day: where it started, where it ended, and the movement that makes. */
export interface CustomerDay {
  customerId: string;
  on: Day;
  startMrr: Amount;
  endMrr: Amount;
  /** Whether the customer had paid before this day (a return from nothing is then a reactivation). */
  paidBefore: boolean;
  kind: MovementKind | null;
  /** endMrr − startMrr. */
  amount: Amount;
}

/**
 * Every customer's day with MRR changes, netted per customer and day (as ChartMogul groups activities close
 * together): a plan swapped for another on one day is one expansion, not a churn and a reactivation. The days
 * may come in any order; a day's changes of one subscription count by the last of them as given (the sort
 * keeps their order), so a caller whose rows have no order within a day nets them first.
 */
export function customerDays(changes: readonly MrrChange[]): CustomerDay[] {
  const sorted = [...changes].sort((a, b) => compareDays(a.on, b.on));
  const subscriptionMrr = new Map<string, Big>();
  const customerMrr = new Map<string, Big>();
  const paid = new Set<string>();
  const days: CustomerDay[] = [];
  let index = 0;
  while (index < sorted.length) {
    const day = (sorted[index] as MrrChange).on;
    const before = new Map<string, Big>();
    while (index < sorted.length && (sorted[index] as MrrChange).on === day) {
      const change = sorted[index] as MrrChange;
      if (!before.has(change.customerId))
        before.set(change.customerId, customerMrr.get(change.customerId) ?? ZERO);
      const previous = subscriptionMrr.get(change.subscriptionId) ?? ZERO;
      const next = toDecimal(change.after);
      subscriptionMrr.set(change.subscriptionId, next);
      customerMrr.set(
        change.customerId,
        (customerMrr.get(change.customerId) ?? ZERO).minus(previous).plus(next),
      );
      index += 1;
    }
    for (const [customerId, from] of before) {
      const to = customerMrr.get(customerId) ?? ZERO;
      const paidBefore = paid.has(customerId);
      days.push({
        customerId,
        on: day,
        startMrr: fromDecimal(from),
        endMrr: fromDecimal(to),
        paidBefore,
        kind: classifyMovement(fromDecimal(from), fromDecimal(to), paidBefore),
        amount: fromDecimal(to.minus(from)),
      });
      if (to.gt(ZERO)) paid.add(customerId);
    }
  }
  return days;
}

/**
 * Month-by-month MRR movements from the customers' days (`customerDays`). Days before the first month make its
 * start MRR; days after the last month are left out. For every month, startMrr + the five movements = mrr.
 */
export function mrrMovements(changes: readonly MrrChange[], months: readonly string[]): MonthMovements[] {
  return monthsOf(customerDays(changes), months);
}

/** The months of `months` from netted customer days (in any order). */
export function monthsOf(
  days: readonly Pick<CustomerDay, "on" | "kind" | "amount">[],
  months: readonly string[],
) {
  if (months.length === 0) return [];
  const first = months[0] as string;
  const buckets = new Map(months.map((month) => [month, emptyMonth()]));
  let opening = ZERO;
  for (const day of days) {
    const month = day.on.slice(0, 7);
    if (month < first) opening = opening.plus(toDecimal(day.amount));
    else if (day.kind) {
      const bucket = buckets.get(month);
      if (bucket) bucket[day.kind] = bucket[day.kind].plus(toDecimal(day.amount));
    }
  }
  const answer: MonthMovements[] = [];
  let start = opening;
  for (const month of months) {
    const bucket = buckets.get(month) ?? emptyMonth();
    const end = MOVEMENT_KINDS.reduce((sum, kind) => sum.plus(bucket[kind]), start);
    answer.push({
      month,
      startMrr: fromDecimal(start),
      mrr: fromDecimal(end),
      new: fromDecimal(bucket.new),
      expansion: fromDecimal(bucket.expansion),
      contraction: fromDecimal(bucket.contraction),
      churned: fromDecimal(bucket.churned),
      reactivation: fromDecimal(bucket.reactivation),
    });
    start = end;
  }
  return answer;
}

function emptyMonth(): Record<MovementKind, Big> {
  return { new: ZERO, expansion: ZERO, contraction: ZERO, churned: ZERO, reactivation: ZERO };
}

/** Each customer's MRR at the end of `day`, from every change up to it (customers at zero left out). */
export function customerMrrOn(changes: readonly MrrChange[], day: Day): Map<string, Amount> {
  const sorted = [...changes].filter((change) => compareDays(change.on, day) <= 0);
  sorted.sort((a, b) => compareDays(a.on, b.on));
  const subscriptions = new Map<string, { customerId: string; mrr: Amount }>();
  for (const change of sorted) {
    subscriptions.set(change.subscriptionId, {
      customerId: change.customerId,
      mrr: fromDecimal(toDecimal(change.after)),
    });
  }
  const customers = new Map<string, Big>();
  for (const { customerId, mrr } of subscriptions.values()) {
    customers.set(customerId, (customers.get(customerId) ?? ZERO).plus(toDecimal(mrr)));
  }
  const answer = new Map<string, Amount>();
  for (const [customerId, mrr] of customers) if (mrr.gt(ZERO)) answer.set(customerId, fromDecimal(mrr));
  return answer;
}

/** A ratio as a decimal string with up to 4 places (0.0525 is 5.25 %); null when nothing to divide by. */
export function ratio(part: AmountInput, whole: AmountInput): string | null {
  const denominator = toDecimal(whole);
  if (denominator.eq(ZERO)) return null;
  return fromDecimal(toDecimal(part).div(denominator).round(4, 1));
}

/** The headline figures of a day (COMMERCE.md, "Metrics"). */
export interface SummaryFigures {
  mrr: Amount;
  arr: Amount;
  payingCustomers: number;
  /** Customers who stopped paying in the last 30 days over those paying at its start; null with none then. */
  customerChurnRate: string | null;
  /** MRR per paying customer; null with none. */
  arpa: Amount | null;
  /** ARPA ÷ churn rate; ARPA × 60 with no churn; null with no paying customer. */
  ltv: Amount | null;
}

/** The 30-day window that ends on `day` (its start day is the day the churn rate's base is counted). */
export const CHURN_WINDOW_DAYS = 30;

/** What the headline figures are made of on a day: MRR, paying customers, and the churn window's counts. */
export interface SummaryBasis {
  mrr: AmountInput;
  payingCustomers: number;
  /** Paying customers at the start of the 30-day window. */
  payingAtWindowStart: number;
  /** Customers who stopped paying during the window (each churn movement). */
  churnedInWindow: number;
}

/** The basis of `day` from netted customer days (the plain recomputation the kept figures are checked with). */
export function summaryBasis(
  days: readonly Pick<CustomerDay, "on" | "kind" | "amount">[],
  day: Day,
): SummaryBasis {
  const windowStart = addDays(day, -CHURN_WINDOW_DAYS);
  let mrr = ZERO;
  let paying = 0;
  let payingAtWindowStart = 0;
  let churnedInWindow = 0;
  for (const entry of days) {
    if (compareDays(entry.on, day) > 0) continue;
    mrr = mrr.plus(toDecimal(entry.amount));
    const step =
      entry.kind === "new" || entry.kind === "reactivation" ? 1 : entry.kind === "churned" ? -1 : 0;
    paying += step;
    if (compareDays(entry.on, windowStart) <= 0) payingAtWindowStart += step;
    else if (entry.kind === "churned") churnedInWindow += 1;
  }
  return { mrr: fromDecimal(mrr), payingCustomers: paying, payingAtWindowStart, churnedInWindow };
}

/**
 * MRR, ARR, churn, ARPA and LTV (COMMERCE.md, "Metrics"), rounded to `minorDigits`: churn is the customers who
 * stopped paying in the last 30 days over those paying at its start; ARPA is MRR per paying customer; LTV is
 * ARPA ÷ churn, or ARPA × 60 (five years) without churn.
 */
export function summaryFigures(basis: SummaryBasis, minorDigits = 2): SummaryFigures {
  const mrr = toDecimal(basis.mrr);
  const churn =
    basis.payingAtWindowStart === 0
      ? null
      : new Dec(String(basis.churnedInWindow)).div(String(basis.payingAtWindowStart));
  const arpa = basis.payingCustomers === 0 ? null : mrr.div(String(basis.payingCustomers));
  const ltv = arpa === null ? null : churn === null || churn.eq(ZERO) ? arpa.times("60") : arpa.div(churn);
  const round = (value: Big) => fromDecimal(value.round(minorDigits, 1));
  return {
    mrr: round(mrr),
    arr: round(mrr.times("12")),
    payingCustomers: basis.payingCustomers,
    customerChurnRate: churn === null ? null : fromDecimal(churn.round(4, 1)),
    arpa: arpa === null ? null : round(arpa),
    ltv: ltv === null ? null : round(ltv),
  };
}

/** Succeeded payment attempts ÷ all attempts (failed retries included); null with no attempt. */
export function paymentSuccessRate(succeeded: number, attempts: number): string | null {
  return ratio(String(succeeded), String(attempts));
}

/** Mean days from issue to paid of the invoices paid in a window, to one decimal; null with none. */
export function averageCollectionDays(paid: readonly { issuedOn: Day; paidOn: Day }[]): string | null {
  const days = paid.reduce(
    (sum, invoice) => sum + Math.max(0, daysBetween(invoice.issuedOn, invoice.paidOn)),
    0,
  );
  return meanDays(days, paid.length);
}

/** `totalDays` over `count` invoices, to one decimal; null with none (the database sums, this divides). */
export function meanDays(totalDays: number, count: number): string | null {
  if (count === 0) return null;
  return fromDecimal(new Dec(String(totalDays)).div(String(count)).round(1, 1));
}

/** The change from `previous` to `current` as a ratio of `previous` (0.1 is +10 %); null when it cannot be said. */
export function changeRatio(current: AmountInput | null, previous: AmountInput | null): string | null {
  if (current === null || previous === null) return null;
  return ratio(fromDecimal(toDecimal(current).minus(toDecimal(previous))), previous);
}
