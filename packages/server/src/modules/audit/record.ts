import type { Executor } from "../../db/client.ts";
import type { AuditStampValues } from "../../db/sql/events.ts";
import { type Actor, requestContext, SYSTEM_ACTOR } from "../../http/context.ts";
import { insertEntries } from "./queries.ts";

// Writing the audit log (PLATFORM.md): in the transaction of the write, with the actor of the request (a
// person or an API key), or Round itself when no request is around (the billing run, dunning) or a test
// clock's advance takes its steps.

export type Changes = Record<string, [unknown, unknown]>;

export interface AuditInput {
  accountId: string;
  /** `subscription.cancel`, `api_key.roll`, `member.role_change`. */
  action: string;
  resourceType: string;
  resourceId: string | null;
  changes: Changes;
  /** When the change happened, if no request says (the billing run's day). */
  at: Date;
  /** Who, when not the request's caller. */
  actor?: Actor;
}

/** Fields whose values never reach the log: secrets, tokens, passwords and card data. */
const HIDDEN = /secret|password|token|hash|cardnumber|^number$|cvc|cvv|iban/i;

/** A value with every hidden field taken out, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !HIDDEN.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

/** A create's changes: each field as `[null, value]`. */
export const createdChanges = (object: object): Changes =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, [null, value]]));

/** A delete's changes: each field as `[value, null]`. */
export const deletedChanges = (object: object): Changes =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, [value, null]]));

/** The fields whose values differ between two views, as `[old, new]` (compared as JSON). */
export function differences(before: object, after: object): Changes {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key]))
      changes[key] = [old[key] ?? null, now[key] ?? null];
  }
  return changes;
}

/**
 * Whether changes write their events and audit entries: always, except in the benchmark that measures what
 * they cost (BENCH_WITHOUT_TRAIL=1, the same writes without them).
 */
const trail = { on: true };
export const setTrail = (on: boolean) => {
  trail.on = on;
};
export const trailOn = () => trail.on;

/** Records entries in `ex` (the write's transaction), as the current request's caller or Round itself. */
export async function recordAudit(ex: Executor, entries: readonly AuditInput[]): Promise<void> {
  if (entries.length === 0 || !trail.on) return;
  const context = requestContext();
  await insertEntries(
    ex,
    entries.map((entry) => {
      const actor = entry.actor ?? context?.actor ?? SYSTEM_ACTOR;
      return {
        roundAccountId: entry.accountId,
        occurredAt: context?.at ?? entry.at,
        actorType: actor.type,
        actorId: actor.id,
        actorName: actor.name,
        action: entry.action,
        resourceType: entry.resourceType,
        resourceId: entry.resourceId,
        changes: withoutSecrets(entry.changes) as Changes,
        ip: context?.ip ?? null,
        userAgent: context?.userAgent ?? null,
        requestId: context?.requestId || null,
      };
    }),
  );
}

/** Who writes now and from where: the stamp of audit entries a set-based statement writes itself. */
export type AuditStamp = AuditStampValues & { actorType: Actor["type"] };

export function auditStamp(): AuditStamp {
  const context = requestContext();
  const actor = context?.actor ?? SYSTEM_ACTOR;
  return {
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
    ip: context?.ip ?? null,
    userAgent: context?.userAgent ?? null,
    requestId: context?.requestId || null,
    at: context?.at?.toISOString() ?? null,
  };
}

/** What an event's type says was done: `subscription.cancelled` → `subscription.cancel`. */
export const EVENT_VERBS: Record<string, string> = {
  created: "create",
  updated: "update",
  deleted: "delete",
  archived: "archive",
  attached: "attach",
  detached: "detach",
  paused: "pause",
  resumed: "resume",
  cancelled: "cancel",
  reactivated: "reactivate",
  renewed: "renew",
  expired: "expire",
  finalized: "finalize",
  paid: "pay",
  partially_paid: "pay_partially",
  payment_failed: "fail_payment",
  overdue: "mark_overdue",
  voided: "void",
  succeeded: "succeed",
  failed: "fail",
  refunded: "refund",
};
