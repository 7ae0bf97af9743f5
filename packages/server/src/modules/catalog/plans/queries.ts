import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { arrayLiteral } from "../../../db/builder/array.ts";
import { containsPattern, lowerLike } from "../../../db/builder/like.ts";
import { matchedPage } from "../../../db/builder/matched-page.ts";
import type { Executor } from "../../../db/client.ts";
import { type Bind, builtOnce, named, rowsOfIds, ShapedStatements } from "../../../db/prepared/index.ts";
import { planFeatures, plans, planUsageMetrics } from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/paging.ts";
import { isUuid } from "../../../http/validation.ts";
import { searchedAmount } from "../shared/search.ts";

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type FeatureRow = typeof planFeatures.$inferSelect;
export type NewFeature = typeof planFeatures.$inferInsert;
export type MetricRow = typeof planUsageMetrics.$inferSelect;
export type NewMetric = typeof planUsageMetrics.$inferInsert;

const ORDER_COLUMNS = {
  name: plans.name,
  status: plans.status,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
};

export interface PlanPageQuery {
  search?: string | undefined;
  status?: string | undefined;
  productFamilyId?: string | undefined;
  orderBy: keyof typeof ORDER_COLUMNS;
  isAscending: boolean;
  pageNumber: number;
  pageSize: number;
}

/**
 * The list's conditions: name, description and status contain the search, or it is the starting price.
 * `bind` takes each value (a parameter, or a placeholder of a statement built once per shape).
 */
function listWhere(query: PlanPageQuery, bind: Bind): SQL | undefined {
  const conditions: (SQL | undefined)[] = [sql`${plans.roundAccountId} = ${bind("accountId", null)}`];
  if (query.status) conditions.push(sql`${plans.status} = ${bind("status", query.status)}`);
  if (query.productFamilyId)
    conditions.push(sql`${plans.productFamilyId} = ${bind("productFamilyId", null)}::uuid`);
  if (query.search) {
    const text = lowerLike(plans.searchText, bind("pattern", null));
    conditions.push(
      searchedAmount(query.search) === undefined
        ? text
        : or(text, sql`${plans.startingAmount} = ${bind("amount", null)}::numeric`),
    );
  }
  return and(...conditions);
}

/** The statement of a page of the list, with placeholders for its values. */
function pageStatement(ex: Executor, query: PlanPageQuery) {
  const where = listWhere(query, named);
  const limit = sql.placeholder("limit");
  const offset = sql.placeholder("offset");
  if (!query.search) {
    const direction = query.isAscending ? asc : desc;
    return ex
      .select({ plan: plans, total: sql<number>`(select count(*)::int from ${plans} where ${where})` })
      .from(plans)
      .where(where)
      .orderBy(direction(ORDER_COLUMNS[query.orderBy]), direction(plans.id))
      .limit(limit)
      .offset(offset);
  }
  const matched = matchedPage({
    table: plans,
    id: plans.id,
    sortKey: ORDER_COLUMNS[query.orderBy],
    where,
    ascending: query.isAscending,
    limit,
    offset,
  });
  return ex
    .select({ plan: plans, total: matched.total })
    .from(plans)
    .innerJoin(matched.page, matched.joinOn)
    .where(sql`${plans.roundAccountId} = ${sql.placeholder("accountId")}`)
    .orderBy(...matched.order);
}

const pageStatements = new ShapedStatements<ReturnType<typeof pageStatement>>();

/**
 * A page of the list and how many match, in one statement (the count beside each row, or in the search's
 * page), built once per shape (order, direction, which filters are set).
 */
export async function pageOfPlans(ex: Executor, accountId: string, query: PlanPageQuery) {
  if (query.productFamilyId !== undefined && !isUuid(query.productFamilyId)) return { items: [], total: 0 };
  const shape = [
    query.orderBy,
    query.isAscending,
    Boolean(query.status),
    Boolean(query.productFamilyId),
    Boolean(query.search),
    query.search !== undefined && searchedAmount(query.search) !== undefined,
  ].join("|");
  const { limit, offset } = pageWindow(query);
  const values: Record<string, unknown> = {
    accountId,
    status: query.status,
    productFamilyId: query.productFamilyId?.toLowerCase(),
    pattern: query.search ? containsPattern(query.search) : undefined,
    amount: query.search ? searchedAmount(query.search) : undefined,
  };
  const rows = await pageStatements
    .of(ex, shape, (on) => pageStatement(on, query))
    .execute({ ...values, limit, offset });
  const first = rows[0];
  if (first) return { items: rows.map((row) => row.plan), total: Number(first.total) };
  // A page past the end has no row to carry the count.
  if (offset === 0) return { items: [], total: 0 };
  const [counted] = await ex
    .select({ value: count() })
    .from(plans)
    .where(listWhere(query, (name) => values[name]));
  return { items: [], total: counted?.value ?? 0 };
}

