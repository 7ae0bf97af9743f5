import { ROLES } from "@round/forms/schemas";
import { afterAll, beforeAll, expect, it } from "vitest";
import { can, ROLE } from "../../src/auth/permissions.ts";
import { LAST_OWNER_REMOVE, LAST_OWNER_ROLE } from "../../src/modules/members/service.ts";
import {
  base64,
  describeOnBothDatabases,
  expectError,
  type Json,
  ownerStrangerViewer,
  PASSWORD,
  type SignedUp,
  TestServer,
  type Viewer,
} from "../helpers.ts";

// The members of an account (/api/members): listed, their roles changed, removed.
describeOnBothDatabases("members", (kind) => {
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

  const tenant = () => `roundAccountId=${owner.accountId}`;
  const changeRole = (userId: string, role: unknown, token: string) =>
    server.put(`/api/members/${userId}?${tenant()}`, { role }, token);
  const remove = (userId: string, token: string) => server.del(`/api/members/${userId}?${tenant()}`, token);

  it("lists the account's members to whoever may read it, searched and ordered", async () => {
    const list = await server.get(`/api/members?${tenant()}`, owner.token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ pageNumber: 1, pageSize: 20 });
    const owned = list.body.items.find((item: Json) => item.userId === owner.userId);
    expect(owned).toMatchObject({
      email: owner.email,
      firstName: "Ada",
      role: ROLE.TeamOwner,
      roleName: "TeamOwner",
      roleLabel: "Team Owner",
      roundAccountId: owner.accountId,
      isYou: true,
    });
    expect(owned.lastSignInAt).toEqual(expect.any(String));
    expect(list.body.items).toContainEqual(
      expect.objectContaining({ userId: viewer.userId, roleLabel: "Viewer", isYou: false }),
    );
    // Without roundAccountId: the caller's first account. A Viewer reads it too.
    const asViewer = await server.get("/api/members?search=vera", viewer.token);
    expect(asViewer.body.items.map((item: Json) => item.userId)).toEqual([viewer.userId]);
    expect(asViewer.body.items[0].isYou).toBe(true);
    const byEmail = await server.get(
      `/api/members?${tenant()}&orderBy=email&isAscending=false&pageSize=1`,
      owner.token,
    );
    expect(byEmail.body.items).toHaveLength(1);
    expect(byEmail.body.totalCount).toBeGreaterThanOrEqual(2);
    expectError(await server.get(`/api/members?${tenant()}&orderBy=password`, owner.token), 400);
    expectError(await server.get(`/api/members?${tenant()}`, stranger.token), 404, "Account not found.");
    const guest = await server.member(owner.accountId, ROLE.Guest);
    expectError(await server.get(`/api/members?${tenant()}`, guest.token), 403);
  });

  it("changes a role, which applies from the member's next request", async () => {
    const member = await server.member(owner.accountId, ROLE.Viewer);
    const before = await server.get("/identities/me", member.token);
    expect(before.body).toMatchObject({ role: ROLE.Viewer, roleName: "Viewer", permissions: ["read"] });
    const family = {
      name: "Member Family",
      description: "Made once the role allows it",
      category: "Analytics",
    };
    expectError(await server.post("/api/catalog/product-families", family, member.token), 403);

    const changed = await changeRole(member.userId, ROLE.ProductManager, owner.token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      userId: member.userId,
      role: ROLE.ProductManager,
      roleLabel: "Product Manager",
      message: "Role changed",
    });
    // The same access token: the role is read from the database on every request.
    const after = await server.get("/identities/me", member.token);
    expect(after.body).toMatchObject({
      role: ROLE.ProductManager,
      roleLabel: "Product Manager",
      permissions: ["read", "manageCatalog"],
    });
    expect((await server.post("/api/catalog/product-families", family, member.token)).status).toBe(201);
    // The role as a string, and the same role again, are fine.
    expect((await changeRole(member.userId, String(ROLE.Developer), owner.token)).body.role).toBe(
      ROLE.Developer,
    );
    expect((await changeRole(member.userId, ROLE.Developer, owner.token)).status).toBe(200);
  });

  it("refuses roles that cannot be given, unknown members, other tenants and roles that may not", async () => {
    const member = await server.member(owner.accountId, ROLE.Viewer);
    expectError(await changeRole(member.userId, undefined, owner.token), 400, "Please select a role", "role");
    expectError(await changeRole(member.userId, "admin", owner.token), 400, "Please select a role", "role");
    for (const role of [0, 18, 19, -1]) {
      expectError(
        await changeRole(member.userId, role, owner.token),
        400,
        "This role cannot be given",
        "role",
      );
    }
    const nobody = "00000000-0000-4000-8000-000000000001";
    expectError(await changeRole(nobody, ROLE.Viewer, owner.token), 404, "Member not found.");
    expectError(await changeRole("not-a-uuid", ROLE.Viewer, owner.token), 404, "Member not found.");
    expectError(await remove(nobody, owner.token), 404, "Member not found.");
    // Someone of another account is not a member here.
    expectError(await changeRole(stranger.userId, ROLE.Viewer, owner.token), 404, "Member not found.");
    expectError(await changeRole(member.userId, ROLE.Admin, stranger.token), 404, "Account not found.");
    expectError(await remove(member.userId, stranger.token), 404, "Account not found.");
    expectError(
      await changeRole(member.userId, ROLE.Admin, viewer.token),
      403,
      "Your role does not allow this action.",
    );
    expectError(await remove(member.userId, viewer.token), 403, "Your role does not allow this action.");
    expect((await server.get(`/api/members?${tenant()}`, owner.token)).body.items).toContainEqual(
      expect.objectContaining({ userId: member.userId, role: ROLE.Viewer }),
    );
  });

  it("lets a Team Manager manage the team below Admin, never give or touch more power than it holds", async () => {
    const manager = await server.member(owner.accountId, ROLE.TeamManager);
    const admin = await server.member(owner.accountId, ROLE.Admin);
    const member = await server.member(owner.accountId, ROLE.Viewer);
    expectError(
      await changeRole(member.userId, ROLE.Admin, manager.token),
      403,
      "Your role cannot give this role.",
    );
    expectError(
      await changeRole(member.userId, ROLE.TeamOwner, manager.token),
      403,
      "Your role cannot give this role.",
    );
    expectError(
      await changeRole(admin.userId, ROLE.Viewer, manager.token),
      403,
      "Your role cannot change this member's role.",
    );
    expectError(await remove(admin.userId, manager.token), 403, "Your role cannot remove this member.");
    expectError(await remove(owner.userId, manager.token), 403, "Your role cannot remove this member.");
    expect((await changeRole(member.userId, ROLE.SalesManager, manager.token)).status).toBe(200);
    expect((await remove(member.userId, manager.token)).status).toBe(200);
    // An Admin may give any role, Team Owner included.
    expect((await changeRole(manager.userId, ROLE.TeamOwner, admin.token)).body.role).toBe(ROLE.TeamOwner);
    expect((await changeRole(manager.userId, ROLE.TeamManager, admin.token)).body.role).toBe(
      ROLE.TeamManager,
    );
  });

  it("never takes away the account's last Team Owner", async () => {
    expectError(await changeRole(owner.userId, ROLE.Admin, owner.token), 409, LAST_OWNER_ROLE);
    expectError(await remove(owner.userId, owner.token), 409, LAST_OWNER_REMOVE);
    const admin = await server.member(owner.accountId, ROLE.Admin);
    expectError(await remove(owner.userId, admin.token), 409, LAST_OWNER_REMOVE);
    expect((await remove(owner.userId, admin.token)).body.errors[0].code).toBe("LAST_OWNER");
    // With a second owner, the first may step down.
    const second = await server.member(owner.accountId, ROLE.TeamOwner);
    expect((await changeRole(owner.userId, ROLE.Admin, owner.token)).body.role).toBe(ROLE.Admin);
    expectError(await remove(second.userId, owner.token), 409, LAST_OWNER_REMOVE);
    expect((await changeRole(owner.userId, ROLE.TeamOwner, second.token)).body.role).toBe(ROLE.TeamOwner);
    expect((await remove(second.userId, owner.token)).status).toBe(200);
    expect((await server.get("/identities/me", owner.token)).body.role).toBe(ROLE.TeamOwner);
  });

  it("signs a removed member out at once: access token refused, refresh token dead, every session", async () => {
    const member = await server.member(owner.accountId, ROLE.Developer);
    // A second session, as from another device.
    const login = await server.post("/identities/login", {
      identifier: member.email,
      password: base64(PASSWORD),
      encoded: true,
    });
    expect(login.status).toBe(200);
    expect((await server.get("/organizations", member.token)).status).toBe(200);

    const removed = await remove(member.userId, owner.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      userId: member.userId,
      role: ROLE.Developer,
      message: "Member removed",
    });

    for (const token of [member.token, login.body.token]) {
      expectError(
        await server.get("/identities/me", token),
        401,
        "Your session has ended. Please sign in again.",
      );
      expectError(await server.get(`/organizations?${tenant()}`, token), 401);
    }
    expectError(
      await server.post("/identities/refresh-token", { refreshToken: login.body.refreshToken }),
      401,
    );
    const members = await server.get(`/api/members?${tenant()}`, owner.token);
    expect(members.body.items.map((item: Json) => item.userId)).not.toContain(member.userId);
    expectError(await remove(member.userId, owner.token), 404, "Member not found.");
  });

  // Last: it adds members of every role, Team Owners included.
  it("follows the permission matrix for every role: those who may invite manage the team", async () => {
    expect(ROLES).toHaveLength(19);
    for (const role of ROLES) {
      const actor = await server.member(owner.accountId, role.value);
      const target = await server.member(owner.accountId, ROLE.Viewer);
      const allowed = can(role.value, "invite");
      const changed = await changeRole(target.userId, ROLE.Designer, actor.token);
      expect(changed.status, `${role.name} changes a role`).toBe(allowed ? 200 : 403);
      const removed = await remove(target.userId, actor.token);
      expect(removed.status, `${role.name} removes a member`).toBe(allowed ? 200 : 403);
    }
  });
});
