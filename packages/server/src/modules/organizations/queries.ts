import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { addresses, organizations, roundAccountUsers } from "../../db/schema/index.ts";
import { type PageRequest, pageWindow } from "../../http/paging.ts";

export type OrganizationRow = typeof organizations.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/** An organization, only if it belongs to one of `accountIds`. */
export async function findOrganization(ex: Executor, id: string, accountIds: string[]) {
  if (accountIds.length === 0) return undefined;
  const [row] = await ex
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), inArray(organizations.roundAccountId, accountIds)));
  return row;
}

export async function listOrganizations(ex: Executor, accountIds: string[], page: PageRequest) {
  if (accountIds.length === 0) return { items: [] as OrganizationRow[], total: 0 };
  const where: SQL | undefined = inArray(organizations.roundAccountId, accountIds);
  const { limit, offset } = pageWindow(page);
  const [items, [total]] = await Promise.all([
    ex
      .select()
      .from(organizations)
      .where(where)
      .orderBy(desc(organizations.createdDate), desc(organizations.id))
      .limit(limit)
      .offset(offset),
    ex.select({ value: count() }).from(organizations).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
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

export function addressesOfOrganization(ex: Executor, organizationId: string) {
  return ex
    .select()
    .from(addresses)
    .where(eq(addresses.organizationId, organizationId))
    .orderBy(desc(addresses.isPrimary), addresses.createdDate);
}

/** The account's first organization (the one its sign-up or onboarding made), if it has one. */
export async function firstOrganizationOf(ex: Executor, accountId: string) {
  const [row] = await ex
    .select()
    .from(organizations)
    .where(eq(organizations.roundAccountId, accountId))
    .orderBy(asc(organizations.createdDate), asc(organizations.id))
    .limit(1);
  return row;
}
