import { afterAll, beforeAll, expect, it } from "vitest";
import { ROLE } from "../../src/auth/permissions.ts";
import {
  base64,
  describeOnBothDatabases,
  expectError,
  type Json,
  PASSWORD,
  TestClock,
  TestServer,
} from "../helpers.ts";

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const NEW_PASSWORD = "N3w#Password";

// A person's own sessions (/identities/me/sessions), their password (/identities/me/password) and what
// /identities/me says about their sign-ins and permissions.
describeOnBothDatabases("sessions and password", (kind) => {
  let server: TestServer;
  const clock = new TestClock();

  beforeAll(async () => {
    server = await TestServer.start(kind, {}, { clock });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Signs in as `email` from a browser saying `userAgent`. */
  const signIn = async (email: string, userAgent: string, password = PASSWORD) => {
    const answer = await server.call("POST", "/identities/login", {
      body: { identifier: email, password: base64(password), encoded: true },
      headers: { "User-Agent": userAgent },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { token: string; refreshToken: string };
  };

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

  it("changes the password with the current one, and signs every other session out", async () => {
    const person = await server.member(null, ROLE.Viewer);
    const laptop = await signIn(person.email, CHROME_MAC);
    const phone = await signIn(person.email, SAFARI_IPHONE);
    const change = (body: unknown, token = phone.token) =>
      server.post("/identities/me/password", body, token);

    expectError(
      await change({ currentPassword: "", newPassword: NEW_PASSWORD }),
      400,
      "Current password is required",
      "currentPassword",
    );
    expectError(
      await change({ currentPassword: PASSWORD, newPassword: "short" }),
      400,
      "Password must be at least 8 characters long",
      "newPassword",
    );
    expectError(
      await change({ currentPassword: PASSWORD, newPassword: "longenough1" }),
      400,
      "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
      "newPassword",
    );
    expectError(
      await change({ currentPassword: PASSWORD, newPassword: PASSWORD }),
      400,
      "The new password must be different from the current one",
      "newPassword",
    );
    expectError(
      await change({ currentPassword: "Wrong#Pass1", newPassword: NEW_PASSWORD }),
      400,
      "The current password is incorrect.",
      "currentPassword",
    );
    expectError(await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, "not.a.token"), 401);
    // Nothing changed so far: every session works.
    expect((await server.get("/identities/me", laptop.token)).status).toBe(200);

    const changed = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe(
      "Your password has been changed. Your other sessions have been signed out.",
    );
    expect((await server.get("/identities/me", phone.token)).status).toBe(200);
    expectError(await server.get("/identities/me", laptop.token), 401);
    expectError(await server.get("/identities/me", person.token), 401);
    expectError(await server.post("/identities/refresh-token", { refreshToken: laptop.refreshToken }), 401);
    expect(
      (await server.post("/identities/refresh-token", { refreshToken: phone.refreshToken })).status,
    ).toBe(200);
    expect((await server.get("/identities/me/sessions", phone.token)).body.totalCount).toBe(1);

    const old = await server.post("/identities/login", {
      identifier: person.email,
      password: base64(PASSWORD),
      encoded: true,
    });
    expectError(old, 401, "Invalid email or password.");
    await signIn(person.email, CHROME_MAC, NEW_PASSWORD);
  });

  it("stops guessing the current password after 5 wrong ones in 15 minutes", async () => {
    const person = await server.member(null, ROLE.Viewer);
    const wrong = { currentPassword: "Wrong#Pass1", newPassword: NEW_PASSWORD };
    for (let attempt = 0; attempt < 5; attempt++) {
      expectError(await server.post("/identities/me/password", wrong, person.token), 400);
    }
    const limited = await server.post(
      "/identities/me/password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      person.token,
    );
    expectError(limited, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("says who the caller is in their account: role, permissions and the sign-in before this one", async () => {
    const owner = await server.signUp({}, "business");
    const first = await server.get("/identities/me", owner.token);
    expect(first.body).toMatchObject({
      role: ROLE.TeamOwner,
      roleName: "TeamOwner",
      roleLabel: "Team Owner",
      permissions: [
        "read",
        "editOrganization",
        "invite",
        "manageCatalog",
        "manageCustomers",
        "manageBilling",
      ],
      // The confirmation link signed them in: their first session.
      previousSignInAt: null,
    });
    const again = await signIn(owner.email, CHROME_MAC);
    const second = await server.get("/identities/me", again.token);
    expect(second.body.previousSignInAt).toEqual(expect.any(String));
    const developer = await server.member(owner.accountId, ROLE.BillingSpecialist);
    expect((await server.get("/identities/me", developer.token)).body).toMatchObject({
      role: ROLE.BillingSpecialist,
      roleLabel: "Billing Specialist",
      permissions: ["read", "manageBilling"],
    });
    const loner = await server.member(null, ROLE.Viewer);
    expect((await server.get("/identities/me", loner.token)).body).toMatchObject({
      role: null,
      roleName: null,
      roleLabel: null,
      permissions: [],
    });
  });
});
