import { Agent, request } from "node:http";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../src/config.ts";
import { createLogger } from "../src/log.ts";
import { DEV_MAIL_LOCAL_ONLY } from "../src/modules/dev-mail/routes.ts";
import { newPerson, TestServer } from "./helpers.ts";

/** An address of this machine that is not loopback: connecting to it, the server sees a remote client. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((item) => item && item.family === "IPv4" && !item.internal)?.address;

/** A server listening on a real socket, with what it logged. */
async function listening(overrides: Partial<Config>) {
  const lines: string[] = [];
  const server = await TestServer.start("pglite", overrides, {
    log: createLogger("warn", (line) => lines.push(line)),
  });
  const url = await server.instance.listen();
  const port = new URL(url).port;
  return { server, port, lines };
}

/**
 * A POST on a connection of its own (the server closes one whose body it refused), its body in one piece
 * with Content-Length, or in chunks without it.
 */
function post(port: string, path: string, body: string | string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const chunked = Array.isArray(body);
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/json",
          ...(chunked ? {} : { "Content-Length": Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    // The server may answer and close before the whole body is written.
    outgoing.on("error", (error) => {
      if (
        (error as NodeJS.ErrnoException).code !== "EPIPE" &&
        (error as NodeJS.ErrnoException).code !== "ECONNRESET"
      )
        reject(error);
    });
    for (const chunk of chunked ? body : [body]) outgoing.write(chunk);
    outgoing.end();
  });
}

async function get(host: string, port: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://${host}:${port}${path}`, { headers });
  return { status: response.status, text: await response.text() };
}

describe("over a real socket", () => {
  let open: Awaited<ReturnType<typeof listening>>;

  beforeAll(async () => {
    // Reachable from other machines, behind one proxy, without SMTP: the dev mailbox is for this machine.
    open = await listening({ host: "0.0.0.0", trustProxy: 1 });
  });

  afterAll(async () => {
    await open?.server.close();
  });

  it("answers 413 to a body over 1 MiB, whether its length is announced or not", async () => {
    const big = JSON.stringify({ ...newPerson(), firstName: "x".repeat(1024 * 1024) });
    const tooLarge = {
      message: "Request body is too large (limit 1 MiB)",
      errors: [{ code: "PAYLOAD_TOO_LARGE", description: "Request body is too large (limit 1 MiB)" }],
    };
    const announced = await post(open.port, "/identities/register", big);
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body)).toEqual(tooLarge);
    // Chunked: no Content-Length, the limit is applied while reading.
    const streamed = await post(open.port, "/identities/register", [
      big.slice(0, 600_000),
      big.slice(600_000),
    ]);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual(tooLarge);
  });

  it("answers the next request of a keep-alive connection after refusing a body over 1 MiB", async () => {
    // One socket, kept alive: the second request goes on the connection of the first unless the server
    // said it would close it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        const outgoing = request(
          {
            host: "127.0.0.1",
            port: open.port,
            path,
            method,
            agent,
            headers: body
              ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) }
              : {},
          },
          (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => {
              text += chunk;
            });
            response.on("end", () =>
              resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }),
            );
          },
        );
        outgoing.on("error", (error) => {
          const code = (error as NodeJS.ErrnoException).code;
          // The server may answer before the whole body is written; the answer still comes.
          if (code !== "EPIPE" && code !== "ECONNRESET") reject(error);
        });
        outgoing.end(body);
      });
    try {
      const big = JSON.stringify({ ...newPerson(), firstName: "x".repeat(1024 * 1024) });
      const refused = await send("POST", "/identities/register", big);
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe("close");
      for (let attempt = 0; attempt < 3; attempt++) {
        const next = await send("GET", "/healthz");
        expect(next.status, next.body).toBe(200);
      }
      // Chunked, refused while it is read: the same.
      const streamed = await new Promise<number>((resolve, reject) => {
        const outgoing = request(
          {
            host: "127.0.0.1",
            port: open.port,
            path: "/identities/register",
            method: "POST",
            agent,
            headers: { "Content-Type": "application/json" },
          },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode!));
          },
        );
        outgoing.on("error", (error) => {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== "EPIPE" && code !== "ECONNRESET") reject(error);
        });
        outgoing.write(big.slice(0, 600_000));
        outgoing.end(big.slice(600_000));
      });
      expect(streamed).toBe(413);
      expect((await send("GET", "/healthz")).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("answers 400 to malformed JSON, on calls with a body and on calls without one", async () => {
    for (const path of ["/identities/register", "/identities/confirm-email-and-login?userId=a&token=b"]) {
      const answer = await post(open.port, path, '{"firstName": "Ada",');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        message: "Request body must be valid JSON",
        errors: [{ code: "INVALID_JSON" }],
      });
    }
  });

  it("warns at start that the dev mailbox is limited to this machine", () => {
    expect(open.lines.join("")).toContain(
      "HOST is 0.0.0.0 but SMTP_URL is not set: mail goes to the dev mailbox (/dev/mail), which answers only requests from this machine.",
    );
  });

  it("shows the dev mailbox to this machine only", async () => {
    for (const path of ["/dev/mail", "/dev/mail/messages"]) {
      expect((await get("127.0.0.1", open.port, path)).status).toBe(200);
    }
    expect((await get("127.0.0.1", open.port, "/dev/mail/messages/999999/html")).status).toBe(404);
  });

  it.skipIf(!lanAddress)("refuses the dev mailbox to another machine", async () => {
    for (const path of ["/dev/mail", "/dev/mail/messages", "/dev/mail/messages/1/html"]) {
      const answer = await get(lanAddress!, open.port, path);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.text).message).toBe(DEV_MAIL_LOCAL_ONLY);
    }
  });

  it("takes the client from X-Forwarded-For when a proxy is trusted", async () => {
    // The proxy on this machine forwards a remote client: refused.
    const forwarded = await get("127.0.0.1", open.port, "/dev/mail", { "X-Forwarded-For": "198.51.100.7" });
    expect(forwarded.status).toBe(403);
    if (lanAddress) {
      // The proxy (another machine) forwards a client on this machine: shown.
      const local = await get(lanAddress, open.port, "/dev/mail", { "X-Forwarded-For": "127.0.0.1" });
      expect(local.status).toBe(200);
    }
  });

  it.skipIf(!lanAddress)("ignores X-Forwarded-For when no proxy is trusted (TRUST_PROXY=0)", async () => {
    const direct = await listening({ host: "0.0.0.0", trustProxy: 0 });
    try {
      const spoofed = await get(lanAddress!, direct.port, "/dev/mail", { "X-Forwarded-For": "127.0.0.1" });
      expect(spoofed.status).toBe(403);
      expect((await get("127.0.0.1", direct.port, "/dev/mail")).status).toBe(200);
    } finally {
      await direct.server.close();
    }
  });

  it("shows the dev mailbox to everyone when the server listens on loopback only, without a warning", async () => {
    const local = await listening({ host: "127.0.0.1" });
    try {
      expect(local.lines).toEqual([]);
      // A proxy on this machine forwarding anyone: the operator chose a loopback-only server.
      expect((await local.server.call("GET", "/dev/mail/messages")).status).toBe(200);
      expect((await get("127.0.0.1", local.port, "/dev/mail")).status).toBe(200);
    } finally {
      await local.server.close();
    }
  });
});
