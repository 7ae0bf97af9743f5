import { forwardRef, type ReactNode, useLayoutEffect, useRef } from "react";
import { cx } from "../../utils/cx";
import type { RouterLinkComponent } from "../Link";
import * as styles from "./LinkTabs.css";

export interface LinkTabItem {
  href: string;
  label: ReactNode;
}

export interface LinkTabsProps {
  items: LinkTabItem[];
  /** Accessible name of the navigation, such as 'Invoices sections'. */
  label: string;
  /** The href of the page shown (marked `aria-current="page"`). */
  current: string;
  /** A router link to render instead of a plain `<a>`, for client-side navigation. */
  as?: RouterLinkComponent;
  className?: string;
}

/**
 * Separate pages of one area that look like tabs, such as Invoices and Credit notes: a navigation of links,
 * the current page marked. Use `Tabs` for sections of one page.
 */
export const LinkTabs = forwardRef<HTMLElement, LinkTabsProps>(function LinkTabs(
  { items, label, current, as: Component, className },
  ref,
) {
  const list = useRef<HTMLUListElement>(null);
  // A list wider than its place (a phone) scrolls sideways: the current page's link is kept in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the current page changes
  useLayoutEffect(() => {
    const element = list.current;
    const active = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !active) return;
    const box = element.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    if (link.left < box.left) element.scrollLeft -= box.left - link.left;
    else if (link.right > box.right) element.scrollLeft += link.right - box.right;
  }, [current]);
  return (
    <nav ref={ref} aria-label={label} className={cx(styles.root, className)}>
      <ul ref={list} className={styles.list}>
        {items.map((item) => {
          const props = {
            className: styles.link,
            "aria-current": item.href === current ? ("page" as const) : undefined,
            children: item.label,
          };
          return (
            <li key={item.href} className={styles.item}>
              {Component ? <Component to={item.href} {...props} /> : <a href={item.href} {...props} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
