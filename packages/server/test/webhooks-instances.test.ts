import { afterAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, newPerson, uniqueEmail } from "./helpers.ts";
import { http, signUpOver, startServerProcess } from "./process.ts";
import { WebhookReceiver } from "./webhookReceiver.ts";

// Webhook delivery from the committed events (PLATFORM.md): two server processes on one PostgreSQL send
// each attempt once, and a process killed between a commit and its delivery loses nothing.
describe("webhooks with two instances and a SIGKILL", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("deliver every event exactly once between them, and everything after one is killed", async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(() => database.drop());
    const receiver = await WebhookReceiver.start();
    cleanups.push(() => receiver.close());
    const env = {
      DATABASE_URL: database.url,
      WEBHOOK_ALLOW_PRIVATE: "1",
      WEBHOOK_LEASE_SECONDS: "2",
      LOG_LEVEL: "warn",
    };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    cleanups.push(
      () => a.stop("SIGKILL"),
      () => b.stop(),
    );
    const session = await signUpOver(a.url, { ...newPerson() });
    const made = await http(
      a.url,
      "POST",
      "/api/webhook-endpoints",
      { url: receiver.url, enabledEvents: ["customer.created"] },
      session.token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    receiver.secrets = [made.body.secret];

    const createOn = async (base: string) => {
      const answer = await http(
        base,
        "POST",
        "/api/customers",
        { email: uniqueEmail("twice") },
        session.token,
      );
      expect(answer.status).toBe(201);
    };
    const eventIds = async () => {
      const page = await http(
        b.url,
        "GET",
        "/api/events?type=customer.created&limit=100",
        undefined,
        session.token,
      );
      return (page.body.items as { id: string }[]).map((event) => event.id);
    };

    // Both instances write and both deliver, side by side.
    await Promise.all(Array.from({ length: 24 }, (_, index) => createOn(index % 2 === 0 ? a.url : b.url)));
    const first = await eventIds();
    expect(first).toHaveLength(24);
    await until(() => first.every((id) => receiver.counts().has(id)), "24 deliveries");
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const id of first) expect(receiver.counts().get(id), id).toBe(1);
    expect(receiver.received.every((item) => item.verified !== null)).toBe(true);

    // A burst on A, and A killed as soon as it has committed: B delivers every one of them.
    await Promise.all(Array.from({ length: 12 }, () => createOn(a.url)));
    await a.stop("SIGKILL");
    const all = await eventIds();
    expect(all).toHaveLength(36);
    await until(() => all.every((id) => receiver.counts().has(id)), "36 deliveries");
    // At least once: one A was sending when it died may come twice (receivers de-duplicate on webhook-id).
    for (const id of all) expect(receiver.counts().get(id), id).toBeGreaterThanOrEqual(1);
    expect(receiver.received.every((item) => item.verified !== null)).toBe(true);
  });
});
