import { cx } from "../../utils/cx";
import * as styles from "./Skeleton.css";

export type SkeletonRadius = "none" | "sm" | "md" | "lg" | "full";

export interface SkeletonProps {
  /** A CSS length or a number of pixels. */
  width?: number | string;
  /** A CSS length or a number of pixels; defaults to one line of text. */
  height?: number | string;
  radius?: SkeletonRadius;
  /** Draws this many text lines, the last one shorter, like a paragraph. */
  lines?: number;
  className?: string;
}

/**
 * A grey placeholder where content is loading. It is hidden from screen readers: pair it with a status
 * text (a Spinner or a 'Loading' message) that says what is happening.
 */
export function Skeleton({
  width = "100%",
  height = "1em",
  radius = "sm",
  lines = 1,
  className,
}: SkeletonProps) {
  if (lines <= 1) {
    return (
      <span
        aria-hidden="true"
        data-skeleton=""
        className={cx(styles.block({ radius }), className)}
        style={{ width, height }}
      />
    );
  }
  return (
    <span aria-hidden="true" data-skeleton="" className={cx(styles.stack, className)} style={{ width }}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={styles.block({ radius })}
          style={{ width: index === lines - 1 ? "60%" : "100%", height }}
        />
      ))}
    </span>
  );
}
