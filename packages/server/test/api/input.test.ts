import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../src/auth/permissions.ts";
import { users } from "../../src/db/schema/index.ts";
import {
  describeOnBothDatabases,
  expectError,
  newPerson,
  ownerStrangerViewer,
  type SignedUp,
  TestServer,
} from "../helpers.ts";

// What every endpoint refuses before its own rules run: NUL characters, deep nesting, page bounds, bodies that are not JSON.
describeOnBothDatabases("input rules of every endpoint", (kind) => {
  let server: TestServer;
  /** Owns a business account (with the organization of its sign-up). */
  let owner: SignedUp;
  /** Owns a personal account: "another tenant". */
  let stranger: SignedUp;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    ({ owner, stranger } = await ownerStrangerViewer(server));
  });

  afterAll(async () => {
    await server?.close();
  });

  describe("input the database could not store", () => {
    it("refuses a NUL character in any string of a body, naming the field, and stores nothing", async () => {
      const person = newPerson();
      // Saved progress, which the refused saves below must leave as it is.
      const kept = { organization: { companyName: "Hopper Labs" } };
      expect((await server.put("/identities/me/onboarding", kept, stranger.token)).status).toBe(200);
      const cases: [string, string, unknown, string][] = [
        ["POST", "/identities/register", { ...person, firstName: "Ada\u0000" }, "firstName"],
        ["POST", "/identities/login", { identifier: "a@b.co", password: "Str0ng!\u0000Pass" }, "password"],
        [
          "POST",
          "/organizations",
          {
            name: "Nul Ltd",
            address: { name: "HQ", addressLine1: "1 St", city: "Ci\u0000ty", country: "US" },
          },
          "address.city",
        ],
        [
          "PUT",
          "/identities/me/onboarding",
          { organization: { "odd\u0000key": 1 } },
          "organization.odd\\u0000key",
        ],
        [
          "PUT",
          "/identities/me/onboarding",
          { products: [{ name: "ok" }, { name: "\u0000" }] },
          "products.1.name",
        ],
        ["POST", "/addresses/bulk-delete", { ids: ["\u0000"] }, "ids.0"],
      ];
      for (const [method, path, body, field] of cases) {
        const answer = await server.call(method, path, { body, token: stranger.token });
        expectError(answer, 400, `${field} must not contain the NUL character (U+0000)`, field);
        expect(answer.body.errors[0].code).toBe("INVALID_FORMAT");
      }
      const [{ value } = { value: -1 }] = await server.db
        .select({ value: count() })
        .from(users)
        .where(eq(users.email, person.email));
      expect(value).toBe(0);
      const organization = (await server.get("/identities/me/onboarding", stranger.token)).body.data
        .organization;
      expect(organization).not.toHaveProperty("odd\u0000key");
      expect(organization).toEqual(kept.organization);
    });

    it("refuses a NUL character in a query string, and a body nested deeper than any payload", async () => {
      for (const [path, field] of [
        ["/addresses?filterBy=city&filterValue=%00", "filterValue"],
        ["/api/CountryCurrency/search?query=a%00", "query"],
        ["/identities/confirm-email?userId=%00&token=x", "userId"],
        ["/identities/invitations/lookup?token=%00", "token"],
      ] as const) {
        expectError(
          await server.call("GET", path, { token: stranger.token }),
          400,
          `${field} must not contain the NUL character (U+0000)`,
          field,
        );
      }
      const deep = `{"organization":{"x":${"[".repeat(5000)}${"]".repeat(5000)}}}`;
      expectError(
        await server.call("PUT", "/identities/me/onboarding", { raw: deep, token: stranger.token }),
        400,
        /nested too deeply/,
      );
    });

    it("bounds pageNumber and pageSize of /addresses and /organizations", async () => {
      for (const list of ["/addresses", "/organizations"]) {
        for (const [query, message] of [
          ["pageNumber=1e18", "pageNumber must be at most 1000000"],
          ["pageNumber=9007199254740993", "pageNumber must be at most 1000000"],
          ["pageNumber=0", "pageNumber must be at least 1"],
          ["pageNumber=1.5", "pageNumber must be a whole number"],
          ["pageNumber=abc", "pageNumber must be a number"],
          ["pageSize=1e18", "pageSize must be at most 100"],
          ["pageSize=0", "pageSize must be at least 1"],
        ]) {
          expectError(await server.get(`${list}?${query}`, owner.token), 400, message);
        }
        const last = await server.get(`${list}?pageNumber=1000000&pageSize=100`, owner.token);
        expect(last.status).toBe(200);
        expect(last.body).toMatchObject({ items: [], pageNumber: 1000000, pageSize: 100 });
      }
    });

    it("refuses a body that is not JSON on calls that take none, and accepts an empty one", async () => {
      const member = await server.member(null, ROLE.Viewer);
      for (const [path, token] of [
        ["/identities/confirm-email-and-login?userId=x&token=y", undefined],
        ["/identities/me/onboarding/complete", member.token],
        ["/addresses", member.token],
      ] as const) {
        expectError(
          await server.call("POST", path, { raw: "{nope", token }),
          400,
          "Request body must be valid JSON",
        );
      }
      expect((await server.get("/identities/me/onboarding", member.token)).body.completed).toBe(false);
      const done = await server.call("POST", "/identities/me/onboarding/complete", { token: member.token });
      expect(done.body.completed).toBe(true);
    });
  });
});
