import { type Action, can, OWNER_ROLE } from "../../auth/permissions.ts";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { setActor } from "../../http/context.ts";
import { forbidden, notFound, unauthorized } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";
import { type PrincipalRow, principalRow } from "./queries/principal.ts";

export interface Membership {
  roundAccountId: string;
  role: number;
  accountName: string;
  accountType: "personal" | "business";
}

/** The authenticated caller: who they are and the accounts (tenants) they belong to. */
export interface Principal {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  sessionId: string;
  /** Oldest first: the first is the account the app works in. */
  memberships: Membership[];
  /** Set when an API key calls: the key (its account is then the only membership). */
  apiKey?: { id: string; name: string };
  /** Set when a customer calls from their own pages: who they are (their business is the only membership). */
  customer?: { id: string; name: string };
}

/** The caller as its row says, with the given memberships of it (all of them, or an API key's one). */
function principalOf(
  row: PrincipalRow,
  sessionId: string,
  memberships: PrincipalRow["memberships"],
): Principal {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    sessionId,
    memberships: memberships.map((membership) => ({
      roundAccountId: membership.roundAccountId,
      role: membership.role,
      accountName: membership.account.name,
      accountType: membership.account.accountType,
    })),
  };
}

/**
 * Loads the caller; a revoked session (logout, password reset, token reuse) or a deleted user answers 401.
 * An API key's caller is the person who made it, in the key's account only, with their role there today (a
 * key never does more than its creator may); a creator who has left the account leaves the key unusable.
 */
export async function loadPrincipal(db: Db, claims: AccessClaims): Promise<Principal> {
  if (claims.customer) return customerPrincipal(claims.customer);
  const row = await principalRow(db, claims.sub, claims.sid);
  const key = claims.apiKey;
  if (key) {
    const membership = row?.memberships.find((item) => item.roundAccountId === key.accountId);
    if (!row || !membership) throw unauthorized("This API key is no longer valid.");
    return { ...principalOf(row, claims.sid, [membership]), apiKey: { id: key.id, name: key.name } };
  }
  if (!row || row.sessions.length === 0 || row.sessions[0]!.revokedAt) {
    throw unauthorized("Your session has ended. Please sign in again.");
  }
  return principalOf(row, claims.sid, row.memberships);
}

/**
 * A customer on their own pages, as a caller of the services the portal reuses: a member of their business
 * only, with the role that changes customers and bills, acting on their own records (the portal's routes
 * decide which, before they call). Nothing but the portal's routes makes such claims.
 */
function customerPrincipal(customer: NonNullable<AccessClaims["customer"]>): Principal {
  return {
    userId: customer.customerId,
    email: "",
    firstName: customer.name,
    lastName: "",
    sessionId: "",
    memberships: [
      { roundAccountId: customer.accountId, role: OWNER_ROLE, accountName: "", accountType: "business" },
    ],
    customer: { id: customer.customerId, name: customer.name },
  };
}

/**
 * The caller's membership of an account, allowed to do `action`. Not a member: 404, as if the account did
 * not exist (another tenant's data is never confirmed to exist). A member whose role may not: 403.
 */
export function requireMembership(
  principal: Principal,
  roundAccountId: string | undefined,
  action: Action,
): Membership {
  const membership = isUuid(roundAccountId)
    ? principal.memberships.find((item) => item.roundAccountId === roundAccountId.toLowerCase())
    : undefined;
  if (!membership) throw notFound("Account not found.");
  requireRole(membership, action);
  nameCaller(principal);
  return membership;
}

/** Names the caller (a person or an API key) for the audit log of the current request. */
export function nameCaller(principal: Principal): void {
  setActor(
    principal.customer
      ? { type: "customer", id: principal.customer.id || null, name: principal.customer.name }
      : principal.apiKey
        ? { type: "api_key", id: principal.apiKey.id, name: principal.apiKey.name }
        : {
            type: "user",
            id: principal.userId,
            name: `${principal.firstName} ${principal.lastName}`.trim() || principal.email,
          },
  );
}

export function requireRole(membership: Membership, action: Action): void {
  if (!can(membership.role, action)) throw forbidden("Your role does not allow this action.");
}

/** The account the caller works in when a call names none: their first membership. */
export function primaryMembership(principal: Principal): Membership {
  const first = principal.memberships[0];
  if (!first) throw notFound("Account not found.");
  return first;
}

/**
 * The account (tenant) a call works in (COMMERCE.md, "Tenant"): the one `roundAccountId` names, or the
 * caller's first membership when it names none. A named account the caller is not a member of answers 404
 * 'Account not found.'; a role that may not do `action` answers 403.
 */
export function accountFor(
  principal: Principal,
  roundAccountId: string | undefined,
  action: Action,
): Membership {
  if (roundAccountId !== undefined) return requireMembership(principal, roundAccountId, action);
  const membership = primaryMembership(principal);
  requireRole(membership, action);
  nameCaller(principal);
  return membership;
}

/** Who calls, and the account they work in: the first line of a tenant-scoped service method. */
export interface Tenant {
  principal: Principal;
  membership: Membership;
  /** The account every row read or written by the call belongs to. */
  accountId: string;
}

/** `loadPrincipal` then `accountFor`: 401 for an ended session, 404 or 403 as `accountFor`. */
export async function loadTenant(
  db: Db,
  claims: AccessClaims,
  roundAccountId: string | undefined,
  action: Action,
): Promise<Tenant> {
  const principal = await loadPrincipal(db, claims);
  const membership = accountFor(principal, roundAccountId, action);
  return { principal, membership, accountId: membership.roundAccountId };
}

/**
 * Ids of the accounts where the caller may do `action`, for calls over all of the caller's accounts. A
 * caller with no account simply has nothing (an empty list); one whose accounts all refuse `action`
 * answers 403, as a call naming one of those accounts would.
 */
export function accountsAllowed(principal: Principal, action: Action): string[] {
  const allowed = principal.memberships
    .filter((item) => can(item.role, action))
    .map((item) => item.roundAccountId);
  if (allowed.length === 0 && principal.memberships.length > 0) {
    throw forbidden("Your role does not allow this action.");
  }
  return allowed;
}
