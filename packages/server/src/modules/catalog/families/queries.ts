import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { arrayLiteral } from "../../../db/builder/array.ts";
import { containsPattern } from "../../../db/builder/like.ts";
import type { Executor } from "../../../db/client.ts";
import { builtOnce } from "../../../db/prepared/index.ts";
import { addons, charges, plans, productFamilies, searchText } from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/paging.ts";

export type FamilyRow = typeof productFamilies.$inferSelect;
export type NewFamily = typeof productFamilies.$inferInsert;

const ORDER_COLUMNS = {
  name: productFamilies.name,
  category: productFamilies.category,
  status: productFamilies.status,
  createdAt: productFamilies.createdAt,
  updatedAt: productFamilies.updatedAt,
};

export interface FamilyPageQuery {
  search?: string | undefined;
  status?: string | undefined;
  orderBy: keyof typeof ORDER_COLUMNS;
  isAscending: boolean;
  pageNumber: number;
  pageSize: number;
}

export async function pageOfFamilies(ex: Executor, accountId: string, query: FamilyPageQuery) {
  const conditions: SQL[] = [eq(productFamilies.roundAccountId, accountId)];
  if (query.status) conditions.push(eq(productFamilies.status, query.status));
  if (query.search) {
    conditions.push(ilike(searchText.families(productFamilies), containsPattern(query.search)));
  }
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const items = await ex
    .select()
    .from(productFamilies)
    .where(where)
    .orderBy(direction(ORDER_COLUMNS[query.orderBy]), direction(productFamilies.id))
    .limit(limit)
    .offset(offset);
  const [total] = await ex.select({ value: count() }).from(productFamilies).where(where);
  return { items, total: total?.value ?? 0 };
}

export async function findFamily(ex: Executor, accountId: string, id: string) {
  const [row] = await ex
    .select()
    .from(productFamilies)
    .where(and(eq(productFamilies.roundAccountId, accountId), eq(productFamilies.id, id)));
  return row;
}

/** The account's family of that name (names are unique per account, ignoring case). */
export async function findFamilyByName(ex: Executor, accountId: string, name: string) {
  const [row] = await ex
    .select()
    .from(productFamilies)
    .where(
      and(
        eq(productFamilies.roundAccountId, accountId),
        sql`lower(${productFamilies.name}) = lower(${name})`,
      ),
    );
  return row;
}

/** Names of families by id (for the items' answers). */
const namesStatement = builtOnce((ex: Executor) =>
  ex
    .select({ id: productFamilies.id, name: productFamilies.name })
    .from(productFamilies)
    .where(
      sql`${productFamilies.roundAccountId} = ${sql.placeholder("accountId")}
        and ${productFamilies.id} = any(${sql.placeholder("ids")}::uuid[])`,
    ),
);

export async function familyNames(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await namesStatement(ex).execute({ accountId, ids: arrayLiteral([...new Set(ids)]) });
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertFamily(ex: Executor, values: NewFamily) {
  const [row] = await ex.insert(productFamilies).values(values).returning();
  return row!;
}

export async function updateFamily(ex: Executor, accountId: string, id: string, values: Partial<NewFamily>) {
  const [row] = await ex
    .update(productFamilies)
    .set(values)
    .where(and(eq(productFamilies.roundAccountId, accountId), eq(productFamilies.id, id)))
    .returning();
  return row!;
}

export async function deleteFamily(ex: Executor, accountId: string, id: string) {
  await ex
    .delete(productFamilies)
    .where(and(eq(productFamilies.roundAccountId, accountId), eq(productFamilies.id, id)));
}

export type ItemKind = "plan" | "addon" | "charge";

/** The plans, add-ons and charges of the families: one row per item. */
export async function itemsOfFamilies(ex: Executor, accountId: string, familyIds: readonly string[]) {
  if (familyIds.length === 0) return [] as { familyId: string; id: string; kind: ItemKind }[];
  const ids = [...familyIds];
  const part = (table: typeof plans | typeof addons | typeof charges, kind: ItemKind) =>
    ex
      .select({ familyId: sql<string>`${table.productFamilyId}`, id: table.id, kind: sql<ItemKind>`${kind}` })
      .from(table)
      .where(and(eq(table.roundAccountId, accountId), inArray(table.productFamilyId, ids)));
  return part(plans, "plan").unionAll(part(addons, "addon")).unionAll(part(charges, "charge"));
}

export async function familyCount(ex: Executor, accountId: string) {
  const [row] = await ex
    .select({ value: count() })
    .from(productFamilies)
    .where(eq(productFamilies.roundAccountId, accountId));
  return row?.value ?? 0;
}
