import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accountId } from "./columns.ts";

/**
 * The audit log (PLATFORM.md): who did what to which record, with the fields' values before and after,
 * written in the transaction of the write itself. Owned by modules/audit; no route changes or deletes a row.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundAccountId: accountId(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    actorType: text("actor_type", { enum: ["user", "api_key", "system", "customer"] }).notNull(),
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id"),
    /** `{ field: [before, after] }`: never a secret, a token or card data. */
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    requestId: text("request_id"),
  },
  (t) => [
    index("audit_log_account").on(t.roundAccountId, t.occurredAt, t.id),
    index("audit_log_resource").on(t.roundAccountId, t.resourceType, t.resourceId, t.occurredAt),
    index("audit_log_actor").on(t.roundAccountId, t.actorId, t.occurredAt),
  ],
);
