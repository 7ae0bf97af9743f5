import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { containsPattern } from "../../../db/builder/like.ts";
import type { Executor } from "../../../db/client.ts";
import { taxRates } from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/paging.ts";
import type { TaxRateListQuery } from "./schemas.ts";

export type TaxRateRow = typeof taxRates.$inferSelect;
export type NewTaxRate = typeof taxRates.$inferInsert;

const ORDER_COLUMNS = {
  name: taxRates.name,
  percentage: taxRates.percentage,
  country: taxRates.country,
  createdAt: taxRates.createdAt,
};

export async function pageOfTaxRates(ex: Executor, accountId: string, query: TaxRateListQuery) {
  const conditions: SQL[] = [eq(taxRates.roundAccountId, accountId)];
  if (query.active !== undefined) conditions.push(eq(taxRates.active, query.active));
  if (query.country) conditions.push(eq(taxRates.country, query.country));
  if (query.search) conditions.push(ilike(taxRates.name, containsPattern(query.search)));
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const items = await ex
    .select()
    .from(taxRates)
    .where(where)
    .orderBy(direction(ORDER_COLUMNS[query.orderBy]), direction(taxRates.id))
    .limit(limit)
    .offset(offset);
  const [total] = await ex.select({ value: count() }).from(taxRates).where(where);
  return { items, total: total?.value ?? 0 };
}

/** One of the account's rates; locked for the change to come when `forUpdate`. */
export async function findTaxRate(ex: Executor, accountId: string, id: string, forUpdate = false) {
  const query = ex
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.roundAccountId, accountId), eq(taxRates.id, id)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function insertTaxRate(ex: Executor, values: NewTaxRate) {
  const [row] = await ex.insert(taxRates).values(values).returning();
  return row!;
}

export async function updateTaxRate(
  ex: Executor,
  accountId: string,
  id: string,
  values: Pick<Partial<NewTaxRate>, "name" | "active" | "updatedAt">,
) {
  const [row] = await ex
    .update(taxRates)
    .set(values)
    .where(and(eq(taxRates.roundAccountId, accountId), eq(taxRates.id, id)))
    .returning();
  return row;
}

export async function deleteTaxRate(ex: Executor, accountId: string, id: string) {
  await ex.delete(taxRates).where(and(eq(taxRates.roundAccountId, accountId), eq(taxRates.id, id)));
}

/** The account's active rates, in the order they were made: what an invoice's rate is chosen from. */
export async function activeTaxRates(ex: Executor, accountId: string) {
  return ex
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.roundAccountId, accountId), eq(taxRates.active, true)))
    .orderBy(asc(taxRates.createdAt), asc(taxRates.id));
}
