import { sql } from "drizzle-orm";
import { arrayLiteral, textArrayLiteral } from "../builder/array.ts";
import { type Executor, rowsOf } from "../client.ts";

// Owned by the engine (usage events). The third data tier (README.md): a usage batch's events written in one
// statement of seven parameters, however many events, where the query builder would build one of seven
// parameters per event.

export interface UsageBatchRow {
  subscriptionId: string;
  metricName: string;
  /** Exact decimal text. */
  quantity: string;
  occurredAt: Date;
  idempotencyKey: string;
  createdAt: Date;
}

/**
 * Writes each event whose idempotency key its subscription has not recorded (the unique key of
 * `usage_events`); answers those written. A key recorded before, by this statement or another, is skipped.
 */
export async function insertUsageBatch(
  ex: Executor,
  accountId: string,
  rows: readonly UsageBatchRow[],
): Promise<{ subscriptionId: string; idempotencyKey: string }[]> {
  if (rows.length === 0) return [];
  const column = <K extends keyof UsageBatchRow>(key: K) => rows.map((row) => row[key]);
  const times = (key: "occurredAt" | "createdAt") => arrayLiteral(rows.map((row) => row[key].toISOString()));
  const result = await ex.execute(sql`
    insert into usage_events
      (round_account_id, subscription_id, metric_name, quantity, occurred_at, idempotency_key, created_at)
    select ${accountId}::uuid, e.*
    from unnest(
      ${arrayLiteral(column("subscriptionId"))}::uuid[],
      ${textArrayLiteral(column("metricName"))}::text[],
      ${arrayLiteral(column("quantity"))}::numeric[],
      ${times("occurredAt")}::timestamptz[],
      ${textArrayLiteral(column("idempotencyKey"))}::text[],
      ${times("createdAt")}::timestamptz[]
    ) as e
    on conflict do nothing
    returning subscription_id as "subscriptionId", idempotency_key as "idempotencyKey"`);
  return rowsOf<{ subscriptionId: string; idempotencyKey: string }>(result);
}
