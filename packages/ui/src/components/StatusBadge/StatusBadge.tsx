import { forwardRef } from "react";
import { cx } from "../../utils/cx";
import * as styles from "./StatusBadge.css";
import { isArchivedStatus, type KnownStatus, statusLabel, statusTone } from "./statusTone";

export interface StatusBadgeProps {
  /** A known status (autocompleted) or any other string, which shows in the neutral tone. */
  status: KnownStatus | (string & {});
  /** Replaces the default text (the status capitalised). */
  label?: string;
  className?: string;
}

/** The state of a record (plan, invoice, subscription) as a small tinted label. */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { status, label, className },
  ref,
) {
  const tone = statusTone(status);
  const text = label ?? statusLabel(status);
  const archived = isArchivedStatus(status);
  return (
    <span
      ref={ref}
      className={cx(styles.badge({ tone }), archived && styles.archived, className)}
      data-tone={tone}
      data-archived={archived || undefined}
      title={text}
    >
      <span className={cx(styles.dot, archived && styles.hollowDot)} aria-hidden="true" />
      <span className={styles.text}>{text}</span>
    </span>
  );
});
