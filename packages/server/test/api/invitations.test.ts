import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  });
});
