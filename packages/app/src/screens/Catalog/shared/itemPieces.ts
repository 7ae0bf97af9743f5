import type { CopyButton as Copy, ProgressBar as Progress } from "@round/ui";
import { piece } from "../../shared/listPieces";
import type { FirstPrice as First } from "./FirstPrice";
import type { ItemBadges as Badges } from "./ItemBadges";
import type { StartingPrice as Starting } from "./StartingPrice";

// What a catalog list shows only with its items besides the menus and pages (../../shared/listPieces): badges
// and prices, a coupon's copy button and use bar, each an on-demand chunk that ListBody loads with the list.
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
