/**
 * Round's permission matrix: what each of the spec's 19 roles may do in a round account (the tenant). The
 * server enforces it on every endpoint; the app reads the caller's actions from `GET /identities/me` and
 * uses the same rules to offer only what a person may do (which roles they may give, for instance).
 * packages/server/PERMISSIONS.md shows the table; a server test keeps the two in step.
 */
import { ROLES } from "./constants.ts";

export const ACTIONS = [
  "read",
  "editOrganization",
  "invite",
  "manageCatalog",
  "manageCustomers",
  "manageBilling",
  "manageDevelopers",
  "viewAuditLog",
] as const;
export type Action = (typeof ACTIONS)[number];

export const ACTION_DESCRIPTIONS: Record<Action, string> = {
  read: "See the account's organizations, addresses, members and invitations",
  editOrganization: "Create, edit and delete organizations and their addresses",
  invite: "Invite people, list and revoke invitations, change members' roles and remove members",
  manageCatalog: "Product families, plans, add-ons, charges and coupons",
  manageCustomers: "Customers and their subscriptions",
  manageBilling: "Invoices, payments and the billing provider",
  manageDevelopers: "API keys and webhook endpoints",
  viewAuditLog: "The audit log: who did what, and when",
};

/** What an action does, as the end of 'Your role (Developer) cannot …'. */
export const ACTION_PHRASES: Record<Action, string> = {
  read: "see this account",
  editOrganization: "edit the organization",
  invite: "manage the team",
  manageCatalog: "change the catalog",
  manageCustomers: "manage customers",
  manageBilling: "manage billing",
  manageDevelopers: "manage API keys and webhooks",
  viewAuditLog: "see the audit log",
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

/** The role of whoever registers an account: it owns it. An account always keeps at least one. */
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
  [ROLE.Developer]: ["read", "manageDevelopers"],
  [ROLE.QAEngineer]: ["read"],
  [ROLE.Designer]: ["read"],
  [ROLE.FinanceManager]: ["read", "manageBilling", "manageCustomers"],
  [ROLE.BillingSpecialist]: ["read", "manageBilling"],
  [ROLE.Viewer]: ["read"],
  // A guest signs in and sees their own profile; nothing of the account.
  [ROLE.Guest]: [],
};

export function can(role: number | null | undefined, action: Action): boolean {
  if (role === null || role === undefined) return false;
  return PERMISSIONS[role]?.includes(action) ?? false;
}

/** The actions of `role`, in the matrix's order (none for an unknown role or no role). */
export function permissionsOf(role: number | null | undefined): Action[] {
  return ACTIONS.filter((action) => can(role, action));
}

/** Roles that can do everything, including granting those same powers. */
export const FULL_CONTROL_ROLES: readonly number[] = [ROLE.SuperAdmin, ROLE.Admin, ROLE.TeamOwner];

/**
 * Who may give which role (by invitation or by changing a member's role), and so who may change or remove a
 * member holding it: the full-control roles may give any role; other inviters (Team Manager) any but the
 * full-control ones, so no one hands out, takes away or changes more power than they hold.
 */
export function canGrant(granterRole: number | null | undefined, role: number): boolean {
  if (!can(granterRole, "invite")) return false;
  if (FULL_CONTROL_ROLES.includes(granterRole as number)) return true;
  return !FULL_CONTROL_ROLES.includes(role);
}

export function roleName(role: number): string {
  return ROLES.find((item) => item.value === role)?.name ?? `Role${role}`;
}

export function roleLabel(role: number): string {
  return ROLES.find((item) => item.value === role)?.label ?? `Role ${role}`;
}

/** 'Your role (Developer) cannot edit the organization.': why something is not offered. */
export function notAllowedReason(roleLabelText: string | null | undefined, action: Action): string {
  return roleLabelText
    ? `Your role (${roleLabelText}) cannot ${ACTION_PHRASES[action]}.`
    : `You cannot ${ACTION_PHRASES[action]} without a role in this account.`;
}
