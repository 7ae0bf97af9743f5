import { and, asc, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { addresses } from "../../db/schema/index.ts";
import { pageWindow } from "../../http/paging.ts";
import type { ADDRESS_FILTER_FIELDS, ADDRESS_ORDER_FIELDS } from "../organizations/index.ts";

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
