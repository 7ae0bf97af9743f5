import { relations, sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdDate, modifiedDate } from "./dates.ts";
import { onboarding, organizations } from "./organizations.ts";

// People, their round accounts (the tenants), memberships, sessions, one-time tokens and invitations.

// ---- People and tenants ---------------------------------------------------------------------------------

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lowercased: addresses are compared case-insensitively everywhere. */
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phoneNumber: text("phone_number").notNull(),
  passwordHash: text("password_hash").notNull(),
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  /** When the current sign-in began, and the one before it (null until there was one): 'Welcome back'. */
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  previousSignInAt: timestamp("previous_sign_in_at", { withTimezone: true }),
  createdDate: createdDate(),
  modifiedDate: modifiedDate(),
});

/** The tenant: every organization-scoped row carries its round account id. */
export const roundAccounts = pgTable("round_accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  accountType: text("account_type", { enum: ["personal", "business"] }).notNull(),
  createdDate: createdDate(),
});

export const roundAccountUsers = pgTable(
  "round_account_users",
  {
    roundAccountId: uuid("round_account_id")
      .notNull()
      .references(() => roundAccounts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A role number of the spec: 0 SuperAdmin … 18 Guest. */
    role: integer("role").notNull(),
    createdDate: createdDate(),
  },
  (t) => [
    primaryKey({ columns: [t.roundAccountId, t.userId] }),
    index("round_account_users_user").on(t.userId),
  ],
);

// ---- Sessions and one-time tokens -----------------------------------------------------------------------

/** One sign-in: the family of its rotated refresh tokens. Revoking it ends the session everywhere. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdDate: createdDate(),
    /** The sign-in or the latest refresh of its tokens (not every request: that would be a write each). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** As the browser sent them when it signed in, to tell sessions apart in Settings, Security. */
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** SHA-256 of the token, never the token itself. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new one: presenting it again is reuse. */
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    createdDate: createdDate(),
  },
  (t) => [index("refresh_tokens_session").on(t.sessionId)],
);

export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["confirm", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdDate: createdDate(),
  },
  (t) => [index("one_time_tokens_user").on(t.userId)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundAccountId: uuid("round_account_id")
      .notNull()
      .references(() => roundAccounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: integer("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status", { enum: ["pending", "accepted", "revoked", "expired"] })
      .notNull()
      .default("pending"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdDate: createdDate(),
  },
  (t) => [
    // One pending invitation per address per account; accepted and revoked ones stay as history.
    uniqueIndex("invitations_one_pending").on(t.roundAccountId, t.email).where(sql`${t.status} = 'pending'`),
  ],
);

// ---- Relations (for the relational query builder) -------------------------------------------------------

export const usersRelations = relations(users, ({ many, one }) => ({
  memberships: many(roundAccountUsers),
  sessions: many(sessions),
  onboarding: one(onboarding, { fields: [users.id], references: [onboarding.userId] }),
}));

export const roundAccountsRelations = relations(roundAccounts, ({ many }) => ({
  members: many(roundAccountUsers),
  organizations: many(organizations),
}));

export const roundAccountUsersRelations = relations(roundAccountUsers, ({ one }) => ({
  user: one(users, { fields: [roundAccountUsers.userId], references: [users.id] }),
  account: one(roundAccounts, { fields: [roundAccountUsers.roundAccountId], references: [roundAccounts.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
