/**
 * How the catalog lists show their items (spec catalog §9): price suffixes, labels of types and models, a
 * coupon's discount, use and expiry. Plain functions: the screens only lay them out.
 */
import { COUPON_EXPIRING_SOON_DAYS } from "@round/forms/schemas";
import type { MoneyPeriod } from "@round/ui";

/** The Money suffix of a price: '/unit' for per-unit prices, else the billing frequency's '/mo', '/yr'… */
export function pricePeriod(
  billingFrequency: string | null | undefined,
  pricingModel?: string | null,
): MoneyPeriod | undefined {
  if (pricingModel === "per_unit") return "unit";
  switch (billingFrequency) {
    case "month":
    case "monthly":
      return "month";
    case "year":
    case "yearly":
      return "year";
    case "week":
    case "weekly":
      return "week";
    case "day":
    case "daily":
      return "day";
    default:
      return undefined;
  }
}

/** Words for the frequencies Money has no suffix for. */
export function frequencyNote(billingFrequency: string | null | undefined): string | undefined {
  if (billingFrequency === "quarterly") return "every 3 months";
  if (billingFrequency === "semi_annual") return "every 6 months";
  return undefined;
}

const words: Record<string, string> = {
  one_time: "One Time",
  usage_based: "Usage Based",
  flat_fee: "Flat Fee",
  per_unit: "Per Unit",
  fixed_amount: "Fixed Amount",
  semi_annual: "Semi-annual",
  limited_period: "Limited Period",
};

/** 'one_time' → 'One Time', 'recurring' → 'Recurring'. */
export function labelOf(value: string | null | undefined): string {
  if (!value) return "";
  return words[value] ?? value.replace(/_/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** '1 price point', '3 price points'. */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${count === 1 ? one : other}`;
}

/** The day ('YYYY-MM-DD') of a Date in UTC. */
function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole days from `today` to the day `until` ('YYYY-MM-DD' or a timestamp), both read in UTC. */
export function daysUntil(until: string, today: Date = new Date()): number {
  const end = Date.parse(`${until.slice(0, 10)}T00:00:00Z`);
  const start = Date.parse(`${dayOf(today)}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000);
}

/** Spec: a coupon is expiring soon when its end date is 1 to 7 days away. */
export function isExpiringSoon(validUntil: string | null | undefined, today: Date = new Date()): boolean {
  if (!validUntil) return false;
  const days = daysUntil(validUntil, today);
  return days >= 1 && days <= COUPON_EXPIRING_SOON_DAYS;
}

/** How many redemptions a coupon has given of its limit, in percent to one decimal, capped at 100. */
export function usagePercent(current: number, max: number | null | undefined): number | null {
  if (!max || max <= 0) return null;
  return Math.min(100, Math.round((current / max) * 1000) / 10);
}