export async function findPlan(ex: Executor, accountId: string, id: string) {
  const [row] = await ex
    .select()
    .from(plans)
    .where(and(eq(plans.roundAccountId, accountId), eq(plans.id, id)));
  return row;
}

export async function insertPlan(ex: Executor, values: NewPlan) {
  const [row] = await ex.insert(plans).values(values).returning();
  return row!;
}

export async function updatePlan(ex: Executor, accountId: string, id: string, values: Partial<NewPlan>) {
  const [row] = await ex
    .update(plans)
    .set(values)
    .where(and(eq(plans.roundAccountId, accountId), eq(plans.id, id)))
    .returning();
  return row!;
}

/** Deletes a plan; its features and usage metrics go with it (cascade). */
export async function deletePlan(ex: Executor, accountId: string, id: string) {
  await ex.delete(plans).where(and(eq(plans.roundAccountId, accountId), eq(plans.id, id)));
}

const featuresStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(planFeatures)
    .where(
      sql`${planFeatures.roundAccountId} = ${sql.placeholder("accountId")}
        and ${planFeatures.planId} = any(${sql.placeholder("planIds")}::uuid[])`,
    )
    .orderBy(asc(planFeatures.planId), asc(planFeatures.displayOrder), asc(planFeatures.id)),
);

export function featuresOf(ex: Executor, accountId: string, planIds: readonly string[]) {
  if (planIds.length === 0) return Promise.resolve([] as FeatureRow[]);
  return featuresStatement(ex).execute({ accountId, planIds: arrayLiteral(planIds) });
}

const metricsStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(planUsageMetrics)
    .where(
      sql`${planUsageMetrics.roundAccountId} = ${sql.placeholder("accountId")}
        and ${planUsageMetrics.planId} = any(${sql.placeholder("planIds")}::uuid[])`,
    )
    .orderBy(asc(planUsageMetrics.planId), asc(planUsageMetrics.position)),
);

export function metricsOf(ex: Executor, accountId: string, planIds: readonly string[]) {
  if (planIds.length === 0) return Promise.resolve([] as MetricRow[]);
  return metricsStatement(ex).execute({ accountId, planIds: arrayLiteral(planIds) });
}

/** Makes a plan's features and usage metrics exactly these. */
export async function replaceFeaturesAndMetrics(
  ex: Executor,
  accountId: string,
  planId: string,
  features: NewFeature[],
  metrics: NewMetric[],
) {
  const own = (table: typeof planFeatures | typeof planUsageMetrics) =>
    and(eq(table.roundAccountId, accountId), eq(table.planId, planId));
  await ex.delete(planFeatures).where(own(planFeatures));
  await ex.delete(planUsageMetrics).where(own(planUsageMetrics));
  if (features.length > 0) await ex.insert(planFeatures).values(features);
  if (metrics.length > 0) await ex.insert(planUsageMetrics).values(metrics);
}

/** Every plan of the account: id and status (the summary's counts and sums). */
export function planStatuses(ex: Executor, accountId: string) {
  return ex
    .select({ id: plans.id, status: plans.status })
    .from(plans)
    .where(eq(plans.roundAccountId, accountId));
}

/** The account's plans among `ids`. */
export const plansByIds = rowsOfIds(plans);

export async function usageMetricsOf(ex: Executor, accountId: string, planId: string) {
  return ex
    .select()
    .from(planUsageMetrics)
    .where(and(eq(planUsageMetrics.roundAccountId, accountId), eq(planUsageMetrics.planId, planId)))
    .orderBy(asc(planUsageMetrics.position));
}
