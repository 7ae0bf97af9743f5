import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../../src/auth/permissions.ts";
import {
  base64,
  describeOnBothDatabases,
  expectError,
  PASSWORD,
  TestServer,
  uniqueEmail,
} from "../../helpers.ts";
import { CHROME_MAC, SAFARI_IPHONE, signInFrom } from "./browsers.ts";

const NEW_PASSWORD = "N3w#Password";

// Passwords: a forgotten one reset with the emailed link, and one changed with the current one
// (/identities/me/password).
describeOnBothDatabases("identities: passwords", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start(kind);
  });

  afterAll(async () => {
    await server?.close();
  });

  const signIn = (email: string, userAgent: string, password?: string) =>
    signInFrom(server, email, userAgent, password);

  describe("forgotten passwords", () => {
    it("answers the same for unknown addresses and resets with the emailed link, once", async () => {
      const person = await server.signUp();
      const known = await server.post("/identities/forgot-password", { email: person.email });
      const unknown = await server.post("/identities/forgot-password", { email: uniqueEmail("ghost") });
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expectError(
        await server.post("/identities/forgot-password", { email: "" }),
        400,
        "Email address is required",
        "email",
      );

      const mail = await server.mail(person.email, /Reset/);
      const link = new URL(mail.links[0]!);
      expect(`${link.origin}${link.pathname}`).toBe("http://app.test/auth/reset-password");
      const userId = link.searchParams.get("userId")!;
      const token = link.searchParams.get("token")!;
      expectError(
        await server.post("/identities/reset-password", { userId, token, password: "weak" }),
        400,
        "Password must be at least 8 characters long",
        "password",
      );
      expectError(
        await server.post("/identities/reset-password", { userId, token: "wrong", password: "N3w!Password" }),
        400,
      );
      expect(
        (await server.post("/identities/reset-password", { userId, token, password: "N3w!Password" })).status,
      ).toBe(200);
      expectError(
        await server.post("/identities/reset-password", { userId, token, password: "N3w!Password" }),
        400,
      );
      // Signed out everywhere; the new password works.
      expectError(await server.get("/identities/me", person.token), 401);
      expect(
        (await server.post("/identities/login", { identifier: person.email, password: "N3w!Password" }))
          .status,
      ).toBe(200);
    });
  });

  describe("changing the password", () => {
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
  });
});
