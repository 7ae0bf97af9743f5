import { and, asc, count, desc, eq, gt, inArray, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { containsPattern, lowerLike } from "../../db/builder/like.ts";
import { matchedPage } from "../../db/builder/matched-page.ts";
import type { Executor } from "../../db/client.ts";
import { builtOnce, rowOfId, ShapedStatements } from "../../db/prepared/index.ts";
import {
  customerCounts,
  customerCredits,
  customerNotes,
  customers,
  paymentMethods,
} from "../../db/schema/index.ts";
import { subscribesToPlan } from "../../engine/index.ts";
import { pageWindow } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";

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

/**
 * How a list statement takes a value: as a parameter of this statement (`inline`), or as a placeholder of a
 * statement built once per shape and run with the values (`named`).
 */
type Bind = <T>(name: ListValue, value: T) => T | Placeholder;
type ListValue = "accountId" | "status" | "churnRisk" | "country" | "planId" | "pattern" | "limit" | "offset";
const inline: Bind = (_name, value) => value;
const named: Bind = (name) => sql.placeholder(name);

function whereOf(accountId: string, filters: CustomerFilters, bind: Bind = inline): SQL {
  const conditions: SQL[] = [eq(customers.roundAccountId, bind("accountId", accountId))];
  if (filters.status) conditions.push(eq(customers.status, bind("status", filters.status)));
  if (filters.churnRisk !== undefined)
    conditions.push(eq(customers.churnRisk, bind("churnRisk", filters.churnRisk)));
  if (filters.country) conditions.push(eq(customers.country, bind("country", filters.country)));
  if (filters.planId !== undefined) {
    conditions.push(
      isUuid(filters.planId)
        ? subscribesToPlan(
            { id: customers.id, account: customers.roundAccountId },
            bind("planId", filters.planId.toLowerCase()),
          )
        : sql`false`,
    );
  }
  if (filters.search)
    conditions.push(lowerLike(customers.searchText, bind("pattern", containsPattern(filters.search))));
  return and(...conditions)!;
}

/** True when the kept counts (one row per status) answer how many match. */
const keptCountAnswers = (filters: CustomerFilters) =>
  !filters.search && filters.churnRisk === undefined && !filters.country && filters.planId === undefined;

/**
 * How many customers match, as a scalar subquery: the kept counts without a search or a filter other than
 * status; otherwise a count of the matching rows.
 */
function totalOf(accountId: string, filters: CustomerFilters, bind: Bind = inline): SQL<number> {
  if (keptCountAnswers(filters)) {
    const conditions = [eq(customerCounts.roundAccountId, bind("accountId", accountId))];
    if (filters.status) conditions.push(eq(customerCounts.status, bind("status", filters.status)));
    return sql<number>`(select coalesce(sum(${customerCounts.count}), 0)::int from ${customerCounts}
      where ${and(...conditions)})`;
  }
  return sql<number>`(select count(*)::int from ${customers} where ${whereOf(accountId, filters, bind)})`;
}

async function countOf(ex: Executor, accountId: string, filters: CustomerFilters): Promise<number> {
  if (keptCountAnswers(filters)) {
    const conditions = [eq(customerCounts.roundAccountId, accountId)];
    if (filters.status) conditions.push(eq(customerCounts.status, filters.status));
    const [row] = await ex
      .select({ total: sql<number>`coalesce(sum(${customerCounts.count}), 0)::int` })
      .from(customerCounts)
      .where(and(...conditions));
    return Number(row?.total ?? 0);
  }
  const [row] = await ex
    .select({ total: count() })
    .from(customers)
    .where(whereOf(accountId, filters, inline));
  return Number(row?.total ?? 0);
}

/** A customer's default payment method, joined to its row (at most one: `payment_methods_default`). */
const defaultMethodOfRow = and(
  eq(paymentMethods.roundAccountId, customers.roundAccountId),
  eq(paymentMethods.customerId, customers.id),
  eq(paymentMethods.isDefault, true),
);

/**
 * The statement of a page of the list, with placeholders for its values. Without a search: the page in the
 * order asked (an index scan), the total beside each row. With a search: the matching customers are found
 * once through the search index (materialized, so that the planner does not walk an ordered index testing
 * every customer), counted and paged, and the page's rows joined by id.
 */
function pageStatement(ex: Executor, query: CustomerPageQuery) {
  const listed = { customer: customers, method: paymentMethods };
  const limit = sql.placeholder("limit");
  const offset = sql.placeholder("offset");
  if (!query.search) {
    const direction = query.isAscending ? asc : desc;
    return ex
      .select({ ...listed, total: totalOf("", query, named) })
      .from(customers)
      .leftJoin(paymentMethods, defaultMethodOfRow)
      .where(whereOf("", query, named))
      .orderBy(direction(CUSTOMER_ORDER[query.orderBy]), direction(customers.id))
      .limit(limit)
      .offset(offset);
  }
  const matched = matchedPage({
    table: customers,
    id: customers.id,
    sortKey: CUSTOMER_ORDER[query.orderBy],
    where: whereOf("", query, named),
    ascending: query.isAscending,
    limit,
    offset,
  });
  return ex
    .select({ ...listed, total: matched.total })
    .from(customers)
    .innerJoin(matched.page, matched.joinOn)
    .leftJoin(paymentMethods, defaultMethodOfRow)
    .where(eq(customers.roundAccountId, sql.placeholder("accountId")))
    .orderBy(...matched.order);
}

/** The page statements built so far, per database and shape (order, direction, which filters are set). */
const pageStatements = new ShapedStatements<ReturnType<typeof pageStatement>>();

function shapeOf(query: CustomerPageQuery): string {
  const plan = query.planId === undefined ? "" : isUuid(query.planId) ? "plan" : "no plan";
  return [
    query.orderBy,
    query.isAscending,
    Boolean(query.status),
    query.churnRisk !== undefined,
    Boolean(query.country),
    plan,
    Boolean(query.search),
  ].join("|");
}

/**
 * A page of the list, each customer with its default payment method, and how many match: one statement (a
 * list request is one round trip), built once per shape and run with the request's values.
 */
export async function pageOfCustomers(ex: Executor, accountId: string, query: CustomerPageQuery) {
  const statement = pageStatements.of(ex, shapeOf(query), (on) => pageStatement(on, query));
  const { limit, offset } = pageWindow(query);
  const rows = await statement.execute({
    accountId,
    status: query.status,
    churnRisk: query.churnRisk,
    country: query.country,
    planId: query.planId?.toLowerCase(),
    pattern: query.search === undefined ? undefined : containsPattern(query.search),
    limit,
    offset,
  });
  const first = rows[0];
  // A page past the end has no row to carry the total.
  if (!first) return { items: [], total: offset === 0 ? 0 : await countOf(ex, accountId, query) };
  return { items: rows, total: Number(first.total) };
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
      // Customers on a test clock are a rehearsal: out of the account's revenue figures.
      .where(and(mine, isNull(customers.testClockId), gt(customers.mrr, "0"))),
    ex
      .select({ count: count(), sum: sql<string>`coalesce(sum(${customers.ltv}), 0)::text` })
      .from(customers)
      .where(and(mine, isNull(customers.testClockId), gt(customers.ltv, "0"))),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    active: totals[0]?.active ?? 0,
    paying: { count: paying[0]?.count ?? 0, mrr: paying[0]?.sum ?? "0" },
    paid: { count: paid[0]?.count ?? 0, ltv: paid[0]?.sum ?? "0" },
  };
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

// ---- What the billing engine reads and writes of a customer --------------------------------------------

export async function lockCustomersById(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, CustomerRow>();
  const rows = await ex
    .select()
    .from(customers)
    .where(and(eq(customers.roundAccountId, accountId), inArray(customers.id, [...ids])))
    .orderBy(asc(customers.id))
    .for("update");
  return new Map(rows.map((row) => [row.id, row]));
}

// ---- Customers ------------------------------------------------------------------------------------------

export const customerRow = rowOfId(customers);

const defaultMethodStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.roundAccountId, sql.placeholder("accountId")),
        eq(paymentMethods.customerId, sql.placeholder("customerId")),
        eq(paymentMethods.isDefault, true),
      ),
    ),
);

