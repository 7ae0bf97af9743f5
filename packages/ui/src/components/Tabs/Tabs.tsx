import * as RadixTabs from "@radix-ui/react-tabs";
import { forwardRef, type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { cx } from "../../utils/cx";
import * as styles from "./Tabs.css";

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list, such as 'Customer sections'. */
  label: string;
  /** The tab selected first when uncontrolled; defaults to the first enabled tab. */
  defaultValue?: string;
  /** Controlled selected tab. */
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Scrolls a tab list sideways, if it overflows, so that its selected tab is in view: by as little as needed
 * (`nearest`), or from the start (`fromStart`: the least scroll that shows it, whatever was scrolled before).
 */
function revealSelected(element: HTMLElement | null, how: "nearest" | "fromStart") {
  const active = element?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!element || !active) return;
  const box = element.getBoundingClientRect();
  const tab = active.getBoundingClientRect();
  if (how === "fromStart") {
    const left = tab.left - box.left + element.scrollLeft;
    const right = tab.right - box.left + element.scrollLeft;
    element.scrollLeft = Math.max(0, Math.min(left, right - element.clientWidth));
  } else if (tab.left < box.left) element.scrollLeft -= box.left - tab.left;
  else if (tab.right > box.right) element.scrollLeft += tab.right - box.right;
}

/** Sections of one page shown one at a time (WAI-ARIA tabs, automatic activation). */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, label, defaultValue, value, onValueChange, className },
  ref,
) {
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const list = useRef<HTMLDivElement>(null);
  // A list wider than its place scrolls sideways (a phone): the selected tab is scrolled into the list's view,
  // so a page opened on its fifth section shows which one it is. Only the list scrolls, never the page. After
  // each render (the selected tab changes, controlled or not), and afresh when the list's width changes (a
  // width passed through on the way, as a sidebar folds away, leaves nothing behind).
  useLayoutEffect(() => revealSelected(list.current, "nearest"));
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => revealSelected(element, "fromStart"));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <RadixTabs.Root
      ref={ref}
      className={cx(styles.root, className)}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List ref={list} className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
});
