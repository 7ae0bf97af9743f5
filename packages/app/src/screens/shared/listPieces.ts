import type { ActionMenu as Menu, Pagination as Pages } from "@round/ui";
import { onDemand, type Preloadable } from "./onDemand";

type Loader = () => Promise<{ default: (props: object) => null }>;

/** A @round/ui component as an on-demand chunk, typed as the component it loads. */
export const piece = <C>(load: () => Promise<unknown>) =>
  onDemand(load as Loader) as unknown as C & Preloadable;

// What a list shows only with its items (the row menus, the pages): ListBody starts loading them when the
// list mounts, alongside its first page of items, and renders the items under a Suspense. The list's first
// paint (header, figures, controls, loading cards) goes without them.
export const ActionMenu = piece<typeof Menu>(() => import("./chunks/ActionMenu"));
export const Pagination = piece<typeof Pages>(() => import("./chunks/Pagination"));
