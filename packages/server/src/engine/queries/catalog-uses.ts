import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { arrayLiteral } from "../../db/builder/array.ts";
import type { Executor } from "../../db/client.ts";
import { ShapedStatements } from "../../db/prepared/index.ts";
import { subscriptionAddons, subscriptionCoupons, subscriptions } from "../../db/schema/index.ts";

// What refers to the catalog in the engine's tables: subscriptions (their price points, plans, add-ons and coupons). Each list
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

/** What one coupon has given: its redemptions and the savings, as a decimal string in its currency. */
export interface CouponRedemptions {
  couponId: string;
  redemptions: number;
  savings: string;
}

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
    .groupBy(subscriptionCoupons.couponId);
}

const redemptionStatements = new ShapedStatements<ReturnType<typeof redemptionsStatement>>();

export async function subscriptionRedemptions(
  ex: Executor,
  accountId: string,
  couponIds: readonly string[] | "all",
): Promise<CouponRedemptions[]> {
  const some = couponIds !== "all";
  const rows = await redemptionStatements
    .of(ex, String(some), (on) => redemptionsStatement(on, some))
    .execute({ accountId, couponIds: some ? arrayLiteral(couponIds) : undefined });
  return rows.map((row) => ({
    couponId: String(row.couponId),
    redemptions: row.redemptions,
    savings: row.savings,
  }));
}
