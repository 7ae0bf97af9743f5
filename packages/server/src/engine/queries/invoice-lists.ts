import { INVOICE_STATUSES } from "@round/forms/schemas";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { arrayLiteral } from "../../db/builder/array.ts";
import { containsPattern } from "../../db/builder/like.ts";
import { matchedPage } from "../../db/builder/matched-page.ts";
import type { Executor } from "../../db/client.ts";
import { type Bind, inline, named, ShapedStatements } from "../../db/prepared/index.ts";
import {
  invoiceCountChanges,
  invoiceCounts,
  invoiceNumberText,
  invoices,
  payments,
} from "../../db/schema/index.ts";
import { foldChanges, foldWhenMany, type KeptFigure } from "../../db/sql/kept.ts";
import { pageWindow } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { customersMatching, customersMatchingSql } from "../../modules/customers/index.ts";
import type { InvoiceExportQuery, InvoiceListQuery, PaymentListQuery } from "../../modules/invoices/index.ts";

const ORDER = {
  createdAt: invoices.createdAt,
  number: invoices.number,
  customerName: invoices.customerName,
  status: invoices.status,
  amount: invoices.total,
  dueDate: invoices.dueDate,
} as const;

/** Past this many customers matching a search, their invoices are found by a join rather than by a list. */
const SEARCHED_CUSTOMERS = 500;

/**
 * The search of the invoices list: the invoice number (its own trigram index), the customer as the customers
 * list finds them (display name, email, company or id, through the customers' trigram index, then each one's
 * invoices by the `invoices_customer` index), the status (a status whose name holds the words), the total
 * when the search is an amount, and the invoice's id. Each arm names the account, so that PostgreSQL joins
 * the arms' index scans instead of reading every invoice of the account.
 */
interface SearchArms {
  pattern: string;
  /** The customers found by the search: by their ids, or (past SEARCHED_CUSTOMERS) as a subquery. */
  customers: "none" | "ids" | "matching";
  customerIds: string;
  statuses: string;
  amount: string | null;
  id: string | null;
}

/** What a search looks for (the customers it names read first, through their own search index). */
async function searchArms(ex: Executor, accountId: string, search: string): Promise<SearchArms> {
  const words = search.toLowerCase().replace(/\s+/g, " ");
  const matched = await customersMatching(ex, accountId, containsPattern(search), SEARCHED_CUSTOMERS + 1);
  const statuses = INVOICE_STATUSES.filter(
    (status) => status.replace("_", " ").includes(words) || status.includes(words),
  );
  return {
    pattern: containsPattern(search),
    customers: matched.length > SEARCHED_CUSTOMERS ? "matching" : matched.length > 0 ? "ids" : "none",
    customerIds: arrayLiteral(matched.map((row) => row.id)),
    statuses: arrayLiteral(statuses),
    amount: /^\$?\d{1,12}(\.\d{1,6})?$/.test(search) ? search.replace("$", "") : null,
    id: isUuid(search) ? search.toLowerCase() : null,
  };
}

/** The search's condition: each arm names the account (see SEARCHED_CUSTOMERS). */
function searchCondition(accountId: string, arms: SearchArms, bind: Bind): SQL {
  const account = bind("accountId", accountId);
  const conditions: SQL[] = [ilike(invoiceNumberText(invoices), bind("pattern", arms.pattern) as string)];
  if (arms.customers === "matching") {
    conditions.push(
      sql`${invoices.customerId} in (${customersMatchingSql(account, bind("pattern", arms.pattern))})`,
    );
  } else if (arms.customers === "ids") {
    conditions.push(sql`${invoices.customerId} = any(${bind("customerIds", arms.customerIds)}::uuid[])`);
  }
  if (arms.statuses !== "{}")
    conditions.push(sql`${invoices.status} = any(${bind("searchStatuses", arms.statuses)}::text[])`);
  if (arms.amount !== null) conditions.push(sql`${invoices.total} = ${bind("amount", arms.amount)}::numeric`);
  if (arms.id !== null) conditions.push(sql`${invoices.id} = ${bind("id", arms.id)}::uuid`);
  return or(...conditions.map((arm) => and(sql`${invoices.roundAccountId} = ${account}`, arm))) as SQL;
}

/** The list's filters; undefined when one can match nothing (an id that is not one). */
function filtersOf(query: InvoiceExportQuery) {
  for (const value of [query.customerId, query.subscriptionId, query.testClockId]) {
    if (value !== undefined && !isUuid(value)) return undefined;
  }
  const own = query.customerId !== undefined || query.subscriptionId !== undefined;
  return {
    customerId: query.customerId?.toLowerCase(),
    subscriptionId: query.subscriptionId?.toLowerCase(),
    testClockId: query.testClockId?.toLowerCase(),
    // Live invoices only, unless a clock is chosen or the invoices are one customer's or subscription's.
    live: query.testClockId === undefined && !own ? true : undefined,
    statuses:
      query.status === "pending" ? "{open,partially_paid}" : query.status ? `{${query.status}}` : undefined,
    from: query.from,
    to: query.to,
  };
}

