import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { containsPattern, lowerLike } from "../../../db/like.ts";
import { matchedPage } from "../../../db/matched-page.ts";
import { planFeatures, plans, planUsageMetrics } from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/paging.ts";
import { isUuid } from "../../../validation/common.ts";
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

/** The list's conditions: name, description and status contain the search, or it is the starting price. */
function listWhere(accountId: string, query: PlanPageQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(plans.roundAccountId, accountId)];
  if (query.status) conditions.push(eq(plans.status, query.status));
  if (query.productFamilyId) conditions.push(eq(plans.productFamilyId, query.productFamilyId.toLowerCase()));
  if (query.search) {
    const amount = searchedAmount(query.search);
    const text = lowerLike(plans.searchText, containsPattern(query.search));
    conditions.push(amount === undefined ? text : or(text, eq(plans.startingAmount, amount)));
  }
  return and(...conditions);
}

/** A page of the list and how many match, in one statement (the count beside each row, or in the search's page). */
export async function pageOfPlans(ex: Executor, accountId: string, query: PlanPageQuery) {
  if (query.productFamilyId !== undefined && !isUuid(query.productFamilyId)) return { items: [], total: 0 };
  const where = listWhere(accountId, query);
  const { limit, offset } = pageWindow(query);
  let rows: { plan: PlanRow; total: number }[];
  if (!query.search) {
    const direction = query.isAscending ? asc : desc;
    rows = await ex
      .select({ plan: plans, total: sql<number>`(select count(*)::int from ${plans} where ${where})` })
      .from(plans)
      .where(where)
      .orderBy(direction(ORDER_COLUMNS[query.orderBy]), direction(plans.id))
      .limit(limit)
      .offset(offset);
  } else {
    const matched = matchedPage({
      table: plans,
      id: plans.id,
      sortKey: ORDER_COLUMNS[query.orderBy],
      where,
      ascending: query.isAscending,
      limit,
      offset,
    });
    rows = await ex
      .select({ plan: plans, total: matched.total })
      .from(plans)
      .innerJoin(matched.page, matched.joinOn)
      .where(eq(plans.roundAccountId, accountId))
      .orderBy(...matched.order);
  }
  const first = rows[0];
  if (first) return { items: rows.map((row) => row.plan), total: Number(first.total) };
  // A page past the end has no row to carry the count.
  if (offset === 0) return { items: [], total: 0 };
  const [counted] = await ex.select({ value: count() }).from(plans).where(where);
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

export function featuresOf(ex: Executor, accountId: string, planIds: readonly string[]) {
  if (planIds.length === 0) return Promise.resolve([] as FeatureRow[]);
  return ex
    .select()
    .from(planFeatures)
    .where(and(eq(planFeatures.roundAccountId, accountId), inArray(planFeatures.planId, [...planIds])))
    .orderBy(asc(planFeatures.planId), asc(planFeatures.displayOrder), asc(planFeatures.id));
}

export function metricsOf(ex: Executor, accountId: string, planIds: readonly string[]) {
  if (planIds.length === 0) return Promise.resolve([] as MetricRow[]);
  return ex
    .select()
    .from(planUsageMetrics)
    .where(
      and(eq(planUsageMetrics.roundAccountId, accountId), inArray(planUsageMetrics.planId, [...planIds])),
    )
    .orderBy(asc(planUsageMetrics.planId), asc(planUsageMetrics.position));
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
export function plansByIds(ex: Executor, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as PlanRow[]);
  return ex
    .select()
    .from(plans)
    .where(and(eq(plans.roundAccountId, accountId), inArray(plans.id, [...ids])));
}
