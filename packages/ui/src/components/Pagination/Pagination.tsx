import { forwardRef, type MouseEvent, type ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../icons";
import { cx } from "../../utils/cx";
import type { RouterLinkComponent } from "../Link";
import * as styles from "./Pagination.css";
import { paginationRange } from "./paginationRange";

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. With one page or none, nothing is shown. */
  pageCount: number;
  /** Called with the page a person picks (not for the current page, nor past the first or last). */
  onPageChange?: (page: number) => void;
  /** Renders links to these addresses instead of buttons, for lists that keep their page in the URL. */
  getHref?: (page: number) => string;
  /** With `getHref`: a router's link component (react-router's `Link`), to change page without a reload. */
  linkAs?: RouterLinkComponent;
  /**
   * Only Previous, '2 / 7' and Next. `true` always, `false` never; left out, compact on phones (under the
   * tablet breakpoint) and full elsewhere.
   */
  compact?: boolean;
  /** The name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** The accessible name of a page number's button or link. */
  pageLabel?: (page: number) => string;
  /** The position shown in full mode and read in both: 'Page 2 of 7'. */
  statusText?: (page: number, pageCount: number) => string;
  /** The position shown in compact mode: '2 / 7'. */
  compactStatusText?: (page: number, pageCount: number) => string;
  className?: string;
}

const defaultPageLabel = (page: number) => `Page ${page}`;
const defaultStatusText = (page: number, pageCount: number) => `Page ${page} of ${pageCount}`;
const defaultCompactStatusText = (page: number, pageCount: number) => `${page} / ${pageCount}`;

/**
 * Moves through the pages of a long list: 'Page 2 of 7', Previous and Next, and the page numbers with
 * ellipses for the pages in between. Buttons by default; links with `getHref`.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page: requestedPage,
    pageCount,
    onPageChange,
    getHref,
    linkAs: RouterLink,
    compact,
    label = "Pagination",
    previousLabel = "Previous",
    nextLabel = "Next",
    pageLabel = defaultPageLabel,
    statusText = defaultStatusText,
    compactStatusText = defaultCompactStatusText,
    className,
  },
  ref,
) {
  if (pageCount <= 1) return null;
  const page = Math.min(Math.max(Math.round(requestedPage), 1), pageCount);

  function control(
    target: number,
    content: ReactNode,
    options: { className?: string; ariaLabel?: string; disabled?: boolean; current?: boolean },
  ) {
    const { className: extra, ariaLabel, disabled = false, current = false } = options;
    const classes = cx(styles.control, extra);
    const ariaCurrent = current ? ("page" as const) : undefined;
    if (getHref) {
      // A link to nowhere is still named and shown, but is no Tab stop and goes nowhere.
      if (disabled)
        return (
          // biome-ignore lint/a11y/useValidAnchor: a disabled link has no address on purpose
          <a role="link" aria-disabled="true" aria-label={ariaLabel} className={classes}>
            {content}
          </a>
        );
      const onClick = (_event: MouseEvent<HTMLAnchorElement>) => {
        if (target !== page) onPageChange?.(target);
      };
      const shared = { className: classes, "aria-label": ariaLabel, "aria-current": ariaCurrent, onClick };
      return RouterLink ? (
        <RouterLink to={getHref(target)} {...shared}>
          {content}
        </RouterLink>
      ) : (
        <a href={getHref(target)} {...shared}>
          {content}
        </a>
      );
    }
    // Disabled with aria-disabled, not `disabled`: the button keeps focus when Previous leads to page 1.
    return (
      <button
        type="button"
        className={classes}
        aria-label={ariaLabel}
        aria-current={ariaCurrent}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled && target !== page) onPageChange?.(target);
        }}
      >
        {content}
      </button>
    );
  }

  return (
    <nav
      ref={ref}
      aria-label={label}
      className={cx(styles.root, styles.compactRoot, className)}
      data-compact={compact === undefined ? "auto" : String(compact)}
    >
      <p className={styles.status} aria-live="polite" aria-atomic="true">
        <span className={styles.statusLong}>{statusText(page, pageCount)}</span>
        <span className={styles.statusShort} aria-hidden="true">
          {compactStatusText(page, pageCount)}
        </span>
      </p>
      <div className={styles.previous}>
        {control(
          page - 1,
          <>
            <ChevronLeftIcon size={16} />
            <span>{previousLabel}</span>
          </>,
          { className: styles.step, disabled: page === 1 },
        )}
      </div>
      <ul className={styles.list}>
        {paginationRange(page, pageCount).map((entry) =>
          typeof entry === "number" ? (
            <li key={entry}>
              {control(entry, entry, { ariaLabel: pageLabel(entry), current: entry === page })}
            </li>
          ) : (
            <li key={entry} className={styles.ellipsis} aria-hidden="true">
              {"\u2026"}
            </li>
          ),
        )}
      </ul>
      <div className={styles.next}>
        {control(
          page + 1,
          <>
            <span>{nextLabel}</span>
            <ChevronRightIcon size={16} />
          </>,
          { className: styles.step, disabled: page === pageCount },
        )}
      </div>
    </nav>
  );
});
