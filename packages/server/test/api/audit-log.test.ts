import { afterAll, beforeAll, expect, it } from "vitest";
import { auditLog } from "../../src/db/schema/index.ts";
import {
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";
import { ROUTES } from "../route-access.ts";

// The audit log (PLATFORM.md): every write records who did it (a person, an API key, Round itself), what,
// to which record, with the values before and after, never a secret; read with filters and cursor paging,
// exported as CSV, by owners and admins only.
describeOnBothDatabases("audit log", (kind) => {
  let server: TestServer;
  let owner: SignedUp;
  let key: { id: string; secret: string; name: string };

  beforeAll(async () => {
    server = await TestServer.start(kind);
    owner = await server.signUp({ firstName: "Ada", lastName: "Lovelace" }, "business");
    const made = await server.post(
      "/api/api-keys",
      { name: "Back office", scopes: ["customers:write", "audit_log:read"] },
      owner.token,
    );
    expect(made.status).toBe(201);
    key = made.body;
  });

  afterAll(async () => {
    await server?.close();
  });

  const entries = async (query = "", token = owner.token) => {
    const answer = await server.get(`/api/audit-log${query}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { items: Json[]; hasMore: boolean };
  };

  it("records a person's and a key's writes with their values before and after, never a secret", async () => {
    const byPerson = await server.post(
      "/api/customers",
      { email: uniqueEmail("audited"), firstName: "Grace" },
      owner.token,
    );
    expect(byPerson.status).toBe(201);
    const id = byPerson.body.id;
    const byKey = await server.put(`/api/customers/${id}`, { firstName: "Augusta" }, key.secret);
    expect(byKey.status).toBe(200);

    const history = await entries(`?resourceType=customer&resourceId=${id}`);
    expect(history.items.map((entry) => entry.action)).toEqual(["customer.update", "customer.create"]);
    const [update, create] = history.items;
    expect(create.actor).toEqual({ type: "user", id: owner.userId, name: "Ada Lovelace" });
    expect(create.changes.firstName).toEqual([null, "Grace"]);
    expect(create.changes.email).toEqual([null, byPerson.body.email]);
    expect(update.actor).toEqual({ type: "api_key", id: key.id, name: "Back office" });
    expect(update.changes.firstName).toEqual(["Grace", "Augusta"]);
    expect(update.changes).not.toHaveProperty("email");
    expect(update.requestId).toEqual(expect.any(String));

    // The key itself: made with its values, never its secret.
    const keyHistory = await entries(`?resourceType=api_key&resourceId=${key.id}`);
    expect(keyHistory.items.map((entry) => entry.action)).toEqual(["api_key.create"]);
    expect(keyHistory.items[0].changes.name).toEqual([null, "Back office"]);
    const everything = JSON.stringify(await server.db.select().from(auditLog));
    expect(everything).not.toContain(key.secret);
    expect(everything).not.toContain(key.secret.slice(12));

    // A card's number never reaches it either.
    const card = await server.post(
      `/api/customers/${id}/payment-methods`,
      { type: "card", cardNumber: "4242424242424242", expiryMonth: 12, expiryYear: 2099, cvc: "123" },
      owner.token,
    );
    expect(card.status).toBe(201);
    const attached = await entries(`?action=payment_method.attach`);
    expect(attached.items).toHaveLength(1);
    const stored = JSON.stringify(await server.db.select().from(auditLog));
    expect(stored).not.toContain("4242424242424242");
    expect(stored).not.toMatch(/"cvc"/);
  });

  it("filters by actor, action and dates, and pages newest first", async () => {
    for (let index = 0; index < 3; index++) {
      await server.post("/api/customers", { email: uniqueEmail("paged") }, key.secret);
    }
    const byKey = await entries(`?actorType=api_key&action=customer.create&limit=2`);
    expect(byKey.items).toHaveLength(2);
    expect(byKey.hasMore).toBe(true);
    const rest = await entries(
      `?actorType=api_key&action=customer.create&limit=2&startingAfter=${byKey.items[1].id}`,
    );
    expect(rest.items).toHaveLength(1);
    expect(rest.hasMore).toBe(false);
    expect(Date.parse(byKey.items[0].occurredAt)).toBeGreaterThanOrEqual(
      Date.parse(byKey.items[1].occurredAt),
    );
    expect((await entries(`?actorId=${key.id}&action=customer.create`)).items).toHaveLength(3);
    expect((await entries(`?to=2000-01-01`)).items).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?from=${today}&action=customer.create`)).items.length).toBeGreaterThanOrEqual(4);
    expectError(
      await server.get("/api/audit-log?actorType=robot", owner.token),
      400,
      "actorType must be one of: user, api_key, system, customer",
      "actorType",
    );
    expectError(
      await server.get("/api/audit-log?from=yesterday", owner.token),
      400,
      "from must be a date or a date and time",
      "from",
    );
  });

  it("exports the same filter as CSV, streamed", async () => {
    const answer = await server.get("/api/audit-log/export?actorType=api_key", owner.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/csv");
    const lines = (answer.body as string).trim().split("\r\n");
    expect(lines[0]).toBe(
      "occurredAt,actorType,actorId,actorName,action,resourceType,resourceId,changes,ip,userAgent,requestId",
    );
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.slice(1).every((line) => line.includes(",api_key,"))).toBe(true);
  });

  it("is read by owners and admins only, and no route changes or deletes an entry", async () => {
    const viewer = await server.member(owner.accountId, 17);
    expect((await server.get("/api/audit-log", viewer.token)).status).toBe(403);
    const routes = Object.keys(ROUTES).filter((route) => route.includes("/api/audit-log"));
    expect(routes.sort()).toEqual(["GET /api/audit-log", "GET /api/audit-log/export"]);
  });

  it("records Round's own steps as system, and the advance itself under its caller", async () => {
    const clock = await server.post(
      "/api/test-clocks",
      { name: "Audit", frozenTime: "2027-01-01" },
      owner.token,
    );
    expect(clock.status).toBe(201);
    const advanced = await server.post(
      `/api/test-clocks/${clock.body.id}/advance`,
      { frozenTime: "2027-01-02" },
      owner.token,
    );
    expect(advanced.status).toBeLessThan(300);
    const entry = (await entries(`?action=test_clock.advance`)).items[0];
    expect(entry.actor.type).toBe("user");
    expect(entry.resourceId).toBe(clock.body.id);
  });
});
