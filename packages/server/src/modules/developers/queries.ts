import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { builtOnce } from "../../db/prepared/index.ts";
import { apiKeySecrets, apiKeys } from "../../db/schema/index.ts";

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeySecretRow = typeof apiKeySecrets.$inferSelect;
/** A key with the secret a person reads its prefix and last 4 from (the current one). */
export interface KeyWithSecret {
  key: ApiKeyRow;
  secret: Pick<ApiKeySecretRow, "prefix" | "last4">;
}

const current = (key: ApiKeyRow, secrets: ApiKeySecretRow[]): KeyWithSecret => {
  const secret = secrets.find((item) => item.apiKeyId === key.id && item.retiresAt === null);
  return { key, secret: secret ?? { prefix: "", last4: "" } };
};

/** The account's keys that are not revoked, newest first. */
export async function keysOf(ex: Executor, accountId: string): Promise<KeyWithSecret[]> {
  const keys = await ex
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.roundAccountId, accountId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  if (keys.length === 0) return [];
  const secrets = await ex
    .select()
    .from(apiKeySecrets)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeySecrets.apiKeyId))
    .where(
      and(eq(apiKeys.roundAccountId, accountId), isNull(apiKeys.revokedAt), isNull(apiKeySecrets.retiresAt)),
    )
    .orderBy(asc(apiKeySecrets.createdAt));
  const all = secrets.map((row) => row.api_key_secrets);
  return keys.map((key) => current(key, all));
}

/** One of the account's keys that is not revoked, locked for the change `forUpdate` says is coming. */
export async function keyOf(
  ex: Executor,
  accountId: string,
  id: string,
  forUpdate = false,
): Promise<KeyWithSecret | undefined> {
  const query = ex
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.roundAccountId, accountId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  const [key] = forUpdate ? await query.for("update") : await query;
  if (!key) return undefined;
  const secrets = await ex.select().from(apiKeySecrets).where(eq(apiKeySecrets.apiKeyId, key.id));
  return current(key, secrets);
}

export async function insertKey(ex: Executor, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await ex.insert(apiKeys).values(values).returning();
  return row!;
}

export async function insertSecret(ex: Executor, values: typeof apiKeySecrets.$inferInsert) {
  await ex.insert(apiKeySecrets).values(values);
}

/**
 * A roll: the key's secrets still working stop at `at` (or earlier, when an earlier roll said so), so that
 * only the new one is left once the overlap ends.
 */
export async function retireSecrets(ex: Executor, keyId: string, at: Date) {
  await ex
    .update(apiKeySecrets)
    .set({ retiresAt: sql`least(coalesce(${apiKeySecrets.retiresAt}, ${at}), ${at})` })
    .where(eq(apiKeySecrets.apiKeyId, keyId));
}

/** Revokes the key at `at`; false when the account has no such key (or it was revoked already). */
export async function revokeKey(ex: Executor, accountId: string, id: string, at: Date): Promise<boolean> {
  const rows = await ex
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.roundAccountId, accountId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function touchKey(ex: Executor, id: string, at: Date) {
  await ex.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}

// Every request made with a key starts here (the second data tier: built once, prepared).
const secretHash = sql.placeholder("hash");
const keyBySecret = builtOnce((on) =>
  on
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      accountId: apiKeys.roundAccountId,
      scopes: apiKeys.scopes,
      createdBy: apiKeys.createdBy,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      retiresAt: apiKeySecrets.retiresAt,
    })
    .from(apiKeySecrets)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeySecrets.apiKeyId))
    .where(eq(apiKeySecrets.hash, secretHash)),
);

/** The key a secret's digest belongs to, with that secret's end, whatever their state. */
export async function keyBySecretHash(ex: Executor, hash: string) {
  const [row] = await keyBySecret(ex).execute({ hash });
  return row;
}
