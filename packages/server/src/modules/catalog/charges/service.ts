import { chargeSchema } from "@round/forms/schemas";
import type { Executor } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import { decimalOrNull } from "../../../http/values.ts";
import { pricedItemService } from "../shared/pricedItems.ts";
import { totalRevenue } from "../usage/service.ts";
import {
  type ChargeRow,
  chargeStatuses,
  chargesByIds,
  deleteCharge,
  findCharge,
  insertCharge,
  pageOfCharges,
  updateCharge,
} from "./queries.ts";
import type { ChargeBody, ChargeListQuery } from "./schemas.ts";
import { chargeBody, chargeView } from "./views.ts";

const NOT_FOUND = "Charge not found.";

/** Charges: every price point is priced by the charge's model; `amount` is its first point's price. */
export function chargeService(deps: Deps) {
  const items = pricedItemService(deps, {
    owner: "charge",
    notFound: NOT_FOUND,
    schema: chargeSchema,
    withCurrency: false,
    view: (row: ChargeRow, { familyName, points }) => chargeView(row, { familyName, points }),
    body: chargeBody,
    columns: (body: ChargeBody, familyId: string | null) => {
      const first = body.pricePoints[0];
      return {
        name: body.name,
        description: body.description ?? null,
        productFamilyId: familyId,
        status: body.status ?? "active",
        chargeType: body.type,
        chargeModel: body.chargeModel,
        amount: decimalOrNull(body.chargeModel === "percentage" ? first?.percentage : first?.price),
      };
    },
    page: (ex, accountId, query: ChargeListQuery) => pageOfCharges(ex, accountId, query),
    find: findCharge,
    insert: insertCharge,
    update: updateCharge,
    remove: deleteCharge,
  });

  return {
    ...items,

    /** What an estimate shows of these charges: name, and whether their lines recur. */
    async forEstimate(ex: Executor, accountId: string, ids: readonly string[]) {
      const rows = await chargesByIds(ex, accountId, ids);
      return new Map(
        rows.map((row) => [
          row.id,
          { name: row.name, recurring: row.chargeType === "recurring", metric: null },
        ]),
      );
    },

    /** Counts and MRR for the summary. */
    async figures(ex: Executor, accountId: string) {
      const rows = await chargeStatuses(ex, accountId);
      const count = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).length;
      return {
        total: rows.length,
        active: count((row) => row.status === "active"),
        oneTime: count((row) => row.type === "one_time"),
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

export type ChargeService = ReturnType<typeof chargeService>;
