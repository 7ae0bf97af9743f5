import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { invoiceSearchText, invoices, paymentMethods, payments } from "../../db/schema/index.ts";
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

/** The conditions of the list's search and filters; undefined when a filter can match nothing. */
function invoiceConditions(accountId: string, query: InvoiceExportQuery): SQL[] | undefined {
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
  if (query.search) {
    const search = query.search.trim();
    const amount = /^\$?\d{1,12}(\.\d{1,6})?$/.test(search) ? search.replace("$", "") : null;
    const text = sql`${invoiceSearchText(invoices)} ilike ${containsPattern(search)}`;
    const byId = isUuid(search) ? sql` or ${invoices.id} = ${search.toLowerCase()}` : sql``;
    conditions.push(
      amount !== null
        ? sql`(${text} or ${invoices.total} = ${amount}::numeric${byId})`
        : sql`(${text}${byId})`,
    );
  }
  return conditions;
}

export async function listInvoices(ex: Executor, accountId: string, query: InvoiceListQuery) {
  const conditions = invoiceConditions(accountId, query);
  if (!conditions) return { rows: [], total: 0 };
  const where = and(...conditions);
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    ex
      .select()
      .from(invoices)
      .where(where)
      .orderBy(direction(ORDER[query.orderBy]), direction(invoices.id))
      .limit(limit)
      .offset(offset),
    ex.select({ count: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The invoices of an export, a batch at a time after `after` (keyset on creation, then id). */
export async function exportBatch(
  ex: Executor,
  accountId: string,
  query: InvoiceExportQuery,
  after: { createdAt: Date; id: string } | null,
  size: number,
) {
  const conditions = invoiceConditions(accountId, query);
  if (!conditions) return [];
  if (after) {
    conditions.push(
      sql`(${invoices.createdAt}, ${invoices.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return ex
    .select()
    .from(invoices)
    .where(and(...conditions))
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(size);
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
