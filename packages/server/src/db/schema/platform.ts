import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
