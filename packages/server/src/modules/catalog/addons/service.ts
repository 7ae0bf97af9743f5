import { addonSchema } from "@round/forms/schemas";
import type { Executor } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import { startingPriceOf } from "../price-points/service.ts";
import { pricedItemService } from "../shared/pricedItems.ts";
import { totalRevenue } from "../usage/service.ts";
import {
  type AddonRow,
  addonStatuses,
  addonsByIds,
  deleteAddon,
  findAddon,
  insertAddon,
  pageOfAddons,
  updateAddon,
} from "./queries.ts";
import type { AddonBody, AddonListQuery, AddonUpdate } from "./schemas.ts";
import { addonBody, addonView } from "./views.ts";

const NOT_FOUND = "Add-on not found.";

/** Add-ons: every price point is priced by the add-on's charge model. */
export function addonService(deps: Deps) {
  const items = pricedItemService(deps, {
    owner: "addon",
    notFound: NOT_FOUND,
    schema: addonSchema,
    withCurrency: true,
    view: (row: AddonRow, { familyName, points, defaultCurrency }) =>
      addonView(row, { familyName, points, start: startingPriceOf(points, defaultCurrency) }),
    body: addonBody,
    columns: (body: AddonBody, familyId: string | null) => ({
      name: body.name,
      description: body.description ?? null,
      productFamilyId: familyId,
      status: body.status ?? "active",
      type: body.type,
      chargeModel: body.chargeModel,
      isOptional: body.isOptional ?? true,
      isQuantityBasedCharge: body.isQuantityBasedCharge ?? body.chargeModel !== "flat_fee",
      showInCheckout: body.customerPortal?.showInCheckout ?? true,
      showInPortal: body.customerPortal?.showInPortal ?? true,
      allowSelfSubscribe: body.customerPortal?.allowSelfSubscribe ?? true,
      allowSelfRemove: body.customerPortal?.allowSelfRemove ?? true,
    }),
    merge: (stored, sent, body: AddonUpdate) => ({
      ...stored,
      ...sent,
      customerPortal: { ...(stored.customerPortal as object), ...(body.customerPortal ?? {}) },
    }),
    page: (ex, accountId, query: AddonListQuery) => pageOfAddons(ex, accountId, query),
    find: findAddon,
    insert: insertAddon,
    update: updateAddon,
    remove: deleteAddon,
  });

  return {
    ...items,

    /** What an estimate shows of these add-ons: name, and whether their lines recur. */
    async forEstimate(ex: Executor, accountId: string, ids: readonly string[]) {
      const rows = await addonsByIds(ex, accountId, ids);
      return new Map(
        rows.map((row) => [row.id, { name: row.name, recurring: row.type === "recurring", metric: null }]),
      );
    },

    /** Counts and MRR for the summary. */
    async figures(ex: Executor, accountId: string) {
      const rows = await addonStatuses(ex, accountId);
      const count = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).length;
      return {
        total: rows.length,
        active: count((row) => row.status === "active"),
        recurring: count((row) => row.type === "recurring"),
        usageBased: count((row) => row.type === "usage_based"),
        /** Decimal string. */
        mrr: await totalRevenue(
          ex,
          accountId,
          rows.map((row) => row.id),
        ),
      };
    },
  };
}

export type AddonService = ReturnType<typeof addonService>;
