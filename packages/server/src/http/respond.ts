import type { Context } from "hono";
import type { CachedJson } from "../modules/reference/service.ts";

/** Sends a prepared JSON answer with its ETag; a matching If-None-Match gets 304 and no body. */
export function sendCached(c: Context, answer: CachedJson, maxAgeSeconds = 300): Response {
  const headers = {
    ETag: answer.etag,
    "Cache-Control": `public, max-age=${maxAgeSeconds}`,
  };
  const match = c.req.header("if-none-match");
  if (match?.split(",").some((tag) => tag.trim() === answer.etag || tag.trim() === "*")) {
    return c.body(null, 304, headers);
  }
  return c.body(answer.body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
}
