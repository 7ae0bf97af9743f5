import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { containsPattern } from "../../../db/builder/like.ts";
import type { Executor } from "../../../db/client.ts";
import { rowsOfIds } from "../../../db/prepared/index.ts";
import { addons, searchText } from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/paging.ts";
import { isUuid } from "../../../http/validation.ts";

export type AddonRow = typeof addons.$inferSelect;
export type NewAddon = typeof addons.$inferInsert;

const ORDER_COLUMNS = {
  name: addons.name,
  type: addons.type,
  status: addons.status,
  createdAt: addons.createdAt,
  updatedAt: addons.updatedAt,
};

export interface AddonPageQuery {
  search?: string | undefined;
  status?: string | undefined;
  productFamilyId?: string | undefined;
  type?: string | undefined;
  orderBy: keyof typeof ORDER_COLUMNS;
  isAscending: boolean;
  pageNumber: number;
  pageSize: number;
}

export async function pageOfAddons(ex: Executor, accountId: string, query: AddonPageQuery) {
  if (query.productFamilyId !== undefined && !isUuid(query.productFamilyId)) return { items: [], total: 0 };
  const conditions: SQL[] = [eq(addons.roundAccountId, accountId)];
  if (query.status) conditions.push(eq(addons.status, query.status));
  if (query.type) conditions.push(eq(addons.type, query.type));
  if (query.productFamilyId) conditions.push(eq(addons.productFamilyId, query.productFamilyId.toLowerCase()));
  if (query.search) conditions.push(ilike(searchText.addons(addons), containsPattern(query.search)));
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const items = await ex
    .select()
    .from(addons)
    .where(where)
    .orderBy(direction(ORDER_COLUMNS[query.orderBy]), direction(addons.id))
    .limit(limit)
    .offset(offset);
  const [total] = await ex.select({ value: count() }).from(addons).where(where);
  return { items, total: total?.value ?? 0 };
}

export async function findAddon(ex: Executor, accountId: string, id: string) {
  const [row] = await ex
    .select()
    .from(addons)
    .where(and(eq(addons.roundAccountId, accountId), eq(addons.id, id)));
  return row;
}

export async function insertAddon(ex: Executor, values: NewAddon) {
  const [row] = await ex.insert(addons).values(values).returning();
  return row!;
}

export async function updateAddon(ex: Executor, accountId: string, id: string, values: Partial<NewAddon>) {
  const [row] = await ex
    .update(addons)
    .set(values)
    .where(and(eq(addons.roundAccountId, accountId), eq(addons.id, id)))
    .returning();
  return row!;
}

export async function deleteAddon(ex: Executor, accountId: string, id: string) {
  await ex.delete(addons).where(and(eq(addons.roundAccountId, accountId), eq(addons.id, id)));
}

/** Every addon of the account: id, status and type (the summary's counts and sums). */
export function addonStatuses(ex: Executor, accountId: string) {
  return ex
    .select({ id: addons.id, status: addons.status, type: addons.type })
    .from(addons)
    .where(eq(addons.roundAccountId, accountId));
}

/** The account's addons among `ids`. */
export const addonsByIds = rowsOfIds(addons);
