import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { oneTimeTokens } from "../../../db/schema/index.ts";

// One-time links: the confirmation of an address and the reset of a password, stored as token hashes.

export type LinkKind = "confirm" | "reset";

/** `ms` before the database's now, as the sweep measures ages. */
export const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

export async function insertOneTimeToken(
  ex: Executor,
  values: { userId: string; kind: LinkKind; tokenHash: string; expiresAt: Date },
) {
  await ex.insert(oneTimeTokens).values(values);
}

/** A one-time token of that kind for that user, locked for the caller's transaction. */
export async function takeOneTimeToken(tx: Executor, kind: LinkKind, userId: string, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.userId, userId),
      ),
    )
    .for("update");
  return row;
}

/** Whether a token was used and when it expires, unlocked: the cheap check before any work. */
export async function oneTimeTokenState(ex: Executor, kind: LinkKind, userId: string, tokenHash: string) {
  const [row] = await ex
    .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.kind, kind),
      ),
    );
  return row;
}

export async function markTokenUsed(ex: Executor, id: string, now: Date) {
  await ex.update(oneTimeTokens).set({ usedAt: now }).where(eq(oneTimeTokens.id, id));
}

/** Every unused token of that kind for the user is used up at `now`. */
export async function markTokensUsed(tx: Executor, kind: LinkKind, userId: string, now: Date) {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
}

/** Deletes the links used or expired longer ago than `graceMs`; answers how many. */
export async function sweepSpentLinks(ex: Executor, graceMs: number): Promise<number> {
  const grace = ago(graceMs);
  const spent = await ex
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.usedAt, grace), lt(oneTimeTokens.expiresAt, grace)))
    .returning({ id: oneTimeTokens.id });
  return spent.length;
}
