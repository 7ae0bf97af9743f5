import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { pricePoints } from "../../../db/schema/index.ts";

export type PricePointRow = typeof pricePoints.$inferSelect;
export type NewPricePoint = typeof pricePoints.$inferInsert;
export type OwnerKind = "plan" | "addon" | "charge";

/** The current points (not superseded) of the owners, in their order. */
export function currentPointsOf(
  ex: Executor,
  accountId: string,
  kind: OwnerKind,
  ownerIds: readonly string[],
) {
  if (ownerIds.length === 0) return Promise.resolve([] as PricePointRow[]);
  return ex
    .select()
    .from(pricePoints)
    .where(
      and(
        eq(pricePoints.roundAccountId, accountId),
        eq(pricePoints.ownerKind, kind),
        inArray(pricePoints.ownerId, [...ownerIds]),
        isNull(pricePoints.supersededAt),
      ),
    )
    .orderBy(asc(pricePoints.ownerId), asc(pricePoints.position));
}

/** Every point an owner ever had, superseded versions included. */
export function allPointIdsOf(ex: Executor, accountId: string, kind: OwnerKind, ownerId: string) {
  return ex
    .select({ id: pricePoints.id })
    .from(pricePoints)
    .where(
      and(
        eq(pricePoints.roundAccountId, accountId),
        eq(pricePoints.ownerKind, kind),
        eq(pricePoints.ownerId, ownerId),
      ),
    );
}

/** Points of the account by id, current or superseded. */
export function pointsByIds(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as PricePointRow[]);
  return ex
    .select()
    .from(pricePoints)
    .where(and(eq(pricePoints.roundAccountId, accountId), inArray(pricePoints.id, [...ids])));
}

export async function insertPoints(ex: Executor, rows: NewPricePoint[]) {
  if (rows.length > 0) await ex.insert(pricePoints).values(rows);
}

export async function updatePoint(
  ex: Executor,
  accountId: string,
  id: string,
  values: Partial<NewPricePoint>,
) {
  await ex
    .update(pricePoints)
    .set(values)
    .where(and(eq(pricePoints.roundAccountId, accountId), eq(pricePoints.id, id)));
}

/** Marks points as replaced by a newer version (or removed from their item): kept for what refers to them. */
export async function supersedePoints(ex: Executor, accountId: string, ids: readonly string[], at: Date) {
  if (ids.length === 0) return;
  await ex
    .update(pricePoints)
    .set({ supersededAt: at })
    .where(and(eq(pricePoints.roundAccountId, accountId), inArray(pricePoints.id, [...ids])));
}

export async function deletePoints(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await ex
    .delete(pricePoints)
    .where(and(eq(pricePoints.roundAccountId, accountId), inArray(pricePoints.id, [...ids])));
}

export async function deletePointsOf(ex: Executor, accountId: string, kind: OwnerKind, ownerId: string) {
  await ex
    .delete(pricePoints)
    .where(
      and(
        eq(pricePoints.roundAccountId, accountId),
        eq(pricePoints.ownerKind, kind),
        eq(pricePoints.ownerId, ownerId),
      ),
    );
}
