import { timestamp } from "drizzle-orm/pg-core";

// Columns every area's tables share.

export const createdDate = () => timestamp("created_date", { withTimezone: true }).notNull().defaultNow();
export const modifiedDate = () => timestamp("modified_date", { withTimezone: true }).notNull().defaultNow();
