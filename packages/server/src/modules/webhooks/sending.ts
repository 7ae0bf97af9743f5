import { systemClock } from "../../clock.ts";
import type { StoredAttempt } from "../../db/schema/index.ts";
import { signedHeaders } from "./signing.ts";

// One attempt of a delivery: the signed POST, and what came back (PLATFORM.md: a 2xx within 10 s delivers).

const EXCERPT = 500;

export interface Attempted extends StoredAttempt {
  ok: boolean;
}

export interface Sending {
  url: string;
  /** The secrets that sign: the current one, and the one before during a rotation. */
  secrets: readonly string[];
  /** `webhook-id`: the event's id, the same on every retry. */
  id: string;
  body: string;
  /** The moment of the attempt, in ms, as recorded. */
  at: number;
  timeoutMs: number;
  /** Why the URL may not be sent to now (`urlRefusal`), or null. */
  refusal: string | null;
}

/** Sends one attempt; never throws: a refusal, a timeout or a network error is a failed attempt. */
export async function sendAttempt(sending: Sending): Promise<Attempted> {
  const started = performance.now();
  const at = new Date(sending.at).toISOString();
  const failed = (error: string, statusCode: number | null = null, excerpt: string | null = null) => ({
    ok: false,
    at,
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
    responseExcerpt: excerpt,
  });
  if (sending.refusal) return failed(sending.refusal);
  // Signed as the wall clock's time, whatever clock the records keep: receivers refuse a timestamp far from
  // their own clock (Standard Webhooks: 5 minutes), which is what stops a captured request being replayed.
  const timestamp = Math.floor(systemClock.now() / 1000);
  let response: Response;
  try {
    response = await fetch(sending.url, {
      method: "POST",
      headers: signedHeaders(sending.secrets, sending.id, timestamp, sending.body),
      body: sending.body,
      redirect: "manual",
      signal: AbortSignal.timeout(sending.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError") {
      return failed(`No answer within ${Math.round(sending.timeoutMs / 1000)} s`);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    return failed(cause ?? (error instanceof Error ? error.message : String(error)));
  }
  let excerpt: string | null = null;
  try {
    excerpt = (await response.text()).slice(0, EXCERPT);
  } catch {
    excerpt = null;
  }
  const durationMs = Math.round(performance.now() - started);
  if (response.status >= 200 && response.status < 300) {
    return { ok: true, at, statusCode: response.status, durationMs, error: null, responseExcerpt: excerpt };
  }
  return { ...failed(`The endpoint answered ${response.status}`, response.status, excerpt), durationMs };
}
