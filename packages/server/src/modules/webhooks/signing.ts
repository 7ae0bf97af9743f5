import { createHmac, randomBytes } from "node:crypto";
import { WEBHOOK_SECRET_PREFIX } from "@round/forms/schemas";

// Standard Webhooks signing (PLATFORM.md, "Webhooks"): receivers verify with that scheme's libraries.

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/** What tells secrets apart on screen: `whsec_` and the next 4 characters. */
export const secretPrefixOf = (secret: string) => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);

/** `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed by the secret's decoded part. */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), "base64");
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** The three headers of a delivery; during a rotation both secrets sign (space-separated). */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": "Round-Webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(" "),
  };
}
