import { and, desc, eq, exists, gt, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { refreshTokens, sessions } from "../../../db/schema/index.ts";
import { ago, sweepSpentLinks } from "./links.ts";

// Sessions (one per sign-in) and the family of refresh tokens that renews each.

/** A new session of `userId`; answers its id. */
export async function insertSession(
  ex: Executor,
  values: { userId: string; now: Date; userAgent: string | null; ipAddress: string | null },
): Promise<string> {
  const [session] = await ex
    .insert(sessions)
    .values({
      userId: values.userId,
      createdDate: values.now,
      lastUsedAt: values.now,
      userAgent: values.userAgent,
      ipAddress: values.ipAddress,
    })
    .returning({ id: sessions.id });
  return session!.id;
}

/** The session was used at `now` (its tokens were renewed). */
export async function touchSession(ex: Executor, sessionId: string, now: Date) {
  await ex.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function insertRefreshToken(
  ex: Executor,
  sessionId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await ex.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

/** A refresh token with its session's user and state, locked for the caller's transaction. */
export async function findRefreshToken(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for("update");
  return row;
}

/** The session a refresh token belongs to, and its user (no lock). */
export async function sessionOfRefreshToken(ex: Executor, tokenHash: string) {
  const [row] = await ex
    .select({ sessionId: refreshTokens.sessionId, userId: sessions.userId })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** The refresh token was exchanged at `now`: presenting it again is reuse. */
export async function markRefreshTokenRotated(ex: Executor, id: string, now: Date) {
  await ex.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, id));
}

export async function revokeSession(ex: Executor, sessionId: string, reason: string, now: Date) {
  await ex
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(ex: Executor, userId: string, reason: string, now: Date) {
  await ex
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * The user's signed-in sessions at `now`: not revoked, and with a refresh token that can still renew them
 * (neither exchanged nor expired). Newest use first.
 */
export function liveSessions(ex: Executor, userId: string, now: Date) {
  return ex
    .select({
      id: sessions.id,
      createdDate: sessions.createdDate,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exists(
          ex
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.sessionId, sessions.id),
                isNull(refreshTokens.rotatedAt),
                gt(refreshTokens.expiresAt, now),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdDate));
}

/** Ends every session of the user but `keep` (a password change keeps the session that made it). */
export async function revokeOtherSessions(
  ex: Executor,
  userId: string,
  keep: string,
  reason: string,
  now: Date,
) {
  await ex
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)));
}

/** Ends one session of the user; false when the user has no such session still open. */
export async function revokeSessionOf(
  ex: Executor,
  userId: string,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const ended = await ex
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Deletes ended sessions (revoked, or with no refresh token left to renew them) once `graceMs` has passed,
 * expired refresh tokens, and one-time links used or expired longer ago than `graceMs`; answers how many.
 */
export async function sweepEndedSessions(ex: Executor, graceMs: number) {
  const grace = ago(graceMs);
  const renewable = ex
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessions.id), gt(refreshTokens.expiresAt, sql`now()`)));
  const endedSessions = await ex
    .delete(sessions)
    .where(
      or(
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, grace)),
        and(lt(sessions.createdDate, grace), sql`not ${exists(renewable)}`),
      ),
    )
    .returning({ id: sessions.id });
  const expiredRefreshTokens = await ex
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, sql`now()`))
    .returning({ id: refreshTokens.id });
  const spentLinks = await sweepSpentLinks(ex, graceMs);
  return {
    sessions: endedSessions.length,
    refreshTokens: expiredRefreshTokens.length,
    oneTimeTokens: spentLinks,
  };
}
