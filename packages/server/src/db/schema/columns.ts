import { type SQL, sql } from "drizzle-orm";
import { index, numeric, type PgColumn, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { roundAccounts } from "./accounts.ts";

// Columns every area's tables share.

// The commercial tables (catalog, customers, billing): every row carries its account id and every key and
// index starts with it (ARCHITECTURE.md, "Where it scales").

/** A unit price, an amount or a percentage: exact, 6 decimals, read back as a string. */
export const money = (name: string) => numeric(name, { precision: 20, scale: 6 });
export const accountId = () =>
  uuid("round_account_id")
    .notNull()
    .references(() => roundAccounts.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull();

/** The account and the row's own id: the two columns of every catalog row's key. */
export const accountKeyed = () => ({
  roundAccountId: accountId(),
  id: uuid("id").notNull().defaultRandom(),
});
/** The primary key (round_account_id, id). */
export const accountKey = (t: { roundAccountId: PgColumn; id: PgColumn }) =>
  primaryKey({ columns: [t.roundAccountId, t.id] });
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** Trigram GIN index over an expression of several columns, led by the account id (btree_gin). */
export const searchIndex = (name: string, account: PgColumn, expression: SQL) =>
  index(name).using("gin", account, sql`${expression} gin_trgm_ops`);
