import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { usageEvents } from "../../src/db/schema/index.ts";
import { BillingFixture } from "../billingFixture.ts";
import { describeOnBothDatabases, expectError, type Json, type SignedUp, TestServer } from "../helpers.ts";

// POST /api/usage/batch (PLATFORM.md): a result per event in order; a bad event never drops the others; a
// repeated idempotencyKey (before, or within the batch) counts once; over 100 events, 400.
describeOnBothDatabases("usage in batches", (kind) => {
  let server: TestServer;
  let owner: SignedUp;
  let f: BillingFixture;
  let metered = "";
  let other = "";
  let clockSubscription = "";

  const batch = (events: unknown[], token = owner.token) =>
    server.call("POST", "/api/usage/batch", { body: { events }, token });
  const stored = async (subscriptionId: string) =>
    server.db
      .select()
      .from(usageEvents)
      .where(
        and(eq(usageEvents.roundAccountId, owner.accountId), eq(usageEvents.subscriptionId, subscriptionId)),
      );
  const event = (subscriptionId: string, key: string, extra: Json = {}) => ({
    subscriptionId,
    metricName: "api_calls",
    quantity: 1,
    idempotencyKey: key,
    ...extra,
  });

  beforeAll(async () => {
    server = await TestServer.start(kind);
    owner = await server.signUp({}, "business");
    f = await BillingFixture.open(server, owner);
    const plan = await f.plan("Metered", 10, {
      usageMetrics: [{ metricName: "api_calls", unit: "call", aggregation: "sum", pricePerUnit: 0.01 }],
    });
    const subscribe = async (clockId?: string) => {
      const customer = f.ok(
        await f.post("/api/customers", {
          email: `usage.${Math.random().toString(36).slice(2)}@example.com`,
          currency: "USD",
          ...(clockId ? { testClockId: clockId } : {}),
        }),
        201,
      );
      return f.ok(
        await f.post("/api/subscriptions", {
          customerId: customer.id,
          planPricePointId: plan.pricePoints[0].id,
        }),
        201,
      ).id as string;
    };
    metered = await subscribe();
    other = await subscribe();
    clockSubscription = await subscribe(await f.clockAt("2027-03-01T00:00:00Z"));
  });

  afterAll(async () => {
    await server?.close();
  });

  it("answers each event in order: created, duplicate, or error on its own field", async () => {
    const answer = await batch([
      event(metered, "a", { quantity: 5 }),
      event(metered, "b", { quantity: 2.5, timestamp: "2026-11-01T10:00:00Z" }),
      // The same key again within the batch counts once.
      event(metered, "a", { quantity: 5 }),
      event(metered, "c", { quantity: -1 }),
      event(metered, "d", { metricName: "gigabytes" }),
      event("00000000-0000-4000-8000-000000000000", "e"),
      { nonsense: true },
      // The same key on another subscription is another event.
      event(other, "a"),
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.results.map((result: Json) => [result.index, result.status])).toEqual([
      [0, "created"],
      [1, "created"],
      [2, "duplicate"],
      [3, "error"],
      [4, "error"],
      [5, "error"],
      [6, "error"],
      [7, "created"],
    ]);
    const errors = answer.body.results.map((result: Json) => result.errors?.[0]);
    expect(errors[3]).toMatchObject({
      field: "quantity",
      description: "Quantity must be a number of 0 or more",
    });
    expect(errors[4]).toMatchObject({
      field: "metricName",
      description: "The plan has no usage metric named gigabytes",
    });
    expect(errors[5]).toMatchObject({ field: "subscriptionId", description: "Subscription not found" });
    expect(answer.body.results[6].errors.map((error: Json) => error.field)).toEqual(
      expect.arrayContaining(["subscriptionId", "metricName", "quantity", "idempotencyKey"]),
    );
    const rows = await stored(metered);
    expect(rows.map((row) => [row.idempotencyKey, Number(row.quantity)]).sort()).toEqual([
      ["a", 5],
      ["b", 2.5],
    ]);
    expect(rows.find((row) => row.idempotencyKey === "b")?.occurredAt.toISOString()).toBe(
      "2026-11-01T10:00:00.000Z",
    );

    // Sent again, the recorded keys are duplicates and nothing more is written.
    const again = await batch([event(metered, "a", { quantity: 5 }), event(metered, "b")]);
    expect(again.body.results.map((result: Json) => result.status)).toEqual(["duplicate", "duplicate"]);
    expect(await stored(metered)).toHaveLength(2);
  });

  it("keeps any idempotency key exactly as sent (commas, braces, quotes, backslashes, up to 255 characters)", async () => {
    const keys = [
      "a,b",
      "{braces}",
      'q"uote',
      "back\\slash",
      "sp ace",
      "ünïcödé",
      "NULL",
      "",
      "x".repeat(251),
    ];
    const answer = await batch(keys.map((key) => event(other, `odd-${key}`)));
    expect(answer.body.results.map((result: Json) => result.status)).toEqual(keys.map(() => "created"));
    const written = (await stored(other))
      .map((row) => row.idempotencyKey)
      .filter((key) => key.startsWith("odd-"));
    expect(written.sort()).toEqual(keys.map((key) => `odd-${key}`).sort());
    const again = await batch(keys.map((key) => event(other, `odd-${key}`)));
    expect(again.body.results.map((result: Json) => result.status)).toEqual(keys.map(() => "duplicate"));
  });

  it("dates an event without a timestamp at its customer's time, a test clock's if it lives on one", async () => {
    const answer = await batch([event(clockSubscription, "clocked")]);
    expect(answer.body.results[0].status).toBe("created");
    const [row] = await stored(clockSubscription);
    expect(row?.occurredAt.toISOString()).toBe("2027-03-01T00:00:00.000Z");
  });

  it("refuses a batch of none or of more than 100, writing nothing", async () => {
    expectError(await batch([]), 400, "Send at least one usage event", "events");
    const many = Array.from({ length: 101 }, (_, index) => event(other, `many-${index}`));
    expectError(await batch(many), 400, "A batch can hold at most 100 usage events", "events");
    expectError(
      await server.call("POST", "/api/usage/batch", { body: { events: "all" }, token: owner.token }),
      400,
      "Send at least one usage event",
      "events",
    );
    const before = (await stored(other)).length;
    expect((await stored(other)).some((row) => row.idempotencyKey.startsWith("many-"))).toBe(false);
    // 100 is fine.
    const hundred = await batch(many.slice(0, 100));
    expect(hundred.body.results.every((result: Json) => result.status === "created")).toBe(true);
    expect(await stored(other)).toHaveLength(before + 100);
  });

  it("counts each key once, however batches repeat and overlap (property)", async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.constantFrom("k1", "k2", "k3", "k4", "k5"), { minLength: 1, maxLength: 8 }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (batches) => {
          round += 1;
          const prefix = `p${round}-`;
          const seen = new Set<string>();
          for (const keys of batches) {
            const answer = await batch(keys.map((key) => event(metered, prefix + key)));
            const expected = keys.map((key) => {
              const status = seen.has(key) ? "duplicate" : "created";
              seen.add(key);
              return status;
            });
            expect(answer.body.results.map((result: Json) => result.status)).toEqual(expected);
          }
          const rows = (await stored(metered)).filter((row) => row.idempotencyKey.startsWith(prefix));
          expect(rows.map((row) => row.idempotencyKey.slice(prefix.length)).sort()).toEqual([...seen].sort());
        },
      ),
      { numRuns: 15 },
    );
  });
});
