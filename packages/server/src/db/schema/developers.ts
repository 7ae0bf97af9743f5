import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
