/**
 * API keys (PLATFORM.md, "API keys"): the scopes a key may hold, which permission of its creator's role
 * each needs, and the bodies of creating and rolling a key. Shared by the server (which enforces them) and
 * Settings → Developers (which offers only what the person's role allows).
 */
import * as v from "valibot";
import { apiKeyMessages } from "./messages/developers.ts";
import { type Action, can } from "./permissions.ts";

export { apiKeyMessages };

/** The areas a key's scopes name, in the order Settings → Developers lists them. */
export const API_SCOPE_AREAS = [
  "catalog",
  "customers",
  "subscriptions",
  "invoices",
  "payments",
  "credit_notes",
  "tax_rates",
  "usage",
  "metrics",
  "test_clocks",
  "events",
  "webhooks",
  "audit_log",
] as const;
export type ApiScopeArea = (typeof API_SCOPE_AREAS)[number];
export type ApiScopeAccess = "read" | "write";

export const API_SCOPE_LABELS: Record<ApiScopeArea, string> = {
  catalog: "Catalog",
  customers: "Customers",
  subscriptions: "Subscriptions",
  invoices: "Invoices and billing runs",
  payments: "Payments",
  credit_notes: "Credit notes",
  tax_rates: "Tax rates",
  usage: "Usage",
  metrics: "Metrics",
  test_clocks: "Test clocks",
  events: "Events",
  webhooks: "Webhooks",
  audit_log: "Audit log",
};

