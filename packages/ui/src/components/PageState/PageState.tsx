import { forwardRef, type ReactNode } from "react";
import { ErrorIcon, SearchIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { Button } from "../Button";
import { Skeleton } from "../Skeleton";
import { Spinner } from "../Spinner";
import * as styles from "./PageState.css";

export type PageStateStatus = "loading" | "error" | "notFound";

export interface PageStateProps {
  /** Which state the page is in: its data is loading, it failed to load, or what it shows does not exist. */
  status: PageStateStatus;
  /** Loading: the text shown beside the spinner and announced, such as 'Loading plans'. */
  label?: string;
  /** Error and not found: the heading, such as 'Could not load plans' or 'Customer not found'. */
  title?: ReactNode;
  /** Error and not found: a sentence under the title saying what happened or what to do. */
  message?: ReactNode;
  /** Error: shows a Retry button that calls this. */
  onRetry?: () => void;
  /** The text of the Retry button. */
  retryLabel?: string;
  /** Error: while true, the Retry button shows a spinner and ignores clicks (the new attempt is running). */
  retrying?: boolean;
  /** Error and not found: more actions, such as a 'Back to Catalog' link (after Retry, when there is one). */
  action?: ReactNode;
  /** The level of the title's heading (h2 by default: under the page's h1). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Loading: grey lines drawn under the spinner, hinting at the content to come (0 for none). */
  skeletonLines?: number;
  className?: string;
}

const defaultTitles = { error: "Something went wrong", notFound: "Page not found" } as const;

/**
 * What a page shows instead of its content while the content loads, when it could not be loaded (with a
 * Retry), or when it does not exist. Loading is a status message; an error is an alert.
 */
export const PageState = forwardRef<HTMLDivElement, PageStateProps>(function PageState(
  {
    status,
    label = "Loading",
    title,
    message,
    onRetry,
    retryLabel = "Retry",
    retrying = false,
    action,
    headingLevel = 2,
    skeletonLines = 3,
    className,
  },
  ref,
) {
  if (status === "loading") {
    return (
      <div ref={ref} className={cx(styles.root, className)} data-status={status}>
        <p role="status" className={styles.loading}>
          <Spinner size={20} label={null} />
          <span>{label}</span>
        </p>
        {skeletonLines > 0 ? (
          <div className={styles.skeleton}>
            <Skeleton lines={skeletonLines} height={14} />
          </div>
        ) : null}
      </div>
    );
  }
  const Heading = `h${headingLevel}` as const;
  const retry = status === "error" && onRetry;
  return (
    <div
      ref={ref}
      role={status === "error" ? "alert" : undefined}
      className={cx(styles.root, className)}
      data-status={status}
    >
      <span className={cx(styles.icon, styles.iconTone[status])} aria-hidden="true">
        {status === "error" ? <ErrorIcon size={22} /> : <SearchIcon size={22} />}
      </span>
      <Heading className={styles.title}>{title ?? defaultTitles[status]}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {retry || action ? (
        <div className={styles.actions}>
          {retry ? (
            <Button variant="secondary" onClick={onRetry} loading={retrying}>
              {retryLabel}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
});
