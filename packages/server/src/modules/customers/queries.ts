import { and, asc, count, desc, eq, gt, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type Executor, rowsOf } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import {
  customerCounts,
  customerCredits,
  customerNotes,
  customerSearchText,
  customers,
  invoices,
  paymentMethods,
  subscriptions,
  testClocks,
} from "../../db/schema/index.ts";
import { pageWindow } from "../../http/paging.ts";
import { isUuid } from "../../validation/common.ts";

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

/** The columns the list sorts by (the table's columns, and the email and creation date). */
export const CUSTOMER_ORDER = {
  displayName: sql`lower(${customers.displayName})`,
  email: sql`lower(${customers.email})`,
  company: sql`lower(${customers.company})`,
  status: customers.status,
  totalMRR: customers.mrr,
  totalLTV: customers.ltv,
  churnRisk: customers.churnRisk,
  createdAt: customers.createdAt,
} as const;
export type CustomerOrder = keyof typeof CUSTOMER_ORDER;

export interface CustomerFilters {
  search?: string | undefined;
  status?: string | undefined;
  /** 0 low, 1 medium, 2 high. */
  churnRisk?: number | undefined;
  country?: string | undefined;
  /** Customers with a live subscription (active, trial or paused) to this plan. */
  planId?: string | undefined;
}

export interface CustomerPageQuery extends CustomerFilters {
  orderBy: CustomerOrder;
  isAscending: boolean;
  pageNumber: number;
  pageSize: number;
}

function whereOf(accountId: string, filters: CustomerFilters): SQL {
  const conditions: SQL[] = [eq(customers.roundAccountId, accountId)];
  if (filters.status) conditions.push(eq(customers.status, filters.status));
  if (filters.churnRisk !== undefined) conditions.push(eq(customers.churnRisk, filters.churnRisk));
  if (filters.country) conditions.push(eq(customers.country, filters.country));
  if (filters.planId !== undefined) {
    conditions.push(
      isUuid(filters.planId)
        ? sql`exists (select 1 from ${subscriptions} s where s.round_account_id = ${customers.roundAccountId}
            and s.customer_id = ${customers.id} and s.plan_id = ${filters.planId.toLowerCase()}
            and s.status in ('active', 'trialing', 'paused'))`
        : sql`false`,
    );
  }
  if (filters.search) conditions.push(ilike(customerSearchText(customers), containsPattern(filters.search)));
  return and(...conditions)!;
}

/**
 * How many customers match: without a search or a filter other than status, the kept counts answer (one
 * row per status); otherwise the matching rows are counted.
 */
async function countOf(ex: Executor, accountId: string, filters: CustomerFilters): Promise<number> {
  if (
    !filters.search &&
    filters.churnRisk === undefined &&
    !filters.country &&
    filters.planId === undefined
  ) {
    const conditions = [eq(customerCounts.roundAccountId, accountId)];
    if (filters.status) conditions.push(eq(customerCounts.status, filters.status));
    const [row] = await ex
      .select({ value: sql<string>`coalesce(sum(${customerCounts.count}), 0)` })
      .from(customerCounts)
      .where(and(...conditions));
    return Number(row?.value ?? 0);
  }
  const [row] = await ex.select({ value: count() }).from(customers).where(whereOf(accountId, filters));
  return row?.value ?? 0;
}

export async function pageOfCustomers(ex: Executor, accountId: string, query: CustomerPageQuery) {
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  if (!query.search) {
    const [items, total] = await Promise.all([
      ex
        .select()
        .from(customers)
        .where(whereOf(accountId, query))
        .orderBy(direction(CUSTOMER_ORDER[query.orderBy]), direction(customers.id))
        .limit(limit)
        .offset(offset),
      countOf(ex, accountId, query),
    ]);
    return { items, total };
  }
  // A search: the matching customers are found once through the search index (materialized, so that the
  // planner does not walk an ordered index testing every customer), then counted and paged; the page's rows
  // are read by id.
  const way = query.isAscending ? sql`asc` : sql`desc`;
  const matched = rowsOf<{ id: string; total: number }>(
    await ex.execute(sql`
      with matched as materialized (
        select ${customers.id} as id, ${CUSTOMER_ORDER[query.orderBy]} as sort_key
        from ${customers} where ${whereOf(accountId, query)}
      )
      select id, (select count(*)::int from matched) as total from matched
      order by sort_key ${way}, id ${way}
      limit ${limit} offset ${offset}`),
  );
  const first = matched[0];
  if (!first) return { items: [], total: offset === 0 ? 0 : await countOf(ex, accountId, query) };
  const rows = await ex
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.roundAccountId, accountId),
        inArray(
          customers.id,
          matched.map((row) => row.id),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = matched.flatMap((row) => byId.get(row.id) ?? []);
  return { items, total: Number(first.total) };
}

/**
 * The customers matching `filters` after `after` (creation time and id), oldest first: the export reads
 * the whole list in such batches, so memory holds one batch at a time whatever the list's length.
 */
