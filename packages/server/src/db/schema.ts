import { relations, sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// The single description of Round's data. `npm run db:generate -w @round/server` turns changes into SQL
// migrations under packages/server/drizzle; the server applies them on start.

const createdDate = () => timestamp("created_date", { withTimezone: true }).notNull().defaultNow();
const modifiedDate = () => timestamp("modified_date", { withTimezone: true }).notNull().defaultNow();

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

// ---- Organizations and addresses ------------------------------------------------------------------------

export const organizations = pgTable(
  "organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundAccountId: uuid("round_account_id")
      .notNull()
      .references(() => roundAccounts.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    website: text("website"),
    size: text("size"),
    revenue: doublePrecision("revenue"),
    category: text("category"),
    type: text("type"),
    registrationNumber: text("registration_number"),
    taxId: text("tax_id"),
    currency: text("currency"),
    timeZone: text("time_zone"),
    country: text("country"),
    fiscalYearStart: text("fiscal_year_start"),
    createdDate: createdDate(),
    modifiedDate: modifiedDate(),
  },
  (t) => [index("organizations_account").on(t.roundAccountId, t.createdDate)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundAccountId: uuid("round_account_id")
      .notNull()
      .references(() => roundAccounts.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    number: text("number"),
    city: text("city").notNull(),
    state: text("state"),
    zipCode: text("zip_code"),
    country: text("country").notNull(),
    addressType: text("address_type").notNull().default("billing"),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdDate: createdDate(),
    modifiedDate: modifiedDate(),
  },
  (t) => [
    index("addresses_account").on(t.roundAccountId),
    index("addresses_organization").on(t.organizationId),
  ],
);

/** Company and billing details of a business sign-up, turned into an organization on confirmation. */
export const pendingBusinessData = pgTable("pending_business_data", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  data: jsonb("data").notNull(),
  createdDate: createdDate(),
});

export const onboarding = pgTable("onboarding", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  data: jsonb("data").notNull().default({}),
  completed: boolean("completed").notNull().default(false),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  modifiedDate: modifiedDate(),
});

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

// ---- Reference data -------------------------------------------------------------------------------------

/** ISO 3166-1, synchronised on start from the i18n-iso-countries package. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  currencyCode: text("currency_code"),
});

/** ISO 4217, synchronised on start from the currency-codes package. */
export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  digits: integer("digits"),
});

/** Every country that uses a currency (ISO 4217's list), whether or not it is that country's main one. */
export const currencyCountries = pgTable(
  "currency_countries",
  {
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code, { onDelete: "cascade" }),
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.currencyCode, t.countryCode] })],
);

export const industries = pgTable("industries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const companySizes = pgTable("company_sizes", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  minEmployees: integer("min_employees").notNull(),
  /** Null: open-ended top range. */
  maxEmployees: integer("max_employees"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const addressTypes = pgTable("address_types", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

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

export const organizationsRelations = relations(organizations, ({ one, many }) => ({
  account: one(roundAccounts, { fields: [organizations.roundAccountId], references: [roundAccounts.id] }),
  addresses: many(addresses),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  organization: one(organizations, { fields: [addresses.organizationId], references: [organizations.id] }),
}));

export const onboardingRelations = relations(onboarding, ({ one }) => ({
  user: one(users, { fields: [onboarding.userId], references: [users.id] }),
}));
