import { AUDIT_ACTOR_TYPES, type AuditEntry, isInstant } from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { guardCell } from "../../http/csv.ts";
import { validationFailed } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";
import { iso } from "../../http/values.ts";
import { loadTenant } from "../identities/index.ts";
import { type AuditFilter, type AuditRow, entryOf, entryPage } from "./queries.ts";

export const AUDIT_DEFAULT_LIMIT = 20;
export const AUDIT_MAX_LIMIT = 100;
/** Rows read at a time while the CSV export streams. */
const EXPORT_CHUNK = 500;

const refuse = (field: string, description: string) =>
  validationFailed([{ code: "INVALID_FORMAT", description, field }]);

export function auditView(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    occurredAt: iso(row.occurredAt),
    actor: { type: row.actorType, id: row.actorId, name: row.actorName },
    action: row.action,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    changes: row.changes,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
  };
}

export interface AuditListQuery {
  roundAccountId?: string | undefined;
  actorId?: string | undefined;
  actorType?: string | undefined;
  resourceType?: string | undefined;
  resourceId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit?: string | undefined;
  startingAfter?: string | undefined;
}

function instantOf(text: string | undefined, field: string, endOfDay = false): Date | undefined {
  if (text === undefined || text === "") return undefined;
  if (!isInstant(text)) throw refuse(field, `${field} must be a date or a date and time`);
  if (text.length === 10) return new Date(`${text}T${endOfDay ? "23:59:59.999" : "00:00:00"}Z`);
  return new Date(text);
}

const CSV_COLUMNS = [
  "occurredAt",
  "actorType",
  "actorId",
  "actorName",
  "action",
  "resourceType",
  "resourceId",
  "changes",
  "ip",
  "userAgent",
  "requestId",
] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a formula's first character defused. */
function csvField(value: unknown): string {
  const text = guardCell(value === null || value === undefined ? "" : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(row: AuditRow): string {
  const values: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    occurredAt: iso(row.occurredAt),
    actorType: row.actorType,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    changes: JSON.stringify(row.changes),
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
  };
  return `${CSV_COLUMNS.map((column) => csvField(values[column])).join(",")}\r\n`;
}

/** `GET /api/audit-log` and its CSV export (PLATFORM.md): owners and admins, and keys with `audit_log:read`. */
export function auditService(deps: Deps) {
  const { db } = deps;

  async function filterOf(claims: AccessClaims, query: AuditListQuery) {
    const tenant = await loadTenant(db, claims, query.roundAccountId, "viewAuditLog");
    if (query.actorType && !(AUDIT_ACTOR_TYPES as readonly string[]).includes(query.actorType)) {
      throw refuse("actorType", `actorType must be one of: ${AUDIT_ACTOR_TYPES.join(", ")}`);
    }
    const filter: Omit<AuditFilter, "limit"> = {
      actorType: query.actorType || undefined,
      // An id that is not one matches nothing (as the other lists' id filters).
      actorId: query.actorId
        ? isUuid(query.actorId)
          ? query.actorId.toLowerCase()
          : "00000000-0000-0000-0000-000000000000"
        : undefined,
      resourceType: query.resourceType?.trim() || undefined,
      resourceId: query.resourceId?.trim().toLowerCase() || undefined,
      action: query.action?.trim() || undefined,
      from: instantOf(query.from, "from"),
      to: instantOf(query.to, "to", true),
    };
    return { tenant, filter };
  }

  return {
    async list(claims: AccessClaims, query: AuditListQuery) {
      const { tenant, filter } = await filterOf(claims, query);
      let limit = AUDIT_DEFAULT_LIMIT;
      if (query.limit !== undefined) {
        limit = /^\d+$/.test(query.limit) ? Number(query.limit) : Number.NaN;
        if (!(limit >= 1 && limit <= AUDIT_MAX_LIMIT)) {
          throw refuse("limit", `limit must be a whole number from 1 to ${AUDIT_MAX_LIMIT}`);
        }
      }
      let before: AuditFilter["before"];
      if (query.startingAfter) {
        const cursor = isUuid(query.startingAfter)
          ? await entryOf(db, tenant.accountId, query.startingAfter.toLowerCase())
          : undefined;
        if (!cursor) throw refuse("startingAfter", `No such entry: ${query.startingAfter}`);
        before = { occurredAt: cursor.occurredAt, id: cursor.id };
      }
      const rows = await entryPage(db, tenant.accountId, { ...filter, before, limit: limit + 1 });
      return { items: rows.slice(0, limit).map(auditView), hasMore: rows.length > limit };
    },

    /** The CSV of the same filter, as a stream read a chunk at a time (however many entries). */
    async export(claims: AccessClaims, query: AuditListQuery): Promise<ReadableStream<Uint8Array>> {
      const { tenant, filter } = await filterOf(claims, query);
      const encoder = new TextEncoder();
      let before: AuditFilter["before"];
      let started = false;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(`${CSV_COLUMNS.join(",")}\r\n`));
          }
          const rows = await entryPage(db, tenant.accountId, { ...filter, before, limit: EXPORT_CHUNK });
          if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(csvLine).join("")));
          if (rows.length < EXPORT_CHUNK) {
            controller.close();
            return;
          }
          const last = rows.at(-1)!;
          before = { occurredAt: last.occurredAt, id: last.id };
        },
      });
    },
  };
}
