import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/builder/like.ts";
import type { Executor } from "../../db/client.ts";
import { creditNotes, refunds } from "../../db/schema/index.ts";
import { pageWindow } from "../../http/paging.ts";
import type { CreditNoteExportQuery, CreditNoteListQuery, RefundListQuery } from "./schemas.ts";

// The credit notes and refunds of an account: this module's own tables.

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function insertCreditNote(ex: Executor, values: typeof creditNotes.$inferInsert) {
  const [row] = await ex.insert(creditNotes).values(values).returning();
  return row!;
}

export async function updateCreditNote(
  ex: Executor,
  accountId: string,
  id: string,
  values: Partial<typeof creditNotes.$inferInsert>,
) {
  const [row] = await ex
    .update(creditNotes)
    .set(values)
    .where(and(eq(creditNotes.roundAccountId, accountId), eq(creditNotes.id, id)))
    .returning();
  return row!;
}

export async function creditNoteRow(ex: Executor, accountId: string, id: string, lock = false) {
  const query = ex
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.roundAccountId, accountId), eq(creditNotes.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** An invoice's credit notes, oldest first. */
export async function creditNotesOfInvoice(ex: Executor, accountId: string, invoiceId: string) {
  return ex
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.roundAccountId, accountId), eq(creditNotes.invoiceId, invoiceId)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id));
}

const NOTE_ORDER = {
  createdAt: creditNotes.createdAt,
  number: creditNotes.number,
  total: creditNotes.total,
};

/** The list's conditions: live credit notes only, unless they are one invoice's or one customer's. */
function noteConditions(accountId: string, query: CreditNoteExportQuery): SQL[] {
  const conditions: SQL[] = [eq(creditNotes.roundAccountId, accountId)];
  if (query.invoiceId) conditions.push(eq(creditNotes.invoiceId, query.invoiceId));
  if (query.customerId) conditions.push(eq(creditNotes.customerId, query.customerId));
  if (!query.invoiceId && !query.customerId) conditions.push(isNull(creditNotes.testClockId));
  if (query.status) conditions.push(eq(creditNotes.status, query.status));
  if (query.search) conditions.push(ilike(creditNotes.number, containsPattern(query.search)));
  return conditions;
}

/** The credit notes of the export, a batch at a time after a key, oldest first. */
export function creditNoteBatches(ex: Executor, accountId: string, query: CreditNoteExportQuery) {
  const conditions = noteConditions(accountId, query);
  return (after: { createdAt: Date; id: string } | null, size: number) =>
    ex
      .select()
      .from(creditNotes)
      .where(
        and(
          ...conditions,
          ...(after
            ? [
                sql`(${creditNotes.createdAt}, ${creditNotes.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
              ]
            : []),
        ),
      )
      .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id))
      .limit(size);
}

export async function pageOfCreditNotes(ex: Executor, accountId: string, query: CreditNoteListQuery) {
  const where = and(...noteConditions(accountId, query));
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [items, [total]] = await Promise.all([
    ex
      .select()
      .from(creditNotes)
      .where(where)
      .orderBy(direction(NOTE_ORDER[query.orderBy]), direction(creditNotes.id))
      .limit(limit)
      .offset(offset),
    ex.select({ value: count() }).from(creditNotes).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function insertRefunds(ex: Executor, values: (typeof refunds.$inferInsert)[]) {
  if (values.length === 0) return [];
  return ex.insert(refunds).values(values).returning();
}

/** The refunds of some credit notes, oldest first. */
export async function refundsOfCreditNotes(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return ex
    .select()
    .from(refunds)
    .where(and(eq(refunds.roundAccountId, accountId), inArray(refunds.creditNoteId, [...ids])))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** What of each payment went back (refunds that succeeded or are pending), by payment. */
export async function refundedOfPayments(ex: Executor, accountId: string, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return ex
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.roundAccountId, accountId),
        inArray(refunds.paymentId, [...paymentIds]),
        ne(refunds.status, "failed"),
      ),
    );
}

export async function pageOfRefunds(ex: Executor, accountId: string, query: RefundListQuery) {
  const conditions: SQL[] = [eq(refunds.roundAccountId, accountId)];
  if (query.customerId) conditions.push(eq(refunds.customerId, query.customerId));
  if (query.paymentId) conditions.push(eq(refunds.paymentId, query.paymentId));
  if (query.status) conditions.push(eq(refunds.status, query.status));
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [items, [total]] = await Promise.all([
    ex
      .select()
      .from(refunds)
      .where(where)
      .orderBy(direction(refunds.createdAt), direction(refunds.id))
      .limit(limit)
      .offset(offset),
    ex.select({ value: count() }).from(refunds).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}
