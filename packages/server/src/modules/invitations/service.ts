import { invitationSchema, MESSAGES } from "@round/forms/schemas";
import { and, desc, eq, gt, lte } from "drizzle-orm";
import type * as v from "valibot";
import { hashPassword } from "../../auth/passwords.ts";
import { canGrant, roleLabel, roleName } from "../../auth/permissions.ts";
import { type AccessClaims, hashToken, INVITATION_TTL_MS, randomToken } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import {
  invitations,
  onboarding,
  organizations,
  roundAccounts,
  roundAccountUsers,
  users,
} from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { SignInClient } from "../../http/client-ip.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { invitationMail } from "../../mail/templates.ts";
import {
  accountFor,
  EMAIL_IN_USE,
  emailTaken,
  identityService,
  loadPrincipal,
  requireMembership,
} from "../identities/index.ts";
import type { inviteWireSchema, registerWithInvitationSchema } from "./schemas.ts";

export const ALREADY_INVITED = "This email address has already been invited.";
export const ALREADY_MEMBER = "This person is already a member of the organization.";
export const INVALID_INVITATION = "This invitation is invalid or has expired.";
/** An invitation is accepted by creating an account: an address that has one could never accept it. */
export const HAS_ACCOUNT = "This email address already has a Round account.";

type InvitationRow = typeof invitations.$inferSelect;

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
  const query = ex
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for("update") : await query;
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
      const [member] = await db
        .select({ userId: users.id })
        .from(roundAccountUsers)
        .innerJoin(users, eq(users.id, roundAccountUsers.userId))
        .where(and(eq(roundAccountUsers.roundAccountId, membership.roundAccountId), eq(users.email, email)));
      if (member) throw conflict(ALREADY_MEMBER, "ALREADY_MEMBER");
      // Joining a second account with an existing sign-in is not offered: no dead invitation is sent.
      if (await emailTaken(db, email)) throw conflict(HAS_ACCOUNT, "EMAIL_HAS_ACCOUNT");

      const token = randomToken();
      let row: InvitationRow;
      try {
        row = await db.transaction(async (tx) => {
          // An expired invitation no longer blocks a new one.
          await tx
            .update(invitations)
            .set({ status: "expired" })
            .where(
              and(
                eq(invitations.roundAccountId, membership.roundAccountId),
                eq(invitations.email, email),
                eq(invitations.status, "pending"),
                lte(invitations.expiresAt, clock.date()),
              ),
            );
          const [created] = await tx
            .insert(invitations)
            .values({
              roundAccountId: membership.roundAccountId,
              email,
              role,
              tokenHash: hashToken(token),
              invitedBy: principal.userId,
              expiresAt: new Date(clock.now() + INVITATION_TTL_MS),
            })
            .returning();
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
          return created!;
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
      const rows = await db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.roundAccountId, membership.roundAccountId),
            eq(invitations.status, "pending"),
            gt(invitations.expiresAt, clock.date()),
          ),
        )
        .orderBy(desc(invitations.createdDate));
      return { items: rows.map(view), totalCount: rows.length };
    },

    async revoke(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      if (!isUuid(id)) throw notFound("Invitation not found.");
      const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
      if (
        !row ||
        !principal.memberships.some((membership) => membership.roundAccountId === row.roundAccountId)
      ) {
        throw notFound("Invitation not found.");
      }
      requireMembership(principal, row.roundAccountId, "invite");
      if (row.status === "accepted")
        throw conflict("This invitation was already accepted.", "INVITATION_ACCEPTED");
      const [updated] = await db
        .update(invitations)
        .set({ status: "revoked" })
        .where(eq(invitations.id, row.id))
        .returning();
      return { ...view(updated!), message: "Invitation revoked" };
    },

    /**
     * Sends a pending invitation again: a new link (the old one stops working) valid 7 days from now, by email
     * through the outbox. Needs `invite` and the right to give the invitation's role.
     */
    async resend(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      if (!isUuid(id)) throw notFound("Invitation not found.");
      const [row] = await db.select().from(invitations).where(eq(invitations.id, id.toLowerCase()));
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
        const [changed] = await tx
          .update(invitations)
          .set({ tokenHash: hashToken(token), expiresAt: new Date(clock.now() + INVITATION_TTL_MS) })
          .where(and(eq(invitations.id, row.id), eq(invitations.status, "pending")))
          .returning();
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
        return changed;
      });
      deps.mail.wake();
      return { ...view(updated), message: "Invitation sent again" };
    },

    async lookup(token: string) {
      const row = await usableInvitation(db, token, clock.now());
      if (!row) throw notFound(INVALID_INVITATION);
      const [account] = await db
        .select({ name: roundAccounts.name })
        .from(roundAccounts)
        .where(eq(roundAccounts.id, row.roundAccountId));
      const [organization] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.roundAccountId, row.roundAccountId))
        .orderBy(desc(organizations.createdDate))
        .limit(1);
      const [inviter] = row.invitedBy
        ? await db
            .select({ firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(eq(users.id, row.invitedBy))
        : [];
      return {
        email: row.email,
        roundAccountId: row.roundAccountId,
        accountName: account?.name ?? null,
        organizationName: organization?.name ?? account?.name ?? null,
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
          const [user] = await tx
            .insert(users)
            .values({
              email: row.email,
              firstName: input.firstName,
              lastName: input.lastName,
              phoneNumber: input.phoneNumber,
              passwordHash,
              // The invitation link reached the address.
              emailConfirmedAt: now,
            })
            .returning();
          await tx
            .insert(roundAccountUsers)
            .values({ roundAccountId: row.roundAccountId, userId: user!.id, role: row.role });
          await tx
            .update(invitations)
            .set({ status: "accepted", acceptedAt: now })
            .where(eq(invitations.id, row.id));
          // The account was set up by whoever invited them: nothing to onboard.
          await tx.insert(onboarding).values({ userId: user!.id, completed: true, completedAt: now });
          return identities.openSession(tx, user!, "Registration successful.", client);
        });
      } catch (error) {
        if (isUniqueViolation(error, "users_email_unique")) throw conflict(EMAIL_IN_USE, "EMAIL_IN_USE");
        throw error;
      }
    },
  };
}
