import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import type { Db, Executor } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import { badRequest, conflict } from "./errors.ts";

// `Idempotency-Key` (COMMERCE.md, "Conventions"): writes that move money take the header; the same key and
// body within 24 hours answer the first result again and do nothing twice; the same key with another body
// is 409.

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const KEY_REUSED = "This Idempotency-Key was already used with a different request.";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentResult<T> {
  status: number;
  body: T;
}

/** The header's value, checked: 1 to 255 visible ASCII characters, or undefined when not sent. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw badRequest(
      "Idempotency-Key must be 1 to 255 visible ASCII characters",
      "INVALID_FORMAT",
      "Idempotency-Key",
    );
  }
  return header;
}

function requestHash(request: { method: string; path: string; body: unknown }): string {
  return createHash("sha256")
    .update(`${request.method} ${request.path}\n${JSON.stringify(request.body ?? null)}`)
    .digest("hex");
}

/**
 * Runs `write` in one transaction, once per key. The key's row is inserted in that same transaction before
 * the write: a concurrent request with the same key waits on it, then answers what the first one stored; a
 * write that fails rolls its key back with it, so a retry does the work. Without a key, `write` simply runs
 * in a transaction.
 */
export async function runIdempotent<T>(
  db: Db,
  clock: Clock,
  accountId: string,
  key: string | undefined,
  request: { method: string; path: string; body: unknown },
  write: (tx: Executor) => Promise<IdempotentResult<T>>,
): Promise<IdempotentResult<T>> {
  if (key === undefined) return db.transaction((tx) => write(tx));
  const hash = requestHash(request);
  return db.transaction(async (tx) => {
    const now = clock.date();
    const thisKey = and(eq(idempotencyKeys.roundAccountId, accountId), eq(idempotencyKeys.key, key));
    await tx
      .delete(idempotencyKeys)
      .where(and(thisKey, lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS))));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        roundAccountId: accountId,
        key,
        requestHash: hash,
        status: 0,
        response: null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(thisKey);
      if (!first || first.requestHash !== hash) throw conflict(KEY_REUSED, "IDEMPOTENCY_KEY_REUSED");
      return { status: first.status, body: first.response as T };
    }
    const result = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: result.status, response: result.body as object })
      .where(thisKey);
    return result;
  });
}

/** Deletes idempotency keys past their 24 hours; answers how many. */
export async function sweepIdempotencyKeys(ex: Executor): Promise<number> {
  const deleted = await ex
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_WINDOW_MS / 1000})`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
