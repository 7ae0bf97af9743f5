import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../../src/auth/permissions.ts";
import {
  base64,
  describeOnBothDatabases,
  expectError,
  type Json,
  PASSWORD,
  type SignedUp,
  TestClock,
  TestServer,
  uniqueEmail,
} from "../../helpers.ts";
import { CHROME_MAC, SAFARI_IPHONE, signInFrom } from "./browsers.ts";

// Signing in (and its limits), tokens and their renewal, signing out, and a person's own sessions
// (/identities/me/sessions).
describeOnBothDatabases("identities: sessions", (kind) => {
  let server: TestServer;
  const clock = new TestClock();
  /** Owns a personal account. */
  let stranger: SignedUp;

  beforeAll(async () => {
    server = await TestServer.start(kind, {}, { clock });
    stranger = await server.signUp({ firstName: "Grace", lastName: "Hopper" });
  });

  afterAll(async () => {
    await server?.close();
  });

  const signIn = (email: string, userAgent: string, password?: string) =>
    signInFrom(server, email, userAgent, password);

  describe("signing in", () => {
    it("limits failed sign-ins: the sixth within 15 minutes gets 429 with Retry-After", async () => {
      const email = uniqueEmail("brute");
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          (await server.post("/identities/login", { identifier: email, password: PASSWORD })).status,
        ).toBe(401);
      }
      const limited = await server.post("/identities/login", { identifier: email, password: PASSWORD });
      expectError(limited, 429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    });

    it("counts sign-in attempts before checking the password: of 10 parallel guesses, at most 5 are not 429", async () => {
      const { email } = await server.member(null, ROLE.Viewer);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          server.post("/identities/login", { identifier: email, password: "Wr0ng!Pass" }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 429).length, String(statuses)).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      for (const answer of answers.filter((item) => item.status === 429)) {
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      // Even the right password waits for the window to close.
      expectError(
        await server.post("/identities/login", {
          identifier: email,
          password: base64(PASSWORD),
          encoded: true,
        }),
        429,
      );
    });
  });

  describe("tokens", () => {
    it("answers 401 without a token, with a bad one, and after logout", async () => {
      expectError(await server.get("/identities/me"), 401);
      expectError(await server.get("/identities/me", "not.a.token"), 401);
      const session = await server.post("/identities/login", {
        identifier: stranger.email,
        password: base64(PASSWORD),
        encoded: true,
      });
      expect((await server.get("/identities/me", session.body.token)).status).toBe(200);
      expect((await server.post("/identities/logout", {}, session.body.token)).body).toMatchObject({
        succeeded: true,
      });
      expectError(await server.get("/identities/me", session.body.token), 401);
      expectError(
        await server.post("/identities/refresh-token", { refreshToken: session.body.refreshToken }),
        401,
      );
      expectError(await server.post("/identities/logout", {}), 401);
    });

    it("rotates refresh tokens, and a reused one ends the whole session", async () => {
      const session = await server.post("/identities/login", {
        identifier: stranger.email,
        password: base64(PASSWORD),
        encoded: true,
      });
      const first = await server.post("/identities/refresh-token", {
        refreshToken: session.body.refreshToken,
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ succeeded: true });
      expect(first.body.refreshToken).not.toBe(session.body.refreshToken);
      expect((await server.get("/identities/me", first.body.token)).status).toBe(200);
      // The old token again: reuse. The family is revoked, so the newest one stops working too.
      expectError(
        await server.post("/identities/refresh-token", { refreshToken: session.body.refreshToken }),
        401,
      );
      expectError(
        await server.post("/identities/refresh-token", { refreshToken: first.body.refreshToken }),
        401,
      );
      expectError(await server.get("/identities/me", first.body.token), 401);
      expectError(
        await server.post("/identities/refresh-token", {}),
        400,
        "Refresh token is required",
        "refreshToken",
      );
    });
  });

  describe("the signed-in sessions", () => {
    it("lists the signed-in sessions with their device, address and times, this one marked", async () => {
      clock.at(0);
      const person = await server.member(null, ROLE.Viewer);
      const laptop = await signIn(person.email, CHROME_MAC);
      clock.at(60_000);
      const phone = await signIn(person.email, SAFARI_IPHONE);

      const listed = await server.get("/identities/me/sessions", phone.token);
      expect(listed.status).toBe(200);
      // The helper's own session (no User-Agent) and the two sign-ins, newest use first.
      expect(listed.body.totalCount).toBe(3);
      const [first, second] = listed.body.items as Json[];
      expect(first).toMatchObject({ browser: "Safari 18", os: "iOS", device: "mobile", current: true });
      expect(second).toMatchObject({
        browser: "Chrome 131",
        os: "macOS",
        device: "desktop",
        userAgent: CHROME_MAC,
        current: false,
      });
      // In-process requests have no socket: no address to show.
      expect(first.ipAddress).toBeNull();
      expect(Date.parse(first.createdDate) - Date.parse(second.createdDate)).toBeGreaterThanOrEqual(59_000);

      // A refresh is a use: the laptop's session moves first.
      clock.at(120_000);
      const refreshed = await server.post("/identities/refresh-token", { refreshToken: laptop.refreshToken });
      expect(refreshed.status).toBe(200);
      const after = await server.get("/identities/me/sessions", phone.token);
      expect(after.body.items[0]).toMatchObject({ browser: "Chrome 131", current: false });
      expect(Date.parse(after.body.items[0].lastUsedAt)).toBeGreaterThan(
        Date.parse(after.body.items[0].createdDate),
      );
      clock.at(0);
    });

    it("signs one session out: its access token is refused at once and its refresh token is dead", async () => {
      const person = await server.member(null, ROLE.Viewer);
      const laptop = await signIn(person.email, CHROME_MAC);
      const phone = await signIn(person.email, SAFARI_IPHONE);
      const laptopId = (await server.get("/identities/me/sessions", laptop.token)).body.items.find(
        (item: Json) => item.current,
      ).id;

      const ended = await server.del(`/identities/me/sessions/${laptopId}`, phone.token);
      expect(ended.status).toBe(200);
      expect(ended.body.message).toBe("Session signed out");
      expectError(
        await server.get("/identities/me", laptop.token),
        401,
        "Your session has ended. Please sign in again.",
      );
      expectError(await server.post("/identities/refresh-token", { refreshToken: laptop.refreshToken }), 401);
      expect((await server.get("/identities/me", phone.token)).status).toBe(200);
      const listed = await server.get("/identities/me/sessions", phone.token);
      expect(listed.body.items.map((item: Json) => item.id)).not.toContain(laptopId);

      // Already ended, unknown, not an id, or someone else's: not found.
      expectError(
        await server.del(`/identities/me/sessions/${laptopId}`, phone.token),
        404,
        "Session not found.",
      );
      expectError(await server.del("/identities/me/sessions/nope", phone.token), 404, "Session not found.");
      const other = await server.member(null, ROLE.Viewer);
      const otherSession = (await server.get("/identities/me/sessions", other.token)).body.items[0].id;
      expectError(
        await server.del(`/identities/me/sessions/${otherSession}`, phone.token),
        404,
        "Session not found.",
      );
      expect((await server.get("/identities/me", other.token)).status).toBe(200);
      // Signing out the session that asks is signing out.
      const phoneId = listed.body.items.find((item: Json) => item.current).id;
      expect((await server.del(`/identities/me/sessions/${phoneId}`, phone.token)).status).toBe(200);
      expectError(await server.get("/identities/me", phone.token), 401);
    });
  });
});
