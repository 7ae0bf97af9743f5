import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import type { Counter, RateLimitStore } from "./store.ts";

/** Counters in the rate_limits table: one atomic upsert per hit, so concurrent requests count right. */
export function databaseStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${windowEnd} else ${rateLimits.windowEndsAt} end`,
          },
        })
        .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
      return { count: row!.count, resetAt: row!.windowEndsAt.getTime() };
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      if (!row || row.windowEndsAt.getTime() <= Date.now()) return null;
      return { count: row.count, resetAt: row.windowEndsAt.getTime() } satisfies Counter;
    },
    async undo(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(
          and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.windowEndsAt, sql`now()`)),
        );
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async sweep() {
      await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
    },
    async close() {},
  };
}
