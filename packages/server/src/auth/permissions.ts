import { ROLES } from "@round/forms/schemas";

/**
 * Round's permission matrix: what each of the spec's 19 roles may do in a round account (the tenant).
 * PERMISSIONS.md shows the same table; permissions.test.ts keeps the two in step.
 */
export const ACTIONS = [
  "read",
  "editOrganization",
  "invite",
  "manageCatalog",
  "manageCustomers",
  "manageBilling",
] as const;
export type Action = (typeof ACTIONS)[number];

export const ACTION_DESCRIPTIONS: Record<Action, string> = {
  read: "See the account's organizations, addresses, members and invitations",
  editOrganization: "Create, edit and delete organizations and their addresses",
  invite: "Invite people, list and revoke invitations",
  manageCatalog: "Product families, plans, add-ons, charges and coupons",
  manageCustomers: "Customers and their subscriptions",
  manageBilling: "Invoices, payments and the billing provider",
};

export const ROLE = {
  SuperAdmin: 0,
  Admin: 1,
  TeamOwner: 2,
  TeamManager: 3,
  TeamMember: 4,
  SalesManager: 5,
  SalesRepresentative: 6,
  MarketingManager: 7,
  MarketingAnalyst: 8,
  SupportAdmin: 9,
  SupportAgent: 10,
  ProductManager: 11,
  Developer: 12,
  QAEngineer: 13,
  Designer: 14,
  FinanceManager: 15,
  BillingSpecialist: 16,
  Viewer: 17,
  Guest: 18,
} as const;

/** The role of whoever registers an account: it owns it. */
export const OWNER_ROLE = ROLE.TeamOwner;

const ALL: readonly Action[] = ACTIONS;

export const PERMISSIONS: Record<number, readonly Action[]> = {
  [ROLE.SuperAdmin]: ALL,
  [ROLE.Admin]: ALL,
  [ROLE.TeamOwner]: ALL,
  [ROLE.TeamManager]: ["read", "invite", "manageCatalog", "manageCustomers"],
  [ROLE.TeamMember]: ["read", "manageCustomers"],
  [ROLE.SalesManager]: ["read", "manageCatalog", "manageCustomers"],
  [ROLE.SalesRepresentative]: ["read", "manageCustomers"],
  [ROLE.MarketingManager]: ["read", "manageCatalog"],
  [ROLE.MarketingAnalyst]: ["read"],
  [ROLE.SupportAdmin]: ["read", "manageCustomers", "manageBilling"],
  [ROLE.SupportAgent]: ["read", "manageCustomers"],
  [ROLE.ProductManager]: ["read", "manageCatalog"],
  [ROLE.Developer]: ["read"],
  [ROLE.QAEngineer]: ["read"],
  [ROLE.Designer]: ["read"],
  [ROLE.FinanceManager]: ["read", "manageBilling", "manageCustomers"],
  [ROLE.BillingSpecialist]: ["read", "manageBilling"],
  [ROLE.Viewer]: ["read"],
  // A guest signs in and sees their own profile; nothing of the account.
  [ROLE.Guest]: [],
};

export function can(role: number, action: Action): boolean {
  return PERMISSIONS[role]?.includes(action) ?? false;
}

/** Roles that can do everything, including granting those same powers. */
const FULL_CONTROL: readonly number[] = [ROLE.SuperAdmin, ROLE.Admin, ROLE.TeamOwner];

/**
 * Who may give which role by invitation: the full-control roles may give any invitable role; other
 * inviters (Team Manager) may give any invitable role except Admin and Team Owner, so no one can hand out
 * more power than they hold.
 */
export function canGrant(inviterRole: number, role: number): boolean {
  if (!can(inviterRole, "invite")) return false;
  if (FULL_CONTROL.includes(inviterRole)) return true;
  return !FULL_CONTROL.includes(role);
}

export function roleName(role: number): string {
  return ROLES.find((item) => item.value === role)?.name ?? `Role${role}`;
}

export function roleLabel(role: number): string {
  return ROLES.find((item) => item.value === role)?.label ?? `Role ${role}`;
}

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
