import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../../db/builder/like.ts";
import type { Executor } from "../../../db/client.ts";
import { roundAccountUsers, users } from "../../../db/schema/index.ts";
import { type PageRequest, pageWindow } from "../../../http/paging.ts";

// The members of an account as its team page shows them: each membership with its person.

/** How a page of members is ordered. */
export type MemberOrder = "joinedDate" | "name" | "email" | "role";

/** A page of an account's members: searched by name or email, ordered by `orderBy`. */
export interface MemberPageQuery extends PageRequest {
  search?: string | undefined;
  orderBy: MemberOrder;
  isAscending: boolean;
}

const memberColumns = {
  userId: roundAccountUsers.userId,
  roundAccountId: roundAccountUsers.roundAccountId,
  role: roundAccountUsers.role,
  joinedDate: roundAccountUsers.createdDate,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  lastSignInAt: users.lastSignInAt,
};

export type MemberRow = {
  userId: string;
  roundAccountId: string;
  role: number;
  joinedDate: Date;
  firstName: string;
  lastName: string;
  email: string;
  lastSignInAt: Date | null;
};

function members(ex: Executor) {
  return ex
    .select(memberColumns)
    .from(roundAccountUsers)
    .innerJoin(users, eq(users.id, roundAccountUsers.userId));
}

const ORDER: Record<MemberOrder, SQL[]> = {
  joinedDate: [sql`${roundAccountUsers.createdDate}`],
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  email: [sql`${users.email}`],
  role: [sql`${roundAccountUsers.role}`],
};

/** A page of the account's members and how many match. */
export async function pageOfMembers(ex: Executor, accountId: string, query: MemberPageQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(roundAccountUsers.roundAccountId, accountId),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
  );
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [items, [total]] = await Promise.all([
    members(ex)
      .where(where)
      .orderBy(...ORDER[query.orderBy].map((column) => direction(column)), asc(roundAccountUsers.userId))
      .limit(limit)
      .offset(offset),
    ex
      .select({ value: count() })
      .from(roundAccountUsers)
      .innerJoin(users, eq(users.id, roundAccountUsers.userId))
      .where(where),
  ]);
  return { items: items as MemberRow[], total: total?.value ?? 0 };
}

/** One member of the account, locked for the caller's transaction when `lock`. */
export async function findMember(
  ex: Executor,
  accountId: string,
  userId: string,
  lock = false,
): Promise<MemberRow | undefined> {
  const query = members(ex).where(
    and(eq(roundAccountUsers.roundAccountId, accountId), eq(roundAccountUsers.userId, userId)),
  );
  const [row] = lock ? await query.for("update", { of: roundAccountUsers }) : await query;
  return row as MemberRow | undefined;
}

/**
 * How many members of the account hold `role`, their rows locked for the caller's transaction: two owners
 * demoting each other at once cannot both see the other one left.
 */
export async function lockedCountWithRole(ex: Executor, accountId: string, role: number): Promise<number> {
  const rows = await ex
    .select({ userId: roundAccountUsers.userId })
    .from(roundAccountUsers)
    .where(and(eq(roundAccountUsers.roundAccountId, accountId), eq(roundAccountUsers.role, role)))
    .for("update");
  return rows.length;
}

export async function setMemberRole(ex: Executor, accountId: string, userId: string, role: number) {
  await ex
    .update(roundAccountUsers)
    .set({ role })
    .where(and(eq(roundAccountUsers.roundAccountId, accountId), eq(roundAccountUsers.userId, userId)));
}

export async function deleteMember(ex: Executor, accountId: string, userId: string) {
  await ex
    .delete(roundAccountUsers)
    .where(and(eq(roundAccountUsers.roundAccountId, accountId), eq(roundAccountUsers.userId, userId)));
}

/** Whether someone with that address (lowercased) is a member of the account. */
export async function hasMemberWithEmail(ex: Executor, accountId: string, email: string): Promise<boolean> {
  const [member] = await ex
    .select({ userId: users.id })
    .from(roundAccountUsers)
    .innerJoin(users, eq(users.id, roundAccountUsers.userId))
    .where(and(eq(roundAccountUsers.roundAccountId, accountId), eq(users.email, email)));
  return member !== undefined;
}

/** The email addresses of the account's Team Owners (whom Round writes to about the account itself). */
export async function ownerEmails(ex: Executor, accountId: string, ownerRole: number): Promise<string[]> {
  const rows = await ex
    .select({ email: users.email })
    .from(roundAccountUsers)
    .innerJoin(users, eq(users.id, roundAccountUsers.userId))
    .where(and(eq(roundAccountUsers.roundAccountId, accountId), eq(roundAccountUsers.role, ownerRole)));
  return rows.map((row) => row.email);
}
