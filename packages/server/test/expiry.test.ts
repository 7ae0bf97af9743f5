import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../src/auth/permissions.ts";
import { roundAccounts, users } from "../src/db/schema/index.ts";
import { base64, type Json, PASSWORD, TestClock, TestServer, uniqueEmail } from "./helpers.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The lifetimes of what the server hands out, read on the server's clock: a test clock moved past each
// one (and back to just before it).
describe("how long links, invitations and tokens last", () => {
  const clock = new TestClock();
  let server: TestServer;

  const expectError = (answer: { status: number; body: Json }, status: number, description: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.errors[0].description).toBe(description);
  };

  /** The link of the newest message to `to`. */
  const linkTo = async (to: string, subject: RegExp) => new URL((await server.mail(to, subject)).links[0]!);

  beforeAll(async () => {
    server = await TestServer.start("pglite", {}, { clock });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("a confirmation link works for 24 hours", async () => {
    clock.at(0);
    const person = await server.member(null, ROLE.Viewer);
    await server.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, person.userId));
    expect((await server.post("/identities/resend", { email: person.email })).status).toBe(200);
    const link = await linkTo(person.email, /Confirm/);
    const invalid = "This confirmation link is invalid or has expired. Please request a new one.";

    clock.at(DAY + SECOND);
    expectError(await server.get(`/identities/confirm-email${link.search}`), 400, invalid);
    expectError(await server.post(`/identities/confirm-email-and-login${link.search}`), 400, invalid);
    clock.at(DAY - MINUTE);
    expect((await server.get(`/identities/confirm-email${link.search}`)).body).toEqual({
      message: "Email confirmed successfully",
    });
  });

  it("a password reset link works for 1 hour", async () => {
    clock.at(0);
    const person = await server.member(null, ROLE.Viewer);
    expect((await server.post("/identities/forgot-password", { email: person.email })).status).toBe(200);
    const link = await linkTo(person.email, /Reset/);
    const body = {
      userId: link.searchParams.get("userId"),
      token: link.searchParams.get("token"),
      password: "N3w!Password",
    };

    clock.at(HOUR + SECOND);
    expectError(
      await server.post("/identities/reset-password", body),
      400,
      "This password reset link is invalid or has expired. Please request a new one.",
    );
    clock.at(HOUR - MINUTE);
    expect((await server.post("/identities/reset-password", body)).status).toBe(200);
  });

  it("an invitation works for 7 days, and an expired one no longer blocks a new one", async () => {
    clock.at(0);
    const [account] = await server.db
      .insert(roundAccounts)
      .values({ name: "Clockwork Ltd", accountType: "business" })
      .returning({ id: roundAccounts.id });
    const owner = await server.member(account!.id, ROLE.TeamOwner);
    const signIn = async () =>
      (
        await server.post("/identities/login", {
          identifier: owner.email,
          password: base64(PASSWORD),
          encoded: true,
        })
      ).body.token as string;
    const email = uniqueEmail("invitee");
    const invite = async () =>
      server.post(
        "/identities/invite-user",
        { RoundAccountId: account!.id, Email: email, Role: ROLE.Developer },
        await signIn(),
      );
    expect((await invite()).status).toBe(201);
    const token = (await linkTo(email, /invited you/)).searchParams.get("token")!;
    const invalid = "This invitation is invalid or has expired.";

    clock.at(7 * DAY + SECOND);
    expectError(await server.get(`/identities/invitations/lookup?token=${token}`), 404, invalid);
    expectError(
      await server.post("/identities/register-with-invitation", {
        token,
        firstName: "Late",
        lastName: "Comer",
        phoneNumber: "+1 555 000 3333",
        password: PASSWORD,
      }),
      400,
      invalid,
    );
    const pending = await server.get(`/identities/invitations?roundAccountId=${account!.id}`, await signIn());
    expect(pending.body.items).toEqual([]);

    clock.at(7 * DAY - MINUTE);
    expect((await server.get(`/identities/invitations/lookup?token=${token}`)).body).toMatchObject({
      email,
      roleName: "Developer",
    });
    // Still pending: the same address cannot be invited twice.
    expect((await invite()).status).toBe(409);
    clock.at(7 * DAY + SECOND);
    expect((await invite()).status).toBe(201);
  });

  it("an access token is refused after 15 minutes, a refresh token after 30 days", async () => {
    clock.at(0);
    const person = await server.member(null, ROLE.Viewer);
    const session = await server.post("/identities/login", {
      identifier: person.email,
      password: base64(PASSWORD),
      encoded: true,
    });
    expect(session.status).toBe(200);

    clock.at(15 * MINUTE - SECOND);
    expect((await server.get("/identities/me", session.body.token)).status).toBe(200);
    clock.at(15 * MINUTE + SECOND);
    expectError(
      await server.get("/identities/me", session.body.token),
      401,
      "Your session has expired. Please sign in again.",
    );
    // The refresh token renews it: a new access token, valid from now.
    const renewed = await server.post("/identities/refresh-token", {
      refreshToken: session.body.refreshToken,
    });
    expect(renewed.status).toBe(200);
    expect((await server.get("/identities/me", renewed.body.token)).status).toBe(200);

    // The newest refresh token was issued at 15 minutes: it lasts until 30 days after that.
    clock.at(30 * DAY + 15 * MINUTE + SECOND);
    expectError(
      await server.post("/identities/refresh-token", { refreshToken: renewed.body.refreshToken }),
      401,
      "Token refresh failed",
    );
    clock.at(30 * DAY);
    expect(
      (await server.post("/identities/refresh-token", { refreshToken: renewed.body.refreshToken })).status,
    ).toBe(200);
  });
});
