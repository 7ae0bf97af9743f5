import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { customerCredits, customers } from "../../../db/schema/index.ts";

export type CreditRow = typeof customerCredits.$inferSelect;

export async function creditsOf(ex: Executor, accountId: string, customerId: string) {
  return ex
    .select()
    .from(customerCredits)
    .where(and(eq(customerCredits.roundAccountId, accountId), eq(customerCredits.customerId, customerId)))
    .orderBy(desc(customerCredits.createdAt), desc(customerCredits.id));
}

/** Writes a ledger row and adds it to the customer's kept balance; answers the new balance. */
export async function recordCredit(ex: Executor, values: typeof customerCredits.$inferInsert) {
  const [row] = await ex.insert(customerCredits).values(values).returning();
  const [customer] = await ex
    .update(customers)
    .set({ creditBalance: sql`${customers.creditBalance} + ${values.amount}::numeric` })
    .where(and(eq(customers.roundAccountId, values.roundAccountId), eq(customers.id, values.customerId)))
    .returning({ creditBalance: customers.creditBalance });
  return { row: row!, creditBalance: customer!.creditBalance };
}
