/** Pure helpers behind NumberField: what may be typed, how it parses, clamps and steps. */

/** Whether `text` can be a number on its way to being typed: digits, one dot, a leading minus. */
export function isNumberDraft(text: string): boolean {
  return /^-?\d*\.?\d*$/.test(text);
}

/** Removes what people paste around numbers: spaces and thousands separators. */
export function normalizeNumberText(text: string): string {
  return text.replace(/[\s,_]/g, "");
}

/** The number a draft stands for, or null when it is empty or not yet a number ("-", "."). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed === "-" || trimmed === "." || trimmed === "-.") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function clampNumber(value: number, min?: number, max?: number): number {
  let result = value;
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return result;
}

function decimals(value: number): number {
  const text = String(value);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** One step up (+1) or down (-1) from `current`, without floating-point noise, kept within min and max. */
export function stepNumber(
  current: number | null,
  direction: 1 | -1,
  step: number,
  min?: number,
  max?: number,
): number {
  if (current === null) return clampNumber(min ?? 0, min, max);
  const places = Math.max(decimals(current), decimals(step));
  const next = Number((current + direction * step).toFixed(places));
  return clampNumber(next, min, max);
}

export function formatNumber(value: number | null): string {
  return value === null ? "" : String(value);
}
