import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { webhookMessages } from "@round/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendAttempt } from "./sending.ts";

// The connection of an attempt goes only to an address checked as it connects: a name whose check passed
// (refusal null) but that resolves to a private address when the attempt connects (DNS rebinding) reaches
// nothing; with WEBHOOK_ALLOW_PRIVATE the same attempt is delivered.

describe("a webhook attempt's connection", () => {
  let server: Server;
  let port = 0;
  let received = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      received += 1;
      request.resume();
      request.on("end", () => response.writeHead(204).end());
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const attempt = (allowPrivate: boolean) =>
    sendAttempt({
      // `localhost` resolves to a loopback address: what a rebinding name answers at the moment of the attempt.
      url: `http://localhost:${port}/hook`,
      secrets: [`whsec_${Buffer.alloc(32, 7).toString("base64")}`],
      id: "evt_rebinding",
      body: "{}",
      at: Date.now(),
      timeoutMs: 2_000,
      refusal: null,
      allowPrivate,
    });

  it("refuses a name that resolves to a private address as it connects, sending nothing", async () => {
    const refused = await attempt(false);
    expect(refused).toMatchObject({ ok: false, statusCode: null, error: webhookMessages.urlPrivate });
    expect(received).toBe(0);
  });

  it("connects to it when private addresses are allowed", async () => {
    const delivered = await attempt(true);
    expect(delivered).toMatchObject({ ok: true, statusCode: 204 });
    expect(received).toBe(1);
  });
});
