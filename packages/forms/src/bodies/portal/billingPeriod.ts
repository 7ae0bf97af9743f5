/** A billing period as a customer reads it beside a price. Pure. */

const PERIODS: Readonly<Record<string, { price: string; label: string }>> = {
  weekly: { price: "per week", label: "Weekly" },
  week: { price: "per week", label: "Weekly" },
  monthly: { price: "per month", label: "Monthly" },
  month: { price: "per month", label: "Monthly" },
  quarterly: { price: "every 3 months", label: "Every 3 months" },
  semi_annual: { price: "every 6 months", label: "Every 6 months" },
  yearly: { price: "per year", label: "Yearly" },
  year: { price: "per year", label: "Yearly" },
  day: { price: "per day", label: "Daily" },
};

/** 'monthly' → 'per month', 'quarterly' → 'every 3 months'; an unknown period as it is written. */
export function pricePeriodText(period: string): string {
  return PERIODS[period]?.price ?? period.replace(/_/g, " ");
}

/** 'monthly' → 'Monthly', 'semi_annual' → 'Every 6 months'; an unknown period as it is written. */
export function billingPeriodLabel(period: string): string {
  const known = PERIODS[period]?.label;
  if (known) return known;
  const words = period.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
