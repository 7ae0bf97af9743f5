import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNull,
  lte,
  notInArray,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { arrayLiteral } from "../../db/builder/array.ts";
import type { Executor } from "../../db/client.ts";
import { builtOnce, insertsInto, rowOfId, updatesOf } from "../../db/prepared/index.ts";
import {
  invoices,
  subscriptionAddons,
  subscriptionCoupons,
  subscriptionEvents,
  subscriptions,
} from "../../db/schema/index.ts";
import { couponsById } from "../../modules/catalog/index.ts";

// Subscriptions, their add-ons, redemptions and events: the engine's tables of a subscription.

export async function redemptionCount(ex: Executor, accountId: string, couponId: string) {
  const [row] = await ex
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptionCoupons)
    .where(
      and(eq(subscriptionCoupons.roundAccountId, accountId), eq(subscriptionCoupons.couponId, couponId)),
    );
  return row?.count ?? 0;
}

export async function hasHistory(ex: Executor, accountId: string, customerId: string) {
  const rows = await ex
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.roundAccountId, accountId), eq(subscriptions.customerId, customerId)))
    .limit(1)
    .unionAll(
      ex
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.roundAccountId, accountId), eq(invoices.customerId, customerId)))
        .limit(1),
    );
  return rows.length > 0;
}

/**
 * The customer's kept figures from its records: MRR and active subscriptions (active and past due), what it
 * owes on open invoices, its lifetime value (every payment that succeeded), the end of a running trial, and
 * its churn risk with the signals it is read from (CHURN_SIGNALS: a failed payment in the last 60 days, an
 * overdue invoice, a cancel scheduled, a pause, MRR down in the last 90 days, a live subscription's usage of
 * a metric in the last 30 days less than half of the 30 days before; none low, one medium, two or more high),
 * as of `now` (the customer's time: a test clock's for its customers).
 */

export const subscriptionRow = rowOfId(subscriptions);

const subscriptionInserts = insertsInto(subscriptions);
const subscriptionUpdates = updatesOf(subscriptions);

export async function insertSubscription(ex: Executor, values: typeof subscriptions.$inferInsert) {
  const [row] = await subscriptionInserts.returning(ex, [values]);
  return row!;
}

export async function updateSubscription(
  ex: Executor,
  accountId: string,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  return (await subscriptionUpdates(ex, accountId, id, values))!;
}

const addonsStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(subscriptionAddons)
    .where(
      sql`${subscriptionAddons.roundAccountId} = ${sql.placeholder("accountId")}
        and ${subscriptionAddons.subscriptionId} = any(${sql.placeholder("ids")}::uuid[])`,
    )
    .orderBy(asc(subscriptionAddons.position)),
);

export async function addonsOf(ex: Executor, accountId: string, subscriptionIds: readonly string[]) {
  if (subscriptionIds.length === 0) return [];
  return addonsStatement(ex).execute({ accountId, ids: arrayLiteral(subscriptionIds) });
}

export async function replaceAddons(
  ex: Executor,
  accountId: string,
  subscriptionId: string,
  rows: { addonId: string; pricePointId: string; quantity: number }[],
  /** A subscription written in this transaction: it has none yet. */
  isNew = false,
) {
  if (!isNew)
    await ex
      .delete(subscriptionAddons)
      .where(
        and(
          eq(subscriptionAddons.roundAccountId, accountId),
          eq(subscriptionAddons.subscriptionId, subscriptionId),
        ),
      );
  if (rows.length > 0) {
    await ex
      .insert(subscriptionAddons)
      .values(rows.map((row, position) => ({ roundAccountId: accountId, subscriptionId, position, ...row })));
  }
}

const redemptionsStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(subscriptionCoupons)
    .where(
      sql`${subscriptionCoupons.roundAccountId} = ${sql.placeholder("accountId")}
        and ${subscriptionCoupons.subscriptionId} = any(${sql.placeholder("ids")}::uuid[])`,
    )
    .orderBy(asc(subscriptionCoupons.createdAt), asc(subscriptionCoupons.id)),
);

