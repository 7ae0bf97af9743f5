import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Secrets an account hands Round (a Stripe secret key) are stored encrypted with AES-256-GCM, under a key
// derived (HKDF-SHA256) from the server's signing key: a copy of the database alone does not give them away.

const VERSION = "v1";

function keyOf(serverKey: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverKey, Buffer.alloc(0), `round:${purpose}`, 32));
}

/** `v1.{iv}.{tag}.{ciphertext}`, base64url parts. */
export function encryptSecret(serverKey: Uint8Array, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(serverKey, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain secret, or null when it cannot be read (another server key, or tampered with). */
export function decryptSecret(serverKey: Uint8Array, purpose: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(serverKey, purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
