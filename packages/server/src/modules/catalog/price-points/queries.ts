import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { arrayLiteral } from "../../../db/builder/array.ts";
import type { Executor } from "../../../db/client.ts";
import { builtOnce, rowsOfIds } from "../../../db/prepared/index.ts";
import { addons, plans, pricePoints } from "../../../db/schema/index.ts";

export type PricePointRow = typeof pricePoints.$inferSelect;
export type NewPricePoint = typeof pricePoints.$inferInsert;
export type OwnerKind = "plan" | "addon" | "charge";

/** The current points (not superseded) of the owners, in their order. */
const currentPointsStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(pricePoints)
    .where(
      and(
        sql`${pricePoints.roundAccountId} = ${sql.placeholder("accountId")}`,
        sql`${pricePoints.ownerKind} = ${sql.placeholder("kind")}`,
        sql`${pricePoints.ownerId} = any(${sql.placeholder("ownerIds")}::uuid[])`,
        isNull(pricePoints.supersededAt),
      ),
    )
    .orderBy(asc(pricePoints.ownerId), asc(pricePoints.position)),
);

export function currentPointsOf(
  ex: Executor,
  accountId: string,
  kind: OwnerKind,
  ownerIds: readonly string[],
) {
  if (ownerIds.length === 0) return Promise.resolve([] as PricePointRow[]);
  return currentPointsStatement(ex).execute({ accountId, kind, ownerIds: arrayLiteral(ownerIds) });
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
export const pointsByIds = rowsOfIds(pricePoints);

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

/**
 * The current points in `currency` of the account's active plans and add-ons, with their owner's customer
 * switches: what a customer's page may offer (the portal's plan changes and add-ons, checkout).
 */
export async function offerablePoints(ex: Executor, accountId: string, currency: string) {
  const planRows = await ex
    .select({ point: pricePoints, plan: plans })
    .from(pricePoints)
    .innerJoin(
      plans,
      and(eq(plans.roundAccountId, pricePoints.roundAccountId), eq(plans.id, pricePoints.ownerId)),
    )
    .where(
      and(
        eq(pricePoints.roundAccountId, accountId),
        eq(pricePoints.ownerKind, "plan"),
        eq(pricePoints.currency, currency),
        isNull(pricePoints.supersededAt),
        eq(plans.status, "active"),
      ),
    )
    .orderBy(asc(plans.name), asc(pricePoints.position));
  const addonRows = await ex
    .select({ point: pricePoints, addon: addons })
    .from(pricePoints)
    .innerJoin(
      addons,
      and(eq(addons.roundAccountId, pricePoints.roundAccountId), eq(addons.id, pricePoints.ownerId)),
    )
    .where(
      and(
        eq(pricePoints.roundAccountId, accountId),
        eq(pricePoints.ownerKind, "addon"),
        eq(pricePoints.currency, currency),
        isNull(pricePoints.supersededAt),
        eq(addons.status, "active"),
      ),
    )
    .orderBy(asc(addons.name), asc(pricePoints.position));
  return { plans: planRows, addons: addonRows };
}
export type OfferablePoints = Awaited<ReturnType<typeof offerablePoints>>;
