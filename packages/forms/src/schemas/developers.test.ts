import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ROLES } from "./constants.ts";
import {
  API_SCOPE_AREAS,
  type ApiScopeArea,
  apiKeyCreateSchema,
  apiKeyFormSchema,
  NO_ACCESS,
  roleAllowsScope,
  scopesAllow,
} from "./developers.ts";
import { can, ROLE } from "./permissions.ts";

const area = fc.constantFrom(...API_SCOPE_AREAS);
const access = fc.constantFrom("read" as const, "write" as const);
const role = fc.constantFrom(...ROLES.map((item) => item.value));

describe("API key scopes", () => {
  it("write includes read, and * includes everything", () => {
    fc.assert(
      fc.property(area, access, (a, x) => {
        expect(scopesAllow(["*"], a, x)).toBe(true);
        expect(scopesAllow([`${a}:write`], a, x)).toBe(true);
        expect(scopesAllow([`${a}:read`], a, x)).toBe(x === "read");
      }),
    );
  });

  it("a scope of one area allows nothing in another", () => {
    fc.assert(
      fc.property(area, area, access, access, (held, asked, x, y) => {
        fc.pre(held !== asked);
        expect(scopesAllow([`${held}:${x}`], asked, y)).toBe(false);
      }),
    );
  });

  it("a role that may give write may give read, and only full-control roles give *", () => {
    fc.assert(
      fc.property(role, area, (r, a) => {
        if (roleAllowsScope(r, `${a}:write`)) expect(roleAllowsScope(r, `${a}:read`)).toBe(true);
      }),
    );
    const full = ROLES.filter((item) => roleAllowsScope(item.value, "*")).map((item) => item.value);
    expect(full).toEqual([ROLE.SuperAdmin, ROLE.Admin, ROLE.TeamOwner]);
  });

  it("follows the permission matrix: catalog:write needs manageCatalog, webhooks manageDevelopers", () => {
    for (const item of ROLES) {
      expect(roleAllowsScope(item.value, "catalog:write")).toBe(can(item.value, "manageCatalog"));
      expect(roleAllowsScope(item.value, "customers:read")).toBe(can(item.value, "read"));
      expect(roleAllowsScope(item.value, "webhooks:read")).toBe(can(item.value, "manageDevelopers"));
      expect(roleAllowsScope(item.value, "audit_log:read")).toBe(can(item.value, "viewAuditLog"));
    }
    expect(roleAllowsScope(ROLE.Developer, "webhooks:write")).toBe(true);
    expect(roleAllowsScope(ROLE.Developer, "customers:write")).toBe(false);
    expect(roleAllowsScope(ROLE.Admin, "customers:delete")).toBe(false);
    expect(roleAllowsScope(ROLE.Admin, "nothing:read")).toBe(false);
  });
});

describe("the API key bodies", () => {
  it("refuses an unknown scope, no scope and a blank name, each on its field", () => {
    const issues = (body: unknown) =>
      v.safeParse(apiKeyCreateSchema, body).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
    expect(issues({ name: "K", scopes: ["customers:delete"] })).toEqual([["scopes.0", "Unknown scope"]]);
    expect(issues({ name: "K", scopes: [] })).toEqual([["scopes", "Choose at least one scope"]]);
    expect(issues({ name: "  ", scopes: ["*"] })).toEqual([["name", "Name is required"]]);
    expect(issues({ name: "K", scopes: ["*"], expiresAt: "soon" })).toEqual([
      ["expiresAt", "Expiry must be a date and time"],
    ]);
    expect(v.parse(apiKeyCreateSchema, { name: " K ", scopes: ["usage:write", "usage:write"] })).toEqual({
      name: "K",
      scopes: ["usage:write"],
    });
  });

  it("turns the form's choices into exactly the scopes chosen, in the areas' order", () => {
    const choices = fc.dictionary(area, fc.constantFrom("none" as const, "read" as const, "write" as const));
    fc.assert(
      fc.property(choices, (chosen) => {
        const accessByArea = { ...NO_ACCESS, ...chosen } as Record<ApiScopeArea, "none" | "read" | "write">;
        const values = { name: "K", full: false, access: accessByArea, expiresOn: "" };
        const result = v.safeParse(apiKeyFormSchema, values);
        const expected = API_SCOPE_AREAS.filter((a) => accessByArea[a] !== "none").map(
          (a) => `${a}:${accessByArea[a]}`,
        );
        if (expected.length === 0) {
          expect(result.issues?.[0]?.message).toBe("Choose at least one scope");
        } else {
          expect(result.output).toEqual({ name: "K", scopes: expected, expiresAt: null });
          // What the form sends, the server's body accepts as it is.
          expect(v.parse(apiKeyCreateSchema, result.output).scopes).toEqual(expected);
        }
      }),
    );
    const full = v.parse(apiKeyFormSchema, {
      name: "K",
      full: true,
      access: NO_ACCESS,
      expiresOn: "2030-06-30",
    });
    expect(full).toEqual({ name: "K", scopes: ["*"], expiresAt: "2030-06-30T23:59:59.999Z" });
  });
});
