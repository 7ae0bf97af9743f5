import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, newPerson, PASSWORD, REDIS_URL, uniqueEmail } from "./helpers.ts";
import { http, type ServerProcess, signUpOver, startServerProcess } from "./process.ts";

describe("two instances on one PostgreSQL and Redis", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("accept each other's tokens and share rate limits", async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(() => database.drop());
    const env = { DATABASE_URL: database.url, REDIS_URL };
    // Started together: migrations and the generated signing key must not race.
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
    const servers: ServerProcess[] = [a, b];
    expect(a.url).not.toBe(b.url);

    const person = newPerson();
    const session = await signUpOver(a.url, { ...person });
    const me = await http(b.url, "GET", "/identities/me", undefined, session.token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(person.email);
    // A refresh on B, the new access token used on A.
    const refreshed = await http(b.url, "POST", "/identities/refresh-token", {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect((await http(a.url, "GET", "/identities/me", undefined, refreshed.body.token)).status).toBe(200);
    // Logout on A ends the session on B too.
    await http(a.url, "POST", "/identities/logout", {}, refreshed.body.token);
    expect((await http(b.url, "GET", "/identities/me", undefined, refreshed.body.token)).status).toBe(401);

    // Five failures spread over both instances; the sixth attempt is refused by either.
    const target = uniqueEmail("shared-limit");
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await http(servers[attempt % 2]!.url, "POST", "/identities/login", {
        identifier: target,
        password: PASSWORD,
      });
      expect(answer.status).toBe(401);
    }
    for (const server of servers) {
      const limited = await http(server.url, "POST", "/identities/login", {
        identifier: target,
        password: PASSWORD,
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }

    // The counters are in Redis.
    const redis = new Redis(REDIS_URL);
    cleanups.push(() => redis.quit());
    const key = `round:rl:loginFailuresPerAddress:${target}`;
    expect(Number(await redis.get(key))).toBe(5);
    await redis.del(key);
  }, 120_000);
});
