import { forwardRef, type ReactNode, useRef } from "react";
import { cx } from "../../utils/cx";
import * as styles from "./AppShell.css";

export interface AppShellProps {
  /** The navigation, usually a `<Sidebar>`. */
  sidebar: ReactNode;
  /** The start of the top bar, usually `<Breadcrumbs>`. */
  breadcrumbs?: ReactNode;
  /** The end of the top bar: user menu, theme switch. */
  topBarEnd?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** The text of the skip link, the first Tab stop. */
  skipLinkLabel?: string;
  /** The id of `<main>`, the skip link's target. */
  mainId?: string;
  className?: string;
}

/**
 * The frame of every signed-in screen: the sidebar, a top bar with breadcrumbs, and the main content,
 * with a 'Skip to content' link first in the tab order.
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    sidebar,
    breadcrumbs,
    topBarEnd,
    children,
    skipLinkLabel = "Skip to content",
    mainId = "main-content",
    className,
  },
  ref,
) {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div ref={ref} className={cx(styles.root, className)}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // Focus moves without touching the URL, which a hash router would read as a route.
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView?.({ block: "start" });
        }}
      >
        {skipLinkLabel}
      </a>
      {sidebar}
      <div className={styles.column}>
        {breadcrumbs !== undefined || topBarEnd !== undefined ? (
          <header className={styles.topBar}>
            <div className={styles.topBarStart}>{breadcrumbs}</div>
            {topBarEnd ? <div className={styles.topBarEnd}>{topBarEnd}</div> : null}
          </header>
        ) : null}
        <main ref={mainRef} id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
});
