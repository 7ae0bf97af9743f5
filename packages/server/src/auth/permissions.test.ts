import { readFileSync } from "node:fs";
import { ROLES } from "@round/forms/schemas";
import { describe, expect, it } from "vitest";
import { ACTIONS, can, canGrant, PERMISSIONS, permissionTable, ROLE } from "./permissions.ts";

describe("permission matrix", () => {
  it("covers the spec's 19 roles", () => {
    expect(Object.keys(PERMISSIONS).map(Number)).toEqual(ROLES.map((role) => role.value));
    for (const role of ROLES) expect(ROLE[role.name as keyof typeof ROLE]).toBe(role.value);
  });

  it("is the table in PERMISSIONS.md", () => {
    // Compared cell by cell: the formatter may pad the Markdown table.
    const cells = (text: string) =>
      text
        .split("\n")
        .filter((line) => /^\|\s*\d+\s*\|/.test(line))
        .map((line) =>
          line
            .split("|")
            .slice(1, -1)
            .map((cell) => cell.trim()),
        );
    const markdown = readFileSync(new URL("../../PERMISSIONS.md", import.meta.url), "utf8");
    expect(cells(markdown)).toEqual(cells(permissionTable()));
    expect(markdown.replace(/\s+/g, " ")).toContain(
      `| # | Role | ${ACTIONS.join(" | ")} |`.replace(/\s+/g, " ").slice(0, 12),
    );
  });

  it("lets only owners and admins hand out owner and admin roles", () => {
    expect(canGrant(ROLE.TeamOwner, ROLE.Admin)).toBe(true);
    expect(canGrant(ROLE.TeamManager, ROLE.Admin)).toBe(false);
    expect(canGrant(ROLE.TeamManager, ROLE.TeamOwner)).toBe(false);
    expect(canGrant(ROLE.TeamManager, ROLE.Developer)).toBe(true);
    expect(canGrant(ROLE.Viewer, ROLE.Viewer)).toBe(false);
    expect(can(ROLE.Guest, "read")).toBe(false);
  });
});
