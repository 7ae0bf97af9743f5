import { and, desc, eq, gte, lt, lte, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

// The audit module's table: written once per change, read by filters newest first, never changed.

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertEntries(ex: Executor, rows: (typeof auditLog.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await ex.insert(auditLog).values(rows);
}

export async function entryOf(ex: Executor, accountId: string, id: string): Promise<AuditRow | undefined> {
  const [row] = await ex
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.roundAccountId, accountId), eq(auditLog.id, id)));
  return row;
}

export interface AuditFilter {
  actorId?: string | undefined;
  actorType?: string | undefined;
  resourceType?: string | undefined;
  resourceId?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only entries older than this one (the cursor). */
  before?: { occurredAt: Date; id: string } | undefined;
  limit: number;
}

/** The account's entries matching `filter`, newest first. */
export async function entryPage(ex: Executor, accountId: string, filter: AuditFilter): Promise<AuditRow[]> {
  const conditions: (SQL | undefined)[] = [eq(auditLog.roundAccountId, accountId)];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.actorType) conditions.push(eq(auditLog.actorType, filter.actorType as AuditRow["actorType"]));
  if (filter.resourceType) conditions.push(eq(auditLog.resourceType, filter.resourceType));
  if (filter.resourceId) conditions.push(eq(auditLog.resourceId, filter.resourceId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.occurredAt, filter.from));
  if (filter.to) conditions.push(lte(auditLog.occurredAt, filter.to));
  if (filter.before) {
    conditions.push(
      or(
        lt(auditLog.occurredAt, filter.before.occurredAt),
        and(eq(auditLog.occurredAt, filter.before.occurredAt), lt(auditLog.id, filter.before.id)),
      ),
    );
  }
  return ex
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(filter.limit);
}
