import type { memberRoleSchema } from "@round/forms/schemas";
import type * as v from "valibot";
import { canGrant, OWNER_ROLE, roleName } from "../../auth/permissions.ts";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { ApiError, forbidden, notFound } from "../../http/errors.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { deletedChanges, recordAudit } from "../audit/index.ts";
import {
  deleteMember,
  findMember,
  identityService,
  loadTenant,
  lockedCountWithRole,
  type MemberRow,
  pageOfMembers,
  setMemberRole,
} from "../identities/index.ts";
import type { MemberListQuery } from "./schemas.ts";
import { memberView } from "./views.ts";

/** A member's fields as the audit log keeps them (the view without who is asking). */
function memberFields(row: MemberRow) {
  const { isYou: _caller, ...fields } = memberView(row, "");
  return fields;
}

export const MEMBER_NOT_FOUND = "Member not found.";
export const LAST_OWNER_ROLE =
  "The account's last Team Owner keeps that role. Make another member a Team Owner first.";
export const LAST_OWNER_REMOVE =
  "The account's last Team Owner cannot be removed. Make another member a Team Owner first.";
export const CANNOT_CHANGE_MEMBER = "Your role cannot change this member's role.";
export const CANNOT_REMOVE_MEMBER = "Your role cannot remove this member.";
export const CANNOT_GIVE_ROLE = "Your role cannot give this role.";

const lastOwner = (message: string) =>
  new ApiError(409, message, { errors: [{ code: "LAST_OWNER", description: message }] });

/**
 * The members of an account: listed by anyone who may read it; their roles changed and members removed by
 * whoever may manage the team (`invite`), never beyond what they could grant (`canGrant`), and never the
 * account's last Team Owner. A removed member's sessions end in the same transaction.
 */
export function memberService(deps: Deps) {
  const { db, clock } = deps;
  const identities = identityService(deps);

  async function memberOf(accountId: string, userId: string): Promise<MemberRow> {
    const row = isUuid(userId) ? await findMember(db, accountId, userId.toLowerCase()) : undefined;
    if (!row) throw notFound(MEMBER_NOT_FOUND);
    return row;
  }

  return {
    async list(claims: AccessClaims, query: MemberListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfMembers(db, tenant.accountId, query);
      return pageResult(
        items.map((row) => memberView(row, tenant.principal.userId)),
        total,
        query,
      );
    },

    async changeRole(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      userId: string,
      body: v.InferOutput<typeof memberRoleSchema>,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "invite");
      const actorRole = tenant.membership.role;
      // Required by the schema (its key reads as optional because the rule accepts null to say so).
      const role = body.role as number;
      const target = await memberOf(tenant.accountId, userId);
      if (!canGrant(actorRole, target.role)) throw forbidden(CANNOT_CHANGE_MEMBER);
      if (!canGrant(actorRole, role)) throw forbidden(CANNOT_GIVE_ROLE);
      const updated = await db.transaction(async (tx) => {
        const current = await findMember(tx, tenant.accountId, target.userId, true);
        if (!current) throw notFound(MEMBER_NOT_FOUND);
        const changed = current.role !== role;
        if (
          changed &&
          current.role === OWNER_ROLE &&
          (await lockedCountWithRole(tx, tenant.accountId, OWNER_ROLE)) <= 1
        )
          throw lastOwner(LAST_OWNER_ROLE);
        if (changed) await setMemberRole(tx, tenant.accountId, current.userId, role);
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "member.role_change",
            resourceType: "member",
            resourceId: current.userId,
            changes: changed
              ? { role: [current.role, role], roleName: [roleName(current.role), roleName(role)] }
              : {},
            at: clock.date(),
          },
        ]);
        return { ...current, role };
      });
      return { ...memberView(updated, tenant.principal.userId), message: "Role changed" };
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, userId: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "invite");
      const target = await memberOf(tenant.accountId, userId);
      if (!canGrant(tenant.membership.role, target.role)) throw forbidden(CANNOT_REMOVE_MEMBER);
      const removed = await db.transaction(async (tx) => {
        const current = await findMember(tx, tenant.accountId, target.userId, true);
        if (!current) throw notFound(MEMBER_NOT_FOUND);
        if (current.role === OWNER_ROLE && (await lockedCountWithRole(tx, tenant.accountId, OWNER_ROLE)) <= 1)
          throw lastOwner(LAST_OWNER_REMOVE);
        await deleteMember(tx, tenant.accountId, current.userId);
        // Signed out everywhere at once: refresh tokens stop working and access tokens are refused.
        await identities.endSessionsOf(tx, current.userId, "removed from account");
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "member.remove",
            resourceType: "member",
            resourceId: current.userId,
            changes: deletedChanges(memberFields(current)),
            at: clock.date(),
          },
        ]);
        return current;
      });
      return { ...memberView(removed, tenant.principal.userId), message: "Member removed" };
    },
  };
}

export type MemberService = ReturnType<typeof memberService>;
