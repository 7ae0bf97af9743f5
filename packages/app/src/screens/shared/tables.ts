import type { DataTable as Table } from "@round/ui";
import { onDemand, type Preloadable } from "./onDemand";

/**
 * @round/ui's DataTable as an on-demand chunk (with its virtualizer, about 11 KiB): the lists show cards
 * first and the record pages' tables sit below the fold, so the first paint goes without it. Render it under
 * a Suspense with a loading state.
 */
export const DataTable = onDemand(
  () => import("./chunks/DataTable") as unknown as Promise<{ default: (props: object) => null }>,
) as unknown as typeof Table & Preloadable;
