import http from "node:http";
import https from "node:https";
import { systemClock } from "../../clock.ts";
import type { StoredAttempt } from "../../db/schema/index.ts";
import { publicLookup } from "./addresses.ts";
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
  /** WEBHOOK_ALLOW_PRIVATE: connections may go to private addresses (else each is checked as it connects). */
  allowPrivate: boolean;
}

// Kept-alive connections per kind: those of real endpoints resolve through `publicLookup`, which refuses a
// private address at the moment of connecting.
const agents = {
  public: {
    "http:": new http.Agent({ keepAlive: true, lookup: publicLookup }),
    "https:": new https.Agent({ keepAlive: true, lookup: publicLookup }),
  },
  private: {
    "http:": new http.Agent({ keepAlive: true }),
    "https:": new https.Agent({ keepAlive: true }),
  },
};

/** The signed POST; answers the status and the start of the body. Redirects are not followed. */
function post(
  sending: Sending,
  headers: Record<string, string>,
): Promise<{ status: number; excerpt: string | null }> {
  const url = new URL(sending.url);
  const protocol = url.protocol === "https:" ? "https:" : "http:";
  const send = protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(sending.body)) },
        agent: agents[sending.allowPrivate ? "private" : "public"][protocol],
        signal: AbortSignal.timeout(sending.timeoutMs),
      },
      (answer) => {
        let excerpt = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => {
          if (excerpt.length < EXCERPT) excerpt += chunk;
        });
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, excerpt: excerpt.slice(0, EXCERPT) }),
        );
        answer.on("error", () => resolve({ status: answer.statusCode ?? 0, excerpt: null }));
      },
    );
    request.on("error", reject);
    request.end(sending.body);
  });
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
  let response: { status: number; excerpt: string | null };
  try {
    response = await post(sending, signedHeaders(sending.secrets, sending.id, timestamp, sending.body));
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError") {
      return failed(`No answer within ${Math.round(sending.timeoutMs / 1000)} s`);
    }
    return failed(error instanceof Error ? error.message : String(error));
  }
  const excerpt = response.excerpt;
  const durationMs = Math.round(performance.now() - started);
  if (response.status >= 200 && response.status < 300) {
    return { ok: true, at, statusCode: response.status, durationMs, error: null, responseExcerpt: excerpt };
  }
  return { ...failed(`The endpoint answered ${response.status}`, response.status, excerpt), durationMs };
}
