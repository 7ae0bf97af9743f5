import { addAmounts, type MovementKind } from "@round/billing";
import { and, asc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import { arrayLiteral } from "../../db/array.ts";
import { type Executor, rowsOf } from "../../db/client.ts";
import { insertsInto } from "../../db/prepared/index.ts";
import { metricsDays, mrrMonths, mrrMovements } from "../../db/schema/index.ts";

// Every query of the revenue figures: the kept movements and months, and the raw records they come from.

export type MovementRow = typeof mrrMovements.$inferSelect;
export type MonthRow = typeof mrrMonths.$inferSelect;

/** Whose figures: the account's live ones ("") or a test clock's own. */
export interface Scope {
  accountId: string;
  scope: string;
}

/**
 * Where each customer's day stood before a change of one of its subscriptions, for many changes in one
 * statement (at most one change per customer): the kept movement of the day (locked: the change updates
 * it), else the MRR of the customer's other subscriptions and whether it paid before that day.
 */
export async function daysBefore(
  ex: Executor,
  accountId: string,
  changes: readonly { subscriptionId: string; customerId: string; currency: string; day: string }[],
) {
  if (changes.length === 0) return new Map<string, DayBeforeRow>();
  const list = <K extends keyof (typeof changes)[number]>(key: K) =>
    arrayLiteral(changes.map((change) => change[key]));
  const asked = sql`unnest(${list("subscriptionId")}::uuid[], ${list("customerId")}::uuid[],
    ${list("currency")}::text[], ${list("day")}::date[]) as x(sub, customer, currency, day)`;
  const result = await ex.execute(sql`
    with kept as (
      select m.* from mrr_movements m join ${asked}
        on m.round_account_id = ${accountId} and m.customer_id = x.customer and m.currency = x.currency
          and m.day = x.day
      for update of m
    )
    select x.sub::text as "subscriptionId", k.start_mrr::text as "startMrr", k.end_mrr::text as "endMrr",
      k.paid_before as "paidBefore", k.kind, k.amount::text as amount,
      case when k.customer_id is null then (select coalesce(sum(s.mrr), 0)::text from subscriptions s
        where s.round_account_id = ${accountId} and s.customer_id = x.customer and s.currency = x.currency
          and s.id <> x.sub) end as others,
      k.customer_id is null and exists (select 1 from mrr_movements p where p.round_account_id = ${accountId}
        and p.customer_id = x.customer and p.currency = x.currency and p.day < x.day and p.end_mrr > 0) as paid
    from ${asked}
    left join kept k on k.customer_id = x.customer and k.currency = x.currency and k.day = x.day`);
  return new Map(rowsOf<DayBeforeRow>(result).map((row) => [row.subscriptionId, row]));
}

export interface DayBeforeRow {
  subscriptionId: string;
  startMrr: string | null;
  endMrr: string | null;
  paidBefore: boolean | null;
  kind: MovementKind | null;
  amount: string | null;
  others: string | null;
  paid: boolean;
}

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

/** A scope's months summed again from its movements (after the movements were rebuilt). */
export async function rebuildMonths(ex: Executor, scope: Scope): Promise<void> {
  await ex.execute(sql`
    insert into mrr_months (round_account_id, scope, currency, month, new, expansion, contraction, churned,
      reactivation, new_count, reactivation_count, churned_count)
    select round_account_id, scope, currency, to_char(day, 'YYYY-MM'),
      coalesce(sum(amount) filter (where kind = 'new'), 0), coalesce(sum(amount) filter (where kind = 'expansion'), 0),
      coalesce(sum(amount) filter (where kind = 'contraction'), 0),
      coalesce(sum(amount) filter (where kind = 'churned'), 0),
      coalesce(sum(amount) filter (where kind = 'reactivation'), 0), count(*) filter (where kind = 'new'),
      count(*) filter (where kind = 'reactivation'), count(*) filter (where kind = 'churned')
    from mrr_movements
    where round_account_id = ${scope.accountId} and scope = ${scope.scope} and kind is not null
    group by 1, 2, 3, 4`);
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

/**
 * Builds an account's kept days again from its records (data written before they were kept, or a scope just
 * rebuilt): the movements, each subscription's start and stop of bringing MRR (each event's MRR before and
 * after: events of one instant have no order to rely on), the card payment attempts and the paid invoices.
 * `scope` narrows it to one scope.
 */
export async function rebuildDays(ex: Executor, accountId: string, scope?: string): Promise<void> {
  const only = (column: string) =>
    scope === undefined ? sql`` : sql` and coalesce(${sql.raw(column)}::text, '') = ${scope}`;
  await ex.execute(sql`
    delete from metrics_days where round_account_id = ${accountId}
      ${scope === undefined ? sql`` : sql`and scope = ${scope}`}`);
  await ex.execute(sql`
    insert into metrics_days (round_account_id, scope, currency, day, mrr_change, joined, churned, active_change,
      card_attempts, card_succeeded, paid_invoices, paid_days)
    select ${accountId}, scope, currency, day, sum(mrr_change), sum(joined), sum(churned), sum(active_change),
      sum(card_attempts), sum(card_succeeded), sum(paid_invoices), sum(paid_days)
    from (
      select scope, currency, day, amount as mrr_change,
        (coalesce(kind, '') in ('new', 'reactivation'))::int as joined, (coalesce(kind, '') = 'churned')::int as churned,
        0 as active_change, 0 as card_attempts, 0 as card_succeeded, 0 as paid_invoices, 0 as paid_days
      from mrr_movements where round_account_id = ${accountId}${only("scope")}
      union all
      select coalesce(test_clock_id::text, ''), currency, occurred_on, 0, 0, 0,
        (mrr_after > 0)::int - (mrr_before > 0)::int, 0, 0, 0, 0
      from subscription_events where round_account_id = ${accountId}${only("test_clock_id")}
      union all
      select coalesce(test_clock_id::text, ''), currency, (created_at at time zone 'UTC')::date, 0, 0, 0, 0,
        1, (status = 'succeeded')::int, 0, 0
      from payments where round_account_id = ${accountId} and method = 'card'${only("test_clock_id")}
      union all
      select coalesce(test_clock_id::text, ''), currency, (paid_at at time zone 'UTC')::date, 0, 0, 0, 0, 0, 0,
        1, greatest(0, (paid_at at time zone 'UTC')::date - issue_date)
      from invoices
      where round_account_id = ${accountId} and status = 'paid' and paid_at is not null and issue_date is not null
        ${only("test_clock_id")}
    ) figures
    group by scope, currency, day`);
}

/**
 * The raw records the kept figures come from: a scope's subscription events, one change per subscription and
 * day, oldest first. Events of one instant (a test clock's) have no order to rely on, so a day's events of a
 * subscription are netted by their MRR before and after (each event's `mrr_after - mrr_before`), and the
 * subscription's MRR at each day's end is the running sum of those nets.
 */
export async function subscriptionChanges(ex: Executor, scope: Scope) {
  const result = await ex.execute(sql`
    select subscription_id as "subscriptionId", customer_id as "customerId", currency, on_day::text as "on",
      (running - net)::text as "before", running::text as "after"
    from (
      select subscription_id, customer_id, currency, occurred_on as on_day, sum(mrr_after - mrr_before) as net,
        sum(sum(mrr_after - mrr_before)) over (partition by subscription_id order by occurred_on) as running
      from subscription_events
      where round_account_id = ${scope.accountId}
        and ${scope.scope === "" ? sql`test_clock_id is null` : sql`test_clock_id = ${scope.scope}`}
      group by subscription_id, customer_id, currency, occurred_on
    ) days
    order by on_day, subscription_id`);
  return rowsOf<{
    subscriptionId: string;
    customerId: string;
    currency: string;
    on: string;
    before: string;
    after: string;
  }>(result);
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

/** Accounts with subscription events and no kept movement yet (data written before the figures were kept). */
export async function accountsWithoutKeptFigures(ex: Executor): Promise<string[]> {
  const result = await ex.execute(sql`
    select distinct e.round_account_id as id from subscription_events e
    where not exists (select 1 from mrr_movements m where m.round_account_id = e.round_account_id)`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Accounts with card payments or paid invoices and no kept day yet (billed before the days were kept). */
export async function accountsWithoutKeptDays(ex: Executor): Promise<string[]> {
  const result = await ex.execute(sql`
    select id from round_accounts a
    where not exists (select 1 from metrics_days d where d.round_account_id = a.id)
      and (exists (select 1 from subscription_events e where e.round_account_id = a.id)
        or exists (select 1 from payments p where p.round_account_id = a.id and p.method = 'card')
        or exists (select 1 from invoices i where i.round_account_id = a.id and i.status = 'paid'))`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The scopes (live and each test clock) an account has events in. */
export async function scopesOf(ex: Executor, accountId: string): Promise<string[]> {
  const result = await ex.execute(sql`
    select distinct coalesce(test_clock_id::text, '') as scope from subscription_events
    where round_account_id = ${accountId}`);
  return rowsOf<{ scope: string }>(result).map((row) => row.scope);
}
