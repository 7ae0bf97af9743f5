import { and, asc, eq, inArray, isNull, lte, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import { arrayLiteral } from "../db/array.ts";
import { type Executor, lastStatement, rowsOf } from "../db/client.ts";
import {
  billingSettings,
  coupons,
  customerCredits,
  customers,
  invoiceLines,
  invoiceNumbering,
  invoices,
  organizations,
  paymentMethods,
  payments,
  planUsageMetrics,
  type pricePoints,
  roundAccounts,
  subscriptionAddons,
  subscriptionCoupons,
  subscriptionEvents,
  subscriptions,
  testClocks,
  usageEvents,
} from "../db/schema/index.ts";
import { builtOnce, insertsInto, rowOfId, updatesOf } from "../db/shaped.ts";
import { LIVE_NUMBERS, type NumberScope } from "../db/sql/numbering.ts";
import { oneStatement } from "../db/together.ts";
import { enqueueMailFrom } from "../mail/outbox.ts";
import type { MailMessage } from "../mail/templates.ts";
import { addonsByIds, chargesByIds, plansByIds, pointsByIds } from "../modules/catalog/index.ts";

// Every query of the billing engine (subscriptions, invoices, payments, usage, test clocks, settings).

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionAddonRow = typeof subscriptionAddons.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type TestClockRow = typeof testClocks.$inferSelect;

export async function lastInvoiceNumber(
  ex: Executor,
  accountId: string,
  scope: NumberScope = LIVE_NUMBERS,
): Promise<number> {
  const [row] = await ex
    .select({ lastNumber: invoiceNumbering.lastNumber })
    .from(invoiceNumbering)
    .where(and(eq(invoiceNumbering.roundAccountId, accountId), eq(invoiceNumbering.scope, scope)));
  return row?.lastNumber ?? 0;
}

/** The name the account's customers know it by: its organization's, else its own. */
export async function accountNameOf(ex: Executor, accountId: string): Promise<string> {
  const [organization] = await ex
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.roundAccountId, accountId))
    .limit(1);
  if (organization?.name) return organization.name;
  const [account] = await ex
    .select({ name: roundAccounts.name })
    .from(roundAccounts)
    .where(eq(roundAccounts.id, accountId));
  return account?.name ?? "Round";
}

// ---- Catalog reads --------------------------------------------------------------------------------------

/** A table of account-keyed records: (round_account_id, id). */

/** The account's rows of `table` with the given ids, by id (none asked: no query). */
function byId<T extends { id: string }>(
  read: (ex: Executor, accountId: string, ids: readonly string[]) => Promise<T[]>,
) {
  return async (ex: Executor, accountId: string, ids: readonly string[]) =>
    new Map((await read(ex, accountId, ids)).map((row) => [row.id, row]));
}

export const pointsById = byId(pointsByIds);
export const plansById = byId(plansByIds);
export const addonsById = byId(addonsByIds);
/** Customers by id, locked (in id order) for the caller's transaction, as the API's writes lock them. */
export const chargesById = byId(chargesByIds);

export async function redemptionCount(ex: Executor, accountId: string, couponId: string) {
  const [row] = await ex
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptionCoupons)
    .where(
      and(eq(subscriptionCoupons.roundAccountId, accountId), eq(subscriptionCoupons.couponId, couponId)),
    );
  return row?.count ?? 0;
}

export async function hasHistory(ex: Executor, accountId: string, customerId: string) {
  const [row] = rowsOf<{ has: boolean }>(
    await ex.execute(sql`select exists (select 1 from ${subscriptions}
        where ${subscriptions.roundAccountId} = ${accountId} and ${subscriptions.customerId} = ${customerId})
      or exists (select 1 from ${invoices}
        where ${invoices.roundAccountId} = ${accountId} and ${invoices.customerId} = ${customerId}) as has`),
  );
  return row!.has === true;
}