export async function customerBatch(
  ex: Executor,
  accountId: string,
  filters: CustomerFilters,
  after: { createdAt: Date; id: string } | undefined,
  size: number,
) {
  const where = after
    ? and(
        whereOf(accountId, filters),
        sql`(${customers.createdAt}, ${customers.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      )
    : whereOf(accountId, filters);
  return ex
    .select()
    .from(customers)
    .where(where)
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(size);
}

export async function findCustomer(ex: Executor, accountId: string, id: string) {
  const [row] = await ex
    .select()
    .from(customers)
    .where(and(eq(customers.roundAccountId, accountId), eq(customers.id, id)));
  return row;
}

/** The customer, locked until the transaction ends: writes to its balance and methods queue behind it. */
export async function lockCustomer(ex: Executor, accountId: string, id: string) {
  const [row] = await ex
    .select()
    .from(customers)
    .where(and(eq(customers.roundAccountId, accountId), eq(customers.id, id)))
    .for("update");
  return row;
}

export async function insertCustomers(ex: Executor, values: NewCustomer[]) {
  if (values.length === 0) return [];
  return ex.insert(customers).values(values).returning();
}

export async function updateCustomer(
  ex: Executor,
  accountId: string,
  id: string,
  values: Partial<NewCustomer>,
) {
  const [row] = await ex
    .update(customers)
    .set(values)
    .where(and(eq(customers.roundAccountId, accountId), eq(customers.id, id)))
    .returning();
  return row;
}

export async function deleteCustomer(ex: Executor, accountId: string, id: string) {
  await ex.delete(customers).where(and(eq(customers.roundAccountId, accountId), eq(customers.id, id)));
}

/** Which of `emails` (lower case) the account's customers already use. */
export async function emailsInUse(ex: Executor, accountId: string, emails: readonly string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await ex
    .select({ email: sql<string>`lower(${customers.email})` })
    .from(customers)
    .where(
      and(eq(customers.roundAccountId, accountId), inArray(sql`lower(${customers.email})`, [...emails])),
    );
  return new Set(rows.map((row) => row.email));
}

/** The stat cards' raw figures: counts, and the exact sums and counts of the customers who pay. */
export async function customerFigures(ex: Executor, accountId: string) {
  const mine = eq(customers.roundAccountId, accountId);
  const [totals, paying, paid] = await Promise.all([
    ex
      .select({
        total: sql<number>`coalesce(sum(${customerCounts.count}), 0)`.mapWith(Number),
        active:
          sql<number>`coalesce(sum(${customerCounts.count}) filter (where ${customerCounts.status} = 'active'), 0)`.mapWith(
            Number,
          ),
      })
      .from(customerCounts)
      .where(eq(customerCounts.roundAccountId, accountId)),
    ex
      .select({ count: count(), sum: sql<string>`coalesce(sum(${customers.mrr}), 0)::text` })
      .from(customers)
      .where(and(mine, gt(customers.mrr, "0"))),
    ex
      .select({ count: count(), sum: sql<string>`coalesce(sum(${customers.ltv}), 0)::text` })
      .from(customers)
      .where(and(mine, gt(customers.ltv, "0"))),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    active: totals[0]?.active ?? 0,
    paying: { count: paying[0]?.count ?? 0, mrr: paying[0]?.sum ?? "0" },
    paid: { count: paid[0]?.count ?? 0, ltv: paid[0]?.sum ?? "0" },
  };
}

/** A column that refers to customers, with its account: a customer referred to is archived, not deleted. */
export interface CustomerReference {
  table: PgTable;
  account: PgColumn;
  column: PgColumn;
}

/**
 * What keeps a customer from being deleted: its subscriptions and invoices. One line per referring column
 * (the billing tables add theirs).
 */
export const CUSTOMER_REFERENCES: readonly CustomerReference[] = [
  { table: subscriptions, account: subscriptions.roundAccountId, column: subscriptions.customerId },
  { table: invoices, account: invoices.roundAccountId, column: invoices.customerId },
];

export async function isCustomerReferenced(ex: Executor, accountId: string, id: string) {
  for (const reference of CUSTOMER_REFERENCES) {
    const [row] = await ex
      .select({ one: sql`1` })
      .from(reference.table)
      .where(and(eq(reference.account, accountId), eq(reference.column, id)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** The default payment method of each customer. */
export async function defaultMethods(ex: Executor, accountId: string, customerIds: readonly string[]) {
  if (customerIds.length === 0) return new Map<string, typeof paymentMethods.$inferSelect>();
  const rows = await ex
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.roundAccountId, accountId),
        inArray(paymentMethods.customerId, [...customerIds]),
        eq(paymentMethods.isDefault, true),
      ),
    );
  return new Map(rows.map((row) => [row.customerId, row]));
}

/** Everything Round holds about one customer besides its row: for the customer's data export. */
export async function customerRecords(ex: Executor, accountId: string, customerId: string) {
  const ofCustomer = <T extends { roundAccountId: PgColumn; customerId: PgColumn }>(table: T) =>
    and(eq(table.roundAccountId, accountId), eq(table.customerId, customerId));
  const [notes, methods, credits] = await Promise.all([
    ex.select().from(customerNotes).where(ofCustomer(customerNotes)).orderBy(asc(customerNotes.createdAt)),
    ex.select().from(paymentMethods).where(ofCustomer(paymentMethods)).orderBy(asc(paymentMethods.createdAt)),
    ex
      .select()
      .from(customerCredits)
      .where(ofCustomer(customerCredits))
      .orderBy(asc(customerCredits.createdAt)),
  ]);
  return { notes, methods, credits };
}

/** A test clock of the account (customers created on it live by its time). */
export async function testClockOf(ex: Executor, accountId: string, id: string) {
  const [row] = await ex
    .select({ id: testClocks.id })
    .from(testClocks)
    .where(and(eq(testClocks.roundAccountId, accountId), eq(testClocks.id, id)));
  return row;
}
