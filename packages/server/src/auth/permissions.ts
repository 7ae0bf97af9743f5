import { ACTIONS, can, ROLES } from "@round/forms/schemas";

/**
 * Round's permission matrix: what each of the spec's 19 roles may do in a round account (the tenant). The
 * matrix itself is shared with the app (`@round/forms/schemas`, permissions.ts), so both apply the same
 * rules; PERMISSIONS.md shows the same table and permissions.test.ts keeps the two in step.
 */
export {
  ACTION_DESCRIPTIONS,
  ACTIONS,
  type Action,
  can,
  canGrant,
  FULL_CONTROL_ROLES,
  OWNER_ROLE,
  PERMISSIONS,
  permissionsOf,
  ROLE,
  roleLabel,
  roleName,
} from "@round/forms/schemas";

/** The matrix as the Markdown table of PERMISSIONS.md (a test keeps the file in step). */
export function permissionTable(): string {
  const header = `| # | Role | ${ACTIONS.join(" | ")} |`;
  const rule = `|---|---|${ACTIONS.map(() => ":-:").join("|")}|`;
  const rows = ROLES.map(
    (role) =>
      `| ${role.value} | ${role.name} | ${ACTIONS.map((action) => (can(role.value, action) ? "✓" : "")).join(" | ")} |`,
  );
  return [header, rule, ...rows].join("\n");
}
