import { randomBytes } from "node:crypto";
import { API_KEY_SECRET_PREFIX } from "@round/forms/schemas";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Characters after `rnd_sk_`: 40 base62 characters, about 238 bits. */
const SECRET_LENGTH = 40;

/** A new key secret: `rnd_sk_` and 40 random base62 characters (bytes past 247 are drawn again: no bias). */
export function newKeySecret(): string {
  let out = API_KEY_SECRET_PREFIX;
  while (out.length < API_KEY_SECRET_PREFIX.length + SECRET_LENGTH) {
    for (const byte of randomBytes(SECRET_LENGTH)) {
      if (byte < 248 && out.length < API_KEY_SECRET_PREFIX.length + SECRET_LENGTH) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** What a person sees of a secret: its first 12 characters and its last 4. */
export function visibleParts(secret: string): { prefix: string; last4: string } {
  return { prefix: secret.slice(0, 12), last4: secret.slice(-4) };
}
