import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { usageEvents } from "../../db/schema/index.ts";

// Usage events, recorded once per idempotency key and aggregated per term.

export async function insertUsage(ex: Executor, values: typeof usageEvents.$inferInsert) {
  const [row] = await ex.insert(usageEvents).values(values).onConflictDoNothing().returning();
  return row;
}

/** A usage batch's events in one statement (db/sql/usage-batch.ts): answers those written. */
export {
  insertUsageBatch as insertUsageRows,
  type UsageBatchRow,
  type UsageTarget,
  usageTargets,
} from "../../db/sql/usage-batch.ts";

export async function usageByKey(ex: Executor, accountId: string, subscriptionId: string, key: string) {
  const [row] = await ex
    .select()
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.roundAccountId, accountId),
        eq(usageEvents.subscriptionId, subscriptionId),
        eq(usageEvents.idempotencyKey, key),
      ),
    );
  return row;
}

/** The usage of one metric from `from` up to (not including) `to`, aggregated as the metric says. */
export async function aggregateUsage(
  ex: Executor,
  accountId: string,
  subscriptionId: string,
  metricName: string,
  aggregation: string,
  from: Date,
  to: Date,
): Promise<{ quantity: string; events: number }> {
  const value =
    aggregation === "max"
      ? sql`max(${usageEvents.quantity})`
      : aggregation === "last_value"
        ? sql`(array_agg(${usageEvents.quantity} order by ${usageEvents.occurredAt} desc, ${usageEvents.createdAt} desc))[1]`
        : aggregation === "unique_count"
          ? sql`count(distinct ${usageEvents.quantity})`
          : sql`sum(${usageEvents.quantity})`;
  const [row] = await ex
    .select({ quantity: sql<string | null>`(${value})::text`, events: sql<number>`count(*)::int` })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.roundAccountId, accountId),
        eq(usageEvents.subscriptionId, subscriptionId),
        eq(usageEvents.metricName, metricName),
        sql`${usageEvents.occurredAt} >= ${from.toISOString()}`,
        sql`${usageEvents.occurredAt} < ${to.toISOString()}`,
      ),
    );
  return { quantity: row?.quantity ?? "0", events: row?.events ?? 0 };
}
