import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { arrayLiteral } from "./array.ts";
import type { Executor } from "./client.ts";

/**
 * Statements built once per database and shape (which filters a list request sets, its order) with
 * placeholders for their values, then run with each request's values: building a statement with the query
 * builder costs more than running a small one.
 */
export class ShapedStatements<S> {
  #built = new WeakMap<object, Map<string, S>>();

  of(ex: object, shape: string, build: () => S): S {
    let statements = this.#built.get(ex);
    if (!statements) {
      statements = new Map();
      this.#built.set(ex, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      statement = build();
      statements.set(shape, statement);
    }
    return statement;
  }
}

/** A statement of one shape, built once per database by `build` and run with each call's values. */
export function builtOnce<E extends object, S>(build: (ex: E) => S): (ex: E) => S {
  const statements = new ShapedStatements<S>();
  return (ex) => statements.of(ex, "", () => build(ex));
}

/**
 * How a list statement takes a value: as a parameter of this statement (`inline`), or as a placeholder of a
 * statement built once per shape and run with the values (`named`).
 */
export type Bind = (name: string, value: unknown) => unknown;
export const inline: Bind = (_name, value) => value;
export const named: Bind = (name) => sql.placeholder(name);

type AccountKeyed = PgTable & { roundAccountId: PgColumn; id: PgColumn; $inferSelect: { id: string } };

/** The account's rows of `table` among ids, by a statement built once per database. */
export function rowsOfIds<T extends AccountKeyed>(table: T) {
  const statement = builtOnce((ex: Executor) =>
    ex
      .select()
      .from(table as PgTable)
      .where(
        sql`${table.roundAccountId} = ${sql.placeholder("accountId")}
          and ${table.id} = any(${sql.placeholder("ids")}::uuid[])`,
      )
      .prepare(""),
  );
  return (ex: Executor, accountId: string, ids: readonly string[]): Promise<T["$inferSelect"][]> =>
    ids.length === 0
      ? Promise.resolve([])
      : (statement(ex).execute({ accountId, ids: arrayLiteral(ids) }) as Promise<T["$inferSelect"][]>);
}
