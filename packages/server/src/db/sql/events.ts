import { sql } from "drizzle-orm";
import type { Executor } from "../client.ts";

// Owned by modules/events (with its outbox) and modules/audit (the entries of evented changes). The third data
// tier (README.md): a transaction's events written in one statement of one parameter, however many (a batch of
// the billing run writes a thousand), where the query builder spent longer building the insert of a thousand
// rows than the database took to run it; their audit entries worked out from them by the same statement.

export interface EventInsert {
  roundAccountId: string;
  type: string;
  createdAt: Date;
  testClockId: string | null;
  data: { object: unknown; previous?: Record<string, unknown> };
}

/** Who writes audit entries from a set-based statement, and from where (modules/audit's `auditStamp`). */
export interface AuditStampValues {
  actorType: string;
  actorId: string | null;
  actorName: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  /** The request's time; null: each entry takes its change's own. */
  at: string | null;
}

/** The audit entries of the events: who writes them, and the action each type's second part stands for. */
export interface EventAudit {
  stamp: AuditStampValues;
  /** `created` → `create`; a type whose second part is not here (a notice) has no entry. */
  verbs: Record<string, string>;
}

/**
 * Writes the events in the order given (their `sequence` follows it), each with its outbox row (the webhook
 * worker's to take) and its audit entry (owned by modules/audit): the event's family is the resource, its
 * object's fields the values after a create (`[null, value]`) or before a delete (`[value, null]`), its
 * `previous` the values before an update. One statement for all three.
 */
export async function insertEventRows(
  ex: Executor,
  rows: readonly EventInsert[],
  audit: EventAudit,
): Promise<void> {
  if (rows.length === 0) return;
  const { stamp } = audit;
  await ex.execute(sql`
    with made as (
      insert into events (round_account_id, type, created_at, test_clock_id, data)
      select (e->>'roundAccountId')::uuid, e->>'type', (e->>'createdAt')::timestamptz,
        (e->>'testClockId')::uuid, e->'data'
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as given(e, n)
      order by n
      returning sequence, round_account_id, type, created_at, data
    ), outbox as (
      insert into event_outbox (sequence, round_account_id) select sequence, round_account_id from made
    ), named as (
      select m.*, split_part(m.type, '.', 1) as family, split_part(m.type, '.', 2) as what,
        ${JSON.stringify(audit.verbs)}::jsonb as verbs
      from made m
    )
    insert into audit_log (round_account_id, occurred_at, actor_type, actor_id, actor_name, action,
      resource_type, resource_id, changes, ip, user_agent, request_id)
    select round_account_id, coalesce(${stamp.at}::timestamptz, created_at), ${stamp.actorType},
      ${stamp.actorId}::uuid, ${stamp.actorName}, family || '.' || (verbs->>what), family,
      data->'object'->>'id',
      coalesce(case
        when what in ('created', 'attached') then
          (select jsonb_object_agg(k, jsonb_build_array(null, v)) from jsonb_each(data->'object') as f(k, v))
        when what in ('deleted', 'detached') then
          (select jsonb_object_agg(k, jsonb_build_array(v, null)) from jsonb_each(data->'object') as f(k, v))
        else (select jsonb_object_agg(k, jsonb_build_array(v, data->'object'->k))
          from jsonb_each(coalesce(data->'previous', '{}'::jsonb)) as f(k, v))
      end, '{}'::jsonb),
      ${stamp.ip}, ${stamp.userAgent}, ${stamp.requestId}
    from named
    where verbs ? what`);
}
