import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactElement, ReactNode } from "react";
import { MoreIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { IconButton } from "../IconButton";
import * as styles from "./ActionMenu.css";

export interface ActionMenuAction {
  type?: "item";
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  /** Shown in the danger colour, for actions such as Delete. */
  destructive?: boolean;
  /** Shown but not selectable; the keyboard skips it. */
  disabled?: boolean;
}

export interface ActionMenuSeparator {
  type: "separator";
}

export type ActionMenuItem = ActionMenuAction | ActionMenuSeparator;

export interface ActionMenuProps {
  items: ActionMenuItem[];
  /** Accessible name of the default trigger (an icon button). */
  label?: string;
  /** A custom trigger element; it must be a focusable element with its own name, such as a Button. */
  trigger?: ReactElement;
  /** Which edge of the trigger the menu lines up with. */
  align?: "start" | "end";
  /** Class of the menu panel. */
  className?: string;
}

/** A button that opens a list of actions (WAI-ARIA menu button). */
export function ActionMenu({ items, label = "Actions", trigger, align = "end", className }: ActionMenuProps) {
  return (
    // Not modal: a menu need not hide the page from screen readers (that would leave the focusable trigger
    // inside an aria-hidden region); it still closes on Escape, Tab and a click outside.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        {trigger ?? <IconButton label={label} icon={<MoreIcon />} />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={cx(styles.content, className)}
          align={align}
          sideOffset={4}
          collisionPadding={8}
        >
          {items.map((item, index) =>
            item.type === "separator" ? (
              <DropdownMenu.Separator key={`separator-${index}`} className={styles.separator} />
            ) : (
              <DropdownMenu.Item
                key={`${item.label}-${index}`}
                className={styles.item}
                disabled={item.disabled}
                data-destructive={item.destructive || undefined}
                onSelect={() => item.onSelect()}
              >
                {item.icon ? (
                  <span className={styles.icon} aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
