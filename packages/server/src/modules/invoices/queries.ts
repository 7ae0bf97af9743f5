import { INVOICE_STATUSES } from "@round/forms/schemas";
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/client.ts";
import { foldChanges, foldWhenMany, type KeptFigure } from "../../db/kept.ts";
import { containsPattern } from "../../db/like.ts";
import { matchedPage } from "../../db/matched-page.ts";
import {
  customerMatches,
  customers,
  invoiceCountChanges,
  invoiceCounts,
  invoiceNumberText,
  invoices,
  paymentMethods,
  payments,
} from "../../db/schema/index.ts";
import { pageWindow } from "../../http/paging.ts";
import { isUuid } from "../../validation/common.ts";
import type { InvoiceExportQuery, InvoiceListQuery, PaymentListQuery } from "./schemas.ts";

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
async function searchCondition(ex: Executor, accountId: string, search: string): Promise<SQL> {
  const pattern = containsPattern(search);
  const words = search.toLowerCase().replace(/\s+/g, " ");
  const matched = await ex
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.roundAccountId, accountId), customerMatches(customers, search)))
    .limit(SEARCHED_CUSTOMERS + 1);
  const arms: SQL[] = [ilike(invoiceNumberText(invoices), pattern)];
  if (matched.length > SEARCHED_CUSTOMERS) {
    arms.push(sql`${invoices.customerId} in (select ${customers.id} from ${customers}
      where ${customers.roundAccountId} = ${accountId} and ${customerMatches(customers, search)})`);
  } else if (matched.length > 0) {
    arms.push(
      inArray(
        invoices.customerId,
        matched.map((row) => row.id),
      ),
    );
  }
  const statuses = INVOICE_STATUSES.filter(
    (status) => status.replace("_", " ").includes(words) || status.includes(words),
  );
  if (statuses.length > 0) arms.push(inArray(invoices.status, statuses));
  if (/^\$?\d{1,12}(\.\d{1,6})?$/.test(search)) arms.push(eq(invoices.total, search.replace("$", "")));
  if (isUuid(search)) arms.push(eq(invoices.id, search.toLowerCase()));
  return or(...arms.map((arm) => and(eq(invoices.roundAccountId, accountId), arm))) as SQL;
}

/** The conditions of the list's search and filters; undefined when a filter can match nothing. */
async function invoiceConditions(
  ex: Executor,
  accountId: string,
  query: InvoiceExportQuery,
): Promise<SQL[] | undefined> {
  const conditions: SQL[] = [eq(invoices.roundAccountId, accountId)];
  for (const [value, column] of [
    [query.customerId, invoices.customerId],
    [query.subscriptionId, invoices.subscriptionId],
  ] as const) {
    if (value === undefined) continue;
    if (!isUuid(value)) return undefined;
    conditions.push(eq(column, value.toLowerCase()));
  }
  if (query.status === "pending") conditions.push(inArray(invoices.status, ["open", "partially_paid"]));
  else if (query.status) conditions.push(eq(invoices.status, query.status));
  const issued = sql`coalesce(${invoices.issueDate}, (${invoices.createdAt} at time zone 'UTC')::date)`;
  if (query.from) conditions.push(gte(issued, query.from));
  if (query.to) conditions.push(lte(issued, query.to));
  const search = query.search?.trim();
  if (search) conditions.push(await searchCondition(ex, accountId, search));
  return conditions;
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
  const only = (column: typeof invoiceCounts.status | typeof invoiceCountChanges.status) =>
    statuses
      ? sql` and ${column} in (${sql.join(
          statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`
      : sql``;
  const result = await ex.execute(sql`
    select coalesce(sum(n), 0)::int as total from (
      select ${invoiceCounts.count} as n from ${invoiceCounts}
      where ${invoiceCounts.roundAccountId} = ${accountId}${only(invoiceCounts.status)}
      union all
      select ${invoiceCountChanges.delta} from ${invoiceCountChanges}
      where ${invoiceCountChanges.roundAccountId} = ${accountId}${only(invoiceCountChanges.status)}
    ) counted`);
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

export async function listInvoices(ex: Executor, accountId: string, query: InvoiceListQuery) {
  const conditions = await invoiceConditions(ex, accountId, query);
  if (!conditions) return { rows: [], total: 0 };
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  // Without a search or a filter other than status, the kept counts answer the total.
  const kept =
    !query.search?.trim() && !query.customerId && !query.subscriptionId && !query.from && !query.to;
  const statuses =
    query.status === "pending" ? ["open", "partially_paid"] : query.status ? [query.status] : undefined;
  if (query.search?.trim()) {
    // A search: the matched invoices found once, counted and paged, in one statement (db/matched-page.ts).
    const matched = matchedPage({
      table: invoices,
      id: invoices.id,
      sortKey: ORDER[query.orderBy],
      where,
      ascending: query.isAscending,
      limit,
      offset,
    });
    const found = await ex
      .select({ invoice: invoices, total: matched.total })
      .from(invoices)
      .innerJoin(matched.page, matched.joinOn)
      .where(eq(invoices.roundAccountId, accountId))
      .orderBy(...matched.order);
    if (found[0]) return { rows: found.map((row) => row.invoice), total: Number(found[0].total) };
    // A page past the end has no row to carry the count.
    if (offset === 0) return { rows: [], total: 0 };
    const [counted] = await ex.select({ value: count() }).from(invoices).where(where);
    return { rows: [], total: counted?.value ?? 0 };
  }
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
  ] as const) {
    if (value === undefined) continue;
    if (!isUuid(value)) return { rows: [], total: 0 };
    conditions.push(eq(column, value.toLowerCase()));
  }
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

/** The card (brand and last 4) or offline method of each payment method id. */
export async function methodLabels(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, typeof paymentMethods.$inferSelect>();
  const rows = await ex
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.roundAccountId, accountId), inArray(paymentMethods.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
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
