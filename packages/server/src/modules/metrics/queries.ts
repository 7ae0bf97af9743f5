import { addAmounts, type MovementKind } from "@round/billing";
import { and, asc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { insertsInto } from "../../db/prepared/index.ts";
import { metricsDays, mrrMonths, mrrMovements } from "../../db/schema/index.ts";

// Every query of the revenue figures: the kept movements and months, and the raw records they come from (the
// set-based statements over the records of several modules are in db/sql/figures.ts).

export {
  accountsWithoutKeptDays,
  accountsWithoutKeptFigures,
  type DayBeforeRow,
  daysBefore,
  rebuildDays,
  rebuildMonths,
  type Scope,
  scopesOf,
  subscriptionChanges,
} from "../../db/sql/figures.ts";

import type { Scope } from "../../db/sql/figures.ts";

export type MovementRow = typeof mrrMovements.$inferSelect;
export type MonthRow = typeof mrrMonths.$inferSelect;

/** Saves customers' days (a day already kept takes the new end, kind and amount). */
// A customer's day moved again keeps its start and takes the new end.
const movementInserts = insertsInto(
  mrrMovements,
  (insert) =>
    (insert as unknown as { onConflictDoUpdate(config: object): unknown }).onConflictDoUpdate({
      target: [mrrMovements.roundAccountId, mrrMovements.customerId, mrrMovements.currency, mrrMovements.day],
      set: {
        endMrr: sql`excluded.end_mrr`,
        kind: sql`excluded.kind`,
        amount: sql`excluded.amount`,
      },
    }) as unknown as typeof insert,
);

export async function saveMovements(
  ex: Executor,
  rows: readonly (typeof mrrMovements.$inferInsert)[],
): Promise<void> {
  await movementInserts.rows(ex, rows);
}

/** Saves a scope's rebuilt movements, a thousand rows a statement (the scope was cleared first). */
export async function insertMovements(
  ex: Executor,
  rows: (typeof mrrMovements.$inferInsert)[],
): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += 1000) {
    await ex.insert(mrrMovements).values(rows.slice(offset, offset + 1000));
  }
}

/**
 * The summed rows of an upsert in the order of their keys: concurrent writers lock the rows they share in
 * the same order (no deadlock), and each row appears once (ON CONFLICT may not touch a row twice).
 */
