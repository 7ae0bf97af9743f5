/**
 * Webhook endpoints and their deliveries (PLATFORM.md, "Webhooks"), and the audit log ("Audit log"): the
 * bodies the server checks and the answers Settings → Developers and Settings → Audit log show.
 */
import * as v from "valibot";
import { EVENT_FAMILIES, EVENT_TYPES, isEventPattern } from "./developers.ts";
import { isInstant } from "./fieldRules.ts";
import { webhookMessages } from "./messages/developers.ts";

export { webhookMessages };

/** A webhook endpoint's secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** Whether `text` is a whole http(s) address (whether its host may be reached is the server's check). */
export function isWebhookUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const urlRule = v.pipe(
  v.string(webhookMessages.urlRequired),
  v.trim(),
  v.nonEmpty(webhookMessages.urlRequired),
  v.maxLength(2048, webhookMessages.urlInvalid),
  v.check(isWebhookUrl, webhookMessages.urlInvalid),
);

const descriptionRule = v.pipe(
  v.string(webhookMessages.descriptionTooLong),
  v.trim(),
  v.maxLength(200, webhookMessages.descriptionTooLong),
);

/** `["*"]`, or event types and families (`invoice.*`), each at most once. */
const enabledEventsRule = v.pipe(
  v.array(
    v.pipe(
      v.string(webhookMessages.eventUnknown),
      v.check((type) => type === "*" || isEventPattern(type), webhookMessages.eventUnknown),
    ),
    webhookMessages.eventsRequired,
  ),
  v.nonEmpty(webhookMessages.eventsRequired),
  v.transform((types) => (types.includes("*") ? ["*"] : [...new Set(types)])),
);

/** `POST /api/webhook-endpoints`. */
export const webhookEndpointCreateSchema = v.object({
  url: urlRule,
  description: v.optional(v.nullable(descriptionRule), null),
  enabledEvents: enabledEventsRule,
  enabled: v.optional(v.boolean(), true),
});
export type WebhookEndpointCreate = v.InferOutput<typeof webhookEndpointCreateSchema>;

/** `PUT /api/webhook-endpoints/{id}`: any of the fields; the rest stay as they are. */
export const webhookEndpointUpdateSchema = v.object({
  url: v.optional(urlRule),
  description: v.optional(v.nullable(descriptionRule)),
  enabledEvents: v.optional(enabledEventsRule),
  enabled: v.optional(v.boolean()),
});
export type WebhookEndpointUpdate = v.InferOutput<typeof webhookEndpointUpdateSchema>;

/** An endpoint as the API answers it: never its secret, except `secret` on creation and rotation. */
export const webhookEndpointSchema = v.object({
  id: v.string(),
  url: v.string(),
  description: v.nullable(v.string()),
  enabledEvents: v.array(v.string()),
  enabled: v.boolean(),
  /** Why Round turned it off: `failing` after 3 days of failed deliveries; null when a person did or it is on. */
  disabledReason: v.nullable(v.picklist(["failing"])),
  /** The secret's first characters, to tell secrets apart (`whsec_` and 4 more). */
  secretPrefix: v.string(),
  /** Until when the secret before the last rotation also signs; null when no rotation overlaps. */
  previousSecretExpiresAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type WebhookEndpoint = v.InferOutput<typeof webhookEndpointSchema>;

export const webhookEndpointWithSecretSchema = v.object({
  ...webhookEndpointSchema.entries,
  secret: v.string(),
});
export type WebhookEndpointWithSecret = v.InferOutput<typeof webhookEndpointWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One try of a delivery: when, the receiver's status code (null when none came), how long, and why not. */
export const webhookAttemptSchema = v.object({
  at: v.string(),
  statusCode: v.nullable(v.number()),
  durationMs: v.number(),
  error: v.nullable(v.string()),
  /** The first 500 characters of the receiver's answer. */
  responseExcerpt: v.nullable(v.string()),
});
export type WebhookAttempt = v.InferOutput<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = v.object({
  id: v.string(),
  eventId: v.string(),
  eventType: v.string(),
  status: v.picklist(WEBHOOK_DELIVERY_STATUSES),
  attempts: v.array(webhookAttemptSchema),
  nextAttemptAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type WebhookDelivery = v.InferOutput<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = v.object({
  items: v.array(webhookDeliverySchema),
  hasMore: v.boolean(),
});

/** `POST /api/webhook-endpoints/{id}/replay`: every failed delivery of an event created since then. */
export const webhookReplaySchema = v.object({
  since: v.pipe(v.string(webhookMessages.sinceInvalid), v.check(isInstant, webhookMessages.sinceInvalid)),
  status: v.optional(v.picklist(["failed"], webhookMessages.statusInvalid), "failed"),
});

/** The 'Add endpoint' form: the URL, a description, every event or a choice of types and families. */
export interface WebhookEndpointFormValues extends Record<string, unknown> {
  url: string;
  description: string;
  all: boolean;
  /** Types and families (`invoice.*`) chosen when `all` is off. */
  events: string[];
  enabled: boolean;
}

export const webhookEndpointFormSchema = v.pipe(
  v.object({
    url: urlRule,
    description: v.string(),
    all: v.boolean(),
    events: v.array(v.string()),
    enabled: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [["all"], ["events"]],
      (input) => input.all || input.events.length > 0,
      webhookMessages.eventsRequired,
    ),
    ["events"],
  ),
  v.transform((input) => ({
    url: input.url,
    description: input.description.trim() === "" ? null : input.description.trim(),
    enabledEvents: input.all ? ["*"] : input.events,
    enabled: input.enabled,
  })),
);

/** The event types of each family, in EVENT_TYPES' order, for choosing by family. */
export const EVENT_TYPES_BY_FAMILY: ReadonlyArray<{ family: string; types: readonly string[] }> =
  EVENT_FAMILIES.map((family) => ({
    family,
    types: EVENT_TYPES.filter((type) => type.startsWith(`${family}.`)),
  }));

/**
 * Who did something: a person, an API key, Round itself (the billing run, dunning), or a business's customer
 * on their own pages (the portal, a pay page, a checkout link).
 */
export const AUDIT_ACTOR_TYPES = ["user", "api_key", "system", "customer"] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** The kinds of records the audit log names, in the order its filter offers them. */
export const AUDIT_RESOURCE_TYPES = [
  "customer",
  "payment_method",
  "subscription",
  "invoice",
  "payment",
  "plan",
  "addon",
  "charge",
  "coupon",
  "price_point",
  "product_family",
  "usage_event",
  "test_clock",
  "billing_settings",
  "organization",
  "member",
  "invitation",
  "api_key",
  "webhook_endpoint",
  "portal_session",
  "checkout_link",
  "tax_rate",
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

/** One audit entry (PLATFORM.md, "Audit log"): `changes` maps a field to its [before, after]. */
export const auditEntrySchema = v.object({
  id: v.string(),
  occurredAt: v.string(),
  actor: v.object({ type: v.picklist(AUDIT_ACTOR_TYPES), id: v.nullable(v.string()), name: v.string() }),
  action: v.string(),
  resourceType: v.string(),
  resourceId: v.nullable(v.string()),
  changes: v.record(v.string(), v.tuple([v.unknown(), v.unknown()])),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  requestId: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

export const auditPageSchema = v.object({ items: v.array(auditEntrySchema), hasMore: v.boolean() });
