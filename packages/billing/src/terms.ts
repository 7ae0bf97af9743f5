import type { BillingFrequency } from "./money.ts";

/**
 * Billing terms (COMMERCE.md, "Subscription rules"): a term follows the price point's billing frequency
 * from the subscription's anchor day. Monthly terms land on the same day of the month, clamped to the
 * month's last day, and always from the anchor, so a subscription started on January 31 renews on
 * February 28 (29 in a leap year), then March 31 (Stripe's billing cycle anchor does the same).
 * Days are ISO dates ("2027-01-31") in the account's calendar; a term runs from its start day up to, not
 * including, its end day.
 */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function parts(day: Day): { year: number; month: number; date: number } {
  const match = DAY.exec(day);
  if (!match) throw new Error(`A day is written YYYY-MM-DD, not "${day}"`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) {
    throw new Error(`"${day}" is not a day of the calendar`);
  }
  return { year, month, date };
}

function format(year: number, month: number, date: number): Day {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

/** 28 to 31. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day as a count of days since 1970-01-01 (for differences; no time zone enters it). */
function ordinal(day: Day): number {
  const { year, month, date } = parts(day);
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
}

function fromOrdinal(value: number): Day {
  const at = new Date(value * MS_PER_DAY);
  return format(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** Checks a day and answers it as written. */
export function toDay(day: Day): Day {
  parts(day);
  return day;
}

/** The day of a timestamp in UTC: "2027-03-01T23:30:00Z" → "2027-03-01". */
export function dayOf(date: Date): Day {
  return format(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function addDays(day: Day, days: number): Day {
  return fromOrdinal(ordinal(day) + days);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return ordinal(to) - ordinal(from);
}

export function compareDays(a: Day, b: Day): -1 | 0 | 1 {
  const difference = daysBetween(b, a);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

/**
 * `months` calendar months after `day`, on `anchorDate` (1–31; the day's own date unless given) clamped to
 * the last day of the month reached.
 */
export function addMonths(day: Day, months: number, anchorDate?: number): Day {
  const { year, month, date } = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format(targetYear, targetMonth, Math.min(anchorDate ?? date, daysInMonth(targetYear, targetMonth)));
}

/** How long one term of a frequency is: a number of calendar months, or of days. */
export function termLength(frequency: BillingFrequency): { months: number } | { days: number } {
  switch (frequency) {
    case "day":
    case "daily":
      return { days: 1 };
    case "week":
    case "weekly":
      return { days: 7 };
    case "month":
    case "monthly":
      return { months: 1 };
    case "quarterly":
      return { months: 3 };
    case "semi_annual":
      return { months: 6 };
    case "year":
    case "yearly":
      return { months: 12 };
    default:
      throw new Error(`Unknown billing frequency "${String(frequency)}"`);
  }
}

/** The start of the term `index` terms after the one starting on `anchor` (index 0 is `anchor` itself). */
export function termStart(anchor: Day, frequency: BillingFrequency, index: number): Day {
  const length = termLength(frequency);
  if ("days" in length) return addDays(anchor, length.days * index);
  return addMonths(anchor, length.months * index, parts(anchor).date);
}

export interface Term {
  /** The first day of the term. */
  start: Day;
  /** The first day after it: the next term's start. */
  end: Day;
}

/** The term `index` (from 0) of a subscription anchored on `anchor`. */
export function termAt(anchor: Day, frequency: BillingFrequency, index: number): Term {
  return { start: termStart(anchor, frequency, index), end: termStart(anchor, frequency, index + 1) };
}

/**
 * The index of the term that contains `day`, for a subscription anchored on `anchor` (0 for the first
 * term; negative before the anchor).
 */
export function termIndexOn(anchor: Day, frequency: BillingFrequency, day: Day): number {
  if (compareDays(day, anchor) < 0) return -1;
  const length = termLength(frequency);
  if ("days" in length) return Math.floor(daysBetween(anchor, day) / length.days);
  // A first guess from the calendar months, corrected by at most one either way for clamped month ends.
  const a = parts(anchor);
  const d = parts(day);
  let index = Math.floor(((d.year - a.year) * 12 + (d.month - a.month)) / length.months);
  while (index > 0 && compareDays(termStart(anchor, frequency, index), day) > 0) index -= 1;
  while (compareDays(termStart(anchor, frequency, index + 1), day) <= 0) index += 1;
  return index;
}

/** The term of a subscription anchored on `anchor` that holds `day` (the first term for a day before it). */
export function termContaining(anchor: Day, frequency: BillingFrequency, day: Day): Term {
  return termAt(anchor, frequency, Math.max(0, termIndexOn(anchor, frequency, day)));
}

/**
 * Whole calendar months from `from` to `to`: 0 until the same date of the next month, 1 from then, and so
 * on (2027-01-31 → 2027-02-28 is 0 months); 0 when `to` is earlier.
 */
export function wholeMonthsBetween(from: Day, to: Day): number {
  const f = parts(from);
  const t = parts(to);
  let months = (t.year - f.year) * 12 + (t.month - f.month);
  if (t.date < f.date) months -= 1;
  return Math.max(0, months);
}
