import type { MovementKind } from "@round/billing";
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  invoices,
  mrrMonths,
  mrrMovements,
  payments,
  subscriptionEvents,
  subscriptions,
} from "../../db/schema/index.ts";

// Every query of the revenue figures: the kept movements and months, and the raw records they come from.

/** The rows of a raw query, whichever driver answered (node-postgres and PGlite shape them apart). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

export type MovementRow = typeof mrrMovements.$inferSelect;
export type MonthRow = typeof mrrMonths.$inferSelect;

/** Whose figures: the account's live ones ("") or a test clock's own. */
export interface Scope {
  accountId: string;
  scope: string;
}

export async function movementOf(
  ex: Executor,
  key: { accountId: string; customerId: string; currency: string; day: string },
): Promise<MovementRow | undefined> {
  const [row] = await ex
    .select()
    .from(mrrMovements)
    .where(
      and(
        eq(mrrMovements.roundAccountId, key.accountId),
        eq(mrrMovements.customerId, key.customerId),
        eq(mrrMovements.currency, key.currency),
        eq(mrrMovements.day, key.day),
      ),
    )
    .for("update");
  return row;
}

/** The MRR of the customer's other subscriptions in `currency` (as they stand in this transaction). */
export async function otherSubscriptionsMrr(
  ex: Executor,
  accountId: string,
  customerId: string,
  currency: string,
  exceptId: string,
): Promise<string> {
  const [row] = await ex
    .select({ total: sql<string>`coalesce(sum(${subscriptions.mrr}), 0)::text` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.roundAccountId, accountId),
        eq(subscriptions.customerId, customerId),
        eq(subscriptions.currency, currency),
        ne(subscriptions.id, exceptId),
      ),
    );
  return row?.total ?? "0";
}

