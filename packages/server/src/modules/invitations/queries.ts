import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { invitations } from "../../db/schema/index.ts";

// The invitations table: who was invited to which account with which role, and what became of it.

export type InvitationRow = typeof invitations.$inferSelect;

/** An invitation by the hash of its token, locked for the caller's transaction when `lock`. */
export async function invitationByTokenHash(ex: Executor, tokenHash: string, lock = false) {
  const query = ex.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function findInvitation(ex: Executor, id: string) {
  const [row] = await ex.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

/** The account's pending invitations still valid at `now`, newest first. */
export function pendingInvitations(ex: Executor, accountId: string, now: Date) {
  return ex
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.roundAccountId, accountId),
        eq(invitations.status, "pending"),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdDate));
}

/** A pending invitation of that address to the account that expired by `now` is marked expired. */
export async function expirePendingInvitation(ex: Executor, accountId: string, email: string, now: Date) {
  await ex
    .update(invitations)
    .set({ status: "expired" })
    .where(
      and(
        eq(invitations.roundAccountId, accountId),
        eq(invitations.email, email),
        eq(invitations.status, "pending"),
        lte(invitations.expiresAt, now),
      ),
    );
}

/** A new pending invitation; a pending one for the same address and account fails on `invitations_one_pending`. */
export async function insertInvitation(
  ex: Executor,
  values: {
    roundAccountId: string;
    email: string;
    role: number;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [created] = await ex.insert(invitations).values(values).returning();
  return created!;
}

export async function revokeInvitation(ex: Executor, id: string): Promise<InvitationRow> {
  const [updated] = await ex
    .update(invitations)
    .set({ status: "revoked" })
    .where(eq(invitations.id, id))
    .returning();
  return updated!;
}

/** A new token and expiry for the invitation, if it is still pending. */
export async function renewInvitation(ex: Executor, id: string, tokenHash: string, expiresAt: Date) {
  const [changed] = await ex
    .update(invitations)
    .set({ tokenHash, expiresAt })
    .where(and(eq(invitations.id, id), eq(invitations.status, "pending")))
    .returning();
  return changed;
}

export async function markInvitationAccepted(ex: Executor, id: string, now: Date) {
  await ex.update(invitations).set({ status: "accepted", acceptedAt: now }).where(eq(invitations.id, id));
}
