import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { pendingBusinessData, users } from "../../../db/schema/index.ts";

// People: the users table, and the business details a sign-up keeps until its address is confirmed.

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(ex: Executor, email: string) {
  return ex.query.users.findFirst({ where: eq(users.email, email) });
}

export function findUserById(ex: Executor, id: string) {
  return ex.query.users.findFirst({ where: eq(users.id, id) });
}

export async function emailTaken(ex: Executor, email: string): Promise<boolean> {
  const [row] = await ex.select({ one: sql<number>`1` }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/** The first and last name of a user, if there is one. */
export async function nameOfUser(ex: Executor, id: string) {
  const [row] = await ex
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** A new user (`email` already lowercased); answers the whole row. */
export async function insertUser(
  ex: Executor,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    passwordHash: string;
    emailConfirmedAt?: Date;
  },
): Promise<UserRow> {
  const [user] = await ex.insert(users).values(values).returning();
  return user!;
}

/** A sign-in began at `now`: the one before it is kept ('Welcome back'). */
export async function recordSignIn(ex: Executor, userId: string, now: Date) {
  await ex
    .update(users)
    .set({ previousSignInAt: sql`${users.lastSignInAt}`, lastSignInAt: now })
    .where(eq(users.id, userId));
}

export async function markEmailConfirmed(ex: Executor, userId: string, now: Date) {
  await ex.update(users).set({ emailConfirmedAt: now, modifiedDate: now }).where(eq(users.id, userId));
}

export async function setUserProfile(
  ex: Executor,
  userId: string,
  profile: { firstName: string; lastName: string; phoneNumber: string },
  now: Date,
) {
  await ex
    .update(users)
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
      modifiedDate: now,
    })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(ex: Executor, userId: string, passwordHash: string, now: Date) {
  await ex.update(users).set({ passwordHash, modifiedDate: now }).where(eq(users.id, userId));
}

/** Keeps a business sign-up's company and address details until the address is confirmed. */
export async function keepPendingBusiness(ex: Executor, userId: string, data: unknown) {
  await ex.insert(pendingBusinessData).values({ userId, data });
}

/** The business details kept for the user, locked for the caller's transaction. */
export async function lockPendingBusiness(tx: Executor, userId: string) {
  const [pending] = await tx
    .select()
    .from(pendingBusinessData)
    .where(eq(pendingBusinessData.userId, userId))
    .for("update");
  return pending;
}

export async function dropPendingBusiness(tx: Executor, userId: string) {
  await tx.delete(pendingBusinessData).where(eq(pendingBusinessData.userId, userId));
}
