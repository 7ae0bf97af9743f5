import { count, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type Executor, rowsOf } from "../client.ts";
import { ShapedStatements } from "../prepared/index.ts";

/**
 * A figure kept per account and key from changes appended by statement triggers (insert-only, so no two
 * transactions wait on a shared row): `invoice_counts` and `plan_mrr`. A figure is its kept row plus its
 * changes not folded yet.
 */
export interface KeptFigure {
  /** The kept rows, primary key `round_account_id` and `keys`. */
  kept: PgTable;
  /** The appended changes: `round_account_id`, `keys` and `delta`. */
  changes: PgTable;
  changesAccount: PgColumn;
  /** The key columns beside the account, named alike in both tables. */
  keys: readonly string[];
  /** The kept value's column; the changes' is `delta`. */
  value: string;
}

/** Past this many changes of an account not folded yet, reading its figures folds them first. */
const UNFOLDED_CHANGES = 500;

/**
 * Moves the appended changes (of one account, or of all) into the kept rows: the rows this statement sees are
 * deleted and added in one statement, so each change is folded exactly once, whichever instance folds;
 * changes of transactions still running stay for the next fold. Answers how many changes it folded.
 */
export async function foldChanges(ex: Executor, figure: KeptFigure, accountId?: string): Promise<number> {
  const columns = sql.join(
    ["round_account_id", ...figure.keys].map((name) => sql.identifier(name)),
    sql`, `,
  );
  const kept = sql.identifier(getTableName(figure.kept));
  const value = sql.identifier(figure.value);
  const only: SQL = accountId === undefined ? sql`` : sql`where ${figure.changesAccount} = ${accountId}`;
  const result = await ex.execute(sql`
    with moved as (
      delete from ${figure.changes} ${only}
      returning ${columns}, delta
    ), summed as (
      insert into ${kept} (${columns}, ${value})
      select ${columns}, sum(delta) from moved group by ${columns}
      on conflict (${columns}) do update set ${value} = ${kept}.${value} + excluded.${value}
      returning 1
    )
    select (select count(*)::int from moved) as moved`);
  return rowsOf<{ moved: number }>(result)[0]?.moved ?? 0;
}

/** How many changes of an account wait, per figure: built once per database (a read of every list of them). */
const pendingStatements = new ShapedStatements<ReturnType<typeof pendingStatement>>();

function pendingStatement(ex: Executor, figure: KeptFigure) {
  return ex
    .select({ value: count() })
    .from(figure.changes)
    .where(eq(figure.changesAccount, sql.placeholder("accountId")));
}

/** Folds the account's changes when more than a few hundred wait, before its figures are read. */
export async function foldWhenMany(ex: Executor, figure: KeptFigure, accountId: string): Promise<void> {
  const [pending] = await pendingStatements
    .of(ex, getTableName(figure.changes), (on) => pendingStatement(on, figure))
    .execute({ accountId });
  if ((pending?.value ?? 0) > UNFOLDED_CHANGES) await foldChanges(ex, figure, accountId);
}
