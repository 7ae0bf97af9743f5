import { timestamp } from "drizzle-orm/pg-core";

// The accounts area's creation and change times. Their own module, importing no table: the accounts and
// organizations tables use them, and `columns.ts` (which references the accounts table) must not be on the
// way, or the first file to load the schema decides whether they exist yet when those tables are built.

export const createdDate = () => timestamp("created_date", { withTimezone: true }).notNull().defaultNow();
export const modifiedDate = () => timestamp("modified_date", { withTimezone: true }).notNull().defaultNow();
