import { ROLES } from "@round/forms/schemas";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../src/auth/permissions.ts";
import { invitations } from "../../src/db/schema/index.ts";
import { scopeOf } from "../../src/http/api.ts";
import {
  describeOnBothDatabases,
  expectError,
  type Json,
  ownerStrangerViewer,
  type SignedUp,
  TestServer,
  uniqueEmail,
  type Viewer,
} from "../helpers.ts";
import { type Fixture, keyScope, ROUTES, registeredRoutes } from "../route-access.ts";

// Every route of test/route-access.ts called as nobody, a Guest, a Viewer, another tenant and each of the 19 roles.
describeOnBothDatabases("who may call what", (kind) => {
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

  describe("who may call each route", () => {
    let fixture: Fixture;
    let guest: Awaited<ReturnType<TestServer["member"]>>;

    beforeAll(async () => {
      // An organization, an address and a pending invitation of the owner's account, named by every call.
      const organization = await server.post("/organizations", { name: "Access Table Ltd" }, owner.token);
      const address = await server.post(
        `/organizations/${organization.body.id}/addresses`,
        { name: "Depot", addressLine1: "9 Yard Lane", city: "Hull", country: "United Kingdom" },
        owner.token,
      );
      const invitation = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: uniqueEmail("table"), Role: 12 },
        owner.token,
      );
      expect([organization.status, address.status, invitation.status]).toEqual([201, 201, 201]);
      fixture = {
        accountId: owner.accountId,
        organizationId: organization.body.id,
        addressId: address.body.id,
        invitationId: invitation.body.id,
        memberId: viewer.userId,
      };
      guest = await server.member(owner.accountId, ROLE.Guest);
    });

    const guarded = () => Object.entries(ROUTES).filter(([, route]) => route.guard !== "public");
    const callAs = (key: string, token?: string) => {
      const [method, template] = key.split(" ") as [string, string];
      const { path, body } = ROUTES[key]!.call!(fixture);
      expect(path.startsWith(template.replace(/\/:.*$/, "")), `${key} calls ${path}`).toBe(true);
      return server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    };

    it("has an entry for every route the server registers", () => {
      expect(Object.keys(ROUTES).sort()).toEqual(registeredRoutes(server.instance.app.routes));
      for (const [key, route] of guarded()) expect(route.call, key).toBeDefined();
    });

    it("answers 401 without a token, or with a bad one, on every route that is not public", async () => {
      for (const [key] of guarded()) {
        for (const token of [undefined, "not.a.token"]) {
          const answer = await callAs(key, token);
          expectError(answer, 401);
          expect(answer.body.message, key).toBe("Authentication is required.");
        }
      }
    });

    it("takes an API key on the routes of its scopes only, and never on a people's route", async () => {
      const make = async (scopes: string[]) => {
        const made = await server.post(
          `/api/api-keys?roundAccountId=${owner.accountId}`,
          { name: `Table ${scopes.join(" ")}`, scopes },
          owner.token,
        );
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        return made.body.secret as string;
      };
      const everything = await make(["*"]);
      // A key that may only read the audit log: out of scope on every other route, in scope on its own.
      const unrelated = await make(["audit_log:read"]);
      // Each route's scope as the OpenAPI document says it, and as the table works it out from the path.
      const documented = new Map(
        server.instance.api.routes.map((route) => [
          `${route.method.toUpperCase()} ${route.path.replace(/\{(\w+)\}/g, ":$1")}`,
          scopeOf(route.method, route.doc),
        ]),
      );
      for (const [key] of guarded()) {
        const scope = keyScope(key);
        expect(documented.get(key), key).toBe(scope);
        const refused = await callAs(key, unrelated);
        if (scope === undefined) {
          expectError(refused, 403, "API keys cannot use this endpoint.");
          expectError(await callAs(key, everything), 403, "API keys cannot use this endpoint.");
        } else if (scope === "audit_log:read") {
          // The narrow key's own routes: in scope.
          expect([401, 403], `${key} with its own scope answered ${refused.status}`).not.toContain(
            refused.status,
          );
        } else {
          expectError(refused, 403, `This API key does not allow ${scope}.`);
          // In scope, the key is the owner: whatever the route answers, it is not a refusal of the caller.
          const answer = await callAs(key, everything);
          expect([401, 403], `${key} with a key answered ${answer.status}`).not.toContain(answer.status);
        }
      }
    });

    it("answers 403 to a member whose role may not, on every permission-guarded route", async () => {
      for (const [key, route] of guarded()) {
        if (route.guard === "user") continue;
        // A Guest may do nothing in the account; a Viewer only reads.
        expectError(await callAs(key, guest.token), 403);
        if (route.guard !== "read") expectError(await callAs(key, viewer.token), 403);
      }
    });

    it("answers 404 to another tenant on every route naming an account or a record", async () => {
      for (const [key, route] of guarded()) {
        if (route.tenant) expectError(await callAs(key, stranger.token), 404);
      }
      // Nothing was changed by any of the refused calls.
      const organization = await server.get(`/organizations/${fixture.organizationId}`, owner.token);
      expect(organization.body).toMatchObject({
        name: "Access Table Ltd",
        description: null,
        addresses: [expect.objectContaining({ id: fixture.addressId, name: "Depot", city: "Hull" })],
      });
      const pending = await server.get(
        `/identities/invitations?roundAccountId=${owner.accountId}`,
        owner.token,
      );
      expect(pending.body.items.map((item: Json) => item.id)).toContain(fixture.invitationId);
      // The member the refused calls named is still there, with their role.
      const members = await server.get(`/api/members?roundAccountId=${owner.accountId}`, owner.token);
      expect(members.body.items).toContainEqual(
        expect.objectContaining({ userId: viewer.userId, role: ROLE.Viewer }),
      );
      const [{ value } = { value: -1 }] = await server.db
        .select({ value: count() })
        .from(invitations)
        .where(eq(invitations.email, "someone.new@example.com"));
      expect(value).toBe(0);
    });

    it("lets each of the 19 roles do what the permission matrix says, and nothing more", async () => {
      // PERMISSIONS.md: everyone but a Guest reads; SuperAdmin, Admin and Team Owner edit organizations;
      // they and a Team Manager invite.
      const editors = [ROLE.SuperAdmin, ROLE.Admin, ROLE.TeamOwner] as number[];
      const inviters = [...editors, ROLE.TeamManager];
      expect(ROLES).toHaveLength(19);
      for (const role of ROLES) {
        const member = await server.member(owner.accountId, role.value);
        const read = await server.get(`/organizations/${fixture.organizationId}`, member.token);
        expect(read.status, `${role.name} reads`).toBe(role.value === ROLE.Guest ? 403 : 200);
        const edit = await server.put(
          `/organizations/${fixture.organizationId}`,
          { description: `Edited by ${role.name}` },
          member.token,
        );
        expect(edit.status, `${role.name} edits`).toBe(editors.includes(role.value) ? 200 : 403);
        const invite = await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: uniqueEmail("matrix"), Role: ROLE.Viewer },
          member.token,
        );
        expect(invite.status, `${role.name} invites`).toBe(inviters.includes(role.value) ? 201 : 403);
      }
      const organization = await server.get(`/organizations/${fixture.organizationId}`, owner.token);
      expect(organization.body.description).toBe("Edited by TeamOwner");
    });

    it("refuses list and bulk calls a role may not make, and gives an empty list to a caller with no account", async () => {
      expectError(await server.get("/organizations", guest.token), 403);
      expectError(await server.get("/addresses", guest.token), 403);
      expectError(await server.del("/addresses", guest.token), 403);
      expectError(await server.del("/addresses", viewer.token), 403);
      const viewerList = await server.get("/organizations", viewer.token);
      expect(viewerList.body.items.length).toBeGreaterThan(0);
      expect(viewerList.body.items.every((item: Json) => item.roundAccountId === owner.accountId)).toBe(true);
      // No account at all: nothing to list, and nothing refused.
      const loner = await server.member(null, ROLE.Viewer);
      expect((await server.get("/organizations", loner.token)).body).toMatchObject({
        items: [],
        totalCount: 0,
      });
      expect((await server.get("/addresses", loner.token)).body).toMatchObject({ items: [], totalCount: 0 });
      expect((await server.del("/addresses", loner.token)).body).toEqual({ deletedCount: 0 });
      expect((await server.get(`/addresses/${fixture.addressId}`, owner.token)).status).toBe(200);
    });
  });
});
