import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import { readSetting, writeSettingOnce } from "../db/settings.ts";

const KEY = "jwt_secret";

/**
 * The access-token signing key: JWT_SECRET when given, else one generated on first start and kept in the
 * database, so every instance and every restart signs with the same key.
 */
export async function loadJwtKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const existing = await readSetting(db, KEY);
  if (existing !== undefined) return new TextEncoder().encode(existing);
  // Two instances starting together: the first insert wins and both read it back.
  await writeSettingOnce(db, KEY, randomBytes(64).toString("base64url"));
  return new TextEncoder().encode((await readSetting(db, KEY))!);
}
