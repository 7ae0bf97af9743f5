import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../client.ts";
import type { StoredAttempt } from "../schema/index.ts";

// Owned by modules/webhooks, taking the events module's outbox rows. The third data tier (README.md): the
// delivery worker's set-based statements, each one statement however many events or deliveries.

/**
 * Takes up to `limit` events from the outbox (skipping rows another instance holds), deletes their rows, and
 * makes a pending delivery for every enabled endpoint of their account that wants their type (`*`, the type,
 * or its family), made before the event: in one statement, so a crash leaves both undone or both done.
 * Answers how many events it took.
 */
export async function dispatchEvents(ex: Executor, limit: number, now: Date): Promise<number> {
  const result = await ex.execute(sql`
    with taken as (
      delete from event_outbox
      where sequence in (
        select sequence from event_outbox order by sequence limit ${limit} for update skip locked
      )
      returning sequence, round_account_id
    ), made as (
      insert into webhook_deliveries
        (round_account_id, endpoint_id, event_id, event_type, event_created_at, status, next_attempt_at, created_at)
      select ev.round_account_id, e.id, ev.id, ev.type, ev.created_at, 'pending', ${now}, ${now}
      from taken t
      join events ev on ev.sequence = t.sequence
      join webhook_endpoints e on e.round_account_id = t.round_account_id and e.enabled
        and e.created_at <= ev.created_at
        and (e.enabled_events @> '["*"]'::jsonb
          or e.enabled_events @> jsonb_build_array(ev.type)
          or e.enabled_events @> jsonb_build_array(split_part(ev.type, '.', 1) || '.*'))
      returning 1
    )
    select (select count(*) from taken)::int as taken, (select count(*) from made)::int as made`);
  return rowsOf<{ taken: number }>(result)[0]?.taken ?? 0;
}

export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  scheduled: number;
  replay: boolean;
}

/**
 * Holds up to `limit` due deliveries of enabled endpoints until `leaseUntil` (none another instance holds):
 * only the instance that claimed one sends it.
 */
export async function claimDueDeliveries(
  ex: Executor,
  limit: number,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedDelivery[]> {
  const result = await ex.execute(sql`
    update webhook_deliveries d set lease_until = ${leaseUntil}
    where d.id in (
      select w.id from webhook_deliveries w
      join webhook_endpoints e on e.id = w.endpoint_id and e.enabled
      where w.status = 'pending' and w.next_attempt_at <= ${now}
        and (w.lease_until is null or w.lease_until < ${now})
      order by w.next_attempt_at
      limit ${limit}
      for update of w skip locked
    )
    returning d.id, d.endpoint_id as "endpointId", d.event_id as "eventId", d.scheduled, d.replay`);
  return rowsOf<ClaimedDelivery>(result);
}

export interface DeliveryResult {
  id: string;
  status: "pending" | "succeeded" | "failed";
  attempt: StoredAttempt;
  /** The schedule's count after this attempt. */
  scheduled: number;
  nextAttemptAt: string | null;
}

/** Records the attempts of many deliveries in one statement, and lets them go. */
export async function recordResults(ex: Executor, results: readonly DeliveryResult[]): Promise<void> {
  if (results.length === 0) return;
  await ex.execute(sql`
    update webhook_deliveries d set
      status = r.status,
      attempts = d.attempts || jsonb_build_array(r.attempt),
      scheduled = r.scheduled,
      next_attempt_at = r."nextAttemptAt",
      replay = false,
      lease_until = null
    from jsonb_to_recordset(${JSON.stringify(results)}::jsonb)
      as r(id uuid, status text, attempt jsonb, scheduled int, "nextAttemptAt" timestamptz)
    where d.id = r.id`);
}
