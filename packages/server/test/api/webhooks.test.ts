import { EVENT_TYPES } from "@round/forms/schemas";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestClock,
  TestServer,
  testConfig,
  uniqueEmail,
} from "../helpers.ts";
import { WebhookReceiver } from "../webhookReceiver.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Webhooks (PLATFORM.md): endpoints, Standard Webhooks signatures checked by that scheme's own library,
// retries on the schedule, manual retry, replay, test ping, rotation, and turning off a failing endpoint.
describeOnBothDatabases("webhooks", (kind) => {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  let receiver: WebhookReceiver;
  const clock = new TestClock();

  beforeAll(async () => {
    server = await TestServer.start(
      kind,
      // Two retries, a minute then five: three attempts in all.
      { webhooks: { ...testConfig().webhooks, retryDelaysMs: [MINUTE, 5 * MINUTE] } },
      { clock },
    );
    const [person, other] = await Promise.all([server.signUp({}, "business"), server.signUp()]);
    // Keys, not sessions: the tests move the server's clock days ahead, past any access token's life.
    const keyOf = async (who: SignedUp) => {
      const made = await server.post("/api/api-keys", { name: "Hooks", scopes: ["*"] }, who.token);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return { ...who, token: made.body.secret as string };
    };
    [owner, stranger] = await Promise.all([keyOf(person), keyOf(other)]);
    receiver = await WebhookReceiver.start();
  });

  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  beforeEach(() => {
    receiver.answers = [];
    receiver.status = 200;
  });

  const worker = () => server.instance.webhooks.runOnce();

  async function endpoint(body: Json = {}) {
    const made = await server.post(
      "/api/webhook-endpoints",
      { url: receiver.url, enabledEvents: ["customer.*"], ...body },
      owner.token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    receiver.secrets.push(made.body.secret);
    return made.body;
  }

  async function customer() {
    const made = await server.post("/api/customers", { email: uniqueEmail("hooked") }, owner.token);
    expect(made.status).toBe(201);
    return made.body;
  }

  async function deliveries(id: string, query = "") {
    const page = await server.get(`/api/webhook-endpoints/${id}/deliveries${query}`, owner.token);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return page.body.items as Json[];
  }

  it("makes an endpoint with a secret shown once, and refuses bad URLs and unknown events on their fields", async () => {
    const made = await endpoint({
      description: "Access control",
      enabledEvents: ["invoice.*", "customer.created"],
    });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.enabledEvents).toEqual(["invoice.*", "customer.created"]);
    const got = await server.get(`/api/webhook-endpoints/${made.id}`, owner.token);
    expect(got.body).not.toHaveProperty("secret");
    expect(JSON.stringify(got.body)).not.toContain(made.secret.slice(6));
    expect(got.body.secretPrefix).toBe(made.secret.slice(0, 10));
    const listed = await server.get("/api/webhook-endpoints", owner.token);
    expect(listed.body.map((item: Json) => item.id)).toContain(made.id);

    expectError(
      await server.post(
        "/api/webhook-endpoints",
        { url: "ftp://example.com/x", enabledEvents: ["*"] },
        owner.token,
      ),
      400,
      "URL must be a full http(s) address",
      "url",
    );
    expectError(
      await server.post(
        "/api/webhook-endpoints",
        { url: receiver.url, enabledEvents: ["invoice.shipped"] },
        owner.token,
      ),
      400,
      "Unknown event type",
      "enabledEvents.0",
    );
    expectError(
      await server.post("/api/webhook-endpoints", { url: receiver.url, enabledEvents: [] }, owner.token),
      400,
      "Choose at least one event",
      "enabledEvents",
    );
    // Another account sees none of it.
    expect((await server.get(`/api/webhook-endpoints/${made.id}`, stranger.token)).status).toBe(404);
    // Changed, then deleted.
    const changed = await server.put(
      `/api/webhook-endpoints/${made.id}`,
      { enabled: false, description: null },
      owner.token,
    );
    expect(changed.body).toMatchObject({ enabled: false, description: null, disabledReason: null });
    expect((await server.del(`/api/webhook-endpoints/${made.id}`, owner.token)).status).toBe(204);
    expect((await server.get(`/api/webhook-endpoints/${made.id}`, owner.token)).status).toBe(404);
  });

  it("delivers each matching event signed, verified by the Standard Webhooks library, and only those", async () => {
    const made = await endpoint();
    const before = receiver.received.length;
    const person = await customer();
    await server.post(
      "/api/catalog/coupons",
      {
        name: "Ten",
        couponCode: `TEN${Date.now()}`,
        discountType: "percentage",
        discountValue: 10,
        durationType: "forever",
      },
      owner.token,
    );
    await worker();
    const arrived = receiver.received.slice(before);
    expect(arrived.map((item) => JSON.parse(item.body).type)).toEqual(["customer.created"]);
    const [delivery] = arrived;
    const event = (await server.get(`/api/events?type=customer.created`, owner.token)).body.items[0];
    expect(delivery!.verified).toEqual(event);
    expect(delivery!.id).toBe(event.id);
    expect((delivery!.verified as Json).data.object.id).toBe(person.id);
    const [listed] = await deliveries(made.id);
    expect(listed).toMatchObject({
      eventId: event.id,
      eventType: "customer.created",
      status: "succeeded",
      nextAttemptAt: null,
    });
    expect(listed.attempts).toHaveLength(1);
    expect(listed.attempts[0]).toMatchObject({ statusCode: 200, error: null, responseExcerpt: "ok" });
    await server.del(`/api/webhook-endpoints/${made.id}`, owner.token);
  });

  it("retries a failure on the schedule with the same webhook-id, then settles it", async () => {
    const made = await endpoint();
    receiver.answers = [500];
    const before = receiver.received.length;
    await customer();
    await worker();
    let [delivery] = await deliveries(made.id);
    expect(delivery.status).toBe("pending");
    expect(delivery.attempts[0]).toMatchObject({
      statusCode: 500,
      error: "The endpoint answered 500",
      responseExcerpt: "receiver says no",
    });
    expect(Date.parse(delivery.nextAttemptAt) - Date.parse(delivery.attempts[0].at)).toBe(MINUTE);
    // Not due yet: nothing is sent.
    await worker();
    expect(receiver.received.length - before).toBe(1);
    clock.at(clock.offsetMs + MINUTE + 1_000);
    await worker();
    [delivery] = await deliveries(made.id);
    expect(delivery.status).toBe("succeeded");
    expect(delivery.attempts.map((attempt: Json) => attempt.statusCode)).toEqual([500, 200]);
    const arrived = receiver.received.slice(before);
    expect(arrived.map((item) => item.id)).toEqual([delivery.eventId, delivery.eventId]);
    expect(arrived.every((item) => item.verified !== null)).toBe(true);
    await server.del(`/api/webhook-endpoints/${made.id}`, owner.token);
  });

  it("fails a delivery after the last attempt; a retry or a replay adds one attempt now", async () => {
    const made = await endpoint();
    receiver.status = 500;
    const since = clock.date().toISOString();
    await customer();
    await worker();
    clock.at(clock.offsetMs + MINUTE + 1_000);
    await worker();
    clock.at(clock.offsetMs + 5 * MINUTE + 1_000);
    await worker();
    let [delivery] = await deliveries(made.id);
    // n delays make n + 1 attempts.
    expect(delivery).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(delivery.attempts).toHaveLength(3);
    expect(await deliveries(made.id, "?status=failed")).toHaveLength(1);
    expect(await deliveries(made.id, "?status=succeeded")).toHaveLength(0);

    // Replay of the failed since then: one attempt each, failing again settles it failed.
    const replayed = await server.post(
      `/api/webhook-endpoints/${made.id}/replay`,
      { since, status: "failed" },
      owner.token,
    );
    expect(replayed.body).toEqual({ count: 1 });
    await worker();
    [delivery] = await deliveries(made.id);
    expect(delivery).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(delivery.attempts).toHaveLength(4);
    // A replay since later matches nothing.
    const later = new Date(clock.now() + MINUTE).toISOString();
    expect(
      (await server.post(`/api/webhook-endpoints/${made.id}/replay`, { since: later }, owner.token)).body,
    ).toEqual({ count: 0 });

    // The receiver is fixed: a manual retry delivers at once.
    receiver.status = 200;
    const retried = await server.post(`/api/webhook-deliveries/${delivery.id}/retry`, {}, owner.token);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: "succeeded" });
    expect(retried.body.attempts).toHaveLength(5);
    expect(retried.body.attempts.at(-1).statusCode).toBe(200);
    expect(
      (await server.post(`/api/webhook-deliveries/${delivery.id}/retry`, {}, stranger.token)).status,
    ).toBe(404);
    await server.del(`/api/webhook-endpoints/${made.id}`, owner.token);
  });

  it("sends a ping on request, not listed among the account's events", async () => {
    const made = await endpoint();
    const before = receiver.received.length;
    const tested = await server.post(`/api/webhook-endpoints/${made.id}/test`, {}, owner.token);
    expect(tested.status).toBe(200);
    expect(tested.body.attempt).toMatchObject({ statusCode: 200, error: null });
    const [ping] = receiver.received.slice(before);
    expect((ping!.verified as Json).type).toBe("ping");
    const events = await server.get("/api/events?limit=100", owner.token);
    expect(events.body.items.map((event: Json) => event.id)).not.toContain(ping!.id);
    // A receiver that is down: the attempt says why.
    receiver.status = 503;
    const failed = await server.post(`/api/webhook-endpoints/${made.id}/test`, {}, owner.token);
    expect(failed.body.attempt).toMatchObject({ statusCode: 503, error: "The endpoint answered 503" });
    await server.del(`/api/webhook-endpoints/${made.id}`, owner.token);
  });

  it("signs with both secrets for a day after a rotation, then with the new one only", async () => {
    const made = await endpoint();
    const rotated = await server.post(`/api/webhook-endpoints/${made.id}/rotate-secret`, {}, owner.token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(made.secret);
    expect(rotated.body.previousSecretExpiresAt).not.toBeNull();
    const before = receiver.received.length;
    await customer();
    await worker();
    const [both] = receiver.received.slice(before);
    expect(both!.signature.split(" ")).toHaveLength(2);
    // Each secret alone verifies it.
    receiver.secrets = [made.secret];
    const { Webhook } = await import("standardwebhooks");
    const headers = {
      "webhook-id": both!.id,
      "webhook-timestamp": both!.timestamp,
      "webhook-signature": both!.signature,
    };
    expect(() => new Webhook(made.secret).verify(both!.body, headers)).not.toThrow();
    expect(() => new Webhook(rotated.body.secret).verify(both!.body, headers)).not.toThrow();
    receiver.secrets = [rotated.body.secret];
    clock.at(clock.offsetMs + DAY + MINUTE);
    await customer();
    await worker();
    const one = receiver.received.at(-1)!;
    expect(one.signature.split(" ")).toHaveLength(1);
    expect(one.verified).not.toBeNull();
    expect(() =>
      new Webhook(made.secret).verify(one.body, {
        "webhook-id": one.id,
        "webhook-timestamp": one.timestamp,
        "webhook-signature": one.signature,
      }),
    ).toThrow();
    await server.del(`/api/webhook-endpoints/${made.id}`, owner.token);
  });

  it("turns off an endpoint failing for 3 days and emails the account's owners", async () => {
    const made = await endpoint();
    receiver.status = 500;
    await customer();
    await worker();
    clock.at(clock.offsetMs + 3 * DAY);
    await customer();
    await worker();
    const got = await server.get(`/api/webhook-endpoints/${made.id}`, owner.token);
    expect(got.body).toMatchObject({ enabled: false, disabledReason: "failing" });
    const mail = await server.mail(owner.email, /Webhook endpoint turned off/);
    expect(mail.text).toContain(receiver.url);
    // Nothing more is sent to it, and its pending deliveries are settled failed.
    const items = await deliveries(made.id);
    expect(items.every((item) => item.status === "failed")).toBe(true);
    const before = receiver.received.length;
    await customer();
    await worker();
    expect(receiver.received.length).toBe(before);
    // Turned on again, it counts afresh.
    const on = await server.put(`/api/webhook-endpoints/${made.id}`, { enabled: true }, owner.token);
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
    await server.del(`/api/webhook-endpoints/${made.id}`, owner.token);
  });

  it("pages deliveries newest first and refuses bad filters on their fields", async () => {
    const made = await endpoint();
    for (let index = 0; index < 3; index++) await customer();
    await worker();
    const first = await server.get(`/api/webhook-endpoints/${made.id}/deliveries?limit=2`, owner.token);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    const rest = await server.get(
      `/api/webhook-endpoints/${made.id}/deliveries?limit=2&startingAfter=${first.body.items[1].id}`,
      owner.token,
    );
    expect(rest.body.items).toHaveLength(1);
    expect(rest.body.hasMore).toBe(false);
    const ids = [...first.body.items, ...rest.body.items].map((item: Json) => item.id);
    expect(new Set(ids).size).toBe(3);
    expect(await deliveries(made.id, "?eventType=customer.*")).toHaveLength(3);
    expect(await deliveries(made.id, "?eventType=customer.created")).toHaveLength(3);
    expect(await deliveries(made.id, "?eventType=invoice.*")).toHaveLength(0);
    expectError(
      await server.get(`/api/webhook-endpoints/${made.id}/deliveries?status=lost`, owner.token),
      400,
      "status must be one of: pending, succeeded, failed",
      "status",
    );
    expectError(
      await server.get(`/api/webhook-endpoints/${made.id}/deliveries?limit=101`, owner.token),
      400,
      "limit must be a whole number from 1 to 100",
      "limit",
    );
    await server.del(`/api/webhook-endpoints/${made.id}`, owner.token);
  });
});