export async function defaultMethodOf(ex: Executor, accountId: string, customerId: string) {
  const [row] = await defaultMethodStatement(ex).execute({ accountId, customerId });
  return row;
}

export async function paymentMethodRow(ex: Executor, accountId: string, customerId: string, id: string) {
  const [row] = await ex
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.roundAccountId, accountId),
        eq(paymentMethods.customerId, customerId),
        eq(paymentMethods.id, id),
      ),
    );
  return row;
}

/** A credit ledger row, added to the customer's kept balance: its id. */
export async function addCredit(ex: Executor, values: typeof customerCredits.$inferInsert) {
  const [row] = await ex.insert(customerCredits).values(values).returning({ id: customerCredits.id });
  await ex
    .update(customers)
    .set({ creditBalance: sql`${customers.creditBalance} + ${values.amount}::numeric` })
    .where(and(eq(customers.roundAccountId, values.roundAccountId), eq(customers.id, values.customerId)));
  return row!;
}

/** A credit's reason, written once what it names is known (an invoice's number). */
export async function setCreditReason(ex: Executor, accountId: string, creditId: string, reason: string) {
  await ex
    .update(customerCredits)
    .set({ reason })
    .where(and(eq(customerCredits.roundAccountId, accountId), eq(customerCredits.id, creditId)));
}

