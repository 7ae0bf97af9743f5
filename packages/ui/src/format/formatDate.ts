export interface FormatDateOptions {
  /** BCP 47 locale, 'en-US' by default. */
  locale?: string;
  /** 'short': 'Jan 5, 2026'; 'long': 'January 5, 2026'. */
  style?: "short" | "long";
  /** Time zone for instants (timestamps, full ISO strings). Date-only strings are always read in UTC. */
  timeZone?: string;
  /** Shown for a missing or invalid date. */
  fallback?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, style: "short" | "long", timeZone: string | undefined) {
  const key = `${locale}|${style}|${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { year: "numeric", month: style, day: "numeric", timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a calendar date: 'Jan 5, 2026'. An ISO date-only string ('2026-01-05') names a day, not an
 * instant, so it is read and shown in UTC and never shifts to the previous day west of Greenwich.
 */
export function formatDate(date: Date | string | number, options: FormatDateOptions = {}): string {
  const { locale = "en-US", style = "short", fallback = "—" } = options;
  const dateOnly = typeof date === "string" && DATE_ONLY.test(date);
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return fallback;
  const timeZone = dateOnly ? "UTC" : options.timeZone;
  return formatterFor(locale, style, timeZone).format(value);
}

/**
 * An instant to the minute, in UTC and saying so: 'Apr 1, 2027, 09:30 UTC' (a test clock's time, which is
 * the same for everyone whatever their time zone). An unreadable value is shown as it is.
 */
export function formatUtcTime(instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return `${at.toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  })} UTC`;
}
