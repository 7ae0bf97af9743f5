import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { paymentMethods } from "../../../db/schema/index.ts";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const ofCustomer = (accountId: string, customerId: string) =>
  and(eq(paymentMethods.roundAccountId, accountId), eq(paymentMethods.customerId, customerId));

/** The customer's methods: the default first, then newest first. */
export async function methodsOf(ex: Executor, accountId: string, customerId: string) {
  return ex
    .select()
    .from(paymentMethods)
    .where(ofCustomer(accountId, customerId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

export async function insertMethod(ex: Executor, values: typeof paymentMethods.$inferInsert) {
  const [row] = await ex.insert(paymentMethods).values(values).returning();
  return row!;
}

export async function deleteMethod(ex: Executor, accountId: string, customerId: string, id: string) {
  const [row] = await ex
    .delete(paymentMethods)
    .where(and(ofCustomer(accountId, customerId), eq(paymentMethods.id, id)))
    .returning();
  return row;
}

/** Makes `id` the customer's only default method; undefined when the customer has no such method. */
export async function makeDefault(ex: Executor, accountId: string, customerId: string, id: string) {
  await ex
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(ofCustomer(accountId, customerId), eq(paymentMethods.isDefault, true)));
  const [row] = await ex
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(ofCustomer(accountId, customerId), eq(paymentMethods.id, id)))
    .returning();
  return row;
}
