import type { Executor } from "../../../db/client.ts";
import { type Changes, differences, recordAudit } from "../../audit/index.ts";

// The audit entries of the catalog's writes (PLATFORM.md, "Audit log"), in each write's own transaction.
// Plans' and coupons' creates and updates have theirs through their events; every other write records its
// own here.

/** What the catalog's entries are about: an action is `{resource}.{verb}` (`addon.duplicate`). */
export type CatalogResource = "product_family" | "addon" | "charge" | "plan" | "coupon" | "catalog_settings";

/**
 * An update's changes: the fields of the views whose values differ, as `[before, after]`, without
 * `updatedAt` (every save moves it): a save that changed nothing has none.
 */
export function updatedChanges(before: object, after: object): Changes {
  const { updatedAt: _moved, ...changes } = differences(before, after);
  return changes;
}

/** Records the entry of one catalog write in `tx`, the write's transaction, as the request's caller. */
export function recordCatalogAudit(
  tx: Executor,
  entry: {
    accountId: string;
    resourceType: CatalogResource;
    verb: string;
    resourceId: string | null;
    changes: Changes;
    at: Date;
  },
): Promise<void> {
  const { resourceType, verb, ...rest } = entry;
  return recordAudit(tx, [{ ...rest, resourceType, action: `${resourceType}.${verb}` }]);
}
