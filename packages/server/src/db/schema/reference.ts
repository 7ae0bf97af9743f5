import { boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

// Reference data: countries, currencies, industries, company sizes and address types.

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
