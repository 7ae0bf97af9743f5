/** Whether `value` is an accent colour a business may set: `#rrggbb`, nothing else (no names, no CSS). */
export function isBrandColor(value: string | null | undefined): value is string {
  return typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value);
}