type Filters = NonNullable<ReturnType<typeof filtersOf>>;

/** The conditions of the list's filters and search (`bind` takes each value, the account's as `accountId`). */
function conditionsOf(accountId: string, filters: Filters, arms: SearchArms | null, bind: Bind): SQL[] {
  const conditions: SQL[] = [sql`${invoices.roundAccountId} = ${bind("accountId", accountId)}`];
  if (filters.customerId !== undefined)
    conditions.push(sql`${invoices.customerId} = ${bind("customerId", filters.customerId)}::uuid`);
  if (filters.subscriptionId !== undefined)
    conditions.push(
      sql`${invoices.subscriptionId} = ${bind("subscriptionId", filters.subscriptionId)}::uuid`,
    );
  if (filters.statuses !== undefined)
    conditions.push(sql`${invoices.status} = any(${bind("statuses", filters.statuses)}::text[])`);
  if (filters.testClockId !== undefined)
    conditions.push(sql`${invoices.testClockId} = ${bind("testClockId", filters.testClockId)}::uuid`);
  if (filters.live) conditions.push(sql`${invoices.testClockId} is null`);
  const issued = sql`coalesce(${invoices.issueDate}, (${invoices.createdAt} at time zone 'UTC')::date)`;
  if (filters.from) conditions.push(sql`${issued} >= ${bind("from", filters.from)}::date`);
  if (filters.to) conditions.push(sql`${issued} <= ${bind("to", filters.to)}::date`);
  if (arms) conditions.push(searchCondition(accountId, arms, bind));
  return conditions;
}

/** The conditions of the list's search and filters; undefined when a filter can match nothing. */
async function invoiceConditions(
  ex: Executor,
  accountId: string,
  query: InvoiceExportQuery,
): Promise<SQL[] | undefined> {
  const filters = filtersOf(query);
  if (!filters) return undefined;
  const search = query.search?.trim();
  const arms = search ? await searchArms(ex, accountId, search) : null;
  return conditionsOf(accountId, filters, arms, inline);
}

/** The invoice counts per status (kept as `src/db/kept.ts` says). */
const INVOICE_COUNTS: KeptFigure = {
  kept: invoiceCounts,
  changes: invoiceCountChanges,
  changesAccount: invoiceCountChanges.roundAccountId,
  keys: ["status"],
  value: "count",
};

/** Moves the appended invoice count changes (of one account, or of all) into `invoice_counts`. */
export function foldInvoiceCounts(ex: Executor, accountId?: string): Promise<number> {
  return foldChanges(ex, INVOICE_COUNTS, accountId);
}

/** How many invoices of the account are in `statuses` (all when left out): kept counts plus changes. */
async function keptInvoiceCount(ex: Executor, accountId: string, statuses?: readonly string[]) {
  await foldWhenMany(ex, INVOICE_COUNTS, accountId);
  const some = statuses !== undefined;
  const [row] = await keptCountStatements
    .of(ex, some ? "some" : "all", (on) => keptCountStatement(on, some))
    .execute({ accountId, statuses: some ? arrayLiteral(statuses) : undefined });
  return row?.total ?? 0;
}

/** The statement of `keptInvoiceCount`, built once per database and shape (of some statuses, or of all). */
function keptCountStatement(ex: Executor, some: boolean) {
  const accountId = sql.placeholder("accountId");
  const only = (column: typeof invoiceCounts.status | typeof invoiceCountChanges.status) =>
    some ? sql` and ${column} = any(${sql.placeholder("statuses")}::text[])` : sql``;
  return ex.select({ total: sql<number>`coalesce(sum(n), 0)::int` }).from(sql`(
      select ${invoiceCounts.count} as n from ${invoiceCounts}
      where ${invoiceCounts.roundAccountId} = ${accountId}${only(invoiceCounts.status)}
      union all
      select ${invoiceCountChanges.delta} from ${invoiceCountChanges}
      where ${invoiceCountChanges.roundAccountId} = ${accountId}${only(invoiceCountChanges.status)}
    ) counted`);
}

const keptCountStatements = new ShapedStatements<ReturnType<typeof keptCountStatement>>();

export async function listInvoices(ex: Executor, accountId: string, query: InvoiceListQuery) {
  const search = query.search?.trim();
  if (search) return searchedPage(ex, accountId, query, search);
  const conditions = await invoiceConditions(ex, accountId, query);
  if (!conditions) return { rows: [], total: 0 };
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  // Without a search or a filter other than status, the kept counts (of live invoices) answer the total.
  const kept = !query.customerId && !query.subscriptionId && !query.testClockId && !query.from && !query.to;
  const statuses =
    query.status === "pending" ? ["open", "partially_paid"] : query.status ? [query.status] : undefined;
  const [rows, total] = await Promise.all([
    ex
      .select()
      .from(invoices)
      .where(where)
      .orderBy(direction(ORDER[query.orderBy]), direction(invoices.id))
      .limit(limit)
      .offset(offset),
    kept
      ? keptInvoiceCount(ex, accountId, statuses)
      : ex
          .select({ count: count() })
          .from(invoices)
          .where(where)
          .then(([row]) => row?.count ?? 0),
  ]);
  return { rows, total };
}

