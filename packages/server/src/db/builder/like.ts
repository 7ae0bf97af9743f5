import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** `%text%` for LIKE/ILIKE, with the pattern characters of `text` (\, %, _) matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `column`, a search text stored lower-cased, matches the LIKE `pattern` (a value or a placeholder) whatever
 * the case typed: the pattern is lower-cased by the same `lower()` that wrote the column.
 */
export function lowerLike(column: PgColumn, pattern: unknown): SQL {
  return sql`${column} like lower(${pattern})`;
}
