import { minorUnits } from "./currencies.ts";
import { type AmountInput, roundMoney } from "./money.ts";

/** The symbols money is written with in mails and messages; other currencies are written with their code. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: "$", EUR: "€", GBP: "£" };

/**
 * An amount rounded once to the currency's minor unit and written with exactly its minor digits, no grouping
 * and no symbol (as a CSV column or a form field holds it): "241" → "241.00" (USD), "1000" (JPY).
 */
export function fixedAmount(amount: AmountInput, currency: string): string {
  const value = roundMoney(amount, currency);
  const digits = minorUnits(currency);
  if (digits === 0) return value;
  const [whole, fraction = ""] = value.split(".");
  return `${whole}.${fraction.padEnd(digits, "0")}`;
}

/**
 * An amount as a person reads it: rounded once, thousands grouped, with the currency's symbol from `symbols`
 * or its code ("CHF 1,250.00"); a negative amount as "-$5.80".
 */
export function formatMoney(
  amount: AmountInput,
  currency: string,
  symbols: Readonly<Record<string, string>> = CURRENCY_SYMBOLS,
): string {
  const value = fixedAmount(amount, currency);
  const [whole = "0", fraction] = value.replace(/^-/, "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const symbol = Object.hasOwn(symbols, currency) ? symbols[currency] : `${currency} `;
  return `${value.startsWith("-") ? "-" : ""}${symbol}${grouped}${fraction ? `.${fraction}` : ""}`;
}
