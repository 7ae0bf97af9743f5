import type { Retention } from "../config.ts";
import type { Db } from "../db/client.ts";
import { foldInvoiceCounts } from "../engine/index.ts";
import { sweepIdempotencyKeys } from "../http/idempotency.ts";
import { sweepDeliveredMail } from "../mail/outbox.ts";
import { foldPlanMrr } from "../modules/catalog/index.ts";
import { sweepEndedSessions } from "../modules/identities/index.ts";
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

/**
 * Deletes what can no longer be used: ended sessions (revoked, or with no refresh token left to renew
 * them) once the grace period has passed, expired refresh tokens, one-time links used or expired longer
 * ago than the grace period, delivered mail older than its retention, idempotency keys past their 24 hours,
 * and closed rate-limit windows; and folds the invoices' count changes into their kept counts. Each owner
 * deletes its own rows, one statement each; a session's refresh tokens go with it.
 */
export async function sweepExpired(
  db: Db,
  store: RateLimitStore,
  retention: Retention,
): Promise<SweepResult> {
  const ended = await sweepEndedSessions(db, retention.graceMs);
  const sentMail = await sweepDeliveredMail(db, retention.sentMailMs);
  const oldKeys = await sweepIdempotencyKeys(db);
  await store.sweep();
  const countChanges = await foldInvoiceCounts(db);
  const planMrrChanges = await foldPlanMrr(db);
  return {
    countChanges,
    planMrrChanges,
    ...ended,
    sentMail,
    idempotencyKeys: oldKeys,
  };
}
