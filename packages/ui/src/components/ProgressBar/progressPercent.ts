/**
 * The share of `max` that `value` is, in percent, floored at 0, capped at 100 and rounded to one decimal.
 * A `max` of 0 (or anything not a positive number) gives 0.
 */
export function progressPercent(value: number, max = 100): number {
  if (!Number.isFinite(max) || max <= 0 || Number.isNaN(value)) return 0;
  const percent = Math.min(100, Math.max(0, (value / max) * 100));
  return Math.round(percent * 10) / 10;
}

/** A percent as shown to people: one decimal, '42.5%'. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}
