import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./env.ts";

/**
 * The request's body, at most `maxSize` bytes, read once by this middleware: `tooLarge` answers a bigger one.
 * Served by Node, the body is read straight from Node's request stream (building the standard Request and
 * its stream for a small JSON body costs more than the rest of reading it), and a refused body is left
 * unread. Elsewhere (`app.request` in tests), Hono's own limit reads it. `bodyText` gives it to the handler.
 */
export function readBody(
  maxSize: number,
  tooLarge: (c: Context<AppEnv>) => Response,
): MiddlewareHandler<AppEnv> {
  const standard = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming) return standard(c, next);
    if (Number(c.req.header("content-length") ?? 0) > maxSize) return tooLarge(c);
    const body = await readUpTo(incoming, maxSize);
    if (body === null) return tooLarge(c);
    c.set("body", body);
    await next();
  };
}

/** The request's body as text (read by `readBody` when served by Node). */
export function bodyText(c: Context<AppEnv>): Promise<string> {
  const read = c.get("body");
  return read === undefined ? c.req.text() : Promise.resolve(read);
}

/** The stream's bytes as UTF-8 text, or null as soon as they are more than `limit` (the rest left unread). */
function readUpTo(incoming: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        incoming.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size).toString("utf8"));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
  });
}
