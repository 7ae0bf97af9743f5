import { addDays, dayOf, termAt, termIndexOn } from "@round/billing";
import {
  type UsageBatchResponse,
  type UsageEventResponse,
  type UsageSummaryResponse,
  usageBatchSchema,
  usageEventSchema,
  validate,
} from "@round/forms/schemas";
import type * as v from "valibot";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import {
  aggregateUsage,
  insertUsage,
  insertUsageRows,
  nowFor,
  refuse,
  subscriptionRow,
  type UsageBatchRow,
  type UsageTarget,
  usageByKey,
  usageTargets,
} from "../../engine/index.ts";
import { notFound } from "../../http/errors.ts";
import { parseWith, toErrorItems } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { iso } from "../../http/values.ts";
import { auditStamp, createdChanges, recordAudit, trailOn } from "../audit/index.ts";
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
      const { inserted, answer } = await db.transaction(async (tx) => {
        const inserted = await insertUsage(tx, {
          roundAccountId: tenant.accountId,
          subscriptionId: sub.id,
          metricName: input.metricName,
          quantity: String(input.quantity),
          occurredAt: at,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
        });
        const row = inserted ?? (await usageByKey(tx, tenant.accountId, sub.id, input.idempotencyKey))!;
        const answer: UsageEventResponse = {
          id: row.id,
          subscriptionId: row.subscriptionId,
          metricName: row.metricName,
          quantity: Number(row.quantity),
          timestamp: iso(row.occurredAt),
          created: inserted !== undefined,
        };
        // A key recorded before writes nothing, and records nothing.
        if (inserted) {
          const { created: _created, ...fields } = answer;
          await recordAudit(tx, [
            {
              accountId: tenant.accountId,
              action: "usage_event.create",
              resourceType: "usage_event",
              resourceId: row.id,
              changes: createdChanges({ ...fields, idempotencyKey: row.idempotencyKey }),
              at: deps.clock.date(),
            },
          ]);
        }
        return { inserted, answer };
      });
      return { status: inserted ? 201 : 200, body: answer };
    },

    /**
     * `POST /api/usage/batch` (PLATFORM.md): up to 100 events, each checked on its own, answered in order as
     * created, duplicate (its key recorded before, or earlier in the batch) or error (with the reasons, on
     * their fields). The events are read and written in a handful of statements whatever their number: the
     * subscriptions, their plans' metrics, their customers and test clocks, then one insert of them all.
     */
    async recordBatch(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      sent: unknown,
    ): Promise<UsageBatchResponse> {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const accountId = tenant.accountId;
      const { events } = parseWith(usageBatchSchema, sent);
      const results: UsageBatchResponse["results"] = [];
      const refused = (index: number, field: string, description: string, code = "INVALID_FORMAT") => {
        results[index] = { index, status: "error", errors: [{ code, description, field }] };
      };
      const checked: { index: number; input: v.InferOutput<typeof usageEventSchema> }[] = [];
      for (const [index, event] of events.entries()) {
        const result = validate(usageEventSchema, event);
        if (result.ok) checked.push({ index, input: result.value });
        else results[index] = { index, status: "error", errors: toErrorItems(result.errors) };
      }
      const idOf = (text: string) => (isUuid(text) ? text.toLowerCase() : undefined);
      const subscriptionIds = [...new Set(checked.flatMap(({ input }) => idOf(input.subscriptionId) ?? []))];
      const subscriptions = new Map(
        (await usageTargets(db, accountId, subscriptionIds)).map((row) => [row.id, row]),
      );
      // A customer on a test clock lives at the clock's time (as POST /api/usage).
      const nowOf = (target: UsageTarget) => target.clockTime ?? deps.clock.date();

      const keyOf = (subscriptionId: string, key: string) => `${subscriptionId} ${key}`;
      const rows: UsageBatchRow[] = [];
      const written: { index: number; key: string }[] = [];
      const inBatch = new Set<string>();
      for (const { index, input } of checked) {
        const id = idOf(input.subscriptionId);
        const sub = id ? subscriptions.get(id) : undefined;
        if (!sub) {
          refused(index, "subscriptionId", "Subscription not found", "NOT_FOUND");
          continue;
        }
        if (!sub.metricNames.includes(input.metricName)) {
          refused(index, "metricName", `The plan has no usage metric named ${input.metricName}`);
          continue;
        }
        const key = keyOf(sub.id, input.idempotencyKey);
        if (inBatch.has(key)) {
          results[index] = { index, status: "duplicate" };
          continue;
        }
        inBatch.add(key);
        const now = nowOf(sub);
        rows.push({
          subscriptionId: sub.id,
          metricName: input.metricName,
          quantity: String(input.quantity),
          occurredAt: input.timestamp
            ? new Date(input.timestamp.length === 10 ? `${input.timestamp}T00:00:00Z` : input.timestamp)
            : now,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
        });
        written.push({ index, key });
      }
      // The events and the batch's audit entry (the events it wrote) in one statement.
      const created = new Set(
        (await insertUsageRows(db, accountId, rows, trailOn() ? auditStamp() : null)).map((row) =>
          keyOf(row.subscriptionId, row.idempotencyKey),
        ),
      );
      for (const { index, key } of written) {
        results[index] = { index, status: created.has(key) ? "created" : "duplicate" };
      }
      return { results };
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
