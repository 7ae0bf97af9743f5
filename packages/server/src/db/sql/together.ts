import { type SQL, sql } from "drizzle-orm";

/**
 * Writes sent as one statement: each a data-modifying WITH query named by its key, then `last` (by default
 * nothing more). One round trip for them all: what holds rows that other transactions wait for is written
 * at once. They see one snapshot, so none may read what another writes; a later one, or `last`, may use what
 * an earlier one RETURNs, by its name.
 */
export function oneStatement(writes: readonly (readonly [name: string, write: SQL])[], last?: SQL): SQL {
  const queries = writes.map(([name, write]) => sql`${sql.identifier(name)} as (${write})`);
  return sql`with ${sql.join(queries, sql`, `)} ${last ?? sql`select 1`}`;
}
