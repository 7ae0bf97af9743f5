import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { containsPattern } from "../../../db/builder/like.ts";
import type { Executor } from "../../../db/client.ts";
import { rowsOfIds } from "../../../db/prepared/index.ts";
import { charges, searchText } from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/paging.ts";
import { isUuid } from "../../../http/validation.ts";
import { searchedAmount } from "../shared/search.ts";

export type ChargeRow = typeof charges.$inferSelect;
export type NewCharge = typeof charges.$inferInsert;

const ORDER_COLUMNS = {
  name: charges.name,
  chargeType: charges.chargeType,
  status: charges.status,
  createdAt: charges.createdAt,
  updatedAt: charges.updatedAt,
};

export interface ChargePageQuery {
  search?: string | undefined;
  status?: string | undefined;
  productFamilyId?: string | undefined;
  chargeType?: string | undefined;
  orderBy: keyof typeof ORDER_COLUMNS;
  isAscending: boolean;
  pageNumber: number;
  pageSize: number;
}

export async function pageOfCharges(ex: Executor, accountId: string, query: ChargePageQuery) {
  if (query.productFamilyId !== undefined && !isUuid(query.productFamilyId)) return { items: [], total: 0 };
  const conditions: (SQL | undefined)[] = [eq(charges.roundAccountId, accountId)];
  if (query.status) conditions.push(eq(charges.status, query.status));
  if (query.chargeType) conditions.push(eq(charges.chargeType, query.chargeType));
  if (query.productFamilyId)
    conditions.push(eq(charges.productFamilyId, query.productFamilyId.toLowerCase()));
  if (query.search) {
    const amount = searchedAmount(query.search);
    const text = ilike(searchText.charges(charges), containsPattern(query.search));
    conditions.push(amount === undefined ? text : or(text, eq(charges.amount, amount)));
  }
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const items = await ex
    .select()
    .from(charges)
    .where(where)
    .orderBy(direction(ORDER_COLUMNS[query.orderBy]), direction(charges.id))
    .limit(limit)
    .offset(offset);
  const [total] = await ex.select({ value: count() }).from(charges).where(where);
  return { items, total: total?.value ?? 0 };
}

export async function findCharge(ex: Executor, accountId: string, id: string) {
  const [row] = await ex
    .select()
    .from(charges)
    .where(and(eq(charges.roundAccountId, accountId), eq(charges.id, id)));
  return row;
}

export async function insertCharge(ex: Executor, values: NewCharge) {
  const [row] = await ex.insert(charges).values(values).returning();
  return row!;
}

export async function updateCharge(ex: Executor, accountId: string, id: string, values: Partial<NewCharge>) {
  const [row] = await ex
    .update(charges)
    .set(values)
    .where(and(eq(charges.roundAccountId, accountId), eq(charges.id, id)))
    .returning();
  return row!;
}

export async function deleteCharge(ex: Executor, accountId: string, id: string) {
  await ex.delete(charges).where(and(eq(charges.roundAccountId, accountId), eq(charges.id, id)));
}

/** Every charge of the account: id, status and type (the summary's counts and sums). */
export function chargeStatuses(ex: Executor, accountId: string) {
  return ex
    .select({ id: charges.id, status: charges.status, type: charges.chargeType })
    .from(charges)
    .where(eq(charges.roundAccountId, accountId));
}

/** The account's charges among `ids`. */
export const chargesByIds = rowsOfIds(charges);
