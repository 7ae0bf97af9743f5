import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

// Moving a customer onto or off a test clock (PUT /api/customers/{id} `testClockId`): allowed while it has
// no subscriptions and no invoices, refused on the field afterwards (Stripe fixes a customer's clock when it
// is created), on PGlite and PostgreSQL.

const FIXED =
  "This customer has subscriptions or invoices: its test clock was fixed when its billing began. Create a new customer to rehearse on a clock.";

describeOnBothDatabases("a customer's test clock", (kind: DatabaseKind) => {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  let clockId: string;
  let otherClockId: string;
  let planPointId: string;

  const post = (path: string, body: unknown, token = owner.token) =>
    server.call("POST", path, { body, token });
  const put = (path: string, body: unknown) => server.put(path, body, owner.token);
  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };
  const newCustomer = async (extra: Json = {}) =>
    ok(await post("/api/customers", { email: uniqueEmail("clocked"), currency: "USD", ...extra }), 201);
  const customer = async (id: string) => ok(await server.get(`/api/customers/${id}`, owner.token));
  const clockCustomers = async (id: string) =>
    ok(await server.get(`/api/test-clocks/${id}`, owner.token)).customerCount as number;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    [owner, stranger] = await Promise.all([
      server.signUp({}, "business"),
      server.signUp({ firstName: "Eve" }),
    ]);
    ok(await server.put("/api/catalog/settings", { defaultCurrency: "USD" }, owner.token));
    clockId = ok(
      await post("/api/test-clocks", { name: "Rehearsal", frozenTime: "2027-01-01T00:00:00Z" }),
      201,
    ).id;
    otherClockId = ok(
      await post(
        "/api/test-clocks",
        { name: "Stranger's", frozenTime: "2027-01-01T00:00:00Z" },
        stranger.token,
      ),
      201,
    ).id;
    const familyId = ok(
      await post("/api/catalog/product-families", {
        name: "Analytics",
        description: "Analytics plans",
        category: "SaaS Platform",
      }),
      201,
    ).id;
    planPointId = ok(
      await post("/api/catalog/plans", {
        name: "Basic",
        productFamilyId: familyId,
        pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 30, billingFrequency: "monthly" }],
      }),
      201,
    ).pricePoints[0].id;
  });
  afterAll(() => server?.close());

  it("moves a customer without billing onto a clock and off it again, and says it may", async () => {
    const made = await newCustomer({ testClockId: null });
    expect(made).toMatchObject({ testClockId: null, testClockChangeable: true });
    const on = ok(await put(`/api/customers/${made.id}`, { testClockId: clockId }));
    expect(on).toMatchObject({ testClockId: clockId, testClockChangeable: true, email: made.email });
    expect(await clockCustomers(clockId)).toBe(1);
    // Another change that leaves the clock out keeps it.
    expect(ok(await put(`/api/customers/${made.id}`, { company: "Acme" }))).toMatchObject({
      testClockId: clockId,
      company: "Acme",
    });
    const off = ok(await put(`/api/customers/${made.id}`, { testClockId: null }));
    expect(off.testClockId).toBeNull();
    expect(await clockCustomers(clockId)).toBe(0);
  });

  it("refuses a clock that is not the account's, on the field, and changes nothing", async () => {
    const made = await newCustomer();
    for (const id of [otherClockId, "00000000-0000-4000-8000-000000000000", "not-a-clock"]) {
      expectError(
        await put(`/api/customers/${made.id}`, { testClockId: id }),
        400,
        "Test clock not found",
        "testClockId",
      );
    }
    expectError(
      await post("/api/customers", { email: uniqueEmail("x"), testClockId: otherClockId }),
      400,
      "Test clock not found",
      "testClockId",
    );
    expect((await customer(made.id)).testClockId).toBeNull();
  });

  it("keeps the clock of a customer with a subscription: read-only, refused on the field", async () => {
    const made = await newCustomer({ testClockId: clockId });
    ok(await post("/api/subscriptions", { customerId: made.id, planPricePointId: planPointId }), 201);
    expect((await customer(made.id)).testClockChangeable).toBe(false);
    expectError(await put(`/api/customers/${made.id}`, { testClockId: null }), 400, FIXED, "testClockId");
    const live = await newCustomer();
    ok(await post("/api/subscriptions", { customerId: live.id, planPricePointId: planPointId }), 201);
    expectError(await put(`/api/customers/${live.id}`, { testClockId: clockId }), 400, FIXED, "testClockId");
    // Sending the clock it already has, with other changes, is no move: it goes through.
    expect(
      ok(await put(`/api/customers/${made.id}`, { testClockId: clockId, company: "Kept" })),
    ).toMatchObject({
      testClockId: clockId,
      company: "Kept",
    });
    expect((await customer(live.id)).testClockId).toBeNull();
    expect((await customer(made.id)).testClockId).toBe(clockId);
  });

  it("keeps the clock of a customer with only an invoice", async () => {
    const made = await newCustomer();
    ok(
      await post("/api/invoices", { customerId: made.id, items: [{ description: "Setup", amount: 10 }] }),
      201,
    );
    expect((await customer(made.id)).testClockChangeable).toBe(false);
    expectError(await put(`/api/customers/${made.id}`, { testClockId: clockId }), 400, FIXED, "testClockId");
    expect((await customer(made.id)).testClockId).toBeNull();
  });
});
