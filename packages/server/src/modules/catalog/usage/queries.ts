import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { arrayLiteral } from "../../../db/array.ts";
import type { Executor } from "../../../db/client.ts";
import { foldChanges, foldWhenMany, type KeptFigure } from "../../../db/kept.ts";
import {
  planMrr,
  planMrrChanges,
  subscriptionAddons,
  subscriptionCoupons,
  subscriptions,
} from "../../../db/schema/index.ts";
import { builtOnce, ShapedStatements } from "../../../db/shaped.ts";

// What refers to the catalog: subscriptions (their price points, plans, add-ons and coupons). Each list
// below names the tables that can refer to a price point, an item or a coupon; adding such a table is one
// line in the list concerned.

/** A column that refers to catalog ids (a price point, a plan, add-on or charge, a coupon), with its account. */
export interface Reference {
  table: PgTable;
  account: PgColumn;
  column: PgColumn;
}

/**
 * Every column that refers to a price point, an item or a coupon. One line per column, for instance
 * `{ table: subscriptions, account: subscriptions.roundAccountId, column: subscriptions.planPricePointId }`.
 */
export const REFERENCES: readonly Reference[] = [
  { table: subscriptions, account: subscriptions.roundAccountId, column: subscriptions.planPricePointId },
  { table: subscriptions, account: subscriptions.roundAccountId, column: subscriptions.planId },
  {
    table: subscriptionAddons,
    account: subscriptionAddons.roundAccountId,
    column: subscriptionAddons.pricePointId,
  },
  {
    table: subscriptionAddons,
    account: subscriptionAddons.roundAccountId,
    column: subscriptionAddons.addonId,
  },
  {
    table: subscriptionCoupons,
    account: subscriptionCoupons.roundAccountId,
    column: subscriptionCoupons.couponId,
  },
];

/** The ids among `ids` (points, items or coupons of the account) that something refers to. */
export async function referencedIds(
  ex: Executor,
  accountId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  if (ids.length === 0) return found;
  for (const reference of REFERENCES) {
    const rows = await ex
      .selectDistinct({ id: reference.column })
      .from(reference.table)
      .where(and(eq(reference.account, accountId), inArray(reference.column, [...ids])));
    for (const row of rows) found.add(String(row.id));
  }
  return found;
}

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
    .having(sql`sum(mrr) <> 0`)
    .prepare("");
});

/** The MRR rows of `itemIds` from every source (REVENUE_SOURCES). */
export async function revenueRows(ex: Executor, accountId: string, itemIds: readonly string[]) {
  const rows: ItemRevenue[] = [];
  if (itemIds.length === 0) return rows;
  for (const source of REVENUE_SOURCES) rows.push(...(await source(ex, accountId, itemIds)));
  return rows;
}

/** What one coupon has given: its redemptions and the savings, as a decimal string in its currency. */
export interface CouponRedemptions {
  couponId: string;
  redemptions: number;
  savings: string;
}

/** Where coupon redemptions are recorded: one function per table holding them. */
export const REDEMPTION_SOURCES: readonly ((
  ex: Executor,
  accountId: string,
  couponIds: readonly string[] | "all",
) => Promise<CouponRedemptions[]>)[] = [subscriptionRedemptions];

/** Each coupon's redemptions on subscriptions and what it took off their invoices (not on test clocks). */
function redemptionsStatement(ex: Executor, some: boolean) {
  return ex
    .select({
      couponId: subscriptionCoupons.couponId,
      redemptions: sql<number>`count(*)::int`,
      savings: sql<string>`sum(${subscriptionCoupons.savings})::text`,
    })
    .from(subscriptionCoupons)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.roundAccountId, subscriptionCoupons.roundAccountId),
        eq(subscriptions.id, subscriptionCoupons.subscriptionId),
      ),
    )
    .where(
      and(
        sql`${subscriptionCoupons.roundAccountId} = ${sql.placeholder("accountId")}`,
        some
          ? sql`${subscriptionCoupons.couponId} = any(${sql.placeholder("couponIds")}::uuid[])`
          : undefined,
        isNull(subscriptions.testClockId),
      ),
    )
    .groupBy(subscriptionCoupons.couponId)
    .prepare("");
}

const redemptionStatements = new ShapedStatements<ReturnType<typeof redemptionsStatement>>();

async function subscriptionRedemptions(
  ex: Executor,
  accountId: string,
  couponIds: readonly string[] | "all",
): Promise<CouponRedemptions[]> {
  const some = couponIds !== "all";
  const rows = await redemptionStatements
    .of(ex, String(some), () => redemptionsStatement(ex, some))
    .execute({ accountId, couponIds: some ? arrayLiteral(couponIds) : undefined });
  return rows.map((row) => ({
    couponId: String(row.couponId),
    redemptions: row.redemptions,
    savings: row.savings,
  }));
}

/** The redemption rows of `couponIds` (or of every coupon of the account) from every source. */
export async function redemptionRows(ex: Executor, accountId: string, couponIds: readonly string[] | "all") {
  const rows: CouponRedemptions[] = [];
  if (couponIds !== "all" && couponIds.length === 0) return rows;
  for (const source of REDEMPTION_SOURCES) rows.push(...(await source(ex, accountId, couponIds)));
  return rows;
}
