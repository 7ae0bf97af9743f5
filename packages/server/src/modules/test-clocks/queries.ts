import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  customers,
  invoices,
  mrrMonths,
  payments,
  subscriptions,
  testClocks,
} from "../../db/schema/index.ts";

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

/** How many customers live on each clock. */
export async function clockCustomerCounts(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await ex
    .select({ id: customers.testClockId, count: sql<number>`count(*)::int` })
    .from(customers)
    .where(and(eq(customers.roundAccountId, accountId), inArray(customers.testClockId, [...ids])))
    .groupBy(customers.testClockId);
  return new Map(rows.map((row) => [row.id as string, row.count]));
}

/** Removes the clock and everything that lives on it (its customers, with their subscriptions and invoices). */
export async function deleteClock(ex: Executor, accountId: string, id: string) {
  await ex.delete(payments).where(and(eq(payments.roundAccountId, accountId), eq(payments.testClockId, id)));
  await ex.delete(invoices).where(and(eq(invoices.roundAccountId, accountId), eq(invoices.testClockId, id)));
  await ex
    .delete(subscriptions)
    .where(and(eq(subscriptions.roundAccountId, accountId), eq(subscriptions.testClockId, id)));
  await ex
    .delete(customers)
    .where(and(eq(customers.roundAccountId, accountId), eq(customers.testClockId, id)));
  // The clock's own revenue figures (its customers' movements went with them).
  await ex.delete(mrrMonths).where(and(eq(mrrMonths.roundAccountId, accountId), eq(mrrMonths.scope, id)));
  await ex.delete(testClocks).where(and(eq(testClocks.roundAccountId, accountId), eq(testClocks.id, id)));
}
