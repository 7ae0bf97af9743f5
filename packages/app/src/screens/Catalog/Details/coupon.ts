/** The plain words of a coupon's detail page. Pure, with unit tests. */
import { COUPON_EXPIRING_SOON_DAYS, DURATION_TYPE_OPTIONS } from "@round/forms/schemas";
import { formatMoney } from "@round/ui";

const DAY_MS = 86_400_000;

/** Days from `today` to a 'YYYY-MM-DD' day, both counted as calendar days in UTC. */
function daysUntil(day: string, today: Date): number {
  const end = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((end - start) / DAY_MS);
}

/** Spec §4: a coupon is expiring soon when its end date is 1 to 7 days away. */
export function isExpiringSoon(validUntil: string | null, today: Date): boolean {
  if (!validUntil) return false;
  const days = daysUntil(validUntil, today);
  return days >= 1 && days <= COUPON_EXPIRING_SOON_DAYS;
}

/** '25% off', '$10.00 off'. */
export function discountText(coupon: {
  discountType: string;
  discountValue: number;
  currency: string;
}): string {
  return coupon.discountType === "percentage"
    ? `${coupon.discountValue}% off`
    : `${formatMoney(coupon.discountValue, coupon.currency)} off`;
}

/** 'One Time (expires after first use)', 'Forever (never expires)', '3 months (expires after specified time)'. */
export function durationText(coupon: { durationType: string; duration: number | null }): string {
  const option = DURATION_TYPE_OPTIONS.find((item) => item.value === coupon.durationType);
  if (!option) return coupon.durationType;
  const label =
    coupon.durationType === "limited_period" && coupon.duration
      ? `${coupon.duration} ${coupon.duration === 1 ? "month" : "months"}`
      : option.label;
  return `${label} (${option.description})`;
}

/** '990 of 1,000 used · 10 left', or '12 used · no limit'. */
export function redemptionsText(current: number, max: number | null): string {
  const used = current.toLocaleString("en-US");
  if (max === null) return `${used} used · no limit`;
  const left = Math.max(max - current, 0).toLocaleString("en-US");
  return `${used} of ${max.toLocaleString("en-US")} used · ${left} left`;
}