/**
 * The customer's kept figures from its records: MRR and active subscriptions (active and past due), what it
 * owes on open invoices, its lifetime value (every payment that succeeded), the end of a running trial, and
 * its churn risk with the signals it is read from (CHURN_SIGNALS: a failed payment in the last 60 days, an
 * overdue invoice, a cancel scheduled, a pause, MRR down in the last 90 days, a live subscription's usage of
 * a metric in the last 30 days less than half of the 30 days before; none low, one medium, two or more high),
 * as of `now` (the customer's time: a test clock's for its customers).
 */
// ---- Subscriptions --------------------------------------------------------------------------------------

export const subscriptionRow = rowOfId(subscriptions);

const subscriptionInserts = insertsInto(subscriptions);
const subscriptionUpdates = updatesOf(subscriptions);

export async function insertSubscription(ex: Executor, values: typeof subscriptions.$inferInsert) {
  const [row] = await subscriptionInserts.returning(ex, [values]);
  return row!;
}

export async function updateSubscription(
  ex: Executor,
  accountId: string,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  return (await subscriptionUpdates(ex, accountId, id, values))!;
}

const addonsStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(subscriptionAddons)
    .where(
      sql`${subscriptionAddons.roundAccountId} = ${sql.placeholder("accountId")}
        and ${subscriptionAddons.subscriptionId} = any(${sql.placeholder("ids")}::uuid[])`,
    )
    .orderBy(asc(subscriptionAddons.position))
    .prepare(""),
);

export async function addonsOf(ex: Executor, accountId: string, subscriptionIds: readonly string[]) {
  if (subscriptionIds.length === 0) return [];
  return addonsStatement(ex).execute({ accountId, ids: arrayLiteral(subscriptionIds) });
}

export async function replaceAddons(
  ex: Executor,
  accountId: string,
  subscriptionId: string,
  rows: { addonId: string; pricePointId: string; quantity: number }[],
  /** A subscription written in this transaction: it has none yet. */
  isNew = false,
) {
  if (!isNew)
    await ex
      .delete(subscriptionAddons)
      .where(
        and(
          eq(subscriptionAddons.roundAccountId, accountId),
          eq(subscriptionAddons.subscriptionId, subscriptionId),
        ),
      );
  if (rows.length > 0) {
    await ex
      .insert(subscriptionAddons)
      .values(rows.map((row, position) => ({ roundAccountId: accountId, subscriptionId, position, ...row })));
  }
}

const couponsStatement = builtOnce((ex: Executor) =>
  ex
    .select({ redemption: subscriptionCoupons, coupon: coupons })
    .from(subscriptionCoupons)
    .innerJoin(
      coupons,
      and(
        eq(coupons.roundAccountId, subscriptionCoupons.roundAccountId),
        eq(coupons.id, subscriptionCoupons.couponId),
      ),
    )
    .where(
      sql`${subscriptionCoupons.roundAccountId} = ${sql.placeholder("accountId")}
        and ${subscriptionCoupons.subscriptionId} = any(${sql.placeholder("ids")}::uuid[])`,
    )
    .orderBy(asc(subscriptionCoupons.createdAt), asc(subscriptionCoupons.id))
    .prepare(""),
);

export async function couponsOf(ex: Executor, accountId: string, subscriptionIds: readonly string[]) {
  if (subscriptionIds.length === 0) return [];
  return couponsStatement(ex).execute({ accountId, ids: arrayLiteral(subscriptionIds) });
}

export async function insertRedemption(ex: Executor, values: typeof subscriptionCoupons.$inferInsert) {
  await ex.insert(subscriptionCoupons).values(values);
}

export async function countDiscount(ex: Executor, accountId: string, redemptionId: string, amount: string) {
  await ex
    .update(subscriptionCoupons)
    .set({
      invoicesDiscounted: sql`${subscriptionCoupons.invoicesDiscounted} + 1`,
      savings: sql`${subscriptionCoupons.savings} + ${amount}::numeric`,
    })
    .where(and(eq(subscriptionCoupons.roundAccountId, accountId), eq(subscriptionCoupons.id, redemptionId)));
}

