import { and, eq, exists, gt, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Retention } from "../config.ts";
import type { Db } from "../db/client.ts";
import { idempotencyKeys, oneTimeTokens, outbox, refreshTokens, sessions } from "../db/schema/index.ts";
import { IDEMPOTENCY_WINDOW_MS } from "../http/idempotency.ts";
import { foldPlanMrr } from "../modules/catalog/index.ts";
import { foldInvoiceCounts } from "../modules/invoices/index.ts";
import type { RateLimitStore } from "../rate-limit/store.ts";

/** What one sweep deleted, table by table. */
export interface SweepResult {
  sessions: number;
  refreshTokens: number;
  oneTimeTokens: number;
  sentMail: number;
  idempotencyKeys: number;
  /** Invoice count changes folded into the kept counts. */
  countChanges: number;
  /** Changes of plans' MRR folded into `plan_mrr`. */
  planMrrChanges: number;
}

const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/**
 * Deletes what can no longer be used: ended sessions (revoked, or with no refresh token left to renew
 * them) once the grace period has passed, expired refresh tokens, one-time links used or expired longer
 * ago than the grace period, delivered mail older than its retention, idempotency keys past their 24 hours,
 * and closed rate-limit windows; and folds the invoices' count changes into their kept counts.
 * Each is one statement; a session's refresh tokens go with it.
 */
export async function sweepExpired(
  db: Db,
  store: RateLimitStore,
  retention: Retention,
): Promise<SweepResult> {
  const grace = ago(retention.graceMs);
  const renewable = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessions.id), gt(refreshTokens.expiresAt, sql`now()`)));
  const endedSessions = await db
    .delete(sessions)
    .where(
      or(
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, grace)),
        and(lt(sessions.createdDate, grace), sql`not ${exists(renewable)}`),
      ),
    )
    .returning({ id: sessions.id });
  const expiredRefreshTokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, sql`now()`))
    .returning({ id: refreshTokens.id });
  const spentLinks = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.usedAt, grace), lt(oneTimeTokens.expiresAt, grace)))
    .returning({ id: oneTimeTokens.id });
  const sentMail = await db
    .delete(outbox)
    .where(and(eq(outbox.status, "sent"), lt(outbox.sentAt, ago(retention.sentMailMs))))
    .returning({ id: outbox.id });
  const oldKeys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_WINDOW_MS)))
    .returning({ key: idempotencyKeys.key });
  await store.sweep();
  const countChanges = await foldInvoiceCounts(db);
  const planMrrChanges = await foldPlanMrr(db);
  return {
    countChanges,
    planMrrChanges,
    sessions: endedSessions.length,
    refreshTokens: expiredRefreshTokens.length,
    oneTimeTokens: spentLinks.length,
    sentMail: sentMail.length,
    idempotencyKeys: oldKeys.length,
  };
}
