import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { settings } from "../db/schema/index.ts";

const KEY = "jwt_secret";

/**
 * The access-token signing key: JWT_SECRET when given, else one generated on first start and kept in the
 * database, so every instance and every restart signs with the same key.
 */
export async function loadJwtKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const [existing] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  if (existing) return new TextEncoder().encode(existing.value);
  const candidate = randomBytes(64).toString("base64url");
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insert(settings)
    .values({ key: KEY, value: candidate })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return new TextEncoder().encode(row!.value);
}
