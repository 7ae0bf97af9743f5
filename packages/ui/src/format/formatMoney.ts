export interface FormatMoneyOptions {
  /** BCP 47 locale. Round shows currencies the en-US way. */
  locale?: string;
  /** Caps the decimals, such as 0 for whole amounts. Defaults to the currency's own (2 for USD, 0 for JPY). */
  maximumFractionDigits?: number;
  /** Short form for large figures: '$1.2K', '$3.4M'. */
  compact?: boolean;
}

// Building an Intl.NumberFormat is costly; tables format thousands of cells with a handful of settings.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string, maximumFractionDigits?: number, compact = false) {
  const key = `${locale}|${currency}|${maximumFractionDigits ?? ""}|${compact ? "c" : ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = { style: "currency", currency };
    if (compact) {
      options.notation = "compact";
      options.maximumFractionDigits = maximumFractionDigits ?? 1;
      options.minimumFractionDigits = 0;
    } else if (maximumFractionDigits !== undefined) {
      // The currency's default minimum (2 for USD) must not exceed the requested maximum.
      const currencyDigits =
        new Intl.NumberFormat(locale, options).resolvedOptions().minimumFractionDigits ?? 2;
      options.minimumFractionDigits = Math.min(currencyDigits, maximumFractionDigits);
      options.maximumFractionDigits = maximumFractionDigits;
    }
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount of money: `formatMoney(1234.5)` is '$1,234.50', `formatMoney(1500, 'JPY')` is '¥1,500',
 * `formatMoney(-20, 'EUR')` is '-€20.00'. A value that is not a finite number gives '—'; an unknown
 * currency code falls back to the number followed by the code.
 */
export function formatMoney(amount: number, currency = "USD", options: FormatMoneyOptions = {}): string {
  if (!Number.isFinite(amount)) return "—";
  const { locale = "en-US", maximumFractionDigits, compact } = options;
  const code = currency.toUpperCase();
  try {
    return formatterFor(code, locale, maximumFractionDigits, compact).format(amount);
  } catch {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: maximumFractionDigits ?? 2 });
    return `${number.format(amount)} ${code}`;
  }
}
