import { and, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { type StoredAttempt, webhookDeliveries, webhookEndpoints } from "../../db/schema/index.ts";

// The webhooks module's tables: endpoints and their deliveries.

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(ex: Executor, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await ex.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function endpointsOf(ex: Executor, accountId: string): Promise<EndpointRow[]> {
  return ex
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.roundAccountId, accountId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function endpointOf(
  ex: Executor,
  accountId: string,
  id: string,
  lock = false,
): Promise<EndpointRow | undefined> {
  const query = ex
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.roundAccountId, accountId), eq(webhookEndpoints.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Endpoints by id, of any account (the worker's). */
export async function endpointsByIds(ex: Executor, ids: readonly string[]): Promise<EndpointRow[]> {
  if (ids.length === 0) return [];
  return ex
    .select()
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...ids]));
}

export async function updateEndpoint(
  ex: Executor,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow> {
  const [row] = await ex.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

export async function deleteEndpoint(ex: Executor, accountId: string, id: string): Promise<boolean> {
  const deleted = await ex
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.roundAccountId, accountId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

/**
 * After an attempt: a success clears the endpoint's failing mark; a failure sets it when unset. Answers the
 * moment it has been failing since (null after a success).
 */
export async function markEndpointOutcome(
  ex: Executor,
  id: string,
  ok: boolean,
  at: Date,
): Promise<{ failingSince: Date | null; enabled: boolean } | undefined> {
  const [row] = await ex
    .update(webhookEndpoints)
    .set({ failingSince: ok ? null : sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
    .where(eq(webhookEndpoints.id, id))
    .returning({ failingSince: webhookEndpoints.failingSince, enabled: webhookEndpoints.enabled });
  return row;
}

/** Turns a failing endpoint off and settles its pending deliveries as failed. */
export async function disableFailingEndpoint(ex: Executor, id: string, at: Date): Promise<boolean> {
  const changed = await ex
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: "failing", updatedAt: at })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  if (changed.length === 0) return false;
  await ex
    .update(webhookDeliveries)
    .set({ status: "failed", nextAttemptAt: null, leaseUntil: null })
    .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, "pending")));
  return true;
}

export interface DeliveryFilter {
  status?: string | undefined;
  eventType?: string | undefined;
  /** Only deliveries older than this one (the cursor). */
  before?: { createdAt: Date; id: string } | undefined;
  limit: number;
}

/** An endpoint's deliveries, newest first. */
export async function deliveryPage(
  ex: Executor,
  endpointId: string,
  filter: DeliveryFilter,
): Promise<DeliveryRow[]> {
  const conditions: (SQL | undefined)[] = [eq(webhookDeliveries.endpointId, endpointId)];
  if (filter.status) conditions.push(eq(webhookDeliveries.status, filter.status as DeliveryRow["status"]));
  if (filter.eventType?.endsWith(".*")) {
    const family = filter.eventType.slice(0, -2).replaceAll("_", "\\_");
    conditions.push(like(webhookDeliveries.eventType, `${family}.%`));
  } else if (filter.eventType) conditions.push(eq(webhookDeliveries.eventType, filter.eventType));
  if (filter.before) {
    conditions.push(
      or(
        lt(webhookDeliveries.createdAt, filter.before.createdAt),
        and(
          eq(webhookDeliveries.createdAt, filter.before.createdAt),
          lt(webhookDeliveries.id, filter.before.id),
        ),
      ),
    );
  }
  return ex
    .select()
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(filter.limit);
}

export async function deliveryOf(
  ex: Executor,
  accountId: string,
  id: string,
  lock = false,
): Promise<DeliveryRow | undefined> {
  const query = ex
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.roundAccountId, accountId), eq(webhookDeliveries.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Adds a manual attempt (a retry): the schedule goes on as it was, a success settles it. */
export async function addManualAttempt(
  ex: Executor,
  id: string,
  attempt: StoredAttempt,
  ok: boolean,
): Promise<DeliveryRow> {
  const [row] = await ex
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} || jsonb_build_array(${JSON.stringify(attempt)}::jsonb)`,
      ...(ok ? { status: "succeeded" as const, nextAttemptAt: null } : {}),
    })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row!;
}

/** Replay: the endpoint's failed deliveries of events made since `since`, each tried once more now. */
export async function queueReplay(ex: Executor, endpointId: string, since: Date, now: Date): Promise<number> {
  const rows = await ex
    .update(webhookDeliveries)
    .set({ status: "pending", replay: true, nextAttemptAt: now })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, "failed"),
        gte(webhookDeliveries.eventCreatedAt, since),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
