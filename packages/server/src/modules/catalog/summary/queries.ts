import { sql } from "drizzle-orm";
import { arrayLiteral } from "../../../db/builder/array.ts";
import { type Executor, rowsOf } from "../../../db/client.ts";

/**
 * The mean of decimal amounts, exactly (PostgreSQL's numeric division, never floating point), as a decimal
 * string; "0" for none.
 */
export async function meanOf(ex: Executor, amounts: readonly string[]): Promise<string> {
  if (amounts.length === 0) return "0";
  const rows = await ex.execute<{ mean: string }>(
    sql`select (avg(value))::text as mean from unnest(${arrayLiteral(amounts)}::numeric[]) as value`,
  );
  return rowsOf<{ mean: string }>(rows)[0]?.mean ?? "0";
}
