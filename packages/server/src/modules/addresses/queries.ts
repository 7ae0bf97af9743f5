import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from "drizzle-orm";
import { containsPattern } from "../../db/builder/like.ts";
import type { Executor } from "../../db/client.ts";
import { addresses } from "../../db/schema/index.ts";
import { pageWindow } from "../../http/paging.ts";
import type { ADDRESS_FILTER_FIELDS, ADDRESS_ORDER_FIELDS } from "./schemas.ts";

// The addresses table: every address belongs to an organization and carries its account.

export type AddressRow = typeof addresses.$inferSelect;

/** The columns an address's fields set (blank optional fields stored as null). */
export interface AddressValues {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  number: string | null;
  city: string;
  state: string | null;
  zipCode: string | null;
  country: string;
  addressType: string;
}

const ORDER_COLUMNS = {
  name: addresses.name,
  city: addresses.city,
  state: addresses.state,
  zipCode: addresses.zipCode,
  country: addresses.country,
  addressType: addresses.addressType,
  createdDate: addresses.createdDate,
  modifiedDate: addresses.modifiedDate,
} satisfies Record<(typeof ADDRESS_ORDER_FIELDS)[number], unknown>;

const FILTER_COLUMNS = {
  name: addresses.name,
  addressLine1: addresses.addressLine1,
  city: addresses.city,
  state: addresses.state,
  zipCode: addresses.zipCode,
  country: addresses.country,
  addressType: addresses.addressType,
} as const;

export interface AddressPageQuery {
  accountIds: string[];
  pageNumber: number;
  pageSize: number;
  filterBy?: (typeof ADDRESS_FILTER_FIELDS)[number] | undefined;
  filterValue?: string | undefined;
  orderBy: (typeof ADDRESS_ORDER_FIELDS)[number];
  isAscending: boolean;
}

export async function pageOfAddresses(ex: Executor, query: AddressPageQuery) {
  if (query.accountIds.length === 0) return { items: [], total: 0 };
  const conditions: SQL[] = [inArray(addresses.roundAccountId, query.accountIds)];
  if (query.filterBy && query.filterValue) {
    if (query.filterBy === "organizationId") conditions.push(eq(addresses.organizationId, query.filterValue));
    else conditions.push(ilike(FILTER_COLUMNS[query.filterBy], containsPattern(query.filterValue)));
  }
  const where = and(...conditions);
  const column = ORDER_COLUMNS[query.orderBy];
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [items, [total]] = await Promise.all([
    ex
      .select()
      .from(addresses)
      .where(where)
      .orderBy(direction(column), direction(addresses.id))
      .limit(limit)
      .offset(offset),
    ex.select({ value: count() }).from(addresses).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findAddress(ex: Executor, id: string, accountIds: string[]) {
  if (accountIds.length === 0) return undefined;
  const [row] = await ex
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), inArray(addresses.roundAccountId, accountIds)));
  return row;
}

/** An organization's addresses, the primary one first, then oldest first. */
export function addressesOfOrganization(ex: Executor, organizationId: string) {
  return ex
    .select()
    .from(addresses)
    .where(eq(addresses.organizationId, organizationId))
    .orderBy(desc(addresses.isPrimary), addresses.createdDate);
}

/** One address of the organization. */
export async function findAddressOfOrganization(ex: Executor, organizationId: string, id: string) {
  const [row] = await ex
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.organizationId, organizationId)));
  return row;
}

export async function hasPrimaryAddress(ex: Executor, organizationId: string): Promise<boolean> {
  const existing = await ex
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.organizationId, organizationId), eq(addresses.isPrimary, true)))
    .limit(1);
  return existing.length > 0;
}

/** No address of the organization (but `except`) is primary any more. */
export async function clearPrimaryAddress(ex: Executor, organizationId: string, except?: string) {
  await ex
    .update(addresses)
    .set({ isPrimary: false })
    .where(
      except === undefined
        ? eq(addresses.organizationId, organizationId)
        : and(eq(addresses.organizationId, organizationId), ne(addresses.id, except)),
    );
}

export async function insertAddress(
  ex: Executor,
  organization: { id: string; roundAccountId: string },
  values: AddressValues,
  isPrimary: boolean,
): Promise<AddressRow> {
  const [row] = await ex
    .insert(addresses)
    .values({
      ...values,
      isPrimary,
      organizationId: organization.id,
      roundAccountId: organization.roundAccountId,
    })
    .returning();
  return row!;
}

export async function updateAddressRow(
  ex: Executor,
  id: string,
  values: AddressValues,
  isPrimary: boolean,
  now: Date,
): Promise<AddressRow> {
  const [row] = await ex
    .update(addresses)
    .set({ ...values, isPrimary, modifiedDate: now })
    .where(eq(addresses.id, id))
    .returning();
  return row!;
}

export async function deleteAddress(ex: Executor, id: string) {
  await ex.delete(addresses).where(eq(addresses.id, id));
}

/** Deletes every address of the organization; answers those deleted. */
export function deleteAddressesOfOrganization(ex: Executor, organizationId: string): Promise<AddressRow[]> {
  return ex.delete(addresses).where(eq(addresses.organizationId, organizationId)).returning();
}

/** Deletes every address of the accounts; answers how many. */
export function deleteAddressesOfAccounts(ex: Executor, accountIds: string[]): Promise<AddressRow[]> {
  return ex.delete(addresses).where(inArray(addresses.roundAccountId, accountIds)).returning();
}

/** Those of the addresses `ids` that belong to one of `accountIds`, locked for the caller's transaction. */
export function lockAddresses(tx: Executor, ids: string[], accountIds: string[]) {
  return tx
    .select({ id: addresses.id, roundAccountId: addresses.roundAccountId })
    .from(addresses)
    .where(and(inArray(addresses.id, ids), inArray(addresses.roundAccountId, accountIds)))
    .for("update");
}

export function deleteAddresses(tx: Executor, ids: string[]): Promise<AddressRow[]> {
  return tx.delete(addresses).where(inArray(addresses.id, ids)).returning();
}
