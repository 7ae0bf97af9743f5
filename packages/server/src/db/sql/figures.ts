import type { MovementKind } from "@round/billing";
import { sql } from "drizzle-orm";
import { arrayLiteral } from "../builder/array.ts";
import { type Executor, rowsOf } from "../client.ts";

// The revenue figures' set-based statements (the third data tier): days and months built again from the
// records they come from (subscription events, payments, invoices), read in one statement each. Owned by the
// metrics module, which calls them through its queries.

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
