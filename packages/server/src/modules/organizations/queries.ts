import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { organizations } from "../../db/schema/index.ts";
import { type PageRequest, pageWindow } from "../../http/paging.ts";

// The organizations table: the businesses of an account (its sign-up's or onboarding's first, then others).

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationValues = Omit<typeof organizations.$inferInsert, "id" | "createdDate">;

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

/** The name of the account's newest organization, if it has one. */
export async function newestOrganizationName(ex: Executor, accountId: string): Promise<string | undefined> {
  const [organization] = await ex
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.roundAccountId, accountId))
    .orderBy(desc(organizations.createdDate))
    .limit(1);
  return organization?.name;
}

export async function insertOrganization(ex: Executor, values: OrganizationValues): Promise<OrganizationRow> {
  const [row] = await ex.insert(organizations).values(values).returning();
  return row!;
}

/** Sets the columns given (and the modified date); answers the changed row. */
export async function updateOrganization(
  ex: Executor,
  id: string,
  changes: Partial<OrganizationValues>,
  now: Date,
): Promise<OrganizationRow> {
  const [row] = await ex
    .update(organizations)
    .set({ ...changes, modifiedDate: now })
    .where(eq(organizations.id, id))
    .returning();
  return row!;
}

/** Deletes the organization; its addresses go with it (foreign key cascade), in the same statement. */
export async function deleteOrganization(ex: Executor, id: string) {
  await ex.delete(organizations).where(eq(organizations.id, id));
}
