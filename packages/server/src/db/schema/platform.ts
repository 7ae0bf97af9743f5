import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { accountId } from "./columns.ts";

// The server's own tables: the mail outbox, the dev mailbox, settings and rate-limit counters.

// ---- Mail -----------------------------------------------------------------------------------------------

/** Written in the transaction of the change it announces; the mail worker delivers it. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    links: jsonb("links").$type<string[]>().notNull().default([]),
    status: text("status", { enum: ["pending", "sending", "sent"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_due").on(t.status, t.nextAttemptAt)],
);

/** Messages delivered while SMTP_URL is unset: what /dev/mail shows. */
export const devMail = pgTable("dev_mail", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  outboxId: bigint("outbox_id", { mode: "number" }).unique(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  links: jsonb("links").$type<string[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Infrastructure -------------------------------------------------------------------------------------

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Fixed-window counters, used when REDIS_URL is unset. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

// ---- Idempotency ----------------------------------------------------------------------------------------

/**
 * The answers of writes sent with an `Idempotency-Key` (COMMERCE.md, "Conventions"): the same key and body
 * within 24 hours answer the stored result again; the row is written in the write's own transaction, so a
 * write that rolled back leaves no key behind and a concurrent retry waits for the first to finish.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    roundAccountId: accountId(),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body the key was first used with. */
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundAccountId, t.key] }),
    index("idempotency_keys_created").on(t.createdAt),
  ],
);
