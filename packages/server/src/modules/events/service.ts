import { type EventResponse, type EventType, isEventPattern, isInstant } from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { notFound, validationFailed } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";
import { iso } from "../../http/values.ts";
import { auditStamp, EVENT_VERBS, trailOn } from "../audit/index.ts";
import { loadTenant } from "../identities/index.ts";
import { type EventRow, eventOf, eventPage, insertEvents } from "./queries.ts";

const EVENT_NOT_FOUND = "Event not found.";
export const EVENTS_DEFAULT_LIMIT = 20;
export const EVENTS_MAX_LIMIT = 100;

/** What a change writes: its type, the resource as its GET answers now, and the old values that changed. */
export interface NewEvent {
  accountId: string;
  type: EventType;
  object: unknown;
  previous?: Record<string, unknown>;
  /** The customer's test clock when the change happened on one. */
  testClockId: string | null;
  at: Date;
}

/**
 * Writes one event in the change's own transaction (`ex`): it exists if and only if the change commits
 * (PLATFORM.md, "Events").
 */
export async function recordEvent(ex: Executor, event: NewEvent): Promise<void> {
  await recordEvents(ex, [event]);
}

/**
 * Writes the events of one transaction's changes together (one statement, however many), in the order given:
 * their `sequence` follows it, so give them in the order the changes happened.
 */
export async function recordEvents(ex: Executor, list: readonly NewEvent[]): Promise<void> {
  if (list.length === 0 || !trailOn()) return;
  // The same changes in the audit log, as the caller (or Round itself), by the same statement.
  await insertEvents(
    ex,
    list.map((event) => ({
      roundAccountId: event.accountId,
      type: event.type,
      createdAt: event.at,
      testClockId: event.testClockId,
      data: event.previous ? { object: event.object, previous: event.previous } : { object: event.object },
    })),
    { stamp: auditStamp(), verbs: EVENT_VERBS },
  );
}

/**
 * The fields of `before` whose values `after` changed, with their old values (an event's `previous`);
 * compared as JSON, at the top level.
 */
export function changedFields(before: object, after: object): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(old)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) previous[key] = old[key];
  }
  return previous;
}

/**
 * The type of a catalog record's update event: `{family}.archived` when the change moved its status to
 * archived (PLATFORM.md names archiving apart), else `{family}.updated`.
 */
export function updateEventType<F extends "plan" | "coupon">(
  family: F,
  before: { status: string },
  after: { status: string },
): `${F}.archived` | `${F}.updated` {
  return after.status === "archived" && before.status !== "archived"
    ? `${family}.archived`
    : `${family}.updated`;
}

export function eventView(row: EventRow): EventResponse {
  return {
    id: row.id,
    type: row.type,
    createdAt: iso(row.createdAt),
    sequence: row.sequence,
    testClockId: row.testClockId,
    data: row.data,
  };
}

export interface EventListQuery {
  roundAccountId?: string | undefined;
  type?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  limit?: string | undefined;
  startingAfter?: string | undefined;
}

const refuse = (field: string, description: string) =>
  validationFailed([{ code: "INVALID_FORMAT", description, field }]);

/** A query's instant ('2027-01-31' is that day's start, UTC). */
function instantOf(text: string | undefined, field: string): Date | undefined {
  if (text === undefined || text === "") return undefined;
  if (!isInstant(text)) throw refuse(field, `${field} must be a date or a date and time`);
  return new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
}

/** `GET /api/events` and `GET /api/events/{id}` (PLATFORM.md). */
export function eventService(deps: Deps) {
  const { db } = deps;
  return {
    async list(claims: AccessClaims, query: EventListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const patterns = (query.type ?? "")
        .split(",")
        .map((text) => text.trim())
        .filter(Boolean);
      const unknown = patterns.find((pattern) => !isEventPattern(pattern));
      if (unknown) throw refuse("type", `Unknown event type: ${unknown}`);
      let limit = EVENTS_DEFAULT_LIMIT;
      if (query.limit !== undefined) {
        limit = /^\d+$/.test(query.limit) ? Number(query.limit) : Number.NaN;
        if (!(limit >= 1 && limit <= EVENTS_MAX_LIMIT)) {
          throw refuse("limit", `limit must be a whole number from 1 to ${EVENTS_MAX_LIMIT}`);
        }
      }
      let before: number | undefined;
      if (query.startingAfter) {
        const cursor = isUuid(query.startingAfter)
          ? await eventOf(db, tenant.accountId, query.startingAfter.toLowerCase())
          : undefined;
        if (!cursor) throw refuse("startingAfter", `No such event: ${query.startingAfter}`);
        before = cursor.sequence;
      }
      const rows = await eventPage(db, tenant.accountId, {
        types: patterns.filter((pattern) => !pattern.endsWith(".*")),
        families: patterns.filter((pattern) => pattern.endsWith(".*")).map((pattern) => pattern.slice(0, -2)),
        from: instantOf(query.createdFrom, "createdFrom"),
        to: instantOf(query.createdTo, "createdTo"),
        before,
        limit: limit + 1,
      });
      return { items: rows.slice(0, limit).map(eventView), hasMore: rows.length > limit };
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const row = isUuid(id) ? await eventOf(db, tenant.accountId, id.toLowerCase()) : undefined;
      if (!row) throw notFound(EVENT_NOT_FOUND);
      return eventView(row);
    },
  };
}