export async function recordEvent(ex: Executor, values: typeof subscriptionEvents.$inferInsert) {
  await recordEvents(ex, [values]);
}

const eventInserts = insertsInto(subscriptionEvents);

export async function recordEvents(ex: Executor, rows: readonly (typeof subscriptionEvents.$inferInsert)[]) {
  await eventInserts.rows(ex, rows);
}

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
 * Claims up to `limit` subscriptions due on or before `today` (on the real calendar, or on one test clock),
 * locked for the caller's transaction; rows another transaction holds are skipped, so several instances
 * share the work and none is done twice.
 */
export async function claimDueSubscriptions(
  ex: Executor,
  scope: { testClockId: string | null; accountId?: string },
  today: string,
  limit: number,
  skip: readonly string[] = [],
) {
  const clock =
    scope.testClockId === null
      ? isNull(subscriptions.testClockId)
      : and(
          eq(subscriptions.roundAccountId, scope.accountId!),
          eq(subscriptions.testClockId, scope.testClockId),
        );
  return ex
    .select()
    .from(subscriptions)
    .where(
      and(
        clock,
        lte(subscriptions.nextActionOn, today),
        skip.length > 0 ? notInArray(subscriptions.id, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.nextActionOn), asc(subscriptions.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Invoices with a collection retry due, or open past their due date (to mark overdue), claimed alike. */
export async function claimDueInvoices(
  ex: Executor,
  scope: { testClockId: string | null; accountId?: string },
  today: string,
  limit: number,
  skip: readonly string[] = [],
) {
  const clock =
    scope.testClockId === null
      ? isNull(invoices.testClockId)
      : and(eq(invoices.roundAccountId, scope.accountId!), eq(invoices.testClockId, scope.testClockId));
  return ex
    .select()
    .from(invoices)
    .where(
      and(
        clock,
        skip.length > 0 ? notInArray(invoices.id, [...skip]) : undefined,
        or(
          lte(invoices.nextRetryOn, today),
          and(inArray(invoices.status, ["open", "partially_paid"]), sql`${invoices.dueDate} < ${today}`),
        ),
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * The earliest day something is due on a test clock (a subscription's action, a retry, an invoice's due date),
 * leaving out the rows in `skip` (their step failed in this advance).
 */
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

// ---- Invoices -------------------------------------------------------------------------------------------

/** The subscriptions among `terms` whose invoice of that term is already written. */
export async function termsInvoiced(
  ex: Executor,
  accountId: string,
  terms: readonly { subscriptionId: string; termNumber: number }[],
): Promise<Set<string>> {
  if (terms.length === 0) return new Set();
  const rows = await ex
    .select({ subscriptionId: invoices.subscriptionId })
    .from(invoices)
    .where(
      and(
        eq(invoices.roundAccountId, accountId),
        ne(invoices.reason, "proration"),
        sql`(${invoices.subscriptionId}, ${invoices.termNumber}) in (select * from unnest(
          ${arrayLiteral(terms.map((term) => term.subscriptionId))}::uuid[],
          ${arrayLiteral(terms.map((term) => String(term.termNumber)))}::int[]))`,
      ),
    );
  return new Set(rows.map((row) => row.subscriptionId!));
}

/** Inserts finalized invoices together (their ids chosen by the caller). */
export async function insertInvoices(ex: Executor, rows: readonly (typeof invoices.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return ex
    .insert(invoices)
    .values([...rows])
    .returning();
}

/** Inserts an invoice; for a term invoice already written (same subscription and term number), nothing. */
const invoiceInserts = insertsInto(invoices, (insert) => insert.onConflictDoNothing() as typeof insert);
const invoiceUpdates = updatesOf(invoices);
const lineInserts = insertsInto(invoiceLines);

export async function insertInvoice(ex: Executor, values: typeof invoices.$inferInsert) {
  const [row] = await invoiceInserts.returning(ex, [values]);
  return row;
}

export async function insertLines(ex: Executor, rows: (typeof invoiceLines.$inferInsert)[]) {
  await lineInserts.rows(ex, rows);
}

export async function updateInvoice(
  ex: Executor,
  accountId: string,
  id: string,
  values: Partial<typeof invoices.$inferInsert>,
) {
  return (await invoiceUpdates(ex, accountId, id, values))!;
}

export const invoiceRow = rowOfId(invoices);

export async function linesOf(ex: Executor, accountId: string, invoiceId: string) {
  return ex
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.roundAccountId, accountId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position));
}

export async function deleteInvoice(ex: Executor, accountId: string, id: string) {
  await ex.delete(invoices).where(and(eq(invoices.roundAccountId, accountId), eq(invoices.id, id)));
}

/**
 * The invoices of one of a subscription's terms that are not voided: the term's own and the proration
 * invoices of changes made during it (each covering from its change day to the term's end).
 */
export async function termInvoices(
  ex: Executor,
  accountId: string,
  subscriptionId: string,
  termNumber: number,
) {
  return ex
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.roundAccountId, accountId),
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.termNumber, termNumber),
        ne(invoices.status, "voided"),
      ),
    );
}

/** The credits given back for mid-term decreases of one of a subscription's terms (with their periods). */
export async function insertPayment(ex: Executor, values: typeof payments.$inferInsert) {
  const [row] = await ex.insert(payments).values(values).returning();
  return row!;
}

export async function paymentsOfInvoice(ex: Executor, accountId: string, invoiceId: string) {
  return ex
    .select()
    .from(payments)
    .where(and(eq(payments.roundAccountId, accountId), eq(payments.invoiceId, invoiceId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

// ---- Usage ----------------------------------------------------------------------------------------------

export async function insertUsage(ex: Executor, values: typeof usageEvents.$inferInsert) {
  const [row] = await ex.insert(usageEvents).values(values).onConflictDoNothing().returning();
  return row;
}

export async function usageByKey(ex: Executor, accountId: string, subscriptionId: string, key: string) {
  const [row] = await ex
    .select()
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.roundAccountId, accountId),
        eq(usageEvents.subscriptionId, subscriptionId),
        eq(usageEvents.idempotencyKey, key),
      ),
    );
  return row;
}

/** The usage of one metric from `from` up to (not including) `to`, aggregated as the metric says. */
export async function aggregateUsage(
  ex: Executor,
  accountId: string,
  subscriptionId: string,
  metricName: string,
  aggregation: string,
  from: Date,
  to: Date,
): Promise<{ quantity: string; events: number }> {
  const value =
    aggregation === "max"
      ? sql`max(${usageEvents.quantity})`
      : aggregation === "last_value"
        ? sql`(array_agg(${usageEvents.quantity} order by ${usageEvents.occurredAt} desc, ${usageEvents.createdAt} desc))[1]`
        : aggregation === "unique_count"
          ? sql`count(distinct ${usageEvents.quantity})`
          : sql`sum(${usageEvents.quantity})`;
  const [row] = await ex
    .select({ quantity: sql<string | null>`(${value})::text`, events: sql<number>`count(*)::int` })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.roundAccountId, accountId),
        eq(usageEvents.subscriptionId, subscriptionId),
        eq(usageEvents.metricName, metricName),
        sql`${usageEvents.occurredAt} >= ${from.toISOString()}`,
        sql`${usageEvents.occurredAt} < ${to.toISOString()}`,
      ),
    );
  return { quantity: row?.quantity ?? "0", events: row?.events ?? 0 };
}

// ---- Test clocks ----------------------------------------------------------------------------------------

export async function clockRow(ex: Executor, accountId: string, id: string, lock = false) {
  const query = ex
    .select()
    .from(testClocks)
    .where(and(eq(testClocks.roundAccountId, accountId), eq(testClocks.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}
/** Customers' display names by id. */
