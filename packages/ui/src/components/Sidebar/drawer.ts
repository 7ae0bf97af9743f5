import { createContext, type RefObject } from "react";

/**
 * The phone drawer's state when a shell (AppShell) owns the menu button in its header. It is kept apart
 * from the desktop collapsed preference: a drawer always starts closed and is never remembered.
 */
export interface SidebarDrawer {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The header's menu button, which gets focus back when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The id the sidebar gives its panel, named by the menu button's `aria-controls`. */
  panelId: string;
}

export const SidebarDrawerContext = createContext<SidebarDrawer | null>(null);
