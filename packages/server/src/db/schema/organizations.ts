import { relations } from "drizzle-orm";
import { boolean, index, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { roundAccounts, users } from "./accounts.ts";
import { createdDate, modifiedDate } from "./dates.ts";

// Organizations, their addresses, a business sign-up's pending data and the onboarding wizard's state.

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
    /** Money: exact to the cent, answered as a JSON number. */
    revenue: numeric("revenue", { precision: 20, scale: 2, mode: "number" }),
    category: text("category"),
    type: text("type"),
    registrationNumber: text("registration_number"),
    taxId: text("tax_id"),
    currency: text("currency"),
    timeZone: text("time_zone"),
    country: text("country"),
    fiscalYearStart: text("fiscal_year_start"),
    /** The business's logo and accent colour (`#rrggbb`) on its customer's pages. */
    logoUrl: text("logo_url"),
    brandColor: text("brand_color"),
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

// ---- Relations (for the relational query builder) -------------------------------------------------------

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
