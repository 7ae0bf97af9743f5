import {
  forwardRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useBreakpoint } from "../../hooks/useBreakpoint";
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import { mergeRefs } from "../Field/mergeRefs";
import type { RouterLinkComponent } from "../Link";
import { SidebarDrawerContext } from "./drawer";
import * as styles from "./Sidebar.css";

type TooltipModule = typeof import("./SidebarTooltip");
let tooltipModule: TooltipModule | undefined;
let tooltipLoading: Promise<TooltipModule> | undefined;

/**
 * The tooltip module (Radix Tooltip and floating-ui), requested when a sidebar first renders and kept for
 * every later one: until it is there, a collapsed sidebar's links show without their tooltips.
 */
function useTooltipModule(): TooltipModule | undefined {
  const [loaded, setLoaded] = useState(tooltipModule);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    tooltipLoading ??= import("./SidebarTooltip").then((module) => {
      tooltipModule = module;
      return module;
    });
    tooltipLoading.then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

export interface SidebarItem {
  id: string;
  label: string;
  href: string;
  icon: ReactNode;
  /** A short flag such as 'Setup': a pill when expanded, a dot when collapsed (and read with the label). */
  badge?: string;
  /** A submenu of pages under this one. */
  children?: readonly SidebarItem[];
  /** Opens the submenu by itself while the current path starts with this, such as '/catalog'. */
  openForPathPrefix?: string;
}

export interface SidebarAction {
  id: string;
  label: string;
  icon: ReactNode;
  /** A link when given; otherwise a button calling `onSelect` (such as Logout). */
  href?: string;
  onSelect?: () => void;
}

export interface SidebarProps {
  items: readonly SidebarItem[];
  /** The current location's path, used to mark the current page and open submenus. */
  currentPath: string;
  /** A router link to render instead of a plain `<a>`. */
  linkAs?: RouterLinkComponent;
  /** Items at the bottom, such as Settings and Logout. */
  footerItems?: readonly SidebarAction[];
  /** The product's logo or name, shown at the top when expanded. */
  brand?: ReactNode;
  /** What the top shows when collapsed (such as a logo mark); nothing by default. */
  brandCollapsed?: ReactNode;
  /** Collapsed or not, when the parent owns the state. */
  collapsed?: boolean;
  /** The state when nothing is stored. Defaults to collapsed below 1024px and expanded above. */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Local storage key remembering the state ('true' / 'false'). */
  storageKey?: string;
  /** Called when a link is followed (after the mobile overlay closes). */
  onNavigate?: (href: string) => void;
  /** The accessible name of the navigation landmark. */
  label?: string;
  collapseLabel?: string;
  expandLabel?: string;
  /** The phone toggle's names: it opens and closes the drawer. */
  openMenuLabel?: string;
  closeMenuLabel?: string;
  /** The accessible name of a submenu's toggle button. */
  submenuLabel?: (itemLabel: string) => string;
  className?: string;
}

export const SIDEBAR_STORAGE_KEY = "sidebar-collapsed";

function readStored(key: string): boolean | undefined {
  try {
    const value = typeof window === "undefined" ? null : window.localStorage.getItem(key);
    return value === "true" ? true : value === "false" ? false : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(key: string, collapsed: boolean) {
  try {
    window.localStorage.setItem(key, String(collapsed));
  } catch {
    // Storage can be full or blocked (private mode); the sidebar still works, it just forgets.
  }
}

/** What Tab can reach inside an element, in order. */
function tabbable(container: HTMLElement): HTMLElement[] {
  return Array.from(
    container.querySelectorAll<HTMLElement>(
      "a[href], button:not(:disabled), [tabindex]:not([tabindex='-1'])",
    ),
  ).filter((element) => !element.closest("[hidden]") && element.getClientRects().length > 0);
}

function trimSlash(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function within(path: string, href: string): boolean {
  const base = trimSlash(href);
  return path === base || path.startsWith(base === "/" ? "/" : `${base}/`);
}

function allItems(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => [item, ...allItems(item.children ?? [])]);
}

/** The item whose href best matches the path (the longest one that contains it). */
function activeItemId(items: readonly SidebarItem[], path: string): string | undefined {
  let best: SidebarItem | undefined;
  for (const item of allItems(items)) {
    if (within(path, item.href) && trimSlash(item.href).length > trimSlash(best?.href ?? "").length)
      best = item;
  }
  return best?.id;
}

function autoOpen(item: SidebarItem, path: string): boolean {
  return item.openForPathPrefix !== undefined && path.startsWith(item.openForPathPrefix);
}

/**
 * The app's main navigation: a sidebar 280px wide, collapsible to an 80px rail of icons (labels become
 * tooltips). The state is remembered in local storage. On phones it is a drawer instead, closed on every
 * load and never remembered (the stored preference is for larger screens): inside an AppShell the rail
 * gives way to the shell's menu button, so the page has the full width. Open, the drawer floats over the
 * page like a dialog: the rest of the shell (the sidebar's siblings) is `inert`, Tab stays inside, and
 * Escape closes it, returning focus to the button that opened it.
 */
export const Sidebar = forwardRef<HTMLDivElement, SidebarProps>(function Sidebar(
  {
    items,
    currentPath,
    linkAs: LinkComponent,
    footerItems = [],
    brand,
    brandCollapsed,
    collapsed: collapsedProp,
    defaultCollapsed,
    onCollapsedChange,
    storageKey = SIDEBAR_STORAGE_KEY,
    onNavigate,
    label = "Main",
    collapseLabel = "Collapse sidebar",
    expandLabel = "Expand sidebar",
    openMenuLabel = "Open menu",
    closeMenuLabel = "Close menu",
    submenuLabel = (itemLabel) => `${itemLabel} submenu`,
    className,
  },
  ref,
) {
  const baseId = useId();
  const shellDrawer = useContext(SidebarDrawerContext);
  const panelId = shellDrawer?.panelId ?? `${baseId}-panel`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const rootRefs = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const breakpoint = useBreakpoint();
  const [stored, setStored] = useState<boolean | undefined>(() => readStored(storageKey));
  const narrow = breakpoint === "mobile" || breakpoint === "tablet";
  const mobile = breakpoint === "mobile";
  // The phone drawer: the shell's state when a shell holds the menu button, otherwise this sidebar's own.
  const [ownDrawerOpen, setOwnDrawerOpen] = useState(false);
  const drawerOpen = shellDrawer?.open ?? ownDrawerOpen;
  const setDrawerOpen = shellDrawer?.setOpen ?? setOwnDrawerOpen;
  const desktopCollapsed = collapsedProp ?? stored ?? defaultCollapsed ?? narrow;
  const collapsed = mobile ? !drawerOpen : desktopCollapsed;
  const overlay = mobile && drawerOpen;

  // Leaving the phone layout closes the drawer, so it does not spring open on the way back.
  useEffect(() => {
    if (!mobile) setDrawerOpen(false);
  }, [mobile, setDrawerOpen]);

  // Another tab changing the setting.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setStored(readStored(storageKey));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [storageKey]);

  const setCollapsed = (next: boolean) => {
    if (collapsedProp === undefined) {
      setStored(next);
      writeStored(storageKey, next);
    }
    onCollapsedChange?.(next);
  };

  const path = trimSlash(currentPath);
  const activeId = useMemo(() => activeItemId(items, path), [items, path]);

  // Submenus the person opened or closed by hand; entering a group's path opens it again.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  useEffect(() => {
    setToggled((current) => {
      const reopened = allItems(items).filter((item) => autoOpen(item, path) && item.id in current);
      if (reopened.length === 0) return current;
      const next = { ...current };
      for (const item of reopened) delete next[item.id];
      return next;
    });
  }, [items, path]);

  const isOpen = (item: SidebarItem) => toggled[item.id] ?? autoOpen(item, path);

  const navigate = (href: string) => {
    if (overlay) setDrawerOpen(false);
    onNavigate?.(href);
  };

  // Focus goes back to the opener once the drawer has closed and the shell is no longer inert.
  const refocusRef = useRef(false);
  const closeRef = useRef(() => {});
  closeRef.current = () => {
    refocusRef.current = true;
    setDrawerOpen(false);
  };
  useEffect(() => {
    if (overlay || !refocusRef.current) return;
    refocusRef.current = false;
    (shellDrawer?.triggerRef.current ?? toggleRef.current)?.focus();
  }, [overlay, shellDrawer]);

  // While it floats over the page: the rest of the shell is inert (neither focusable nor read), and
  // Escape, wherever focus is, closes the sidebar and gives focus back to its toggle.
  useEffect(() => {
    const root = rootRef.current;
    if (!overlay || !root?.parentElement) return;
    const others = Array.from(root.parentElement.children).filter(
      (element) => element !== root && !element.hasAttribute("inert"),
    );
    for (const element of others) element.setAttribute("inert", "");
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener("keydown", onEscape);
    return () => {
      for (const element of others) element.removeAttribute("inert");
      document.removeEventListener("keydown", onEscape);
    };
  }, [overlay]);

  // Tab and Shift+Tab wrap around inside the floating sidebar instead of leaving it.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!overlay || event.key !== "Tab" || !panelRef.current) return;
    const list = tabbable(panelRef.current);
    const first = list[0];
    const last = list[list.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const tooltips = useTooltipModule();
  const withTooltip = (text: string, element: ReactElement) =>
    collapsed && tooltips ? (
      <tooltips.SidebarTooltip text={text} className={styles.tooltip}>
        {element}
      </tooltips.SidebarTooltip>
    ) : (
      element
    );

  const linkContent = (item: { label: string; icon: ReactNode; badge?: string }) => (
    <>
      <span className={styles.icon} aria-hidden="true">
        {item.icon}
      </span>
      {/* A label too long for the sidebar is cut with an ellipsis; the title shows it whole on hover. */}
      <span className={collapsed ? visuallyHidden : styles.label} title={collapsed ? undefined : item.label}>
        {item.label}
      </span>
      {item.badge ? (
        collapsed ? (
          <>
            <span className={visuallyHidden}> ({item.badge})</span>
            <span className={styles.dot} aria-hidden="true" />
          </>
        ) : (
          <span className={styles.badge}>{item.badge}</span>
        )
      ) : null}
    </>
  );

  const renderLink = (item: SidebarItem, sectionActive: boolean) => {
    const current = item.id === activeId ? (path === trimSlash(item.href) ? "page" : "true") : undefined;
    const props = {
      className: styles.link,
      "aria-current": current,
      "data-section-active": sectionActive && !current ? true : undefined,
      onClick: () => navigate(item.href),
      children: linkContent(item),
    } as const;
    return withTooltip(
      item.badge ? `${item.label} (${item.badge})` : item.label,
      LinkComponent ? <LinkComponent to={item.href} {...props} /> : <a href={item.href} {...props} />,
    );
  };

  const renderItem = (item: SidebarItem): ReactNode => {
    const children = item.children ?? [];
    const submenuId = `${baseId}-${item.id}-submenu`;
    const open = children.length > 0 && isOpen(item);
    const sectionActive = children.length > 0 && allItems(children).some((child) => child.id === activeId);
    return (
      <li key={item.id}>
        <div className={styles.itemRow}>
          {renderLink(item, sectionActive)}
          {children.length > 0 && !collapsed ? (
            <button
              type="button"
              className={styles.submenuToggle}
              aria-expanded={open}
              aria-controls={submenuId}
              aria-label={submenuLabel(item.label)}
              onClick={() => setToggled((current) => ({ ...current, [item.id]: !open }))}
            >
              <ChevronDownIcon size={16} className={styles.chevron} />
            </button>
          ) : null}
        </div>
        {children.length > 0 ? (
          <ul id={submenuId} className={styles.submenu} hidden={!open}>
            {children.map(renderItem)}
          </ul>
        ) : null}
      </li>
    );
  };

  const renderAction = (action: SidebarAction) => {
    const content = linkContent(action);
    const element = action.href ? (
      LinkComponent ? (
        <LinkComponent to={action.href} className={styles.link} onClick={() => navigate(action.href ?? "")}>
          {content}
        </LinkComponent>
      ) : (
        <a href={action.href} className={styles.link} onClick={() => navigate(action.href ?? "")}>
          {content}
        </a>
      )
    ) : (
      <button type="button" className={styles.link} onClick={action.onSelect}>
        {content}
      </button>
    );
    return <li key={action.id}>{withTooltip(action.label, element)}</li>;
  };

  const toggleLabel = mobile
    ? drawerOpen
      ? closeMenuLabel
      : openMenuLabel
    : collapsed
      ? expandLabel
      : collapseLabel;

  // Expanded, the lists have no tooltips; collapsed, they share one provider (the lists alone, so the header
  // and its toggle button keep their elements when the sidebar collapses or the module arrives).
  const lists = (
    <>
      <div className={styles.nav}>
        <ul className={styles.list}>{items.map(renderItem)}</ul>
      </div>
      {footerItems.length > 0 ? (
        <div className={styles.footer}>
          <ul className={styles.list}>{footerItems.map(renderAction)}</ul>
        </div>
      ) : null}
    </>
  );

  return (
    <div
      ref={rootRefs}
      className={cx(styles.root, className)}
      data-collapsed={collapsed}
      data-overlay={overlay || undefined}
      data-menu-button={shellDrawer ? "header" : undefined}
    >
      {overlay ? (
        // A pointer convenience only: keyboard users close it with Escape or the toggle button.
        <div className={styles.backdrop} aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      ) : null}
      <nav ref={panelRef} id={panelId} aria-label={label} className={styles.panel} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          {collapsed ? (brandCollapsed ?? null) : brand ? <div className={styles.brand}>{brand}</div> : null}
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={!collapsed}
            aria-controls={panelId}
            aria-label={toggleLabel}
            title={toggleLabel}
            onClick={() => {
              if (!mobile) setCollapsed(!collapsed);
              else if (drawerOpen) closeRef.current();
              else setDrawerOpen(true);
            }}
          >
            {collapsed ? <ChevronRightIcon size={18} /> : <ChevronLeftIcon size={18} />}
          </button>
        </div>
        {collapsed && tooltips ? (
          <tooltips.SidebarTooltipProvider>{lists}</tooltips.SidebarTooltipProvider>
        ) : (
          lists
        )}
      </nav>
    </div>
  );
});
