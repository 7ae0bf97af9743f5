import { forwardRef, type ReactNode, useId, useMemo, useRef, useState } from "react";
import { MenuIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { type SidebarDrawer, SidebarDrawerContext } from "../Sidebar/drawer";
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
  /** The name of the header's menu button, which opens the sidebar as a drawer on phones. */
  menuLabel?: string;
  className?: string;
}

/**
 * The frame of every signed-in screen: the sidebar, a top bar with breadcrumbs, and the main content,
 * with a 'Skip to content' link first in the tab order. On phones the top bar starts with a menu button
 * opening the sidebar as a drawer (closed on every load), and the page takes the full width.
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    sidebar,
    breadcrumbs,
    topBarEnd,
    children,
    skipLinkLabel = "Skip to content",
    mainId = "main-content",
    menuLabel = "Open menu",
    className,
  },
  ref,
) {
  const mainRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = `${useId()}-navigation`;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useMemo<SidebarDrawer>(
    () => ({ open: drawerOpen, setOpen: setDrawerOpen, triggerRef, panelId }),
    [drawerOpen, panelId],
  );
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
      <SidebarDrawerContext.Provider value={drawer}>{sidebar}</SidebarDrawerContext.Provider>
      <div className={styles.column}>
        <header className={styles.topBar} data-empty={breadcrumbs === undefined && topBarEnd === undefined}>
          {/* Shown on phones only (CSS): there the sidebar is a drawer and this button its way in. */}
          <button
            ref={triggerRef}
            type="button"
            className={styles.menuButton}
            aria-label={menuLabel}
            title={menuLabel}
            aria-expanded={drawerOpen}
            aria-controls={panelId}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon size={20} />
          </button>
          <div className={styles.topBarStart}>{breadcrumbs}</div>
          {topBarEnd ? <div className={styles.topBarEnd}>{topBarEnd}</div> : null}
        </header>
        <main ref={mainRef} id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
});
