import { forwardRef, type Ref } from "react";
import { formatUtcTime } from "../../format/formatDate";
import { CheckIcon, CloseIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { StatusBadge } from "../StatusBadge";
import * as styles from "./AttemptTimeline.css";

/** One try of an HTTP call: when, what came back, how long it took, and why it failed. */
export interface TimelineAttempt {
  /** When it was made: an ISO 8601 instant. */
  at: string;
  /** The receiver's HTTP status code; null when no answer came (a timeout, a refused connection). */
  statusCode: number | null;
  durationMs: number;
  /** What went wrong on the way: 'Timed out after 10 s', 'Connection refused'. */
  error?: string | null;
  /** The start of the receiver's answer, shown as it came. */
  responseExcerpt?: string | null;
  /** Whether the try counts as a success; by default, a 2xx status code and no error. */
  succeeded?: boolean;
}

export interface AttemptTimelineProps {
  /** The tries, oldest first. */
  attempts: readonly TimelineAttempt[];
  /** The list's accessible name: 'Attempts of invoice.paid'. */
  label: string;
  /** When the next try is due (an ISO instant): the last step, still to come. */
  nextAttemptAt?: string | null;
  /** Shown instead of the list when nothing was tried yet and nothing is due. */
  emptyText?: string;
  /** The name of a try: 'Attempt 2'. */
  attemptLabel?: (index: number) => string;
  succeededLabel?: string;
  failedLabel?: string;
  /** Shown in place of a status code when none came back. */
  noResponseLabel?: string;
  /** The caption of the receiver's answer. */
  responseLabel?: string;
  nextAttemptLabel?: string;
  /** How an instant reads; in UTC by default ('Mar 2, 2026, 09:00 UTC'). */
  formatTime?: (instant: string) => string;
  /** How a duration reads: '84 ms', '1.2 s' by default. */
  formatDuration?: (ms: number) => string;
  className?: string;
}

/** '84 ms' under a second, else '1.2 s'. */
export function formatDurationMs(ms: number): string {
  const rounded = Math.round(ms);
  if (rounded < 1000) return `${rounded} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A 2xx status code and no error. */
export function attemptSucceeded(attempt: TimelineAttempt): boolean {
  if (attempt.succeeded !== undefined) return attempt.succeeded;
  const code = attempt.statusCode;
  return code !== null && code >= 200 && code < 300 && !attempt.error;
}

const defaultAttemptLabel = (index: number) => `Attempt ${index + 1}`;

/**
 * The tries of an HTTP call that is retried until it succeeds (a webhook delivery, a test ping), oldest
 * first: each with its outcome (in words and a mark, not only a colour), its time, the status code, how long
 * it took, the error and the start of the answer; then the next try when one is due.
 */
export const AttemptTimeline = forwardRef<HTMLElement, AttemptTimelineProps>(function AttemptTimeline(
  {
    attempts,
    label,
    nextAttemptAt,
    emptyText = "Not tried yet.",
    attemptLabel = defaultAttemptLabel,
    succeededLabel = "Succeeded",
    failedLabel = "Failed",
    noResponseLabel = "No response",
    responseLabel = "Response",
    nextAttemptLabel = "Next attempt",
    formatTime = formatUtcTime,
    formatDuration = formatDurationMs,
    className,
  },
  ref,
) {
  if (attempts.length === 0 && !nextAttemptAt) {
    return (
      <p ref={ref as Ref<HTMLParagraphElement>} className={cx(styles.empty, className)}>
        {emptyText}
      </p>
    );
  }
  return (
    <ol ref={ref as Ref<HTMLOListElement>} className={cx(styles.list, className)} aria-label={label}>
      {attempts.map((attempt, index) => {
        const succeeded = attemptSucceeded(attempt);
        const outcome = succeeded ? "succeeded" : "failed";
        return (
          // Attempts are a fixed history: their order never changes, so the index is their identity.
          <li key={index} className={styles.item} data-outcome={outcome}>
            <span className={styles.marker} data-outcome={outcome} aria-hidden="true">
              {succeeded ? <CheckIcon size={12} strokeWidth={3} /> : <CloseIcon size={12} strokeWidth={3} />}
            </span>
            <div className={styles.content}>
              <div className={styles.head}>
                <span className={styles.title}>{attemptLabel(index)}</span>
                <StatusBadge status={outcome} label={succeeded ? succeededLabel : failedLabel} />
              </div>
              <p className={styles.meta}>
                <time dateTime={attempt.at}>{formatTime(attempt.at)}</time>
                <span aria-hidden="true"> · </span>
                <span className={styles.code}>
                  {attempt.statusCode === null ? noResponseLabel : `HTTP ${attempt.statusCode}`}
                </span>
                <span aria-hidden="true"> · </span>
                <span>{formatDuration(attempt.durationMs)}</span>
              </p>
              {attempt.error ? <p className={styles.error}>{attempt.error}</p> : null}
              {attempt.responseExcerpt ? (
                <figure className={styles.response}>
                  <figcaption className={styles.responseLabel}>{responseLabel}</figcaption>
                  <pre className={styles.responseText}>{attempt.responseExcerpt}</pre>
                </figure>
              ) : null}
            </div>
          </li>
        );
      })}
      {nextAttemptAt ? (
        <li className={styles.item} data-outcome="upcoming">
          <span className={styles.marker} data-outcome="upcoming" aria-hidden="true" />
          <div className={styles.content}>
            <p className={styles.meta}>
              <span className={styles.title}>{nextAttemptLabel}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={nextAttemptAt}>{formatTime(nextAttemptAt)}</time>
            </p>
          </div>
        </li>
      ) : null}
    </ol>
  );
});
