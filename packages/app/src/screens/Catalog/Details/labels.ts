/**
 * The words and suffixes the record pages show for frequencies, models and flags. Apart from ./pricing (the
 * maths of @round/billing) so a page that shows no prices loads none of it.
 */
import { PRICING_MODEL_OPTIONS } from "@round/forms/schemas";
import type { MoneyPeriod } from "@round/ui";

export const modelLabel = (model: string) =>
  PRICING_MODEL_OPTIONS.find((option) => option.value === model)?.label ?? model;

/** The Money suffix of a billing frequency ('/mo', '/yr', '/wk', '/day'); others have none. */
export function periodOf(frequency: string | null): MoneyPeriod | undefined {
  switch (frequency) {
    case "monthly":
    case "month":
      return "month";
    case "yearly":
    case "year":
      return "year";
    case "weekly":
    case "week":
      return "week";
    case "day":
      return "day";
    default:
      return undefined;
  }
}

/** Frequencies Money has no suffix for, written after the amount. */
export function extraSuffix(frequency: string | null): string {
  if (frequency === "quarterly") return "/qtr";
  if (frequency === "semi_annual") return "/6 mo";
  return "";
}

const FREQUENCY_LABELS: Readonly<Record<string, string>> = {
  weekly: "Weekly",
  week: "Weekly",
  monthly: "Monthly",
  month: "Monthly",
  quarterly: "Quarterly",
  semi_annual: "Semi-annual",
  yearly: "Yearly",
  year: "Yearly",
  day: "Daily",
};

/** 'Monthly', 'Yearly', 'Daily'; 'One time' without a frequency. */
export function frequencyLabel(frequency: string | null): string {
  return frequency ? (FREQUENCY_LABELS[frequency] ?? frequency) : "One time";
}

/** 'usage_based' → 'Usage Based', 'one_time' → 'One Time'. */
export function words(value: string): string {
  return value
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export const yesNo = (value: boolean): string => (value ? "Yes" : "No");
