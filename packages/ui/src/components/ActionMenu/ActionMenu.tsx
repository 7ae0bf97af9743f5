import {
  cloneElement,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { MoreIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { placePopup } from "../../utils/placePopup";
import { IconButton } from "../IconButton";
import type { RouterLinkComponent } from "../Link";
import * as styles from "./ActionMenu.css";

/**
 * What an item's `onSelect` receives. Calling `preventDefault()` keeps the menu open (for an action that
 * toggles something in place); `detail.originalEvent` is the click, also for Enter and Space.
 */
export type ActionMenuSelectEvent = CustomEvent<{ originalEvent: MouseEvent<HTMLElement> }>;

interface ActionMenuItemBase {
  label: string;
  icon?: ReactNode;
  /** Shown in the danger colour, for actions such as Delete. */
  destructive?: boolean;
  /** Shown but not selectable; the keyboard skips it. */
  disabled?: boolean;
}

export interface ActionMenuAction extends ActionMenuItemBase {
  type?: "item";
  href?: undefined;
  onSelect: (event: ActionMenuSelectEvent) => void;
}

/**
 * An item that is a real link (`<a role="menuitem" href>`): the browser's own ways of opening it in a new
 * tab (middle click, Ctrl or Cmd click, the context menu) work on it.
 */
export interface ActionMenuLink extends ActionMenuItemBase {
  type?: "link";
  href: string;
  /** `_blank` opens the link in a new tab; `rel` then defaults to `noopener noreferrer`. */
  target?: string;
  rel?: string;
  /** A router link to render instead of a plain `<a>`, for client-side navigation. */
  as?: RouterLinkComponent;
  /** Called before the link is followed; `preventDefault()` keeps the menu open. */
  onSelect?: (event: ActionMenuSelectEvent) => void;
}

export interface ActionMenuSeparator {
  type: "separator";
}

export type ActionMenuItem = ActionMenuAction | ActionMenuLink | ActionMenuSeparator;

export interface ActionMenuProps {
  items: ActionMenuItem[];
  /** Accessible name of the default trigger (an icon button). */
  label?: string;
  /**
   * A custom trigger element; it must be a focusable element with its own name, such as a Button. The menu
   * is named after it (its `aria-labelledby`, else the trigger itself). Its own `ref` keeps working.
   */
  trigger?: ReactElement;
  /** Which edge of the trigger the menu lines up with. */
  align?: "start" | "end";
  /** Class of the menu panel. */
  className?: string;
}

const TYPEAHEAD_RESET_MS = 500;

type Focus = "first" | "last" | "menu";

interface TriggerProps {
  id?: string;
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** A getter React puts in place of a moved `ref` to warn when it is read. */
const isWarningGetter = (owner: object, key: string) => {
  const getter = Object.getOwnPropertyDescriptor(owner, key)?.get as { isReactWarning?: boolean } | undefined;
  return Boolean(getter?.isReactWarning);
};

/**
 * The `ref` a caller put on an element: React 19 keeps it in `props.ref`, React 18.3 on `element.ref` (and
 * a warning getter in `props`). Reading the right one avoids both the loss of the ref and React's warning.
 */
export function elementRef(element: ReactElement): Ref<HTMLElement> | undefined {
  const props = element.props as { ref?: Ref<HTMLElement> };
  const legacy = element as unknown as { ref?: Ref<HTMLElement> };
  if (isWarningGetter(props, "ref")) return legacy.ref ?? undefined;
  if (isWarningGetter(element, "ref")) return props.ref;
  return props.ref ?? legacy.ref ?? undefined;
}

function assignRef(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) (ref as { current: HTMLElement | null }).current = node;
}

/**
 * The menu's name, from its trigger as the menu button pattern asks: the trigger's own `aria-labelledby`
 * when it has one, else the trigger by id (its `aria-label` or text), else the text itself.
 */
function menuName(trigger: HTMLElement | null, fallback: string) {
  const labelledBy = trigger?.getAttribute("aria-labelledby") || trigger?.id;
  if (labelledBy) return { "aria-labelledby": labelledBy };
  return { "aria-label": trigger?.getAttribute("aria-label") || trigger?.textContent?.trim() || fallback };
}

/** The items the keyboard can reach, in order. */
const enabledItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled])') ?? []);

/**
 * A button that opens a list of actions (WAI-ARIA menu button). Not modal: the rest of the page stays
 * interactive while it is open, and a press outside closes it.
 */
