import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../src/auth/permissions.ts";
import { defaultRateLimits, type RateLimitRules } from "../src/config.ts";
import { redisStore } from "../src/rate-limit/redis-store.ts";
import type { RateLimitStore } from "../src/rate-limit/store.ts";
import { base64, newPerson, PASSWORD, REDIS_URL, TestServer, uniqueEmail } from "./helpers.ts";

const MINUTE = 60_000;

/** The spec's per-address limits; per-IP limits lowered to 2 so that they can be reached cheaply. */
const rules: RateLimitRules = {
  ...defaultRateLimits,
  loginFailuresPerIp: { limit: 2, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 2, windowMs: 60 * MINUTE },
  resendPerIp: { limit: 2, windowMs: 15 * MINUTE },
  forgotPerIp: { limit: 2, windowMs: 15 * MINUTE },
  resetPerIp: { limit: 2, windowMs: 15 * MINUTE },
};

/** A documentation address (RFC 5737) of its own for each caller. */
let callers = 0;
function distinctIp(): string {
  callers += 1;
  return callers < 255 ? `203.0.113.${callers}` : `198.51.100.${callers - 250}`;
}

describe("rate limits per address and per client IP (TRUST_PROXY=1)", () => {
  let server: TestServer;
  /** A call as the proxy forwards it: X-Forwarded-For carries the client's address. */
  const from = (ip: string, method: string, path: string, body: unknown) =>
    server.call(method, path, { body, headers: { "X-Forwarded-For": ip } });

  const expectLimited = (answer: { status: number; headers: Headers; body: unknown }, windowMs: number) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(429);
    expect(answer.body).toMatchObject({
      message: "Too many attempts. Please try again later.",
      errors: [{ code: "RATE_LIMITED" }],
    });
    const retryAfter = Number(answer.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  };

  beforeAll(async () => {
    server = await TestServer.start("pglite", { rateLimits: rules, trustProxy: 1 });
  });

  afterAll(async () => {
    await server?.close();
  });

  describe("per address", () => {
    it("the sixth sign-up for one address within the hour gets 429 with Retry-After", async () => {
      // An address with an account: each attempt is counted, and answered 409 without hashing anything.
      const person = { ...newPerson(), email: (await server.member(null, ROLE.Viewer)).email };
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await from(distinctIp(), "POST", "/identities/register", person)).status).toBe(409);
      }
      expectLimited(await from(distinctIp(), "POST", "/identities/register", person), 60 * MINUTE);
      const fresh = newPerson();
      expectLimited(
        await from(distinctIp(), "POST", "/identities/register", { ...fresh, email: person.email }),
        60 * MINUTE,
      );
    });

    it("the sixth confirmation resend and the sixth forgotten-password request get 429", async () => {
      for (const path of ["/identities/resend", "/identities/forgot-password"]) {
        const email = uniqueEmail("often");
        for (let attempt = 0; attempt < 5; attempt++) {
          expect((await from(distinctIp(), "POST", path, { email })).status).toBe(200);
        }
        expectLimited(await from(distinctIp(), "POST", path, { email }), 15 * MINUTE);
        // Another address is not affected.
        expect((await from(distinctIp(), "POST", path, { email: uniqueEmail("other") })).status).toBe(200);
      }
    });

    it("the eleventh password reset attempt for one user gets 429", async () => {
      const userId = randomUUID();
      const body = { userId, token: "wrong", password: "N3w!Password" };
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await from(distinctIp(), "POST", "/identities/reset-password", body)).status).toBe(400);
      }
      expectLimited(await from(distinctIp(), "POST", "/identities/reset-password", body), 15 * MINUTE);
    });
  });

  describe("per client IP", () => {
    it("limits failed sign-ins from one client, whatever address they try, and believes only the proxy", async () => {
      const client = distinctIp();
      const attempt = async (ip: string) =>
        from(ip, "POST", "/identities/login", {
          identifier: (await server.member(null, ROLE.Viewer)).email,
          password: "Wr0ng!Pass",
        });
      expect((await attempt(client)).status).toBe(401);
      expect((await attempt(client)).status).toBe(401);
      expectLimited(await attempt(client), 15 * MINUTE);
      // The client writes an address of its own in front: the proxy appended the real one after it.
      expectLimited(await attempt(`198.51.100.1, ${client}`), 15 * MINUTE);
      expect((await attempt(distinctIp())).status).toBe(401);
    });

    it("takes back the attempt of a sign-in that succeeded", async () => {
      const person = await server.member(null, ROLE.Viewer);
      const client = distinctIp();
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await from(client, "POST", "/identities/login", {
          identifier: person.email,
          password: base64(PASSWORD),
          encoded: true,
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
    });

    it("limits sign-ups (invitations included), resends, reset requests and resets from one client", async () => {
      // An address that has an account: refused with 409 before any password is hashed, but counted.
      const taken = await server.member(null, ROLE.Viewer);
      const signUpClient = distinctIp();
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(
          (await from(signUpClient, "POST", "/identities/register", { ...newPerson(), email: taken.email }))
            .status,
        ).toBe(409);
      }
      expectLimited(
        await from(signUpClient, "POST", "/identities/register", { ...newPerson(), email: taken.email }),
        60 * MINUTE,
      );
      expectLimited(
        await from(signUpClient, "POST", "/identities/register-with-invitation", {
          ...newPerson(),
          token: "nope",
        }),
        60 * MINUTE,
      );
      for (const path of ["/identities/resend", "/identities/forgot-password"]) {
        const client = distinctIp();
        for (let attempt = 0; attempt < 2; attempt++) {
          expect((await from(client, "POST", path, { email: uniqueEmail("ip") })).status).toBe(200);
        }
        expectLimited(await from(client, "POST", path, { email: uniqueEmail("ip") }), 15 * MINUTE);
      }
      const resetClient = distinctIp();
      const reset = () =>
        from(resetClient, "POST", "/identities/reset-password", {
          userId: randomUUID(),
          token: "wrong",
          password: "N3w!Password",
        });
      expect((await reset()).status).toBe(400);
      expect((await reset()).status).toBe(400);
      expectLimited(await reset(), 15 * MINUTE);
    });
  });
});

/** What both stores must do: each hit its own count, even in parallel; undo never below zero. */
async function storeContract(store: RateLimitStore) {
  const key = `contract:${randomUUID()}`;
  const counts = await Promise.all(Array.from({ length: 10 }, () => store.hit(key, 60_000)));
  expect(counts.map((counter) => counter.count).sort((a, b) => a - b)).toEqual([
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
  ]);
  const resetAt = counts[0]!.resetAt;
  expect(resetAt).toBeGreaterThan(Date.now());
  await Promise.all(Array.from({ length: 3 }, () => store.undo(key)));
  expect((await store.peek(key))?.count).toBe(7);
  for (let index = 0; index < 9; index++) await store.undo(key);
  expect((await store.peek(key))?.count ?? 0).toBe(0);
  expect((await store.hit(key, 60_000)).count).toBe(1);
  await store.reset(key);
  expect(await store.peek(key)).toBeNull();
  // Nothing to take back from a window that is not open.
  await store.undo(`contract:${randomUUID()}`);
}

describe("rate-limit stores", () => {
  it("counts each parallel hit once and takes attempts back in the database", async () => {
    const server = await TestServer.start("pglite");
    try {
      await storeContract(server.instance.deps.limiter.store);
    } finally {
      await server.close();
    }
  });

  it("does the same in Redis", async () => {
    const store = await redisStore(REDIS_URL);
    try {
      await storeContract(store);
    } finally {
      await store.close();
    }
  });
});