const searchStatements = new ShapedStatements<ReturnType<typeof searchStatement>>();

/** The statement of a searched page, with placeholders for its values (its shape's filters and arms). */
function searchStatement(ex: Executor, query: InvoiceListQuery, filters: Filters, arms: SearchArms) {
  // A search: the matched invoices found once, counted and paged, in one statement (db/matched-page.ts).
  const matched = matchedPage({
    table: invoices,
    id: invoices.id,
    sortKey: ORDER[query.orderBy],
    where: and(...conditionsOf("", filters, arms, named)),
    ascending: query.isAscending,
    limit: sql.placeholder("limit"),
    offset: sql.placeholder("offset"),
  });
  return ex
    .select({ invoice: invoices, total: matched.total })
    .from(invoices)
    .innerJoin(matched.page, matched.joinOn)
    .where(sql`${invoices.roundAccountId} = ${sql.placeholder("accountId")}`)
    .orderBy(...matched.order);
}

/** A page of a search and how many it finds: the customers it names read first, then one statement. */
async function searchedPage(ex: Executor, accountId: string, query: InvoiceListQuery, search: string) {
  const filters = filtersOf(query);
  if (!filters) return { rows: [], total: 0 };
  const arms = await searchArms(ex, accountId, search);
  const shape = [
    query.orderBy,
    query.isAscending,
    ...Object.values(filters).map((value) => value !== undefined),
    arms.customers,
    arms.statuses !== "{}",
    arms.amount !== null,
    arms.id !== null,
  ].join("|");
  const statement = searchStatements.of(ex, shape, (on) => searchStatement(on, query, filters, arms));
  const { limit, offset } = pageWindow(query);
  const found = await statement.execute({
    accountId,
    ...filters,
    pattern: arms.pattern,
    customerIds: arms.customerIds,
    searchStatuses: arms.statuses,
    amount: arms.amount,
    id: arms.id,
    limit,
    offset,
  });
  if (found[0]) return { rows: found.map((row) => row.invoice), total: Number(found[0].total) };
  // A page past the end has no row to carry the count.
  if (offset === 0) return { rows: [], total: 0 };
  const [counted] = await ex
    .select({ value: count() })
    .from(invoices)
    .where(and(...conditionsOf(accountId, filters, arms, inline)));
  return { rows: [], total: counted?.value ?? 0 };
}

/**
 * The export's reader: its conditions worked out once (the search's customer lookup with them), then the
 * invoices a batch at a time after `after` (keyset on creation, then id).
 */
export async function exportBatches(ex: Executor, accountId: string, query: InvoiceExportQuery) {
  const conditions = await invoiceConditions(ex, accountId, query);
  return async (after: { createdAt: Date; id: string } | null, size: number) => {
    if (!conditions) return [];
    const keyset = after
      ? [
          sql`(${invoices.createdAt}, ${invoices.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
        ]
      : [];
    return ex
      .select()
      .from(invoices)
      .where(and(...conditions, ...keyset))
      .orderBy(asc(invoices.createdAt), asc(invoices.id))
      .limit(size);
  };
}

export async function listPayments(ex: Executor, accountId: string, query: PaymentListQuery) {
  const conditions: SQL[] = [eq(payments.roundAccountId, accountId)];
  for (const [value, column] of [
    [query.customerId, payments.customerId],
    [query.invoiceId, payments.invoiceId],
    [query.testClockId, payments.testClockId],
  ] as const) {
    if (value === undefined) continue;
    if (!isUuid(value)) return { rows: [], total: 0 };
    conditions.push(eq(column, value.toLowerCase()));
  }
  // Live payments only, unless a clock is chosen or they are one customer's or invoice's.
  if (query.testClockId === undefined && query.customerId === undefined && query.invoiceId === undefined)
    conditions.push(isNull(payments.testClockId));
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.search)
    conditions.push(ilike(sql`coalesce(${payments.reference}, '')`, containsPattern(query.search)));
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const column = query.orderBy === "amount" ? payments.amount : payments.createdAt;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    ex
      .select()
      .from(payments)
      .where(where)
      .orderBy(direction(column), direction(payments.id))
      .limit(limit)
      .offset(offset),
    ex.select({ count: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** Invoice numbers by id. */
export async function invoiceNumbers(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string | null>();
  const rows = await ex
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.roundAccountId, accountId), inArray(invoices.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.number]));
}
