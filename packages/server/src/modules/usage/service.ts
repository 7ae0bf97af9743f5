import { addDays, dayOf, termAt, termIndexOn } from "@round/billing";
import { type UsageEventResponse, type UsageSummaryResponse, usageEventSchema } from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import {
  aggregateUsage,
  insertUsage,
  nowFor,
  refuse,
  subscriptionRow,
  usageByKey,
} from "../../engine/index.ts";
import { notFound } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { iso } from "../../http/values.ts";
import { usageMetricsOf } from "../catalog/index.ts";
import { customerRow } from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";

const SUBSCRIPTION_NOT_FOUND = "Subscription not found.";

/** Usage (COMMERCE.md): events with an idempotency key (a repeated key counts once), aggregated per term. */
export function usageService(deps: Deps) {
  const { db } = deps;

  async function requireSubscription(accountId: string, id: string) {
    const row = isUuid(id) ? await subscriptionRow(db, accountId, id.toLowerCase()) : undefined;
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return row;
  }

  return {
    async record(claims: AccessClaims, roundAccountId: string | undefined, sent: unknown) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const input = parseWith(usageEventSchema, sent);
      const sub = isUuid(input.subscriptionId)
        ? await subscriptionRow(db, tenant.accountId, input.subscriptionId.toLowerCase())
        : undefined;
      if (!sub) throw refuse("subscriptionId", "Subscription not found", "NOT_FOUND");
      const metrics = await usageMetricsOf(db, tenant.accountId, sub.planId);
      if (!metrics.some((metric) => metric.metricName === input.metricName)) {
        throw refuse("metricName", `The plan has no usage metric named ${input.metricName}`);
      }
      const customer = await customerRow(db, tenant.accountId, sub.customerId);
      const now = await nowFor(deps, db, customer!);
      const at = input.timestamp
        ? new Date(input.timestamp.length === 10 ? `${input.timestamp}T00:00:00Z` : input.timestamp)
        : now;
      const inserted = await insertUsage(db, {
        roundAccountId: tenant.accountId,
        subscriptionId: sub.id,
        metricName: input.metricName,
        quantity: String(input.quantity),
        occurredAt: at,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      });
      const row = inserted ?? (await usageByKey(db, tenant.accountId, sub.id, input.idempotencyKey))!;
      const answer: UsageEventResponse = {
        id: row.id,
        subscriptionId: row.subscriptionId,
        metricName: row.metricName,
        quantity: Number(row.quantity),
        timestamp: iso(row.occurredAt),
        created: inserted !== undefined,
      };
      return { status: inserted ? 201 : 200, body: answer };
    },

    /** Each metric's usage per term, from the first term to the current one (at most the last 24). */
    async summary(claims: AccessClaims, roundAccountId: string | undefined, subscriptionId: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const sub = await requireSubscription(tenant.accountId, subscriptionId);
      const metrics = await usageMetricsOf(db, tenant.accountId, sub.planId);
      const customer = await customerRow(db, tenant.accountId, sub.customerId);
      const today = dayOf(await nowFor(deps, db, customer!));
      const anchor = sub.anchorDay ?? sub.startDate;
      const last = Math.max(0, termIndexOn(anchor, sub.billingFrequency as never, today));
      const first = Math.max(0, last - 23);
      const answer: UsageSummaryResponse = { subscriptionId: sub.id, metrics: [] };
      for (const metric of metrics) {
        const periods: UsageSummaryResponse["metrics"][number]["periods"] = [];
        for (let index = last; index >= first; index -= 1) {
          const term = termAt(anchor, sub.billingFrequency as never, index);
          const used = await aggregateUsage(
            db,
            tenant.accountId,
            sub.id,
            metric.metricName,
            metric.aggregation,
            new Date(`${term.start}T00:00:00Z`),
            new Date(`${term.end}T00:00:00Z`),
          );
          periods.push({
            start: term.start,
            end: addDays(term.end, -1),
            quantity: Number(used.quantity),
            events: used.events,
          });
        }
        answer.metrics.push({
          metricName: metric.metricName,
          unit: metric.unit,
          aggregation: metric.aggregation,
          periods,
        });
      }
      return answer;
    },
  };
}
