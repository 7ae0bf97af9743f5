import * as RadixTabs from "@radix-ui/react-tabs";
import { forwardRef, type ReactNode } from "react";
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

/** Sections of one page shown one at a time (WAI-ARIA tabs, automatic activation). */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, label, defaultValue, value, onValueChange, className },
  ref,
) {
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      ref={ref}
      className={cx(styles.root, className)}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
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
