// Tax (COMMERCE.md, "Correcting and taxing invoices"): the account's tax rates. A rate's percentage, its
// inclusiveness and its place never change once it exists (an invoice finalized with it keeps it); only its
// name and whether it is active do.
import { boolean, index, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { accountKey, accountKeyed, timestamps } from "./columns.ts";

export const taxRates = pgTable(
  "tax_rates",
  {
    ...accountKeyed(),
    name: text("name").notNull(),
    /** 0 to 100, up to 4 decimals: exact, read back as a string. */
    percentage: numeric("percentage", { precision: 7, scale: 4 }).notNull(),
    /** True: the tax is inside a line's amount; false: it is added to it. */
    inclusive: boolean("inclusive").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    /** ISO 3166-2 subdivision code without the country (`CA`); null for the whole country. */
    region: text("region"),
    active: boolean("active").notNull(),
    ...timestamps(),
  },
  (t) => [
    accountKey(t),
    // The rate of a billing address: the account's active rates of a country (and region).
    index("tax_rates_country").on(t.roundAccountId, t.country, t.region),
    index("tax_rates_created").on(t.roundAccountId, t.createdAt, t.id),
  ],
);
