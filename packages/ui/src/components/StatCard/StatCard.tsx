import { forwardRef, type ReactNode } from "react";
import { ArrowDownIcon, ArrowUpIcon, MinusIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { placeholder } from "../../utils/placeholder.css";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import * as styles from "./StatCard.css";

export type StatTrend = "up" | "down" | "neutral";
export type StatTone = "positive" | "negative" | "neutral";

export interface StatCardProps {
  /** What the figure is, such as 'Total Customers'. */
  label: ReactNode;
  /**
   * The figure itself: a count (a number, shown with its thousands grouped: 82,390), or already formatted (a
   * string such as '$9,117,010.00', or a node such as `<Money>`). A long figure is drawn a size smaller, so
   * that it keeps to one line in a narrow card rather than breaking inside the number.
   */
  value: ReactNode;
  /** The change, as text: '+12.5%'. */
  change?: string;
  /** The direction of the change. Read from the sign of `change` when left out. */
  trend?: StatTrend;
  /** Whether the change is good news. By default up is positive and down negative; churn would flip it. */
  changeTone?: StatTone;
  /** Context for the change, such as 'vs last month'. */
  changeLabel?: ReactNode;
  /** Words read before the change by screen readers (the arrow is only a picture). */
  trendLabels?: Record<StatTrend, string>;
  /**
   * A line under the value instead of a change, such as why there is no figure yet ('No payments in the
   * last 30 days'): a card with nothing to show reads as a dash and says why, never a made-up number.
   */
  note?: ReactNode;
  /** A decorative icon in the corner. */
  icon?: ReactNode;
  /** While true, the value and change are placeholders and the card is marked busy. */
  loading?: boolean;
  /** Read by screen readers while loading. */
  loadingLabel?: string;
  className?: string;
}

const defaultTrendLabels: Record<StatTrend, string> = { up: "Up", down: "Down", neutral: "No change" };

function trendOf(change: string): StatTrend {
  const sign = change.trim()[0];
  if (sign === "+") return "up";
  if (sign === "-" || sign === "\u2212") return "down";
  return "neutral";
}

const trendIcon = { up: ArrowUpIcon, down: ArrowDownIcon, neutral: MinusIcon };

const counts = new Intl.NumberFormat("en-US");
/** Past this many characters ('$9,117,010.00' fits), a figure is drawn a size smaller. */
const LONG_FIGURE = 13;

/** A key figure (a metric) with its label, an optional change since the previous period and an icon. */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  {
    label,
    value,
    change,
    trend,
    changeTone,
    changeLabel,
    trendLabels = defaultTrendLabels,
    note,
    icon,
    loading = false,
    loadingLabel = "Loading",
    className,
  },
  ref,
) {
  const direction = trend ?? (change ? trendOf(change) : "neutral");
  const tone =
    changeTone ?? (direction === "up" ? "positive" : direction === "down" ? "negative" : "neutral");
  const Arrow = trendIcon[direction];
  const shown = typeof value === "number" ? counts.format(value) : value;
  const long = typeof shown === "string" && shown.length > LONG_FIGURE;
  return (
    <div ref={ref} aria-busy={loading || undefined} className={cx(styles.root, className)}>
      <dl className={styles.list}>
        <dt className={styles.label}>{label}</dt>
        {loading ? (
          <dd className={styles.value}>
            <span className={visuallyHidden}>{loadingLabel}</span>
            <span className={cx(placeholder, styles.valuePlaceholder)} aria-hidden="true" />
            {change !== undefined ? (
              <span className={cx(placeholder, styles.changePlaceholder)} aria-hidden="true" />
            ) : null}
          </dd>
        ) : (
          <>
            <dd className={cx(styles.value, long && styles.valueLong)}>{shown}</dd>
            {change !== undefined ? (
              <dd className={styles.changeRow}>
                <span className={styles.change[tone]} data-trend={direction}>
                  <Arrow size={14} />
                  <span className={visuallyHidden}>{trendLabels[direction]} </span>
                  {change}
                </span>
                {changeLabel ? <span className={styles.changeLabel}>{changeLabel}</span> : null}
              </dd>
            ) : note ? (
              <dd className={cx(styles.changeRow, styles.changeLabel)}>{note}</dd>
            ) : null}
          </>
        )}
      </dl>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
    </div>
  );
});
