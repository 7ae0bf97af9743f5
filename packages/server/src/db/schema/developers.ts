import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { accountId, createdAt } from "./columns.ts";

// Machine clients of an account (PLATFORM.md, "API keys"). Owned by modules/developers.

/** An API key: its name, scopes and life. Its secrets are in `api_key_secrets`, as digests only. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundAccountId: accountId(),
    name: text("name").notNull(),
    /** `*`, or `area:read` / `area:write` (PLATFORM.md). */
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    /** The person who made it: the key acts with that person's role in the account, never more. */
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Their name when they made it, as the keys list shows it. */
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Kept at most once a minute per key (a write on every request would cost more than the request). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("api_keys_account").on(t.roundAccountId, t.createdAt)],
);

/**
 * A key's secrets, as their SHA-256 (hex): the current one, and after a roll the old one until `retiresAt`.
 * The prefix (the secret's first 12 characters) and last 4 tell a person which secret they hold.
 */
export const apiKeySecrets = pgTable(
  "api_key_secrets",
  {
    hash: text("hash").primaryKey(),
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    prefix: text("prefix").notNull(),
    last4: text("last4").notNull(),
    createdAt: createdAt(),
    /** Null while it is the key's current secret; after a roll, when the old secret stops working. */
    retiresAt: timestamp("retires_at", { withTimezone: true }),
  },
  (t) => [index("api_key_secrets_key").on(t.apiKeyId)],
);

/**
 * Events (PLATFORM.md): one per change, written in the change's transaction (it exists if and only if the
 * change committed). Owned by modules/events; the webhooks' deliveries are made from them.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundAccountId: accountId(),
    /** One sequence for all accounts: it grows within each (receivers order by it). */
    sequence: bigserial("sequence", { mode: "number" }).notNull().unique(),
    type: text("type").notNull(),
    createdAt: createdAt(),
    /** The customer's test clock when the change happened on one (a rehearsal), else null. */
    testClockId: uuid("test_clock_id"),
    /** `{ object, previous? }`. */
    data: jsonb("data").$type<{ object: unknown; previous?: Record<string, unknown> }>().notNull(),
  },
  (t) => [
    index("events_account_sequence").on(t.roundAccountId, t.sequence),
    index("events_account_type").on(t.roundAccountId, t.type, t.sequence),
  ],
);

/**
 * The outbox of events whose webhook deliveries are not made yet: a narrow row written with each event (in the
 * same statement), deleted by the delivery worker in the statement that makes the deliveries. Owned by
 * modules/events, read through db/sql/webhooks.ts.
 */
export const eventOutbox = pgTable("event_outbox", {
  sequence: bigint("sequence", { mode: "number" }).primaryKey(),
  roundAccountId: accountId(),
});

/** What one try of a delivery recorded (PLATFORM.md, "Webhooks"). */
export interface StoredAttempt {
  at: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
}

/**
 * Where an account's events are sent, signed with its secret (kept encrypted: it must sign). Owned by
 * modules/webhooks.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundAccountId: accountId(),
    url: text("url").notNull(),
    description: text("description"),
    /** `["*"]`, or types and families (`invoice.*`). */
    enabledEvents: jsonb("enabled_events").$type<string[]>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** `failing` when Round turned it off after 3 days of failures. */
    disabledReason: text("disabled_reason", { enum: ["failing"] }),
    /** The signing secret (`whsec_…`), encrypted (AES-256-GCM). */
    secret: text("secret").notNull(),
    secretPrefix: text("secret_prefix").notNull(),
    /** The secret before the last rotation, encrypted, signing too until `previousSecretExpiresAt`. */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    /** Since when every attempt has failed (null after a success): 3 days of it disable the endpoint. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webhook_endpoints_account").on(t.roundAccountId, t.createdAt)],
);

/** One event for one endpoint: its status, its attempts and when it is tried next. Owned by modules/webhooks. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundAccountId: accountId(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The event's `createdAt` (replay's `since` is compared with it). */
    eventCreatedAt: timestamp("event_created_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempts: jsonb("attempts").$type<StoredAttempt[]>().notNull().default([]),
    /** How many attempts of the schedule were made (a manual retry or a replay is not one of them). */
    scheduled: integer("scheduled").notNull().default(0),
    /** Tried again once by a replay: its outcome settles it, without a schedule. */
    replay: boolean("replay").notNull().default(false),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** While one instance is sending it, no other takes it (a crash only delays it). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_endpoint").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_due").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
