import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema/index.ts";
import { newPerson, TestServer } from "./helpers.ts";

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback; `failFirst` refuses that many deliveries with a temporary error. */
async function smtpServer(port: number, failFirst = 0) {
  const received: Received[] = [];
  let refusals = failFirst;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals--;
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Quoted-printable and soft line breaks undone, so links can be searched for. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The outbox row of the mail to `to` once its delivery is over: the SMTP server has a message before the
 * worker marks its row sent. */
async function settled(server: TestServer, to: string) {
  return until(async () => {
    const [row] = await server.db.select().from(outbox).where(eq(outbox.to, to));
    return row && row.status !== "sending" ? row : undefined;
  });
}

describe("mail through SMTP (SMTP_URL set)", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("delivers the confirmation with text and HTML parts, retrying a refused delivery", async () => {
    const port = await freePort();
    const smtp = await smtpServer(port, 1);
    cleanups.push(smtp.close);
    const server = await TestServer.start("pglite", { smtpUrl: `smtp://127.0.0.1:${port}` });
    cleanups.push(() => server.close());

    const person = newPerson();
    expect((await server.post("/identities/register", person)).status).toBe(200);
    const message = await until(() => smtp.received.find((item) => item.to.includes(person.email)));
    const raw = decodeQuotedPrintable(message.raw);
    expect(raw).toMatch(/Subject: Confirm your email address for Round/);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toMatch(/http:\/\/app\.test\/auth\/confirm-email\?userId=[0-9a-f-]{36}&token=[\w-]{43}/);

    const row = await settled(server, person.email);
    // Delivered: who, what and when are kept; the body and its live confirmation link are not.
    expect(row).toMatchObject({
      status: "sent",
      attempts: 2,
      to: person.email,
      subject: "Confirm your email address for Round",
      text: "",
      html: "",
      links: [],
      sentAt: expect.any(Date),
    });
    // No dev mailbox while SMTP_URL is set.
    expect((await server.get("/dev/mail/messages")).status).toBe(404);
  });

  it("keeps a message while the SMTP server is down and delivers it once it is back", async () => {
    const port = await freePort();
    const server = await TestServer.start("pglite", { smtpUrl: `smtp://127.0.0.1:${port}` });
    cleanups.push(() => server.close());
    const person = newPerson();
    expect((await server.post("/identities/forgot-password", { email: person.email })).status).toBe(200);
    expect((await server.post("/identities/register", person)).status).toBe(200);
    const failed = await until(async () => {
      const [row] = await server.db.select().from(outbox).where(eq(outbox.to, person.email));
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(failed.status).not.toBe("sent");
    expect(failed.lastError).toBeTruthy();
    // Not delivered yet: the message is kept whole for the next attempt.
    expect(failed.links[0]).toMatch(/\/auth\/confirm-email\?userId=/);

    const smtp = await smtpServer(port);
    cleanups.push(smtp.close);
    await until(() => smtp.received.find((item) => item.to.includes(person.email)), 15_000);
    expect(await settled(server, person.email)).toMatchObject({ status: "sent", text: "", links: [] });
  });

  it("delivers mail left waiting when the worker stopped, once it starts again", async () => {
    const port = await freePort();
    const server = await TestServer.start("pglite", { smtpUrl: `smtp://127.0.0.1:${port}` });
    cleanups.push(() => server.close());
    const person = newPerson();
    expect((await server.post("/identities/register", person)).status).toBe(200);
    await until(async () => {
      const [row] = await server.db.select().from(outbox).where(eq(outbox.to, person.email));
      return row && row.attempts >= 1 && row.status !== "sending" ? row : undefined;
    });
    // As across a restart: nothing wakes the worker for this message, only its polling.
    await server.instance.worker.stop();
    const smtp = await smtpServer(port);
    cleanups.push(smtp.close);
    server.instance.worker.start();
    await until(() => smtp.received.find((item) => item.to.includes(person.email)), 15_000);
    expect((await settled(server, person.email)).status).toBe("sent");
  });
});
