import { and, asc, eq, inArray, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { arrayLiteral } from "../../db/builder/array.ts";
import type { Executor } from "../../db/client.ts";
import { insertsInto, rowOfId, updatesOf } from "../../db/prepared/index.ts";
import { invoiceLines, invoiceNumbering, invoices, payments } from "../../db/schema/index.ts";
import { LIVE_NUMBERS, type NumberScope } from "../../db/sql/numbering.ts";

// Invoices, their lines and payments: written once per term (unique per subscription and term number).

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

/** Inserts lines; answers them as stored (an event's invoice shows them without reading them again). */
export async function insertLines(ex: Executor, rows: (typeof invoiceLines.$inferInsert)[]) {
  return lineInserts.returning(ex, rows);
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

/** The lines of several invoices, each invoice's in order. */
export async function linesOfInvoices(ex: Executor, accountId: string, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return ex
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.roundAccountId, accountId), inArray(invoiceLines.invoiceId, [...invoiceIds])))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
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

/** The payments of several invoices, in the order `paymentsOfInvoice` answers them. */
export async function paymentsOfInvoices(ex: Executor, accountId: string, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return ex
    .select()
    .from(payments)
    .where(and(eq(payments.roundAccountId, accountId), inArray(payments.invoiceId, [...invoiceIds])))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function paymentsOfInvoice(ex: Executor, accountId: string, invoiceId: string) {
  return ex
    .select()
    .from(payments)
    .where(and(eq(payments.roundAccountId, accountId), eq(payments.invoiceId, invoiceId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Whether any invoice line is taxed at a rate. */
export async function anyLineTaxedAt(ex: Executor, accountId: string, rateId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.roundAccountId, accountId), eq(invoiceLines.taxRateId, rateId)))
    .limit(1);
  return row !== undefined;
}

/** A line's tax, worked out again (a draft taxed at the rate in force when it is finalized). */
export async function setLineTax(
  ex: Executor,
  accountId: string,
  lineId: string,
  values: { taxAmount: string; taxRateId: string | null },
) {
  await ex
    .update(invoiceLines)
    .set(values)
    .where(and(eq(invoiceLines.roundAccountId, accountId), eq(invoiceLines.id, lineId)));
}
