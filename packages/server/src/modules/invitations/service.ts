import { invitationSchema, MESSAGES } from "@round/forms/schemas";
import type * as v from "valibot";
import { hashPassword } from "../../auth/passwords.ts";
import { canGrant, roleLabel, roleName } from "../../auth/permissions.ts";
import { type AccessClaims, hashToken, INVITATION_TTL_MS, randomToken } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import type { SignInClient } from "../../http/client-ip.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { invitationMail } from "../../mail/templates.ts";
import { createdChanges, recordAudit } from "../audit/index.ts";
import {
  accountFor,
  accountName,
  addInvitedMember,
  EMAIL_IN_USE,
  emailTaken,
  hasMemberWithEmail,
  identityService,
  loadPrincipal,
  nameOfUser,
  requireMembership,
} from "../identities/index.ts";
import { markOnboardedOnJoining } from "../onboarding/index.ts";
import { newestOrganizationName } from "../organizations/index.ts";
import {
  expirePendingInvitation,
  findInvitation,
  type InvitationRow,
  insertInvitation,
  invitationByTokenHash,
  markInvitationAccepted,
  pendingInvitations,
  renewInvitation,
  revokeInvitation,
} from "./queries.ts";
import type { inviteWireSchema, registerWithInvitationSchema } from "./schemas.ts";

export const ALREADY_INVITED = "This email address has already been invited.";
export const ALREADY_MEMBER = "This person is already a member of the organization.";
export const INVALID_INVITATION = "This invitation is invalid or has expired.";
/** An invitation is accepted by creating an account: an address that has one could never accept it. */
export const HAS_ACCOUNT = "This email address already has a Round account.";

function view(row: InvitationRow) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    roleName: roleName(row.role),
    roleLabel: roleLabel(row.role),
    status: row.status,
    roundAccountId: row.roundAccountId,
    expiresAt: row.expiresAt,
    createdDate: row.createdDate,
  };
}

/** A pending invitation by its token, unexpired at `now`. */
async function usableInvitation(ex: Executor, token: string, now: number, lock = false) {
  const row = await invitationByTokenHash(ex, hashToken(token), lock);
  if (row?.status !== "pending" || row.expiresAt.getTime() <= now) return undefined;
  return row;
}

