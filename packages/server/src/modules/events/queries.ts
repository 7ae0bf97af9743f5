import { and, desc, eq, gte, inArray, like, lt, lte, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import { type EventAudit, type EventInsert, insertEventRows } from "../../db/sql/events.ts";

export type EventRow = typeof events.$inferSelect;

/**
 * Writes events in the order given, which their `sequence` follows, with their outbox rows and audit entries:
 * one statement (`db/sql/events.ts`).
 */
export async function insertEvents(
  ex: Executor,
  rows: readonly EventInsert[],
  audit: EventAudit,
): Promise<void> {
  await insertEventRows(ex, rows, audit);
}

export async function eventOf(ex: Executor, accountId: string, id: string): Promise<EventRow | undefined> {
  const [row] = await ex
    .select()
    .from(events)
    .where(and(eq(events.roundAccountId, accountId), eq(events.id, id)));
  return row;
}

export interface EventFilter {
  /** Exact types, and families (`invoice` for `invoice.*`); none of either: every type. */
  types: string[];
  families: string[];
  from?: Date;
  to?: Date;
  /** Only events older than this sequence (the cursor). */
  before?: number;
  limit: number;
}

/** The account's events matching `filter`, newest first (by sequence), at most `limit`. */
export async function eventPage(ex: Executor, accountId: string, filter: EventFilter): Promise<EventRow[]> {
  const conditions: (SQL | undefined)[] = [eq(events.roundAccountId, accountId)];
  const typeMatches = [
    ...(filter.types.length > 0 ? [inArray(events.type, filter.types)] : []),
    ...filter.families.map((family) => like(events.type, `${family.replaceAll("_", "\\_")}.%`)),
  ];
  if (typeMatches.length > 0) conditions.push(or(...typeMatches));
  if (filter.from) conditions.push(gte(events.createdAt, filter.from));
  if (filter.to) conditions.push(lte(events.createdAt, filter.to));
  if (filter.before !== undefined) conditions.push(lt(events.sequence, filter.before));
  return ex
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(desc(events.sequence))
    .limit(filter.limit);
}

/** Events by id, of any account (the webhook worker's, which sends them). */
export async function eventsByIds(ex: Executor, ids: readonly string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return ex
    .select()
    .from(events)
    .where(inArray(events.id, [...ids]));
}
