import { sql } from "drizzle-orm";
import { arrayLiteral } from "../builder/array.ts";
import type { Executor } from "../client.ts";

// The billing run's set-based statements (the third data tier): a batch of subscriptions written in one
// statement, and the statistics of the tables a long run grows. Owned by the engine.

/** A new term for each subscription (one statement): active, its term dates, terms billed, next due day, MRR. */
export async function startTermsOf(
  ex: Executor,
  accountId: string,
  rows: readonly {
    id: string;
    anchorDay: string;
    termStart: string;
    termEnd: string;
    termsBilled: number;
    mrr: string;
    updatedAt: Date;
  }[],
) {
  if (rows.length === 0) return;
  const column = <K extends keyof (typeof rows)[number]>(
    key: K,
    map = (value: (typeof rows)[number][K]) => String(value),
  ) => arrayLiteral(rows.map((row) => map(row[key])));
  await ex.execute(sql`
    update subscriptions s set status = 'active', anchor_day = v.anchor_day, current_term_start = v.term_start,
      current_term_end = v.term_end, terms_billed = v.terms_billed, next_action_on = v.term_end,
      paused_at = null, resume_date = null, mrr = v.mrr, updated_at = v.updated_at
    from unnest(${column("id")}::uuid[], ${column("anchorDay")}::date[], ${column("termStart")}::date[],
      ${column("termEnd")}::date[], ${column("termsBilled")}::int[], ${column("mrr")}::numeric[],
      ${column("updatedAt", (at) => (at as Date).toISOString())}::timestamptz[])
      as v(id, anchor_day, term_start, term_end, terms_billed, mrr, updated_at)
    where s.round_account_id = ${accountId} and s.id = v.id`);
}

/**
 * Statistics of the tables a run grows, taken again: as after any bulk load, plans made when a table was
 * small would be kept otherwise.
 */
export async function analyzeBilledTables(ex: Executor): Promise<void> {
  await ex.execute(
    sql`analyze invoices, invoice_lines, payments, subscriptions, subscription_events, mrr_movements, customers`,
  );
}
