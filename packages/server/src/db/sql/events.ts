import { sql } from "drizzle-orm";
import type { Executor } from "../client.ts";

// Owned by modules/events. The third data tier (README.md): a transaction's events written in one statement
// of one parameter, however many (a batch of the billing run writes a thousand), where the query builder
// spent longer building the insert of a thousand rows than the database took to run it.

export interface EventInsert {
  roundAccountId: string;
  type: string;
  createdAt: Date;
  testClockId: string | null;
  data: { object: unknown; previous?: Record<string, unknown> };
}

/** Writes the events in the order given (their `sequence` follows it), each with its outbox row. */
export async function insertEventRows(ex: Executor, rows: readonly EventInsert[]): Promise<void> {
  if (rows.length === 0) return;
  // Each event's narrow outbox row goes with it, in the same statement: the webhook worker's to take.
  await ex.execute(sql`
    with made as (
      insert into events (round_account_id, type, created_at, test_clock_id, data)
      select (e->>'roundAccountId')::uuid, e->>'type', (e->>'createdAt')::timestamptz,
        (e->>'testClockId')::uuid, e->'data'
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as given(e, n)
      order by n
      returning sequence, round_account_id
    )
    insert into event_outbox (sequence, round_account_id) select sequence, round_account_id from made`);
}