export function ActionMenu({ items, label = "Actions", trigger, align = "end", className }: ActionMenuProps) {
  const [open, setOpen] = useState<Focus | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const menuRef = useRef<HTMLDivElement | null>(null);
  const typed = useRef({ text: "", at: 0 });
  const menuId = useId();
  const triggerId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Position, then focus: the first or last item when opened from the keyboard, the menu itself after a click.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const anchor = triggerRef.current;
    if (!open || !menu || !anchor) return;
    placePopup(menu, anchor, { align });
    const list = enabledItems(menu);
    const target = open === "first" ? list[0] : open === "last" ? list[list.length - 1] : undefined;
    (target ?? menu).focus({ preventScroll: true });
  }, [open, align]);

  // While open: follow the trigger on scroll and resize; close on a press outside; Escape closes the menu
  // alone (listening on the window first keeps an enclosing dialog from closing too).
  useEffect(() => {
    if (!open) return;
    const reposition = () => {
      if (menuRef.current && triggerRef.current) placePopup(menuRef.current, triggerRef.current, { align });
    };
    const pressOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      event.preventDefault();
      close(true);
    };
    window.addEventListener("resize", reposition);
    window.addEventListener("scroll", reposition, true);
    window.addEventListener("keydown", onEscape, true);
    document.addEventListener("pointerdown", pressOutside, true);
    return () => {
      window.removeEventListener("resize", reposition);
      window.removeEventListener("scroll", reposition, true);
      window.removeEventListener("keydown", onEscape, true);
      document.removeEventListener("pointerdown", pressOutside, true);
    };
  }, [open, align, close]);

  const base = trigger ?? <IconButton label={label} icon={<MoreIcon />} />;
  const own = base.props as TriggerProps;
  const ownRef = elementRef(base);
  const triggerElement = cloneElement(base as ReactElement<TriggerProps & Record<string, unknown>>, {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
      assignRef(ownRef, node);
    },
    id: own.id ?? triggerId,
    "aria-haspopup": "menu",
    "aria-expanded": open !== null,
    "aria-controls": open ? menuId : undefined,
    "data-state": open ? "open" : "closed",
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (event.defaultPrevented) return;
      // A click made with Enter or Space has no pointer position (detail 0): focus the first item then.
      if (open) close(false);
      else setOpen(event.detail === 0 ? "first" : "menu");
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      if (event.defaultPrevented) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setOpen(event.key === "ArrowDown" ? "first" : "last");
      }
    },
  });

  const select = (item: ActionMenuAction | ActionMenuLink, click: MouseEvent<HTMLElement>) => {
    if (item.disabled) {
      click.preventDefault();
      return;
    }
    const event: ActionMenuSelectEvent = new CustomEvent("actionmenu.select", {
      cancelable: true,
      detail: { originalEvent: click },
    });
    const focused = document.activeElement;
    item.onSelect?.(event);
    if (event.defaultPrevented) return;
    // Focus goes back to the trigger, unless the action itself moved it elsewhere.
    const moved = document.activeElement !== focused && !menuRef.current?.contains(document.activeElement);
    close(!moved);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = enabledItems(menuRef.current);
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[Math.max(0, Math.min(index, list.length - 1))]?.focus();
    switch (event.key) {
      case "ArrowDown":
        move(current < 0 ? 0 : current + 1);
        break;
      case "ArrowUp":
        move(current < 0 ? list.length - 1 : current - 1);
        break;
      case "Home":
      case "PageUp":
        move(0);
        break;
      case "End":
      case "PageDown":
        move(list.length - 1);
        break;
      case "Tab":
        // Focus moves on from the trigger, as if the menu had never opened.
        close(false);
        triggerRef.current?.focus();
        return;
      case "Enter":
      case " ":
        if (current >= 0) list[current]?.click();
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const now = Date.now();
        const buffer = now - typed.current.at > TYPEAHEAD_RESET_MS ? "" : typed.current.text;
        typed.current = { text: buffer + event.key.toLowerCase(), at: now };
        const text = typed.current.text;
        // Search after the current item (from it when extending a word), wrapping around.
        const start = text.length > 1 ? Math.max(current, 0) : current + 1;
        const ordered = [...list.slice(start), ...list.slice(0, start)];
        ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(text))?.focus();
      }
    }
    event.preventDefault();
  };

  let itemIndex = 0;
  const menu = open ? (
    <div
      ref={menuRef}
      id={menuId}
      role="menu"
      tabIndex={-1}
      aria-orientation="vertical"
      {...menuName(triggerRef.current, label)}
      data-state="open"
      className={cx(styles.content, className)}
      onKeyDown={onMenuKeyDown}
      onPointerLeave={() => menuRef.current?.focus({ preventScroll: true })}
    >
      {items.map((item, index) => {
        if (item.type === "separator") return <hr key={`separator-${index}`} className={styles.separator} />;
        const key = `${item.label}-${itemIndex++}`;
        const common = {
          role: "menuitem",
          tabIndex: -1,
          className: styles.item,
          "aria-disabled": item.disabled || undefined,
          "data-disabled": item.disabled ? "" : undefined,
          "data-destructive": item.destructive || undefined,
          onClick: (event: MouseEvent<HTMLElement>) => select(item, event),
          onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
            if (!item.disabled && document.activeElement !== event.currentTarget)
              event.currentTarget.focus({ preventScroll: true });
          },
        } as const;
        const content = (
          <>
            {item.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
            ) : null}
            {item.label}
          </>
        );
        if (item.href !== undefined) {
          // A disabled link has no href, so nothing can follow it.
          const href = item.disabled ? undefined : item.href;
          const rel = item.rel ?? (item.target === "_blank" ? "noopener noreferrer" : undefined);
          if (item.as && href !== undefined) {
            const RouterLink = item.as;
            return (
              <RouterLink key={key} {...common} to={href} target={item.target} rel={rel}>
                {content}
              </RouterLink>
            );
          }
          return (
            <a key={key} {...common} href={href} target={item.target} rel={rel}>
              {content}
            </a>
          );
        }
        // The menu handles the keys of its items (roving focus), so the items need no key handlers of their own.
        return (
          <div key={key} {...common}>
            {content}
          </div>
        );
      })}
    </div>
  ) : null;

  // Inside a dialog the menu stays within it, so the dialog's focus trap and outside-press rule accept it.
  const container = (triggerRef.current?.closest('[role="dialog"],[role="alertdialog"]') ??
    (typeof document === "undefined" ? null : document.body)) as HTMLElement | null;

  return (
    <>
      {triggerElement}
      {menu && container ? createPortal(menu, container) : null}
    </>
  );
}
