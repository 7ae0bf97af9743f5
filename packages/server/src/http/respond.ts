import { createHash } from "node:crypto";
import type { Context } from "hono";
import { completeResponse } from "./security.ts";

/**
 * Sends a prepared JSON answer with its ETag; a matching If-None-Match gets 304 and no body.
 * `securityHeaders` go in the answer as it is built (see `completeResponse`).
 */
export function sendCached(
  c: Context,
  answer: CachedJson,
  securityHeaders: Record<string, string>,
  maxAgeSeconds = 300,
): Response {
  const headers = {
    ...securityHeaders,
    etag: answer.etag,
    "cache-control": `public, max-age=${maxAgeSeconds}`,
  };
  const match = c.req.header("if-none-match");
  if (match?.split(",").some((tag) => tag.trim() === answer.etag || tag.trim() === "*")) {
    return completeResponse(null, 304, headers);
  }
  return completeResponse(answer.body, 200, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
  });
}

/** A JSON answer kept ready to send: its text and its ETag. */
export interface CachedJson {
  body: string;
  etag: string;
}

export function cachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}
