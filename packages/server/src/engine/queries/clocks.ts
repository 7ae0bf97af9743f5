import { and, eq, sql } from "drizzle-orm";
import { arrayLiteral } from "../../db/builder/array.ts";
import { type Executor, rowsOf } from "../../db/client.ts";
import { testClocks } from "../../db/schema/index.ts";

// Test clocks: the time their customers live by, and what is due on them.

export async function nextDueOnClock(
  ex: Executor,
  accountId: string,
  testClockId: string,
  skip: readonly string[] = [],
) {
  const left = skip.length > 0 ? sql` and not (id = any(${arrayLiteral(skip)}::uuid[]))` : sql``;
  const result = await ex.execute<{ day: string | null }>(sql`
    select least(
      (select min(next_action_on) from subscriptions
        where round_account_id = ${accountId} and test_clock_id = ${testClockId}${left}),
      (select min(next_retry_on) from invoices
        where round_account_id = ${accountId} and test_clock_id = ${testClockId}${left}),
      (select min(due_date) + 1 from invoices
        where round_account_id = ${accountId} and test_clock_id = ${testClockId}
          and status in ('open', 'partially_paid')${left})
    )::text as day`);
  return rowsOf<{ day: string | null }>(result)[0]?.day ?? null;
}

export async function clockRow(ex: Executor, accountId: string, id: string, lock = false) {
  const query = ex
    .select()
    .from(testClocks)
    .where(and(eq(testClocks.roundAccountId, accountId), eq(testClocks.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}
/** Customers' display names by id. */