function inKeyOrder(rows: Map<string, Record<string, unknown>>): Record<string, unknown>[] {
  return [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

const COUNTED = { new: "newCount", reactivation: "reactivationCount", churned: "churnedCount" } as const;
const MONTH_SUMS = ["new", "expansion", "contraction", "churned", "reactivation"] as const;
const MONTH_COUNTS = ["newCount", "reactivationCount", "churnedCount"] as const;

/**
 * The statement adding each entry's `amount` (and one customer, or minus one with `count: -1`) to its month's
 * movement of `kind`: each month once (entries of the same month are summed first), in key order.
 */
export function addToMonths(
  ex: Executor,
  entries: readonly {
    key: Scope & { currency: string; month: string };
    kind: MovementKind;
    amount: string;
    count: 1 | -1;
  }[],
): SQL | null {
  if (entries.length === 0) return null;
  const rows = new Map<string, Record<string, unknown>>();
  for (const { key, kind, amount, count } of entries) {
    const id = [key.accountId, key.scope, key.currency, key.month].join("\u0000");
    const row = rows.get(id) ?? {
      roundAccountId: key.accountId,
      scope: key.scope,
      currency: key.currency,
      month: key.month,
      ...Object.fromEntries(MONTH_SUMS.map((sum) => [sum, "0"])),
      ...Object.fromEntries(MONTH_COUNTS.map((counted) => [counted, 0])),
    };
    row[kind] = addAmounts(row[kind] as string, amount);
    const counted = kind in COUNTED ? COUNTED[kind as keyof typeof COUNTED] : null;
    if (counted) row[counted] = (row[counted] as number) + count;
    rows.set(id, row);
  }
  const sorted = inKeyOrder(rows);
  return ex
    .insert(mrrMonths)
    .values(sorted as (typeof mrrMonths.$inferInsert)[])
    .onConflictDoUpdate({
      target: [mrrMonths.roundAccountId, mrrMonths.scope, mrrMonths.currency, mrrMonths.month],
      set: Object.fromEntries(
        [...MONTH_SUMS, ...MONTH_COUNTS].map((field) => [
          field,
          sql`${mrrMonths[field]} + excluded.${sql.identifier(mrrMonths[field].name)}`,
        ]),
      ),
    })
    .getSQL();
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

/** What a day's row of `metrics_days` can be moved by (each added to what the row holds). */
export type DayDeltas = Partial<
  Pick<
    typeof metricsDays.$inferInsert,
    | "mrrChange"
    | "joined"
    | "churned"
    | "activeChange"
    | "cardAttempts"
    | "cardSucceeded"
    | "paidInvoices"
    | "paidDays"
  >
>;

const DAY_FIELDS = [
  "mrrChange",
  "joined",
  "churned",
  "activeChange",
  "cardAttempts",
  "cardSucceeded",
  "paidInvoices",
  "paidDays",
] as const;

/**
 * The statement adding each entry's `deltas` to the figures of a scope's day in a currency (the row is made on
 * the day's first change): each day once (entries of the same day are summed first), in key order.
 */
export function addToDays(
  ex: Executor,
  entries: readonly { key: Scope & { currency: string; day: string }; deltas: DayDeltas }[],
): SQL | null {
  const rows = new Map<string, Record<string, unknown>>();
  const moved = new Set<(typeof DAY_FIELDS)[number]>();
  for (const { key, deltas } of entries) {
    const id = [key.accountId, key.scope, key.currency, key.day].join("\u0000");
    const row = rows.get(id) ?? {
      roundAccountId: key.accountId,
      scope: key.scope,
      currency: key.currency,
      day: key.day,
    };
    for (const field of DAY_FIELDS) {
      const value = deltas[field];
      if (value === undefined) continue;
      moved.add(field);
      row[field] =
        field === "mrrChange"
          ? addAmounts((row[field] as string | undefined) ?? "0", value as string)
          : ((row[field] as number | undefined) ?? 0) + (value as number);
    }
    rows.set(id, row);
  }
  if (moved.size === 0) return null;
  const sorted = inKeyOrder(rows);
  return ex
    .insert(metricsDays)
    .values(
      sorted.map((row) => ({
        ...Object.fromEntries([...moved].map((field) => [field, field === "mrrChange" ? "0" : 0])),
        ...(row as typeof metricsDays.$inferInsert),
      })),
    )
    .onConflictDoUpdate({
      target: [metricsDays.roundAccountId, metricsDays.scope, metricsDays.currency, metricsDays.day],
      set: Object.fromEntries(
        [...moved].map((field) => [
          field,
          sql`${metricsDays[field]} + excluded.${sql.identifier(metricsDays[field].name)}`,
        ]),
      ),
    })
    .getSQL();
}

/**
 * A scope's kept days up to `to`, summed per currency by the database: the movements' amount from `from`
 * (the first day after the kept months), the change in paying customers from `from` up to `windowStart` and
 * up to `to`, the churns after `windowStart` (the 30-day churn window), the subscriptions bringing MRR on
 * `to` (every day's change), and the card attempts and paid invoices of the 30 days ending on `to`.
 */
export async function daySums(ex: Executor, scope: Scope, from: string, windowStart: string, to: string) {
  const recent = sql`${metricsDays.day} >= ${from}`;
  const early = sql`${metricsDays.day} <= ${windowStart}`;
  const lastDays = sql`${metricsDays.day} > ${windowStart}`;
  const int = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`;
  return ex
    .select({
      currency: metricsDays.currency,
      amount: sql<string>`coalesce(sum(${metricsDays.mrrChange}) filter (where ${recent}), 0)::text`,
      payingChangeToWindow: int(
        sql`sum(${metricsDays.joined} - ${metricsDays.churned}) filter (where ${recent} and ${early})`,
      ),
      payingChange: int(sql`sum(${metricsDays.joined} - ${metricsDays.churned}) filter (where ${recent})`),
      churnedInWindow: int(sql`sum(${metricsDays.churned}) filter (where ${lastDays})`),
      activeSubscriptions: int(sql`sum(${metricsDays.activeChange})`),
      attempts: int(sql`sum(${metricsDays.cardAttempts}) filter (where ${lastDays})`),
      succeeded: int(sql`sum(${metricsDays.cardSucceeded}) filter (where ${lastDays})`),
      paidInvoices: int(sql`sum(${metricsDays.paidInvoices}) filter (where ${lastDays})`),
      paidDays: int(sql`sum(${metricsDays.paidDays}) filter (where ${lastDays})`),
    })
    .from(metricsDays)
    .where(
      and(
        eq(metricsDays.roundAccountId, scope.accountId),
        eq(metricsDays.scope, scope.scope),
        lte(metricsDays.day, to),
      ),
    )
    .groupBy(metricsDays.currency);
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
