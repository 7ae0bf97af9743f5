import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { checkoutLinks, portalSessions } from "../../db/schema/index.ts";

// The only code that touches the portal's tables: portal links and checkout links.

export type PortalSessionRow = typeof portalSessions.$inferSelect;
export type CheckoutLinkRow = typeof checkoutLinks.$inferSelect;

export async function insertPortalSession(ex: Executor, values: typeof portalSessions.$inferInsert) {
  const [row] = await ex.insert(portalSessions).values(values).returning();
  return row!;
}

/** The link whose token has this digest, expired or not. */
export async function portalSessionByHash(ex: Executor, tokenHash: string) {
  const [row] = await ex.select().from(portalSessions).where(eq(portalSessions.tokenHash, tokenHash));
  return row;
}

/** Portal links that ended more than a day ago (kept that long to offer a fresh one by email). */
export async function deleteEndedPortalSessions(ex: Executor, before: Date) {
  const deleted = await ex
    .delete(portalSessions)
    .where(lt(portalSessions.expiresAt, before))
    .returning({ id: portalSessions.id });
  return deleted.length;
}

export async function insertCheckoutLink(ex: Executor, values: typeof checkoutLinks.$inferInsert) {
  const [row] = await ex.insert(checkoutLinks).values(values).returning();
  return row!;
}

const live = (accountId: string) =>
  and(eq(checkoutLinks.roundAccountId, accountId), isNull(checkoutLinks.deletedAt));

export async function checkoutLinkRow(ex: Executor, accountId: string, id: string, lock = false) {
  const query = ex
    .select()
    .from(checkoutLinks)
    .where(and(live(accountId), eq(checkoutLinks.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** A live link by its token's digest (any account: the token names it). */
export async function checkoutLinkByHash(ex: Executor, tokenHash: string) {
  const [row] = await ex
    .select()
    .from(checkoutLinks)
    .where(and(eq(checkoutLinks.tokenHash, tokenHash), isNull(checkoutLinks.deletedAt)));
  return row;
}

/** A page of the account's links, newest first, after the cursor's (createdAt, id). */
export async function listCheckoutLinks(
  ex: Executor,
  accountId: string,
  options: { limit: number; offset: number; pricePointId?: string | undefined },
) {
  const where = and(
    live(accountId),
    options.pricePointId ? eq(checkoutLinks.pricePointId, options.pricePointId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    ex
      .select()
      .from(checkoutLinks)
      .where(where)
      .orderBy(desc(checkoutLinks.createdAt), desc(checkoutLinks.id))
      .limit(options.limit)
      .offset(options.offset),
    ex.select({ total: sql<number>`count(*)::int` }).from(checkoutLinks).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function updateCheckoutLink(
  ex: Executor,
  accountId: string,
  id: string,
  values: Partial<Pick<CheckoutLinkRow, "active" | "deletedAt">>,
) {
  const [row] = await ex
    .update(checkoutLinks)
    .set(values)
    .where(and(live(accountId), eq(checkoutLinks.id, id)))
    .returning();
  return row;
}

/** Counts a sale of the link; answers whether it was still live and active. */
export async function countSale(ex: Executor, accountId: string, id: string) {
  const rows = await ex
    .update(checkoutLinks)
    .set({ sales: sql`${checkoutLinks.sales} + 1` })
    .where(and(live(accountId), eq(checkoutLinks.id, id), eq(checkoutLinks.active, true)))
    .returning({ id: checkoutLinks.id });
  return rows.length === 1;
}
