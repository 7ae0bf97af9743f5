import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { events } from "../../src/db/schema/index.ts";
import {
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

// Events (PLATFORM.md): written in the change's transaction, the resource as its GET answers it as
// `object`, the old values as `previous`; listed newest first with cursor paging and type filters.
describeOnBothDatabases("events", (kind) => {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    [owner, stranger] = await Promise.all([server.signUp({}, "business"), server.signUp()]);
  });

  afterAll(async () => {
    await server?.close();
  });

  const list = async (query = "", token = owner.token) => {
    const answer = await server.get(`/api/events${query}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { items: Json[]; hasMore: boolean };
  };

  it("writes a customer's creation, update and deletion with the customer as its GET answers", async () => {
    const created = await server.post(
      "/api/customers",
      { email: uniqueEmail("evented"), firstName: "Ada" },
      owner.token,
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const updated = await server.put(
      `/api/customers/${id}`,
      { firstName: "Augusta", company: "Analytical" },
      owner.token,
    );
    expect(updated.status).toBe(200);
    const got = await server.get(`/api/customers/${id}`, owner.token);
    expect((await server.del(`/api/customers/${id}`, owner.token)).status).toBe(204);

    const page = await list("?type=customer.*");
    const ofThis = page.items.filter((event) => event.data.object.id === id);
    expect(ofThis.map((event) => event.type)).toEqual([
      "customer.deleted",
      "customer.updated",
      "customer.created",
    ]);
    const [deleted, update, create] = ofThis;
    expect(create.data.object).toEqual(created.body);
    expect(create.data.previous).toBeUndefined();
    expect(update.data.object).toEqual(got.body);
    expect(update.data.previous).toMatchObject({ firstName: "Ada", company: "" });
    expect(update.data.previous).not.toHaveProperty("email");
    expect(deleted.data.object.id).toBe(id);
    expect(create.sequence).toBeLessThan(update.sequence);
    expect(update.sequence).toBeLessThan(deleted.sequence);
    expect(create.testClockId).toBeNull();
    // One event, answered alone too.
    const one = await server.get(`/api/events/${update.id}`, owner.token);
    expect(one.body).toEqual(update);
  });

  it("writes a card attached and detached, and the catalog's plans and coupons made, changed and archived", async () => {
    const customer = await server.post("/api/customers", { email: uniqueEmail("carded") }, owner.token);
    const attached = await server.post(
      `/api/customers/${customer.body.id}/payment-methods`,
      { type: "card", cardNumber: "4242424242424242", expiryMonth: 12, expiryYear: 2099, cvc: "123" },
      owner.token,
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    expect(
      (
        await server.del(
          `/api/customers/${customer.body.id}/payment-methods/${attached.body.id}`,
          owner.token,
        )
      ).status,
    ).toBe(204);
    const methods = (await list("?type=payment_method.*")).items;
    expect(methods.map((event) => event.type)).toEqual([
      "payment_method.detached",
      "payment_method.attached",
    ]);
    expect(methods[1].data.object).toEqual(attached.body);
    // No card number beyond the last four digits reaches an event.
    expect(JSON.stringify(methods)).not.toContain("4242424242424242");

    await server.put("/api/catalog/settings", { defaultCurrency: "USD" }, owner.token);
    const family = await server.post(
      "/api/catalog/product-families",
      { name: "Evented", description: "Plans with events", category: "Analytics" },
      owner.token,
    );
    const plan = await server.post(
      "/api/catalog/plans",
      {
        name: "Evented plan",
        productFamilyId: family.body.id,
        pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 10, billingFrequency: "monthly" }],
      },
      owner.token,
    );
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const renamed = await server.put(
      `/api/catalog/plans/${plan.body.id}`,
      { name: "Evented plan 2" },
      owner.token,
    );
    const archived = await server.put(
      `/api/catalog/plans/${plan.body.id}`,
      { status: "archived" },
      owner.token,
    );
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const plans = (await list("?type=plan.*")).items;
    expect(plans.map((event) => event.type)).toEqual(["plan.archived", "plan.updated", "plan.created"]);
    expect(plans[2].data.object).toEqual(plan.body);
    expect(plans[1].data).toEqual({
      object: renamed.body,
      previous: expect.objectContaining({ name: "Evented plan" }),
    });
    expect(plans[0].data.previous).toMatchObject({ status: "active" });

    const coupon = await server.post(
      "/api/catalog/coupons",
      {
        name: "Evented",
        couponCode: "EVENTED",
        discountType: "percentage",
        discountValue: 10,
        durationType: "forever",
      },
      owner.token,
    );
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(201);
    await server.put(`/api/catalog/coupons/${coupon.body.id}`, { status: "archived" }, owner.token);
    const coupons = (await list("?type=coupon.*")).items;
    expect(coupons.map((event) => event.type)).toEqual(["coupon.archived", "coupon.created"]);
    expect(coupons[1].data.object).toEqual(coupon.body);
  });

  it("writes nothing for a change that was refused", async () => {
    const email = uniqueEmail("taken");
    expect((await server.post("/api/customers", { email }, owner.token)).status).toBe(201);
    const before = await server.db.select({ n: count() }).from(events);
    expect((await server.post("/api/customers", { email }, owner.token)).status).toBe(409);
    expect((await server.post("/api/customers", { email: "not an email" }, owner.token)).status).toBe(400);
    const after = await server.db.select({ n: count() }).from(events);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("pages newest first with a cursor, and filters by type and time", async () => {
    for (let n = 0; n < 5; n++) {
      expect(
        (await server.post("/api/customers", { email: uniqueEmail(`paged${n}`) }, owner.token)).status,
      ).toBe(201);
    }
    const all = await list("?limit=100");
    const first = await list("?limit=2");
    expect(first.items.map((event) => event.id)).toEqual(all.items.slice(0, 2).map((event) => event.id));
    expect(first.hasMore).toBe(true);
    const second = await list(`?limit=2&startingAfter=${first.items[1].id}`);
    expect(second.items.map((event) => event.id)).toEqual(all.items.slice(2, 4).map((event) => event.id));
    const sequences = all.items.map((event) => event.sequence);
    expect([...sequences].sort((a, b) => b - a)).toEqual(sequences);
    const last = await list(`?limit=100&startingAfter=${all.items[all.items.length - 2].id}`);
    expect(last).toEqual({ items: [all.items[all.items.length - 1]], hasMore: false });

    expect(
      (await list("?type=customer.updated,customer.deleted")).items.every((event) =>
        ["customer.updated", "customer.deleted"].includes(event.type),
      ),
    ).toBe(true);
    expect((await list("?type=invoice.*")).items).toEqual([]);
    expect((await list("?createdFrom=2999-01-01")).items).toEqual([]);
    expect((await list("?createdTo=2000-01-01")).items).toEqual([]);
    expect((await list(`?createdFrom=${all.items[0].createdAt}`)).items.length).toBeGreaterThan(0);
  });

  it("refuses a bad filter on its own field", async () => {
    expectError(
      await server.get("/api/events?type=customer.exploded", owner.token),
      400,
      "Unknown event type: customer.exploded",
      "type",
    );
    expectError(
      await server.get("/api/events?type=nothing.*", owner.token),
      400,
      "Unknown event type: nothing.*",
      "type",
    );
    for (const limit of ["0", "101", "ten", "2.5"]) {
      expectError(
        await server.get(`/api/events?limit=${limit}`, owner.token),
        400,
        "limit must be a whole number from 1 to 100",
        "limit",
      );
    }
    expectError(
      await server.get("/api/events?createdFrom=yesterday", owner.token),
      400,
      undefined,
      "createdFrom",
    );
    expectError(
      await server.get("/api/events?startingAfter=00000000-0000-4000-8000-000000000000", owner.token),
      400,
      "No such event: 00000000-0000-4000-8000-000000000000",
      "startingAfter",
    );
  });

  it("keeps each account's events to itself", async () => {
    const theirs = await list("", stranger.token);
    expect(theirs.items).toEqual([]);
    const mine = await list("?limit=1");
    expectError(await server.get(`/api/events/${mine.items[0].id}`, stranger.token), 404, "Event not found.");
    expectError(
      await server.get(`/api/events?startingAfter=${mine.items[0].id}`, stranger.token),
      400,
      undefined,
      "startingAfter",
    );
    // An API key with events:read reads them; one without is refused.
    const key = await server.post("/api/api-keys", { name: "Events", scopes: ["events:read"] }, owner.token);
    expect((await server.get("/api/events", key.body.secret)).status).toBe(200);
    const other = await server.post(
      "/api/api-keys",
      { name: "No events", scopes: ["customers:read"] },
      owner.token,
    );
    expectError(
      await server.get("/api/events", other.body.secret),
      403,
      "This API key does not allow events:read.",
    );
    const stored = await server.db.select().from(events).where(eq(events.roundAccountId, stranger.accountId));
    expect(stored).toEqual([]);
  });
});
