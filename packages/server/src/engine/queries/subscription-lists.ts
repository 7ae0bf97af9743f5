import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/index.ts";
import { pageWindow } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import type { SubscriptionListQuery } from "../../modules/subscriptions/index.ts";

const ORDER = {
  createdAt: subscriptions.createdAt,
  status: subscriptions.status,
  mrr: subscriptions.mrr,
  // A trial is billed at its end (its row may be due before, when its end is told).
  nextBillingDate: sql`case when ${subscriptions.status} = 'trialing' then ${subscriptions.trialEnd}
    else ${subscriptions.nextActionOn} end`,
} as const;

/** A page of the account's subscriptions, filtered by customer, plan and status. */
export async function listSubscriptions(ex: Executor, accountId: string, query: SubscriptionListQuery) {
  const conditions: SQL[] = [eq(subscriptions.roundAccountId, accountId)];
  for (const [value, column] of [
    [query.customerId, subscriptions.customerId],
    [query.planId, subscriptions.planId],
  ] as const) {
    if (value === undefined) continue;
    if (!isUuid(value)) return { rows: [], total: 0 };
    conditions.push(eq(column, value.toLowerCase()));
  }
  if (query.status) conditions.push(eq(subscriptions.status, query.status));
  const where = and(...conditions);
  const column = ORDER[query.orderBy];
  const direction = query.isAscending ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    ex
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(direction(column), direction(subscriptions.id))
      .limit(limit)
      .offset(offset),
    ex.select({ count: count() }).from(subscriptions).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}
