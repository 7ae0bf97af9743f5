// How the billing page writes its figures.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2026-03' as 'Mar 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** A ratio as a percentage: 0.9567 → '95.7%'. */
export function percentOf(ratio: number): string {
  return percent.format(ratio);
}

const zeroPercent = percent.format(0);

/**
 * A change as a signed percentage: 0.125 → '+12.5%', -0.03 → '-3%', 0 → '0%'. A change too small to show
 * (under 0.05%) reads '0%', without a sign: '-0%' would say a fall the figures do not show.
 */
export function signedPercent(ratio: number): string {
  const text = percent.format(Math.abs(ratio));
  if (text === zeroPercent) return text;
  return ratio > 0 ? `+${text}` : `-${text}`;
}

/** Days to collect, one decimal: 1 → '1 day', 4.5 → '4.5 days'. */
export function collectionDays(days: number): string {
  const text = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(days);
  return `${text} ${days === 1 ? "day" : "days"}`;
}
