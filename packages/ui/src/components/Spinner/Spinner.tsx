import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import * as styles from "./Spinner.css";

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Text read by screen readers. Pass `null` when a visible label already says it. */
  label?: string | null;
  className?: string;
}

/** An indeterminate progress indicator. */
export function Spinner({ size = 16, label = "Loading", className }: SpinnerProps) {
  return (
    <span role={label ? "status" : undefined} className={className}>
      <span className={cx(styles.spinner)} style={{ width: size, height: size }} aria-hidden="true" />
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  );
}