/** Whether the customer paid something in `currency` on a day before `day`. */
export async function paidBefore(
  ex: Executor,
  key: { accountId: string; customerId: string; currency: string; day: string },
): Promise<boolean> {
  const [row] = await ex
    .select({ one: sql`1` })
    .from(mrrMovements)
    .where(
      and(
        eq(mrrMovements.roundAccountId, key.accountId),
        eq(mrrMovements.customerId, key.customerId),
        eq(mrrMovements.currency, key.currency),
        lt(mrrMovements.day, key.day),
        gt(mrrMovements.endMrr, "0"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function saveMovement(ex: Executor, row: typeof mrrMovements.$inferInsert): Promise<void> {
  await ex
    .insert(mrrMovements)
    .values(row)
    .onConflictDoUpdate({
      target: [mrrMovements.roundAccountId, mrrMovements.customerId, mrrMovements.currency, mrrMovements.day],
      set: { endMrr: row.endMrr, kind: row.kind ?? null, amount: row.amount },
    });
}

const COUNTED = { new: "newCount", reactivation: "reactivationCount", churned: "churnedCount" } as const;

/** Adds `amount` (and one customer, or minus one with `count: -1`) to a month's movement of `kind`. */
export async function addToMonth(
  ex: Executor,
  key: Scope & { currency: string; month: string },
  kind: MovementKind,
  amount: string,
  count: 1 | -1,
): Promise<void> {
  const counted = kind in COUNTED ? COUNTED[kind as keyof typeof COUNTED] : null;
  const values: typeof mrrMonths.$inferInsert = {
    roundAccountId: key.accountId,
    scope: key.scope,
    currency: key.currency,
    month: key.month,
    [kind]: amount,
    ...(counted ? { [counted]: count } : {}),
  };
  await ex
    .insert(mrrMonths)
    .values(values)
    .onConflictDoUpdate({
      target: [mrrMonths.roundAccountId, mrrMonths.scope, mrrMonths.currency, mrrMonths.month],
      set: {
        [kind]: sql`${mrrMonths[kind]} + ${amount}::numeric`,
        ...(counted ? { [counted]: sql`${mrrMonths[counted]} + ${count}` } : {}),
      },
    });
}

/** The kept months of a scope up to `lastMonth`, oldest first, in every currency. */
export async function monthsUpTo(ex: Executor, scope: Scope, lastMonth: string): Promise<MonthRow[]> {
  return ex
    .select()
    .from(mrrMonths)
    .where(
      and(
        eq(mrrMonths.roundAccountId, scope.accountId),
        eq(mrrMonths.scope, scope.scope),
        lte(mrrMonths.month, lastMonth),
      ),
    )
    .orderBy(asc(mrrMonths.month));
}

/**
 * The kept movements of a scope from `from` to `to` (days, both included), summed per currency by the
 * database: their amount, the change in paying customers up to `windowStart` and up to `to`, and the churns
 * after `windowStart` (the 30-day churn window).
 */
export async function movementSums(
  ex: Executor,
  scope: Scope,
  from: string,
  windowStart: string,
  to: string,
) {
  const joins = sql`${mrrMovements.kind} in ('new', 'reactivation')`;
  const churns = sql`${mrrMovements.kind} = 'churned'`;
  const early = sql`${mrrMovements.day} <= ${windowStart}`;
  return ex
    .select({
      currency: mrrMovements.currency,
      amount: sql<string>`coalesce(sum(${mrrMovements.amount}), 0)::text`,
      payingChangeToWindow: sql<number>`((count(*) filter (where ${joins} and ${early})) - (count(*) filter (where ${churns} and ${early})))::int`,
      payingChange: sql<number>`((count(*) filter (where ${joins})) - (count(*) filter (where ${churns})))::int`,
      churnedInWindow: sql<number>`(count(*) filter (where ${churns} and not (${early})))::int`,
    })
    .from(mrrMovements)
    .where(
      and(
        eq(mrrMovements.roundAccountId, scope.accountId),
        eq(mrrMovements.scope, scope.scope),
        gte(mrrMovements.day, from),
        lte(mrrMovements.day, to),
      ),
    )
    .groupBy(mrrMovements.currency);
}

/** Subscriptions active (paying) now, per currency. */
export async function activeSubscriptionCounts(ex: Executor, scope: Scope) {
  return ex
    .select({ currency: subscriptions.currency, count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.roundAccountId, scope.accountId),
        eq(subscriptions.status, "active"),
        scope.scope === "" ? isNull(subscriptions.testClockId) : eq(subscriptions.testClockId, scope.scope),
      ),
    )
    .groupBy(subscriptions.currency);
}

/** Subscriptions whose last MRR on or before `day` was above zero, per currency (for a past day). */
export async function activeSubscriptionCountsOn(ex: Executor, scope: Scope, day: string) {
  const clock = scope.scope === "" ? sql`test_clock_id is null` : sql`test_clock_id = ${scope.scope}`;
  const result = await ex.execute(sql`
    select currency, count(*)::int as count from (
      select distinct on (subscription_id) subscription_id, currency, mrr_after
      from subscription_events
      where round_account_id = ${scope.accountId} and ${clock} and occurred_on <= ${day}
      order by subscription_id, occurred_on desc, created_at desc
    ) last where mrr_after > 0 group by currency`);
  return rowsOf<{ currency: string; count: number }>(result);
}

/** Card payment attempts made from `from` to `to` (instants) per currency: all of them and the succeeded. */
export async function paymentAttempts(ex: Executor, scope: Scope, from: Date, to: Date) {
  return ex
    .select({
      currency: payments.currency,
      attempts: sql<number>`count(*)::int`,
      succeeded: sql<number>`(count(*) filter (where ${payments.status} = 'succeeded'))::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.roundAccountId, scope.accountId),
        scope.scope === "" ? isNull(payments.testClockId) : eq(payments.testClockId, scope.scope),
        gte(payments.createdAt, from),
        lt(payments.createdAt, to),
        eq(payments.method, "card"),
      ),
    )
    .groupBy(payments.currency);
}

/** Invoices paid from `from` to `to` (instants) per currency: how many, and their days from issue to paid. */
export async function paidInvoices(ex: Executor, scope: Scope, from: Date, to: Date) {
  return ex
    .select({
      currency: invoices.currency,
      count: sql<number>`count(*)::int`,
      days: sql<number>`coalesce(sum(greatest(0, (${invoices.paidAt} at time zone 'UTC')::date - ${invoices.issueDate})), 0)::int`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.roundAccountId, scope.accountId),
        scope.scope === "" ? isNull(invoices.testClockId) : eq(invoices.testClockId, scope.scope),
        eq(invoices.status, "paid"),
        gte(invoices.paidAt, from),
        lt(invoices.paidAt, to),
        isNotNull(invoices.issueDate),
      ),
    )
    .groupBy(invoices.currency);
}

/** The raw records the kept figures come from: every subscription event of a scope, oldest first. */
export async function subscriptionChanges(ex: Executor, scope: Scope) {
  return ex
    .select({
      subscriptionId: subscriptionEvents.subscriptionId,
      customerId: subscriptionEvents.customerId,
      currency: subscriptionEvents.currency,
      on: subscriptionEvents.occurredOn,
      before: subscriptionEvents.mrrBefore,
      after: subscriptionEvents.mrrAfter,
    })
    .from(subscriptionEvents)
    .where(
      and(
        eq(subscriptionEvents.roundAccountId, scope.accountId),
        scope.scope === ""
          ? isNull(subscriptionEvents.testClockId)
          : eq(subscriptionEvents.testClockId, scope.scope),
      ),
    )
    .orderBy(asc(subscriptionEvents.occurredOn), asc(subscriptionEvents.createdAt));
}

/** Removes a scope's kept figures (before they are built again from the events). */
export async function clearScope(ex: Executor, scope: Scope, customerIds?: readonly string[]) {
  await ex
    .delete(mrrMonths)
    .where(and(eq(mrrMonths.roundAccountId, scope.accountId), eq(mrrMonths.scope, scope.scope)));
  await ex
    .delete(mrrMovements)
    .where(
      and(
        eq(mrrMovements.roundAccountId, scope.accountId),
        eq(mrrMovements.scope, scope.scope),
        ...(customerIds ? [inArray(mrrMovements.customerId, [...customerIds])] : []),
      ),
    );
}

/** Accounts with subscription events and no kept movement yet (data written before the figures were kept). */
export async function accountsWithoutKeptFigures(ex: Executor): Promise<string[]> {
  const result = await ex.execute(sql`
    select distinct e.round_account_id as id from subscription_events e
    where not exists (select 1 from mrr_movements m where m.round_account_id = e.round_account_id)`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The scopes (live and each test clock) an account has events in. */
export async function scopesOf(ex: Executor, accountId: string): Promise<string[]> {
  const result = await ex.execute(sql`
    select distinct coalesce(test_clock_id::text, '') as scope from subscription_events
    where round_account_id = ${accountId}`);
  return rowsOf<{ scope: string }>(result).map((row) => row.scope);
}
