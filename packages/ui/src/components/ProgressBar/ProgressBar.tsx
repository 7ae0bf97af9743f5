import { forwardRef, useId } from "react";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import * as styles from "./ProgressBar.css";
import { formatPercent, progressPercent } from "./progressPercent";

export type ProgressTone = "primary" | "success" | "warning" | "danger";

export interface ProgressBarProps {
  value: number;
  max?: number;
  /** What is measured, such as 'Redemptions used'. Required: it names the bar for screen readers. */
  label: string;
  /** Hides the label visually (it still names the bar). */
  hideLabel?: boolean;
  /** Shows the percent, to one decimal, beside the label. */
  showValue?: boolean;
  tone?: ProgressTone;
  size?: "sm" | "md";
  className?: string;
}

/** How far along something is: a determinate WAI-ARIA progressbar, in percent. */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, max = 100, label, hideLabel = false, showValue = false, tone = "primary", size = "md", className },
  ref,
) {
  const labelId = useId();
  const percent = progressPercent(value, max);
  const text = formatPercent(percent);
  return (
    <div ref={ref} className={cx(styles.root, className)}>
      {hideLabel && !showValue ? (
        <span id={labelId} className={visuallyHidden}>
          {label}
        </span>
      ) : (
        <div className={styles.header}>
          <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
            {label}
          </span>
          {showValue ? (
            <span className={styles.value} aria-hidden="true">
              {text}
            </span>
          ) : null}
        </div>
      )}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        data-tone={tone}
        className={styles.track({ size })}
      >
        <div className={styles.fill({ tone })} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
});