/** Invitations to a round account: sent by email, listed, revoked, looked up and accepted. */
export function invitationService(deps: Deps) {
  const { db, config, limiter, clock } = deps;
  const identities = identityService(deps);

  return {
    async invite(claims: AccessClaims, wire: v.InferOutput<typeof inviteWireSchema>) {
      const input = parseWith(
        invitationSchema,
        { email: wire.Email ?? wire.email, role: wire.Role ?? wire.role },
        { email: "Email", role: "Role" },
      );
      const role = input.role as number;
      const accountId = wire.RoundAccountId ?? wire.roundAccountId;
      if (accountId === undefined || accountId === null || String(accountId).trim() === "") {
        throw badRequest(MESSAGES.invitation.missingAccount, "REQUIRED", "RoundAccountId");
      }
      const principal = await loadPrincipal(db, claims);
      const membership = requireMembership(principal, String(accountId).trim(), "invite");
      if (!canGrant(membership.role, role)) throw forbidden("Your role cannot give this role.");
      const email = input.email.toLowerCase();
      if (email === principal.email) throw badRequest(MESSAGES.invitation.self, "INVITE_SELF", "Email");
      if (await hasMemberWithEmail(db, membership.roundAccountId, email))
        throw conflict(ALREADY_MEMBER, "ALREADY_MEMBER");
      // Joining a second account with an existing sign-in is not offered: no dead invitation is sent.
      if (await emailTaken(db, email)) throw conflict(HAS_ACCOUNT, "EMAIL_HAS_ACCOUNT");

      const token = randomToken();
      let row: InvitationRow;
      try {
        row = await db.transaction(async (tx) => {
          // An expired invitation no longer blocks a new one.
          await expirePendingInvitation(tx, membership.roundAccountId, email, clock.date());
          const created = await insertInvitation(tx, {
            roundAccountId: membership.roundAccountId,
            email,
            role,
            tokenHash: hashToken(token),
            invitedBy: principal.userId,
            expiresAt: new Date(clock.now() + INVITATION_TTL_MS),
          });
          await enqueueMail(
            tx,
            invitationMail(config.appUrl, {
              email,
              token,
              accountName: membership.accountName,
              inviterName: `${principal.firstName} ${principal.lastName}`,
              roleLabel: roleLabel(role),
            }),
          );
          await recordAudit(tx, [
            {
              accountId: created.roundAccountId,
              action: "invitation.create",
              resourceType: "invitation",
              resourceId: created.id,
              changes: createdChanges(view(created)),
              at: clock.date(),
            },
          ]);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error, "invitations_one_pending"))
          throw conflict(ALREADY_INVITED, "ALREADY_INVITED");
        throw error;
      }
      deps.mail.wake();
      return { ...view(row), message: "Invitation sent successfully" };
    },

    async list(claims: AccessClaims, roundAccountId: string | undefined) {
      const principal = await loadPrincipal(db, claims);
      const membership = accountFor(principal, roundAccountId, "invite");
      const rows = await pendingInvitations(db, membership.roundAccountId, clock.date());
      return { items: rows.map(view), totalCount: rows.length };
    },

    async revoke(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      if (!isUuid(id)) throw notFound("Invitation not found.");
      const row = await findInvitation(db, id);
      if (
        !row ||
        !principal.memberships.some((membership) => membership.roundAccountId === row.roundAccountId)
      ) {
        throw notFound("Invitation not found.");
      }
      requireMembership(principal, row.roundAccountId, "invite");
      if (row.status === "accepted")
        throw conflict("This invitation was already accepted.", "INVITATION_ACCEPTED");
      const updated = await db.transaction(async (tx) => {
        const revoked = await revokeInvitation(tx, row.id);
        await recordAudit(tx, [
          {
            accountId: revoked.roundAccountId,
            action: "invitation.revoke",
            resourceType: "invitation",
            resourceId: revoked.id,
            changes: { status: [row.status, revoked.status] },
            at: clock.date(),
          },
        ]);
        return revoked;
      });
      return { ...view(updated), message: "Invitation revoked" };
    },

    /**
     * Sends a pending invitation again: a new link (the old one stops working) valid 7 days from now, by email
     * through the outbox. Needs `invite` and the right to give the invitation's role.
     */
    async resend(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      if (!isUuid(id)) throw notFound("Invitation not found.");
      const row = await findInvitation(db, id.toLowerCase());
      if (
        !row ||
        !principal.memberships.some((membership) => membership.roundAccountId === row.roundAccountId)
      ) {
        throw notFound("Invitation not found.");
      }
      const membership = requireMembership(principal, row.roundAccountId, "invite");
      if (!canGrant(membership.role, row.role)) throw forbidden("Your role cannot give this role.");
      if (row.status === "accepted")
        throw conflict("This invitation was already accepted.", "INVITATION_ACCEPTED");
      if (row.status !== "pending")
        throw conflict("This invitation was revoked. Send a new one instead.", "INVITATION_CLOSED");
      const token = randomToken();
      const updated = await db.transaction(async (tx) => {
        const changed = await renewInvitation(
          tx,
          row.id,
          hashToken(token),
          new Date(clock.now() + INVITATION_TTL_MS),
        );
        if (!changed) throw conflict("This invitation is no longer pending.", "INVITATION_CLOSED");
        await enqueueMail(
          tx,
          invitationMail(config.appUrl, {
            email: changed.email,
            token,
            accountName: membership.accountName,
            inviterName: `${principal.firstName} ${principal.lastName}`,
            roleLabel: roleLabel(changed.role),
          }),
        );
        await recordAudit(tx, [
          {
            accountId: changed.roundAccountId,
            action: "invitation.resend",
            resourceType: "invitation",
            resourceId: changed.id,
            changes: { expiresAt: [row.expiresAt, changed.expiresAt] },
            at: clock.date(),
          },
        ]);
        return changed;
      });
      deps.mail.wake();
      return { ...view(updated), message: "Invitation sent again" };
    },

    async lookup(token: string) {
      const row = await usableInvitation(db, token, clock.now());
      if (!row) throw notFound(INVALID_INVITATION);
      const account = await accountName(db, row.roundAccountId);
      const organization = await newestOrganizationName(db, row.roundAccountId);
      const inviter = row.invitedBy ? await nameOfUser(db, row.invitedBy) : undefined;
      return {
        email: row.email,
        roundAccountId: row.roundAccountId,
        accountName: account ?? null,
        organizationName: organization ?? account ?? null,
        role: row.role,
        roleName: roleName(row.role),
        roleLabel: roleLabel(row.role),
        invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
        expiresAt: row.expiresAt,
        emailInUse: await emailTaken(db, row.email),
      };
    },

    /** Creates a confirmed member with the invitation's role, and signs them in. */
    async accept(input: v.InferOutput<typeof registerWithInvitationSchema>, client: SignInClient) {
      await limiter.consume("registerPerIp", client.ip);
      const invitation = await usableInvitation(db, input.token, clock.now());
      if (!invitation) throw badRequest(INVALID_INVITATION, "INVALID_INVITATION", "token");
      if (await emailTaken(db, invitation.email)) throw conflict(EMAIL_IN_USE, "EMAIL_IN_USE");
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await usableInvitation(tx, input.token, clock.now(), true);
          if (!row) throw badRequest(INVALID_INVITATION, "INVALID_INVITATION", "token");
          const now = clock.date();
          // The invitation link reached the address: it is confirmed.
          const user = await addInvitedMember(
            tx,
            {
              email: row.email,
              firstName: input.firstName,
              lastName: input.lastName,
              phoneNumber: input.phoneNumber,
              passwordHash,
            },
            { roundAccountId: row.roundAccountId, role: row.role },
            now,
          );
          await markInvitationAccepted(tx, row.id, now);
          // The account was set up by whoever invited them: nothing to onboard.
          await markOnboardedOnJoining(tx, user.id, now);
          // Accepting is the new member's own write, done before they are signed in.
          await recordAudit(tx, [
            {
              accountId: row.roundAccountId,
              action: "member.join",
              resourceType: "member",
              resourceId: user.id,
              changes: createdChanges({
                email: row.email,
                firstName: input.firstName,
                lastName: input.lastName,
                role: row.role,
                roleName: roleName(row.role),
                invitationId: row.id,
              }),
              at: now,
              actor: {
                type: "user",
                id: user.id,
                name: `${input.firstName} ${input.lastName}`.trim() || row.email,
              },
            },
          ]);
          return identities.openSession(tx, user, "Registration successful.", client);
        });
      } catch (error) {
        if (isUniqueViolation(error, "users_email_unique")) throw conflict(EMAIL_IN_USE, "EMAIL_IN_USE");
        throw error;
      }
    },
  };
}