export async function termCredits(
  ex: Executor,
  accountId: string,
  subscriptionId: string,
  termNumber: number,
) {
  return ex
    .select()
    .from(customerCredits)
    .where(
      and(
        eq(customerCredits.roundAccountId, accountId),
        eq(customerCredits.subscriptionId, subscriptionId),
        eq(customerCredits.termNumber, termNumber),
      ),
    );
}

export async function customerNames(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await ex
    .select({ id: customers.id, displayName: customers.displayName })
    .from(customers)
    .where(and(eq(customers.roundAccountId, accountId), inArray(customers.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.displayName]));
}

/** How many customers live on each of the account's test clocks. */
export async function customerCountsOnClocks(ex: Executor, accountId: string, clockIds: readonly string[]) {
  if (clockIds.length === 0) return new Map<string, number>();
  const rows = await ex
    .select({ id: customers.testClockId, count: sql<number>`count(*)::int` })
    .from(customers)
    .where(and(eq(customers.roundAccountId, accountId), inArray(customers.testClockId, [...clockIds])))
    .groupBy(customers.testClockId);
  return new Map(rows.map((row) => [row.id!, row.count]));
}

/** Deletes the customers living on a test clock (their notes, methods and credits go with them). */
export async function deleteCustomersOnClock(ex: Executor, accountId: string, clockId: string) {
  await ex
    .delete(customers)
    .where(and(eq(customers.roundAccountId, accountId), eq(customers.testClockId, clockId)));
}

/** The customers a search's pattern names (through their search index), up to `limit`: their ids. */
const matchingStatement = builtOnce((ex: Executor) =>
  ex
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.roundAccountId, sql.placeholder("accountId")),
        lowerLike(customers.searchText, sql.placeholder("pattern")),
      ),
    )
    .limit(sql.placeholder("limit")),
);

export async function customersMatching(ex: Executor, accountId: string, pattern: string, limit: number) {
  return matchingStatement(ex).execute({ accountId, pattern, limit });
}

/** The same customers as a subquery of their ids, for a statement that finds their records by them. */
export function customersMatchingSql(account: unknown, pattern: unknown): SQL {
  return sql`select ${customers.id} from ${customers}
    where ${customers.roundAccountId} = ${account} and ${lowerLike(customers.searchText, pattern as string)}`;
}

/** The card (brand and last 4) or offline method of each payment method id. */
export async function methodLabels(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, typeof paymentMethods.$inferSelect>();
  const rows = await ex
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.roundAccountId, accountId), inArray(paymentMethods.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The account's customer with this email (emails are unique per account, ignoring case). */
export async function customerByEmail(ex: Executor, accountId: string, email: string) {
  const [row] = await ex
    .select()
    .from(customers)
    .where(
      and(eq(customers.roundAccountId, accountId), sql`lower(${customers.email}) = ${email.toLowerCase()}`),
    );
  return row;
}
