import { sql } from "drizzle-orm";
import { arrayLiteral } from "../../../db/builder/array.ts";
import type { Executor } from "../../../db/client.ts";
import { builtOnce } from "../../../db/prepared/index.ts";
import { planMrr, planMrrChanges } from "../../../db/schema/index.ts";
import { foldChanges, foldWhenMany, type KeptFigure } from "../../../db/sql/kept.ts";
import { type CouponRedemptions, subscriptionRedemptions } from "../../../engine/index.ts";

// What the catalog's items and coupons are used for: the MRR of plans (kept from subscriptions' changes) and
// the redemptions of coupons (read from the engine, which owns subscriptions).

/** Monthly recurring revenue of one item, in the account's currency, as a decimal string. */
export interface ItemRevenue {
  itemId: string;
  mrr: string;
}

/**
 * Where the MRR of an item's active subscriptions comes from: one function per table holding subscriptions
 * (their recurring lines, after recurring discounts, as COMMERCE.md's metrics define MRR).
 */
export const REVENUE_SOURCES: readonly ((
  ex: Executor,
  accountId: string,
  itemIds: readonly string[],
) => Promise<ItemRevenue[]>)[] = [planRevenue];

/** Each plan's MRR per currency (kept as `src/db/kept.ts` says). */
const PLAN_MRR: KeptFigure = {
  kept: planMrr,
  changes: planMrrChanges,
  changesAccount: planMrrChanges.roundAccountId,
  keys: ["plan_id", "currency"],
  value: "mrr",
};

/** Moves the appended changes of plans' MRR (of one account, or of all) into `plan_mrr`. */
export function foldPlanMrr(ex: Executor, accountId?: string): Promise<number> {
  return foldChanges(ex, PLAN_MRR, accountId);
}

/**
 * The MRR of the active subscriptions of each plan (their recurring lines after recurring discounts, kept on
 * the subscription), in the catalog's default currency only (other currencies are never converted), without
 * the rehearsals of test clocks: the kept sums (`plan_mrr`) plus the changes not folded yet.
 */
async function planRevenue(
  ex: Executor,
  accountId: string,
  itemIds: readonly string[],
): Promise<ItemRevenue[]> {
  await foldWhenMany(ex, PLAN_MRR, accountId);
  return planRevenueStatement(ex).execute({ accountId, ids: arrayLiteral(itemIds) });
}

/** The statement of `planRevenue`, built once per database (a read of every list of plans). */
const planRevenueStatement = builtOnce((ex: Executor) => {
  const accountId = sql.placeholder("accountId");
  const ids = sql`any(${sql.placeholder("ids")}::uuid[])`;
  return ex
    .select({ itemId: sql<string>`plan_id`, mrr: sql<string>`sum(mrr)::text` })
    .from(sql`(
      select ${planMrr.planId} as plan_id, ${planMrr.currency} as currency, ${planMrr.mrr} as mrr
      from ${planMrr} where ${planMrr.roundAccountId} = ${accountId} and ${planMrr.planId} = ${ids}
      union all
      select ${planMrrChanges.planId}, ${planMrrChanges.currency}, ${planMrrChanges.delta}
      from ${planMrrChanges}
      where ${planMrrChanges.roundAccountId} = ${accountId} and ${planMrrChanges.planId} = ${ids}
    ) kept`)
    .where(
      sql`currency = coalesce((select default_currency from catalog_settings c
        where c.round_account_id = ${accountId}), currency)`,
    )
    .groupBy(sql`plan_id`)
    .having(sql`sum(mrr) <> 0`);
});

/** The MRR rows of `itemIds` from every source (REVENUE_SOURCES). */
export async function revenueRows(ex: Executor, accountId: string, itemIds: readonly string[]) {
  const rows: ItemRevenue[] = [];
  if (itemIds.length === 0) return rows;
  for (const source of REVENUE_SOURCES) rows.push(...(await source(ex, accountId, itemIds)));
  return rows;
}

/** Where coupon redemptions are recorded: one function per table holding them (the engine's subscriptions). */
export const REDEMPTION_SOURCES: readonly ((
  ex: Executor,
  accountId: string,
  couponIds: readonly string[] | "all",
) => Promise<CouponRedemptions[]>)[] = [
  // Called through, not held: the engine's door is still loading when this list is made (they import
  // each other).
  (ex, accountId, couponIds) => subscriptionRedemptions(ex, accountId, couponIds),
];

/** The redemption rows of `couponIds` (or of every coupon of the account) from every source. */
export async function redemptionRows(ex: Executor, accountId: string, couponIds: readonly string[] | "all") {
  const rows: CouponRedemptions[] = [];
  if (couponIds !== "all" && couponIds.length === 0) return rows;
  for (const source of REDEMPTION_SOURCES) rows.push(...(await source(ex, accountId, couponIds)));
  return rows;
}
