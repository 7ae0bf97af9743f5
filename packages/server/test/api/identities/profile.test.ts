import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../../src/auth/permissions.ts";
import type { Db } from "../../../src/db/client.ts";
import { principalRow, profileQuery } from "../../../src/modules/identities/queries/principal.ts";
import {
  base64,
  describeOnBothDatabases,
  expectError,
  ownerStrangerViewer,
  PASSWORD,
  type SignedUp,
  TestServer,
  type Viewer,
} from "../../helpers.ts";
import { CHROME_MAC, signInFrom } from "./browsers.ts";

// The signed-in person's profile (GET and PUT /identities/me), what it says about their role, and the hot
// read behind it.
describeOnBothDatabases("identities: profile", (kind) => {
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

  const signIn = (email: string, userAgent: string, password?: string) =>
    signInFrom(server, email, userAgent, password);

  describe("the current user", () => {
    it("returns every user field of the spec from /identities/me", async () => {
      const me = await server.get("/identities/me", stranger.token);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        userId: stranger.userId,
        id: stranger.userId,
        firstName: "Grace",
        lastName: "Hopper",
        email: stranger.email,
        phoneNumber: stranger.phoneNumber,
        phone: stranger.phoneNumber,
        accountType: "personal",
        roundAccountId: stranger.accountId,
        roundAccountUsers: [{ roundAccountId: stranger.accountId, role: 2 }],
        onboardingCompleted: false,
        onboardingData: null,
        companyName: null,
      });
      expect(new Date(me.body.createdDate).getTime()).not.toBeNaN();
      expect(new Date(me.body.modifiedDate).getTime()).not.toBeNaN();
      expect(me.body).not.toHaveProperty("passwordHash");
    });

    it("updates the name and phone number with the shared rules", async () => {
      const changed = await server.put(
        "/identities/me",
        { firstName: "Grace", lastName: "Murray Hopper", phoneNumber: "+1 555 987 6543" },
        stranger.token,
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({
        lastName: "Murray Hopper",
        phoneNumber: "+1 555 987 6543",
        email: stranger.email,
      });
      expectError(
        await server.put(
          "/identities/me",
          { firstName: "G", lastName: "Hopper", phoneNumber: "+1 555 987 6543" },
          stranger.token,
        ),
        400,
        "First name must be at least 2 characters long",
        "firstName",
      );
      expectError(
        await server.put("/identities/me", {
          firstName: "Grace",
          lastName: "Hopper",
          phoneNumber: "+1 555 987 6543",
        }),
        401,
      );
      await server.put(
        "/identities/me",
        { firstName: "Grace", lastName: "Hopper", phoneNumber: stranger.phoneNumber },
        stranger.token,
      );
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
          "manageDevelopers",
          "viewAuditLog",
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

  describe("the hot read behind /identities/me", () => {
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string; sid: string };

    it("answers on the lane what a transaction's own statement answers, for every kind of caller", async () => {
      const session = await server.post("/identities/login", {
        identifier: stranger.email,
        password: base64(PASSWORD),
        encoded: true,
      });
      await server.post("/identities/logout", {}, session.body.token);
      // Business owner with an organization, personal account with onboarding data, an invited member,
      // an ended session, and nobody.
      const callers = [owner.token, stranger.token, viewer.token, session.body.token].map(claimsOf);
      callers.push({ sub: randomUUID(), sid: randomUUID() });
      for (const { sub, sid } of callers) {
        const [profile, principal] = await server.db.transaction(async (tx) => [
          await profileQuery(tx as unknown as Db, sub, sid),
          await principalRow(tx as unknown as Db, sub, sid),
        ]);
        expect(await profileQuery(server.db, sub, sid)).toEqual(profile);
        expect(await principalRow(server.db, sub, sid)).toEqual(principal);
      }
      const ended = await profileQuery(server.db, callers[3]!.sub, callers[3]!.sid);
      expect(ended?.sessions[0]?.revokedAt).toBeInstanceOf(Date);
      expect(await profileQuery(server.db, callers[4]!.sub, callers[4]!.sid)).toBeUndefined();
      expect((await profileQuery(server.db, owner.userId, claimsOf(owner.token).sid))?.memberships).toEqual([
        expect.objectContaining({ account: expect.objectContaining({ organizations: [expect.anything()] }) }),
      ]);
    });

    it("answers many concurrent callers, each with their own row", async () => {
      const callers = [owner, stranger, viewer].map((caller) => ({
        id: caller.userId,
        ...claimsOf(caller.token),
      }));
      const reads = Array.from({ length: 150 }, (_, index) => callers[index % callers.length]!);
      const rows = await Promise.all(reads.map(({ sub, sid }) => profileQuery(server.db, sub, sid)));
      expect(rows.map((row) => row?.id)).toEqual(reads.map((read) => read.id));
    });
  });
});
