import { forwardRef } from "react";
import { type FormatMoneyOptions, formatMoney } from "../../format/formatMoney";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import * as styles from "./Money.css";

export type MoneyPeriod = "month" | "year" | "week" | "day" | "unit";

export interface MoneyPeriodLabel {
  /** Shown after the amount: '/mo'. */
  short: string;
  /** Read by screen readers instead: 'per month'. */
  long: string;
}

export interface MoneyProps extends FormatMoneyOptions {
  amount: number;
  /** ISO 4217 code, 'USD' by default. */
  currency?: string;
  /** Adds a price suffix: '/mo', '/yr', '/wk', '/day' or '/unit'. */
  period?: MoneyPeriod;
  /** The suffix texts, for translation. */
  periodLabels?: Record<MoneyPeriod, MoneyPeriodLabel>;
  className?: string;
}

const defaultPeriodLabels: Record<MoneyPeriod, MoneyPeriodLabel> = {
  month: { short: "/mo", long: "per month" },
  year: { short: "/yr", long: "per year" },
  week: { short: "/wk", long: "per week" },
  day: { short: "/day", long: "per day" },
  unit: { short: "/unit", long: "per unit" },
};

/** An amount of money, formatted (en-US by default) with tabular figures, and an optional price period. */
export const Money = forwardRef<HTMLSpanElement, MoneyProps>(function Money(
  { amount, currency = "USD", period, periodLabels = defaultPeriodLabels, className, ...formatOptions },
  ref,
) {
  const label = period ? periodLabels[period] : undefined;
  return (
    <span ref={ref} className={cx(styles.root, className)} data-negative={amount < 0 || undefined}>
      {formatMoney(amount, currency, formatOptions)}
      {label ? (
        <>
          <span className={styles.suffix} aria-hidden="true">
            {label.short}
          </span>
          <span className={visuallyHidden}> {label.long}</span>
        </>
      ) : null}
    </span>
  );
});
