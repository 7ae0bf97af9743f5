import { and, asc, count, desc, eq, ilike, inArray, like, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../../db/builder/like.ts";
import type { Executor } from "../../../db/client.ts";
import { builtOnce, rowsOfIds } from "../../../db/prepared/index.ts";
import { coupons, searchText } from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/paging.ts";

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

const ORDER_COLUMNS = {
  name: coupons.name,
  couponCode: coupons.couponCode,
  status: coupons.status,
  validUntil: coupons.validUntil,
  createdAt: coupons.createdAt,
  updatedAt: coupons.updatedAt,
};

export interface CouponPageQuery {
  search?: string | undefined;
  status?: string | undefined;
  discountType?: string | undefined;
  orderBy: keyof typeof ORDER_COLUMNS;
  isAscending: boolean;
  pageNumber: number;
  pageSize: number;
}

export async function pageOfCoupons(ex: Executor, accountId: string, query: CouponPageQuery) {
  const conditions: SQL[] = [eq(coupons.roundAccountId, accountId)];
  if (query.status) conditions.push(eq(coupons.status, query.status));
  if (query.discountType) conditions.push(eq(coupons.discountType, query.discountType));
  if (query.search) conditions.push(ilike(searchText.coupons(coupons), containsPattern(query.search)));
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const items = await ex
    .select()
    .from(coupons)
    .where(where)
    .orderBy(direction(ORDER_COLUMNS[query.orderBy]), direction(coupons.id))
    .limit(limit)
    .offset(offset);
  const [total] = await ex.select({ value: count() }).from(coupons).where(where);
  return { items, total: total?.value ?? 0 };
}

export async function findCoupon(ex: Executor, accountId: string, id: string) {
  const [row] = await ex
    .select()
    .from(coupons)
    .where(and(eq(coupons.roundAccountId, accountId), eq(coupons.id, id)));
  return row;
}

/** The account's coupon with exactly this code (case-sensitive). */
const byCodeStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(coupons)
    .where(
      sql`${coupons.roundAccountId} = ${sql.placeholder("accountId")}
        and ${coupons.couponCode} = ${sql.placeholder("code")}`,
    ),
);

export async function findCouponByCode(ex: Executor, accountId: string, code: string) {
  const [row] = await byCodeStatement(ex).execute({ accountId, code });
  return row;
}

/** Codes of the account that start with `prefix`. */
export async function codesStartingWith(ex: Executor, accountId: string, prefix: string) {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await ex
    .select({ code: coupons.couponCode })
    .from(coupons)
    .where(and(eq(coupons.roundAccountId, accountId), like(coupons.couponCode, pattern)));
  return rows.map((row) => row.code);
}

export async function insertCoupon(ex: Executor, values: NewCoupon) {
  const [row] = await ex.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(ex: Executor, accountId: string, id: string, values: Partial<NewCoupon>) {
  const [row] = await ex
    .update(coupons)
    .set(values)
    .where(and(eq(coupons.roundAccountId, accountId), eq(coupons.id, id)))
    .returning();
  return row!;
}

export async function deleteCoupon(ex: Executor, accountId: string, id: string) {
  await ex.delete(coupons).where(and(eq(coupons.roundAccountId, accountId), eq(coupons.id, id)));
}

/** Counts of the account's coupons by status. */
export function couponCounts(ex: Executor, accountId: string) {
  return ex
    .select({ status: coupons.status, value: count() })
    .from(coupons)
    .where(eq(coupons.roundAccountId, accountId))
    .groupBy(coupons.status);
}

/** The currency of each of the account's coupons. */
export async function couponCurrencies(ex: Executor, accountId: string) {
  const rows = await ex
    .select({ id: coupons.id, currency: coupons.currency })
    .from(coupons)
    .where(eq(coupons.roundAccountId, accountId));
  return new Map(rows.map((row) => [row.id, row.currency]));
}

/** Coupons by code (case as typed), locked so that concurrent redemptions count one after another. */
export async function lockCouponsByCode(ex: Executor, accountId: string, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return ex
    .select()
    .from(coupons)
    .where(and(eq(coupons.roundAccountId, accountId), inArray(coupons.couponCode, [...codes])))
    .orderBy(asc(coupons.id))
    .for("update");
}

/** The account's coupons with the given ids, by id (a statement built once). */
const couponsOfIds = rowsOfIds(coupons);

export async function couponsById(ex: Executor, accountId: string, ids: readonly string[]) {
  return new Map((await couponsOfIds(ex, accountId, ids)).map((row) => [row.id, row]));
}
