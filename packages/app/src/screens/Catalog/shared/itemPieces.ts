import type {
  CopyButton as Copy,
  ActionMenu as Menu,
  Pagination as Pages,
  ProgressBar as Progress,
} from "@round/ui";
import { onDemand, type Preloadable } from "../../shared/onDemand";
import type { FirstPrice as First } from "./FirstPrice";
import type { ItemBadges as Badges } from "./ItemBadges";
import type { StartingPrice as Starting } from "./StartingPrice";

// What a list shows only with its items (the row menus, the pages, badges and prices, a coupon's copy button
// and use bar), each an on-demand chunk: ListBody starts loading them when the list mounts, alongside its
// first page of items, and renders the items under a Suspense. The list's first paint (header, figures,
// controls, loading cards) goes without them.
type Loader = () => Promise<{ default: (props: object) => null }>;
const piece = <C>(load: () => Promise<unknown>) => onDemand(load as Loader) as unknown as C & Preloadable;

export const ActionMenu = piece<typeof Menu>(() => import("./chunks/ActionMenu"));
export const Pagination = piece<typeof Pages>(() => import("./chunks/Pagination"));
export const CopyButton = piece<typeof Copy>(() => import("./chunks/CopyButton"));
export const ProgressBar = piece<typeof Progress>(() => import("./chunks/ProgressBar"));
export const ItemBadges = piece<typeof Badges>(() =>
  import("./ItemBadges").then((module) => ({ default: module.ItemBadges })),
);
export const StartingPrice = piece<typeof Starting>(() =>
  import("./StartingPrice").then((module) => ({ default: module.StartingPrice })),
);
export const FirstPrice = piece<typeof First>(() =>
  import("./FirstPrice").then((module) => ({ default: module.FirstPrice })),
);
