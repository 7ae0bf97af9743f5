import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * A page of a searched list as a subquery `page (id, sort_key, total)`: the rows matching `where` are found
 * once (materialized, so that the planner does not walk an ordered index testing every row against a
 * contains-search), counted, ordered by `sortKey` then id, and cut to the page. The list joins its table's
 * rows to it (`joinOn`), orders them by `order` and reads the count from `total`: one statement.
 */
export function matchedPage(options: {
  table: PgTable;
  id: PgColumn;
  sortKey: SQL | PgColumn;
  where: SQL | undefined;
  ascending: boolean;
  /** Values or placeholders. */
  limit: unknown;
  offset: unknown;
}) {
  const { table, id, sortKey, where, ascending, limit, offset } = options;
  const way = ascending ? sql`asc` : sql`desc`;
  return {
    page: sql`(
      with matched as materialized (
        select ${id} as id, ${sortKey} as sort_key from ${table} where ${where}
      )
      select id, sort_key, (select count(*)::int from matched) as total from matched
      order by sort_key ${way}, id ${way}
      limit ${limit} offset ${offset}) as page`,
    joinOn: sql`page.id = ${id}`,
    order: [sql`page.sort_key ${way}`, sql`page.id ${way}`],
    total: sql<number>`page.total`,
  };
}