describeOnBothDatabases("webhooks in the OpenAPI document", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("documents every event type under webhooks, signed, with its resource as the object", async () => {
    const spec = (await server.get("/api/openapi.json")).body;
    expect(Object.keys(spec.webhooks).sort()).toEqual([...EVENT_TYPES, "ping"].sort());
    const bodyOf = (type: string) => spec.webhooks[type].post.requestBody.content["application/json"].schema;
    expect(bodyOf("customer.created").properties.data.properties.object.properties).toHaveProperty("email");
    expect(bodyOf("subscription.cancelled").properties.data.properties.object.properties).toHaveProperty(
      "planId",
    );
    expect(bodyOf("invoice.paid").properties.type).toEqual({ const: "invoice.paid" });
    expect(spec.webhooks["invoice.paid"].post.parameters.map((item: Json) => item.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
  });
});

// Where Round may send (PLATFORM.md): https only, and no loopback, private or link-local host, unless
// WEBHOOK_ALLOW_PRIVATE=1.
describeOnBothDatabases("webhook URLs without WEBHOOK_ALLOW_PRIVATE", (kind) => {
  let server: TestServer;
  let owner: SignedUp;

  beforeAll(async () => {
    server = await TestServer.start(kind, { webhooks: { ...testConfig().webhooks, allowPrivate: false } });
    owner = await server.signUp({}, "business");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses http, and hosts on loopback, private and link-local addresses", async () => {
    const refused = async (url: string, message: string) =>
      expectError(
        await server.post("/api/webhook-endpoints", { url, enabledEvents: ["*"] }, owner.token),
        400,
        message,
        "url",
      );
    await refused("http://example.com/hooks", "URL must use https");
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://localhost:8443/hooks",
      "https://10.1.2.3/hooks",
      "https://192.168.0.10/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hooks",
      "https://[fd00::1]/hooks",
      "https://[::ffff:127.0.0.1]/hooks",
    ]) {
      await refused(url, "URL must not point to a private, loopback or link-local address");
    }
    expect((await server.get("/api/webhook-endpoints", owner.token)).body).toEqual([]);
  });
});
