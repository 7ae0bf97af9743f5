import { sql } from "drizzle-orm";
import { arrayLiteral, textArrayLiteral } from "../builder/array.ts";
import { type Executor, rowsOf } from "../client.ts";
import type { AuditStampValues } from "./events.ts";

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
 * With `stamp`, the same statement writes the batch's audit entry (owned by modules/audit):
 * `usage_event.batch` with the events it wrote as `events: [null, [...]]`, none when it wrote none.
 */
export async function insertUsageBatch(
  ex: Executor,
  accountId: string,
  rows: readonly UsageBatchRow[],
  stamp: AuditStampValues | null = null,
): Promise<{ subscriptionId: string; idempotencyKey: string }[]> {
  if (rows.length === 0) return [];
  const column = <K extends keyof UsageBatchRow>(key: K) => rows.map((row) => row[key]);
  const times = (key: "occurredAt" | "createdAt") => arrayLiteral(rows.map((row) => row[key].toISOString()));
  const audit = stamp
    ? sql`, audited as (
        insert into audit_log (round_account_id, occurred_at, actor_type, actor_id, actor_name, action,
          resource_type, resource_id, changes, ip, user_agent, request_id)
        select ${accountId}::uuid, coalesce(${stamp.at}::timestamptz, now()), ${stamp.actorType},
          ${stamp.actorId}::uuid, ${stamp.actorName}, 'usage_event.batch', 'usage_event', null,
          jsonb_build_object('events', jsonb_build_array(null, jsonb_agg(jsonb_build_object(
            'subscriptionId', subscription_id, 'metricName', metric_name, 'quantity', quantity::text,
            'timestamp', occurred_at, 'idempotencyKey', idempotency_key)))),
          ${stamp.ip}, ${stamp.userAgent}, ${stamp.requestId}
        from made
        having count(*) > 0
      )`
    : sql``;
  const result = await ex.execute(sql`
    with made as (
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
    returning subscription_id, metric_name, quantity, occurred_at, idempotency_key
    )${audit}
    select subscription_id as "subscriptionId", idempotency_key as "idempotencyKey" from made`);
  return rowsOf<{ subscriptionId: string; idempotencyKey: string }>(result);
}

/** A subscription a usage batch names, with what its events are checked against. */
export interface UsageTarget {
  id: string;
  planId: string;
  /** The names of its plan's usage metrics. */
  metricNames: string[];
  /** Its test clock's time (a customer on a clock lives at it), or null on the real calendar. */
  clockTime: Date | null;
}

/**
 * The account's subscriptions among `ids`, each with its plan's metric names and its test clock's time: what
 * a batch's events are checked against, in one statement (rather than one per table).
 */
export async function usageTargets(
  ex: Executor,
  accountId: string,
  ids: readonly string[],
): Promise<UsageTarget[]> {
  if (ids.length === 0) return [];
  const result = await ex.execute(sql`
    select s.id, s.plan_id as "planId",
      coalesce((select array_agg(m.metric_name) from plan_usage_metrics m
        where m.round_account_id = s.round_account_id and m.plan_id = s.plan_id), '{}') as "metricNames",
      k.frozen_time as "clockTime"
    from subscriptions s
    left join test_clocks k on k.round_account_id = s.round_account_id and k.id = s.test_clock_id
    where s.round_account_id = ${accountId}::uuid and s.id = any(${arrayLiteral(ids)}::uuid[])`);
  return rowsOf<{ id: string; planId: string; metricNames: string[]; clockTime: Date | string | null }>(
    result,
  ).map((row) => ({
    ...row,
    clockTime: row.clockTime === null ? null : new Date(row.clockTime),
  }));
}
