import { cx } from "../../utils/cx";
import { ProgressBar } from "../ProgressBar";
import * as styles from "./StepProgress.css";

export interface StepProgressProps {
  /** The current step, from 1. */
  current: number;
  total: number;
  /** Percent complete; defaults to current / total. */
  percent?: number;
  /** The text above the bar; defaults to 'Step N of M'. */
  label?: string;
  /** Builds the default label, for other languages. */
  formatLabel?: (current: number, total: number) => string;
  className?: string;
}

const stepOf = (current: number, total: number) => `Step ${current} of ${total}`;

/** 'Step N of M' with a percent-complete bar, for the top of a wizard. */
export function StepProgress({
  current,
  total,
  percent,
  label,
  formatLabel = stepOf,
  className,
}: StepProgressProps) {
  const value = percent ?? (total > 0 ? (current / total) * 100 : 0);
  return (
    <ProgressBar
      className={cx(styles.root, className)}
      value={value}
      max={100}
      label={label ?? formatLabel(current, total)}
      showValue
      size="sm"
    />
  );
}
