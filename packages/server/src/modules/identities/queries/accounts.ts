import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { roundAccounts, roundAccountUsers } from "../../../db/schema/index.ts";

// Round accounts (the tenants) and who belongs to them with which role.

/** A new account with `userId` as its member in `role` (its owner, at sign-up); answers the account's id. */
export async function insertAccount(
  ex: Executor,
  account: { name: string; accountType: "personal" | "business" },
  member: { userId: string; role: number },
): Promise<string> {
  const [created] = await ex
    .insert(roundAccounts)
    .values({ name: account.name, accountType: account.accountType })
    .returning({ id: roundAccounts.id });
  await insertMembership(ex, created!.id, member.userId, member.role);
  return created!.id;
}

export async function insertMembership(ex: Executor, roundAccountId: string, userId: string, role: number) {
  await ex.insert(roundAccountUsers).values({ roundAccountId, userId, role });
}

/** The account's own name (given at sign-up), if the account exists. */
export async function accountName(ex: Executor, accountId: string): Promise<string | undefined> {
  const [account] = await ex
    .select({ name: roundAccounts.name })
    .from(roundAccounts)
    .where(eq(roundAccounts.id, accountId));
  return account?.name;
}

/** The user's first membership: the account the app works in. */
export async function primaryMembership(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ roundAccountId: roundAccountUsers.roundAccountId, role: roundAccountUsers.role })
    .from(roundAccountUsers)
    .where(eq(roundAccountUsers.userId, userId))
    .orderBy(asc(roundAccountUsers.createdDate))
    .limit(1);
  return row;
}

/** Accounts `userId` belongs to, among `accountIds`. */
export async function accountsOfUser(ex: Executor, userId: string, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  const rows = await ex
    .select({ id: roundAccountUsers.roundAccountId })
    .from(roundAccountUsers)
    .where(and(eq(roundAccountUsers.userId, userId), inArray(roundAccountUsers.roundAccountId, accountIds)));
  return rows.map((row) => row.id);
}
