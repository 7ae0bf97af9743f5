import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { invoiceNumbering, invoices, payments, subscriptions, testClocks } from "../../db/schema/index.ts";
import { customerCountsOnClocks, deleteCustomersOnClock } from "../../modules/customers/index.ts";
import { clearScope } from "../../modules/metrics/index.ts";

export async function listClocks(ex: Executor, accountId: string, id?: string) {
  return ex
    .select()
    .from(testClocks)
    .where(and(eq(testClocks.roundAccountId, accountId), id ? eq(testClocks.id, id) : undefined))
    .orderBy(desc(testClocks.createdAt), desc(testClocks.id));
}

export async function insertClock(ex: Executor, values: typeof testClocks.$inferInsert) {
  const [row] = await ex.insert(testClocks).values(values).returning();
  return row!;
}

export async function lockClock(ex: Executor, accountId: string, id: string) {
  const [row] = await ex
    .select()
    .from(testClocks)
    .where(and(eq(testClocks.roundAccountId, accountId), eq(testClocks.id, id)))
    .for("update");
  return row;
}

export async function setClock(
  ex: Executor,
  accountId: string,
  id: string,
  values: Partial<typeof testClocks.$inferInsert>,
) {
  const [row] = await ex
    .update(testClocks)
    .set(values)
    .where(and(eq(testClocks.roundAccountId, accountId), eq(testClocks.id, id)))
    .returning();
  return row!;
}

/** Renews the lease of the advance `owner` runs; false when it lost it (another instance took the advance over). */
export async function renewLease(
  ex: Executor,
  accountId: string,
  id: string,
  owner: string,
  values: Partial<typeof testClocks.$inferInsert>,
): Promise<boolean> {
  const rows = await ex
    .update(testClocks)
    .set(values)
    .where(
      and(eq(testClocks.roundAccountId, accountId), eq(testClocks.id, id), eq(testClocks.leaseOwner, owner)),
    )
    .returning({ id: testClocks.id });
  return rows.length > 0;
}

/**
 * Clocks of every account whose advance stopped: still advancing, with a lease nobody renewed in time (or,
 * with `now` null, whatever their lease: no other process can hold one).
 */
export async function stoppedAdvances(ex: Executor, now: Date | null) {
  return ex
    .select({ id: testClocks.id, roundAccountId: testClocks.roundAccountId })
    .from(testClocks)
    .where(
      and(
        eq(testClocks.status, "advancing"),
        now === null ? undefined : or(isNull(testClocks.leaseUntil), lt(testClocks.leaseUntil, now)),
      ),
    );
}

/** What lives on each clock: its customers, their subscriptions and their invoices. */
export async function clockContents(ex: Executor, accountId: string, ids: readonly string[]) {
  const contents = new Map<string, { customers: number; subscriptions: number; invoices: number }>();
  if (ids.length === 0) return contents;
  const count = (table: typeof subscriptions | typeof invoices) =>
    ex
      .select({ id: table.testClockId, count: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.roundAccountId, accountId), inArray(table.testClockId, [...ids])))
      .groupBy(table.testClockId);
  const [ofCustomers, ofSubscriptions, ofInvoices] = [
    await customerCountsOnClocks(ex, accountId, ids),
    await count(subscriptions),
    await count(invoices),
  ];
  for (const id of ids)
    contents.set(id, { customers: ofCustomers.get(id) ?? 0, subscriptions: 0, invoices: 0 });
  for (const row of ofSubscriptions) contents.get(row.id!)!.subscriptions = row.count;
  for (const row of ofInvoices) contents.get(row.id!)!.invoices = row.count;
  return contents;
}

/** Removes the clock and everything that lives on it (its customers, with their subscriptions and invoices). */
export async function deleteClock(ex: Executor, accountId: string, id: string) {
  await ex.delete(payments).where(and(eq(payments.roundAccountId, accountId), eq(payments.testClockId, id)));
  await ex.delete(invoices).where(and(eq(invoices.roundAccountId, accountId), eq(invoices.testClockId, id)));
  await ex
    .delete(subscriptions)
    .where(and(eq(subscriptions.roundAccountId, accountId), eq(subscriptions.testClockId, id)));
  await deleteCustomersOnClock(ex, accountId, id);
  // The clock's own invoice numbers and revenue figures (its customers' movements went with them).
  await ex
    .delete(invoiceNumbering)
    .where(and(eq(invoiceNumbering.roundAccountId, accountId), eq(invoiceNumbering.scope, id)));
  await clearScope(ex, { accountId, scope: id });
  await ex.delete(testClocks).where(and(eq(testClocks.roundAccountId, accountId), eq(testClocks.id, id)));
}
