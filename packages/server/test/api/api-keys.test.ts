import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../src/auth/permissions.ts";
import { defaultRateLimits } from "../../src/config.ts";
import { apiKeySecrets, roundAccountUsers } from "../../src/db/schema/index.ts";
import {
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestClock,
  TestServer,
} from "../helpers.ts";

const HOUR = 3_600_000;
const SECRET = /^rnd_sk_[0-9A-Za-z]{40}$/;

describeOnBothDatabases("API keys", (kind) => {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  const clock = new TestClock();

  beforeAll(async () => {
    server = await TestServer.start(
      kind,
      { rateLimits: { ...defaultRateLimits, apiKeyRequests: { limit: 20, windowMs: 60_000 } } },
      { clock },
    );
    [owner, stranger] = await Promise.all([server.signUp({}, "business"), server.signUp()]);
  });

  afterAll(async () => {
    await server?.close();
  });

  const makeKey = async (scopes: string[], token = owner.token, extra: Record<string, unknown> = {}) => {
    const made = await server.post(
      "/api/api-keys",
      { name: `Key ${scopes.join(" ")}`, scopes, ...extra },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as Json;
  };

  it("shows the secret once, keeps only its digest, and lists keys without it", async () => {
    const key = await makeKey(["customers:write"]);
    expect(key.secret).toMatch(SECRET);
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    expect(key.last4).toBe(key.secret.slice(-4));
    expect(key).toMatchObject({ scopes: ["customers:write"], expiresAt: null, lastUsedAt: null });
    expect(key.createdBy.id).toBe(owner.userId);

    const stored = await server.db.select().from(apiKeySecrets).where(eq(apiKeySecrets.apiKeyId, key.id));
    expect(stored.map((row) => row.hash)).toEqual([createHash("sha256").update(key.secret).digest("hex")]);
    expect(JSON.stringify(stored)).not.toContain(key.secret.slice(7));

    const list = await server.get("/api/api-keys", owner.token);
    expect(list.status).toBe(200);
    const listed = list.body.find((item: Json) => item.id === key.id);
    expect(listed).toMatchObject({ name: key.name, prefix: key.prefix, last4: key.last4 });
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
    expect((await server.get(`/api/api-keys/${key.id}`, owner.token)).body).not.toHaveProperty("secret");
  });

  it("works on the endpoints of its scopes, and nowhere else", async () => {
    const key = await makeKey(["customers:write"]);
    const created = await server.post("/api/customers", { email: "machine@example.com" }, key.secret);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Write includes read.
    const listed = await server.get("/api/customers?search=machine", key.secret);
    expect(listed.body.items.map((item: Json) => item.email)).toContain("machine@example.com");

    expectError(
      await server.get("/api/catalog/plans", key.secret),
      403,
      "This API key does not allow catalog:read.",
    );
    expectError(
      await server.post("/api/invoices", { customerId: created.body.id, items: [] }, key.secret),
      403,
      "This API key does not allow invoices:write.",
    );
    // People's endpoints: the profile, the team, organizations, the keys themselves.
    for (const path of ["/identities/me", "/api/members", "/organizations", "/api/api-keys"]) {
      expectError(await server.get(path, key.secret), 403, "API keys cannot use this endpoint.");
    }
    expectError(
      await server.post("/api/api-keys", { name: "Child", scopes: ["*"] }, key.secret),
      403,
      "API keys cannot use this endpoint.",
    );

    const readOnly = await makeKey(["customers:read"]);
    expect((await server.get("/api/customers", readOnly.secret)).status).toBe(200);
    expectError(
      await server.post("/api/customers", { email: "no@example.com" }, readOnly.secret),
      403,
      "This API key does not allow customers:write.",
    );

    // Another account's records are not found, as for a person.
    const foreign = await server.get(`/api/customers?roundAccountId=${stranger.accountId}`, key.secret);
    expectError(foreign, 404, "Account not found.");
  });

  it("keeps when a key was last used", async () => {
    const key = await makeKey(["metrics:read"]);
    expect((await server.get("/api/metrics/summary", key.secret)).status).toBe(200);
    const after = await server.get(`/api/api-keys/${key.id}`, owner.token);
    expect(after.body.lastUsedAt).not.toBeNull();
  });

  it("refuses unknown, revoked and expired keys with 401", async () => {
    expectError(
      await server.get("/api/customers", `rnd_sk_${"x".repeat(40)}`),
      401,
      "This API key is not valid.",
    );

    const key = await makeKey(["customers:read"]);
    expect((await server.get("/api/customers", key.secret)).status).toBe(200);
    expect((await server.del(`/api/api-keys/${key.id}`, owner.token)).status).toBe(204);
    expectError(await server.get("/api/customers", key.secret), 401, "This API key is not valid.");
    expectError(await server.get(`/api/api-keys/${key.id}`, owner.token), 404, "API key not found.");
    expectError(await server.del(`/api/api-keys/${key.id}`, owner.token), 404, "API key not found.");

    const expiring = await makeKey(["customers:read"], owner.token, {
      expiresAt: new Date(clock.now() + HOUR).toISOString(),
    });
    expect((await server.get("/api/customers", expiring.secret)).status).toBe(200);
    clock.at(clock.offsetMs + 2 * HOUR);
    try {
      expectError(await server.get("/api/customers", expiring.secret), 401, "This API key is not valid.");
    } finally {
      clock.at(0);
    }
  });

  it("rolls a secret with an overlap, then only the new one works", async () => {
    const key = await makeKey(["customers:read"]);
    const rolled = await server.post(`/api/api-keys/${key.id}/roll`, { overlapHours: 1 }, owner.token);
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(rolled.body.secret).toMatch(SECRET);
    expect(rolled.body.secret).not.toBe(key.secret);
    expect(rolled.body.last4).toBe(rolled.body.secret.slice(-4));
    expect((await server.get("/api/customers", key.secret)).status).toBe(200);
    expect((await server.get("/api/customers", rolled.body.secret)).status).toBe(200);
    clock.at(clock.offsetMs + 2 * HOUR);
    try {
      expectError(await server.get("/api/customers", key.secret), 401, "This API key is not valid.");
      expect((await server.get("/api/customers", rolled.body.secret)).status).toBe(200);
    } finally {
      clock.at(0);
    }

    const now = await server.post(`/api/api-keys/${key.id}/roll`, { overlapHours: 0 }, owner.token);
    expectError(await server.get("/api/customers", rolled.body.secret), 401, "This API key is not valid.");
    expect((await server.get("/api/customers", now.body.secret)).status).toBe(200);

    // The default overlap is 24 hours.
    const byDefault = await server.post(`/api/api-keys/${key.id}/roll`, {}, owner.token);
    expect(byDefault.status).toBe(200);
    expect((await server.get("/api/customers", now.body.secret)).status).toBe(200);
  });

  it("refuses bad input on its own field and changes nothing", async () => {
    const before = (await server.get("/api/api-keys", owner.token)).body.length;
    expectError(
      await server.post("/api/api-keys", { name: "", scopes: ["*"] }, owner.token),
      400,
      "Name is required",
      "name",
    );
    expectError(
      await server.post("/api/api-keys", { name: "K", scopes: [] }, owner.token),
      400,
      "Choose at least one scope",
      "scopes",
    );
    expectError(
      await server.post("/api/api-keys", { name: "K", scopes: ["customers:delete"] }, owner.token),
      400,
      "Unknown scope",
    );
    expectError(
      await server.post(
        "/api/api-keys",
        { name: "K", scopes: ["*"], expiresAt: new Date(clock.now() - HOUR).toISOString() },
        owner.token,
      ),
      400,
      "Expiry must be in the future",
      "expiresAt",
    );
    expectError(
      await server.post("/api/api-keys", { name: "K", scopes: ["*"], expiresAt: "next week" }, owner.token),
      400,
      "Expiry must be a date and time",
      "expiresAt",
    );
    const key = await makeKey(["customers:read"]);
    for (const overlapHours of [-1, 169, 1.5, "24"]) {
      expectError(
        await server.post(`/api/api-keys/${key.id}/roll`, { overlapHours }, owner.token),
        400,
        "Overlap must be a whole number of hours from 0 to 168",
        "overlapHours",
      );
    }
    expect((await server.get("/api/customers", key.secret)).status).toBe(200);
    expect((await server.get("/api/api-keys", owner.token)).body.length).toBe(before + 1);
  });

  it("never gives a key more than its creator's role, today", async () => {
    const developer = await server.member(owner.accountId, ROLE.Developer);
    expectError(
      await server.post("/api/api-keys", { name: "Too much", scopes: ["catalog:write"] }, developer.token),
      403,
      "Your role does not allow catalog:write.",
    );
    expectError(
      await server.post("/api/api-keys", { name: "Too much", scopes: ["*"] }, developer.token),
      403,
      "Your role does not allow *.",
    );
    const readKey = await makeKey(["catalog:read", "webhooks:write"], developer.token);
    expect((await server.get("/api/catalog/plans", readKey.secret)).status).toBe(200);

    const viewer = await server.member(owner.accountId, ROLE.Viewer);
    expectError(await server.get("/api/api-keys", viewer.token), 403);
    expectError(
      await server.post("/api/api-keys", { name: "K", scopes: ["customers:read"] }, viewer.token),
      403,
    );

    // Only the roles with `manageDevelopers` make keys.
    const finance = await server.member(owner.accountId, ROLE.FinanceManager);
    expectError(
      await server.post("/api/api-keys", { name: "K", scopes: ["customers:read"] }, finance.token),
      403,
      "Your role does not allow this action.",
    );

    // An admin's key that writes customers stops writing when the admin becomes a viewer, and stops working
    // when they leave the account.
    const admin = await server.member(owner.accountId, ROLE.Admin);
    const key = await makeKey(["customers:write"], admin.token);
    expect((await server.post("/api/customers", { email: "fm@example.com" }, key.secret)).status).toBe(201);
    const membership = eq(roundAccountUsers.userId, admin.userId);
    await server.db.update(roundAccountUsers).set({ role: ROLE.Viewer }).where(membership);
    expectError(
      await server.post("/api/customers", { email: "fm2@example.com" }, key.secret),
      403,
      "Your role does not allow this action.",
    );
    expect((await server.get("/api/customers", key.secret)).status).toBe(200);
    await server.db.delete(roundAccountUsers).where(membership);
    expectError(await server.get("/api/customers", key.secret), 401, "This API key is no longer valid.");
  });

  it("is another account's key to anyone else", async () => {
    const key = await makeKey(["customers:read"]);
    expectError(await server.get(`/api/api-keys/${key.id}`, stranger.token), 404, "API key not found.");
    expectError(await server.del(`/api/api-keys/${key.id}`, stranger.token), 404, "API key not found.");
    expect((await server.get("/api/customers", key.secret)).status).toBe(200);
  });

  describe("rate limit", () => {
    it("answers 429 with Retry-After past a key's limit, and counts each key apart", async () => {
      const key = await makeKey(["metrics:read"]);
      const other = await makeKey(["metrics:read"]);
      for (let i = 0; i < 20; i++)
        expect((await server.get("/api/metrics/summary", key.secret)).status).toBe(200);
      const refused = await server.get("/api/metrics/summary", key.secret);
      expectError(refused, 429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await server.get("/api/metrics/summary", other.secret)).status).toBe(200);
      // People are not counted against keys.
      expect((await server.get("/api/metrics/summary", owner.token)).status).toBe(200);
    });
  });
});
