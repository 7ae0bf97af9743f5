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

/** A change as a signed percentage: 0.125 → '+12.5%', -0.03 → '-3%', 0 → '0%'. */
export function signedPercent(ratio: number): string {
  const text = percent.format(Math.abs(ratio));
  return ratio > 0 ? `+${text}` : ratio < 0 ? `-${text}` : text;
}

/** Days to collect, one decimal: 1 → '1 day', 4.5 → '4.5 days'. */
export function collectionDays(days: number): string {
  const text = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(days);
  return `${text} ${days === 1 ? "day" : "days"}`;
}
