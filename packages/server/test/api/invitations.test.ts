import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../src/auth/permissions.ts";
import { invitations } from "../../src/db/schema/index.ts";
import {
  describeOnBothDatabases,
  expectError,
  type Json,
  newPerson,
  ownerStrangerViewer,
  PASSWORD,
  type SignedUp,
  TestServer,
  uniqueEmail,
  type Viewer,
} from "../helpers.ts";

// Invitations: sent, listed, looked up, revoked and accepted.
describeOnBothDatabases("invitations", (kind) => {
  let server: TestServer;
  /** Owns a business account (with the organization of its sign-up). */
  let owner: SignedUp;
  /** Owns a personal account: "another tenant". */
  let stranger: SignedUp;
  /** A Viewer of the owner's account (joined by invitation). */
  let viewer: Viewer;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    ({ owner, stranger, viewer } = await ownerStrangerViewer(server));
  });

  afterAll(async () => {
    await server?.close();
  });

  describe("invitations", () => {
    it("validates, refuses self, members, duplicates, uninvitable roles and other tenants", async () => {
      const email = uniqueEmail("invitee");
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: "", Role: 4 },
          owner.token,
        ),
        400,
        "Please enter an email address.",
        "Email",
      );
      expectError(
        await server.post("/identities/invite-user", { Email: email, Role: 4 }, owner.token),
        400,
        "User authentication error. Please refresh and try again.",
        "RoundAccountId",
      );
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: owner.email, Role: 4 },
          owner.token,
        ),
        400,
        "You cannot invite yourself to the organization.",
      );
      for (const role of [0, 18]) {
        expectError(
          await server.post(
            "/identities/invite-user",
            { RoundAccountId: owner.accountId, Email: email, Role: role },
            owner.token,
          ),
          400,
          undefined,
          "Role",
        );
      }
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: viewer.email, Role: 4 },
          owner.token,
        ),
        409,
      );
      expectError(
        await server.post("/identities/invite-user", {
          RoundAccountId: owner.accountId,
          Email: email,
          Role: 4,
        }),
        401,
      );
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: email, Role: 4 },
          stranger.token,
        ),
        404,
      );
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: email, Role: 4 },
          viewer.token,
        ),
        403,
      );

      const sent = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: email, Role: 4 },
        owner.token,
      );
      expect(sent.body).toMatchObject({
        email,
        role: 4,
        roleName: "TeamMember",
        roleLabel: "Team Member",
        status: "pending",
        message: "Invitation sent successfully",
      });
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: email.toUpperCase(), Role: 5 },
          owner.token,
        ),
        409,
        "This email address has already been invited.",
      );
      const [{ value } = { value: -1 }] = await server.db
        .select({ value: count() })
        .from(invitations)
        .where(and(eq(invitations.email, email), eq(invitations.status, "pending")));
      expect(value).toBe(1);
    });

    it("lists, looks up, revokes, and accepts with the invited role", async () => {
      const email = uniqueEmail("colleague");
      const sent = await server.post(
        "/identities/invite-user",
        { roundAccountId: owner.accountId, email, role: 3 },
        owner.token,
      );
      expect(sent.status).toBe(201);
      const mail = await server.mail(email, /invited you/);
      const link = new URL(mail.links[0]!);
      expect(`${link.origin}${link.pathname}`).toBe("http://app.test/auth/accept-invitation");
      const token = link.searchParams.get("token")!;

      const list = await server.get(`/identities/invitations?roundAccountId=${owner.accountId}`, owner.token);
      expect(list.body.items.map((item: Json) => item.email)).toContain(email);
      expectError(
        await server.get(`/identities/invitations?roundAccountId=${owner.accountId}`, stranger.token),
        404,
      );
      expectError(
        await server.get(`/identities/invitations?roundAccountId=${owner.accountId}`, viewer.token),
        403,
      );

      const lookup = await server.get(`/identities/invitations/lookup?token=${token}`);
      expect(lookup.body).toMatchObject({
        email,
        role: 3,
        roleLabel: "Team Manager",
        organizationName: "Analytical Engines Ltd",
      });
      expectError(await server.get("/identities/invitations/lookup?token=nope"), 404);

      expectError(
        await server.post("/identities/register-with-invitation", {
          token,
          firstName: "",
          lastName: "Manager",
          phoneNumber: "+1 555 000 1111",
          password: PASSWORD,
        }),
        400,
        "First name is required",
        "firstName",
      );
      const joined = await server.post("/identities/register-with-invitation", {
        token,
        firstName: "Mia",
        lastName: "Manager",
        phoneNumber: "+1 555 000 1111",
        password: PASSWORD,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expect(joined.body).toMatchObject({ succeeded: true, roundAccountId: owner.accountId });
      const me = await server.get("/identities/me", joined.body.token);
      expect(me.body).toMatchObject({
        email,
        accountType: "business",
        roundAccountUsers: [{ roundAccountId: owner.accountId, role: 3 }],
        onboardingCompleted: true,
      });
      expectError(
        await server.post("/identities/register-with-invitation", {
          token,
          firstName: "Mia",
          lastName: "Again",
          phoneNumber: "+1 555 000 1111",
          password: PASSWORD,
        }),
        400,
      );

      // A Team Manager invites, but cannot hand out Admin.
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: uniqueEmail(), Role: 1 },
          joined.body.token,
        ),
        403,
      );
      const byManager = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: uniqueEmail(), Role: 12 },
        joined.body.token,
      );
      expect(byManager.status).toBe(201);

      const revoked = await server.del(`/identities/invitations/${byManager.body.id}`, owner.token);
      expect(revoked.body.status).toBe("revoked");
      expectError(await server.del(`/identities/invitations/${sent.body.id}`, owner.token), 409);
      expectError(await server.del(`/identities/invitations/${byManager.body.id}`, stranger.token), 404);
    });
  });

  describe("more refusals", () => {
    it("asks for the token of an invitation lookup, and for both parts of a confirmation link", async () => {
      for (const path of ["/identities/invitations/lookup", "/identities/invitations/lookup?token="]) {
        expectError(await server.get(path), 400, "Invitation token is required", "token");
      }
      const invalidLink = "Invalid confirmation link. Please check your email and try again.";
      expectError(await server.post("/identities/confirm-email-and-login"), 400, invalidLink, "userId");
      expectError(
        await server.post(`/identities/confirm-email-and-login?userId=${owner.userId}`),
        400,
        invalidLink,
        "token",
      );
      expectError(
        await server.post("/identities/confirm-email-and-login?token=abc"),
        400,
        invalidLink,
        "userId",
      );
    });

    it("does not invite an address that already has a Round account", async () => {
      const answer = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: stranger.email.toUpperCase(), Role: 4 },
        owner.token,
      );
      expectError(answer, 409, "This email address already has a Round account.");
      const [{ value } = { value: -1 }] = await server.db
        .select({ value: count() })
        .from(invitations)
        .where(eq(invitations.email, stranger.email));
      expect(value).toBe(0);
    });

    it("answers 409 to an invitation accepted for an address that signed up meanwhile", async () => {
      const email = uniqueEmail("raced");
      const sent = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: email, Role: 4 },
        owner.token,
      );
      expect(sent.status).toBe(201);
      const token = new URL((await server.mail(email, /invited you/)).links[0]!).searchParams.get("token")!;
      expect((await server.post("/identities/register", { ...newPerson(), email })).status).toBe(200);
      expect((await server.get(`/identities/invitations/lookup?token=${token}`)).body.emailInUse).toBe(true);
      expectError(
        await server.post("/identities/register-with-invitation", {
          token,
          firstName: "Late",
          lastName: "Comer",
          phoneNumber: "+1 555 000 2222",
          password: PASSWORD,
        }),
        409,
        "An account with this email address already exists.",
      );
      const [invitation] = await server.db.select().from(invitations).where(eq(invitations.id, sent.body.id));
      expect(invitation!.status).toBe("pending");
    });

    it("sends a pending invitation again: a new link by email, the old one dead, the expiry renewed", async () => {
      const email = uniqueEmail("again");
      const sent = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: email, Role: ROLE.Developer },
        owner.token,
      );
      expect(sent.status).toBe(201);
      const firstMail = await server.mail(email, /invited you/);
      const oldToken = new URL(firstMail.links[0]!).searchParams.get("token")!;

      const resent = await server.post(`/identities/invitations/${sent.body.id}/resend`, {}, owner.token);
      expect(resent.status, JSON.stringify(resent.body)).toBe(200);
      expect(resent.body).toMatchObject({
        id: sent.body.id,
        email,
        status: "pending",
        message: "Invitation sent again",
      });
      expect(Date.parse(resent.body.expiresAt)).toBeGreaterThanOrEqual(Date.parse(sent.body.expiresAt));
      // A second message, with a new link; the first link no longer works.
      let newToken = oldToken;
      for (let attempt = 0; newToken === oldToken && attempt < 200; attempt++) {
        const mail = await server.mail(email, /invited you/);
        newToken = new URL(mail.links[0]!).searchParams.get("token")!;
        if (newToken === oldToken) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(newToken).not.toBe(oldToken);
      expectError(
        await server.get(`/identities/invitations/lookup?token=${oldToken}`),
        404,
        "This invitation is invalid or has expired.",
      );
      expect((await server.get(`/identities/invitations/lookup?token=${newToken}`)).body).toMatchObject({
        email,
        roleName: "Developer",
      });
      const listed = await server.get(
        `/identities/invitations?roundAccountId=${owner.accountId}`,
        owner.token,
      );
      expect(listed.body.items.filter((item: Json) => item.email === email)).toHaveLength(1);
    });

    it("resends only what may be resent, by whoever may give its role", async () => {
      const invite = async (role: number) => {
        const answer = await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: uniqueEmail("resend"), Role: role },
          owner.token,
        );
        expect(answer.status).toBe(201);
        return answer.body.id as string;
      };
      const resend = (id: string, token: string) =>
        server.post(`/identities/invitations/${id}/resend`, {}, token);
      const adminInvitation = await invite(ROLE.Admin);
      const viewerInvitation = await invite(ROLE.Viewer);
      const manager = await server.member(owner.accountId, ROLE.TeamManager);
      expectError(await resend(adminInvitation, manager.token), 403, "Your role cannot give this role.");
      expect((await resend(viewerInvitation, manager.token)).status).toBe(200);
      expectError(await resend(viewerInvitation, viewer.token), 403, "Your role does not allow this action.");
      expectError(await resend(viewerInvitation, stranger.token), 404, "Invitation not found.");
      expectError(
        await resend("00000000-0000-4000-8000-000000000002", owner.token),
        404,
        "Invitation not found.",
      );
      expectError(await resend("nope", owner.token), 404, "Invitation not found.");
      expect((await server.del(`/identities/invitations/${viewerInvitation}`, owner.token)).status).toBe(200);
      expectError(
        await resend(viewerInvitation, owner.token),
        409,
        "This invitation was revoked. Send a new one instead.",
      );
      // Accepted: nothing to send again.
      const email = uniqueEmail("joined");
      const accepted = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: email, Role: ROLE.Viewer },
        owner.token,
      );
      const token = new URL((await server.mail(email, /invited you/)).links[0]!).searchParams.get("token")!;
      const joined = await server.post("/identities/register-with-invitation", {
        token,
        firstName: "Joan",
        lastName: "Clarke",
        phoneNumber: "+44 20 7946 0001",
        password: PASSWORD,
      });
      expect(joined.status).toBe(200);
      expectError(await resend(accepted.body.id, owner.token), 409, "This invitation was already accepted.");
    });
  });
});