/**
 * The subscriptions' redemptions, in the order they were applied, each with its coupon (read from the
 * catalog only when there are some: most subscriptions have none).
 */
export async function couponsOf(ex: Executor, accountId: string, subscriptionIds: readonly string[]) {
  if (subscriptionIds.length === 0) return [];
  const redemptions = await redemptionsStatement(ex).execute({
    accountId,
    ids: arrayLiteral(subscriptionIds),
  });
  if (redemptions.length === 0) return [];
  const coupons = await couponsById(ex, accountId, [...new Set(redemptions.map((row) => row.couponId))]);
  return redemptions.flatMap((redemption) => {
    const coupon = coupons.get(redemption.couponId);
    return coupon ? [{ redemption, coupon }] : [];
  });
}

export async function insertRedemption(ex: Executor, values: typeof subscriptionCoupons.$inferInsert) {
  await ex.insert(subscriptionCoupons).values(values);
}

export async function countDiscount(ex: Executor, accountId: string, redemptionId: string, amount: string) {
  await ex
    .update(subscriptionCoupons)
    .set({
      invoicesDiscounted: sql`${subscriptionCoupons.invoicesDiscounted} + 1`,
      savings: sql`${subscriptionCoupons.savings} + ${amount}::numeric`,
    })
    .where(and(eq(subscriptionCoupons.roundAccountId, accountId), eq(subscriptionCoupons.id, redemptionId)));
}

export async function recordEvent(ex: Executor, values: typeof subscriptionEvents.$inferInsert) {
  await recordEvents(ex, [values]);
}

const eventInserts = insertsInto(subscriptionEvents);

export async function recordEvents(ex: Executor, rows: readonly (typeof subscriptionEvents.$inferInsert)[]) {
  await eventInserts.rows(ex, rows);
}

/**
 * Claims up to `limit` subscriptions due on or before `today` (on the real calendar, or on one test clock),
 * locked for the caller's transaction; rows another transaction holds are skipped, so several instances
 * share the work and none is done twice.
 */
export async function claimDueSubscriptions(
  ex: Executor,
  scope: { testClockId: string | null; accountId?: string },
  today: string,
  limit: number,
  skip: readonly string[] = [],
) {
  const clock =
    scope.testClockId === null
      ? isNull(subscriptions.testClockId)
      : and(
          eq(subscriptions.roundAccountId, scope.accountId!),
          eq(subscriptions.testClockId, scope.testClockId),
        );
  return ex
    .select()
    .from(subscriptions)
    .where(
      and(
        clock,
        lte(subscriptions.nextActionOn, today),
        skip.length > 0 ? notInArray(subscriptions.id, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.nextActionOn), asc(subscriptions.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Invoices with a collection retry due, or open past their due date (to mark overdue), claimed alike. */

/**
 * A customer list's condition for the subscribers of a plan (its live subscriptions: active, trialing or
 * paused), on the customer's id and account columns, the plan's id bound as the list binds its values.
 */
export function subscribesToPlan(customer: { id: SQLWrapper; account: SQLWrapper }, planId: unknown): SQL {
  return sql`exists (select 1 from ${subscriptions} s where s.round_account_id = ${customer.account}
    and s.customer_id = ${customer.id} and s.plan_id = ${planId}
    and s.status in ('active', 'trialing', 'paused'))`;
}

/** How many of a customer's subscriptions still live: active, trialing or paused (a scheduled cancel too). */
export async function liveSubscriptionCount(ex: Executor, accountId: string, customerId: string) {
  const [row] = await ex
    .select({ count: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.roundAccountId, accountId),
        eq(subscriptions.customerId, customerId),
        inArray(subscriptions.status, ["active", "trialing", "paused"]),
      ),
    );
  return row?.count ?? 0;
}