/** Every scope a key may hold: `*`, and each area's `:read` and `:write` (write includes read). */
const API_SCOPES: readonly string[] = [
  "*",
  ...API_SCOPE_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`]),
];

/**
 * The permission (PERMISSIONS.md) a scope needs of its creator's role: a key never holds more than the role
 * of the person who made it allows. Webhooks are managed by the developers' permission; the audit log is
 * read by the owners and admins only.
 */
const SCOPE_ACTIONS: Record<ApiScopeArea, Record<ApiScopeAccess, Action>> = {
  catalog: { read: "read", write: "manageCatalog" },
  customers: { read: "read", write: "manageCustomers" },
  subscriptions: { read: "read", write: "manageCustomers" },
  invoices: { read: "read", write: "manageBilling" },
  payments: { read: "read", write: "manageBilling" },
  credit_notes: { read: "read", write: "manageBilling" },
  tax_rates: { read: "read", write: "manageBilling" },
  usage: { read: "read", write: "manageCustomers" },
  metrics: { read: "read", write: "read" },
  test_clocks: { read: "read", write: "manageBilling" },
  events: { read: "read", write: "manageDevelopers" },
  webhooks: { read: "manageDevelopers", write: "manageDevelopers" },
  audit_log: { read: "viewAuditLog", write: "viewAuditLog" },
};

/** Whether `role` may give a key `scope` (`*` needs every permission the scopes need). */
export function roleAllowsScope(role: number | null | undefined, scope: string): boolean {
  if (scope === "*") return API_SCOPE_AREAS.every((area) => can(role, SCOPE_ACTIONS[area].write));
  const [area, access] = scope.split(":") as [ApiScopeArea, ApiScopeAccess];
  const actions = SCOPE_ACTIONS[area];
  return actions !== undefined && (access === "read" || access === "write") && can(role, actions[access]);
}

/** Whether a key holding `scopes` may do `access` in `area`: `*`, the scope itself, or write for a read. */
export function scopesAllow(scopes: readonly string[], area: ApiScopeArea, access: ApiScopeAccess): boolean {
  return (
    scopes.includes("*") ||
    scopes.includes(`${area}:write`) ||
    (access === "read" && scopes.includes(`${area}:read`))
  );
}

/** A key's secret: `rnd_sk_` and 40 base62 characters. Recognized by its prefix. */
export const API_KEY_SECRET_PREFIX = "rnd_sk_";
/** How long the old secret keeps working after a roll, in hours (PLATFORM.md: 0 to 168, default 24). */
export const ROLL_OVERLAP_HOURS = { min: 0, max: 168, byDefault: 24 } as const;

/** `POST /api/api-keys`. Whether `expiresAt` lies in the future is the server's check (its clock). */
export const apiKeyCreateSchema = v.object({
  name: v.pipe(
    v.string(apiKeyMessages.nameRequired),
    v.trim(),
    v.nonEmpty(apiKeyMessages.nameRequired),
    v.maxLength(100, apiKeyMessages.nameTooLong),
  ),
  scopes: v.pipe(
    v.array(
      v.pipe(
        v.string(apiKeyMessages.scopeUnknown),
        v.check((scope) => API_SCOPES.includes(scope), apiKeyMessages.scopeUnknown),
      ),
      apiKeyMessages.scopesRequired,
    ),
    v.nonEmpty(apiKeyMessages.scopesRequired),
    v.transform((scopes) => [...new Set(scopes)]),
  ),
  expiresAt: v.optional(
    v.nullable(
      v.pipe(
        v.string(apiKeyMessages.expiresAtInvalid),
        v.isoTimestamp(apiKeyMessages.expiresAtInvalid),
        v.transform((text) => new Date(text)),
        v.check((date) => !Number.isNaN(date.getTime()), apiKeyMessages.expiresAtInvalid),
      ),
    ),
  ),
});
export type ApiKeyCreate = v.InferOutput<typeof apiKeyCreateSchema>;

/** `POST /api/api-keys/{id}/roll`. */
export const apiKeyRollSchema = v.object({
  overlapHours: v.optional(
    v.pipe(
      v.number(apiKeyMessages.overlapInvalid),
      v.integer(apiKeyMessages.overlapInvalid),
      v.minValue(ROLL_OVERLAP_HOURS.min, apiKeyMessages.overlapInvalid),
      v.maxValue(ROLL_OVERLAP_HOURS.max, apiKeyMessages.overlapInvalid),
    ),
    ROLL_OVERLAP_HOURS.byDefault,
  ),
});

/** An API key as the API answers it: never its secret, except `secret` on creation and roll. */
export const apiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  scopes: v.array(v.string()),
  prefix: v.string(),
  last4: v.string(),
  createdAt: v.string(),
  expiresAt: v.nullable(v.string()),
  lastUsedAt: v.nullable(v.string()),
  /** Who made it: the key acts with that person's role, never more. */
  createdBy: v.object({ id: v.string(), name: v.string() }),
});
export type ApiKey = v.InferOutput<typeof apiKeySchema>;

/** The answer of creating or rolling a key: the key and its new secret, shown this once. */
export const apiKeyWithSecretSchema = v.object({ ...apiKeySchema.entries, secret: v.string() });
export type ApiKeyWithSecret = v.InferOutput<typeof apiKeyWithSecretSchema>;

/** What a key may do in one area, as Settings → Developers offers it. */
type ApiScopeChoice = "none" | ApiScopeAccess;

/** The 'Create API key' form: a name, full access or a choice per area, and an optional last day. */
export interface ApiKeyFormValues extends Record<string, unknown> {
  name: string;
  full: boolean;
  access: Record<ApiScopeArea, ApiScopeChoice>;
  /** 'YYYY-MM-DD' or '' (never expires): the key works through the end of that day (UTC). */
  expiresOn: string;
}

export const NO_ACCESS: Record<ApiScopeArea, ApiScopeChoice> = Object.fromEntries(
  API_SCOPE_AREAS.map((area) => [area, "none"]),
) as Record<ApiScopeArea, ApiScopeChoice>;

/** The scopes the form's choices stand for. */
function scopesOfChoices(full: boolean, access: Partial<Record<ApiScopeArea, ApiScopeChoice>>): string[] {
  if (full) return ["*"];
  return API_SCOPE_AREAS.flatMap((area) => {
    const choice = access[area] ?? "none";
    return choice === "none" ? [] : [`${area}:${choice}`];
  });
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The form's rules; its output is `POST /api/api-keys`'s body. */
export const apiKeyFormSchema = v.pipe(
  v.object({
    name: apiKeyCreateSchema.entries.name,
    full: v.boolean(),
    access: v.record(v.picklist(API_SCOPE_AREAS), v.picklist(["none", "read", "write"])),
    expiresOn: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [["full"], ["access"]],
      (input) => scopesOfChoices(input.full, input.access).length > 0,
      apiKeyMessages.scopesRequired,
    ),
    ["access"],
  ),
  v.forward(
    v.partialCheck(
      [["expiresOn"]],
      (input) =>
        input.expiresOn === "" ||
        (DAY_PATTERN.test(input.expiresOn) && !Number.isNaN(Date.parse(`${input.expiresOn}T23:59:59Z`))),
      apiKeyMessages.expiresAtInvalid,
    ),
    ["expiresOn"],
  ),
  v.transform((input) => ({
    name: input.name,
    scopes: scopesOfChoices(input.full, input.access),
    expiresAt: input.expiresOn === "" ? null : `${input.expiresOn}T23:59:59.999Z`,
  })),
);
export type ApiKeyCreateBody = v.InferOutput<typeof apiKeyFormSchema>;

/** Every event type Round emits (PLATFORM.md, "Events"), by family. */
export const EVENT_TYPES = [
  "customer.created",
  "customer.updated",
  "customer.deleted",
  "payment_method.attached",
  "payment_method.detached",
  "subscription.created",
  "subscription.updated",
  "subscription.trial_will_end",
  "subscription.paused",
  "subscription.resumed",
  "subscription.cancelled",
  "subscription.reactivated",
  "subscription.renewed",
  "subscription.expired",
  "invoice.created",
  "invoice.finalized",
  "invoice.paid",
  "invoice.partially_paid",
  "invoice.payment_failed",
  "invoice.overdue",
  "invoice.voided",
  "payment.succeeded",
  "payment.failed",
  "payment.refunded",
  "credit_note.created",
  "credit_note.voided",
  "plan.created",
  "plan.updated",
  "plan.archived",
  "coupon.created",
  "coupon.updated",
  "coupon.archived",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The families of event types (`invoice` for `invoice.*`). */
export const EVENT_FAMILIES = [...new Set(EVENT_TYPES.map((type) => type.split(".")[0]!))];

/** Whether a pattern (`invoice.paid`, or a family `invoice.*`) names event types Round emits. */
export function isEventPattern(pattern: string): boolean {
  if (pattern.endsWith(".*")) return EVENT_FAMILIES.includes(pattern.slice(0, -2));
  return (EVENT_TYPES as readonly string[]).includes(pattern);
}

/** An event as `GET /api/events` answers it (PLATFORM.md). */
export const eventSchema = v.object({
  id: v.string(),
  type: v.string(),
  createdAt: v.string(),
  /** Grows per account: receivers order what arrives out of order by it. */
  sequence: v.number(),
  testClockId: v.nullable(v.string()),
  data: v.object({
    /** The resource exactly as its GET answered at that moment. */
    object: v.unknown(),
    /** The old values of the fields that changed (updates only). */
    previous: v.optional(v.record(v.string(), v.unknown())),
  }),
});
export type EventResponse = v.InferOutput<typeof eventSchema>;

/** `GET /api/events`: a page, newest first, and whether older ones follow. */
export const eventPageSchema = v.object({ items: v.array(eventSchema), hasMore: v.boolean() });
