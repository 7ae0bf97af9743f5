import { fillPlaceholders, getTableColumns, type SQL, sql } from "drizzle-orm";
import { type PgColumn, type PgTable, PgTransaction } from "drizzle-orm/pg-core";
import { arrayLiteral } from "../builder/array.ts";
import { type Db, databaseOf, type Executor, rowsOf } from "../client.ts";

// The second data tier (README.md): statements the benchmarks name as hot, built once with the query
// builder and placeholders (`sql.placeholder`), then run with each call's values. Building a statement costs
// more than running a small one (a select of a wide row: 150–230 µs of the builder).
//
// - Outside a transaction a statement is Drizzle's own prepared statement (`prepare(name)`), made once per
//   database on its lane (`Database.lane()`: a pipelined connection on PostgreSQL).
// - Inside a transaction Drizzle prepares a statement on that transaction only. The full-row statements of
//   one table (`rowOfId`, `rowsOfIds`, `insertsInto`, `updatesOf`) are rendered once (`toSQL`) and run
//   through the transaction's `execute`, their rows decoded by the table's columns; the other shapes are
//   built for the call, as the first tier does.

/** A query of the builder, before it is prepared. */
export interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}
export type Prepared<B extends Preparable> = ReturnType<B["prepare"]>;

let statementCount = 0;
/** A new name for a prepared statement (PostgreSQL keeps one per name and connection). */
const nextName = () => `round_${++statementCount}`;

const isTransaction = (ex: Executor) => ex instanceof PgTransaction;

/** Where a statement outside a transaction is prepared: the database's lane, or `ex` itself. */
const preparedOn = (ex: Db): Db => databaseOf(ex)?.lane() ?? ex;

/**
 * Statements built once per database and shape (which filters a list request sets, its order), with
 * placeholders for their values: `of` answers the one for `ex` (built by `build` on its first use).
 */
export class ShapedStatements<B extends Preparable> {
  #built = new WeakMap<Db, Map<string, Prepared<B>>>();

  of(ex: Executor, shape: string, build: (on: Executor) => B): Prepared<B> {
    if (isTransaction(ex)) return build(ex).prepare("") as Prepared<B>;
    const on = preparedOn(ex as Db);
    let statements = this.#built.get(on);
    if (!statements) {
      statements = new Map();
      this.#built.set(on, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      statement = build(on).prepare(nextName()) as Prepared<B>;
      statements.set(shape, statement);
    }
    return statement;
  }
}

/** A statement of one shape, built once per database by `build` and run with each call's values. */
export function builtOnce<B extends Preparable>(build: (on: Executor) => B): (ex: Executor) => Prepared<B> {
  const statements = new ShapedStatements<B>();
  return (ex) => statements.of(ex, "", build);
}

/**
 * How a list statement takes a value: as a parameter of this statement (`inline`), or as a placeholder of a
 * statement built once per shape and run with the values (`named`).
 */
export type Bind = (name: string, value: unknown) => unknown;
export const inline: Bind = (_name, value) => value;
export const named: Bind = (name) => sql.placeholder(name);

type Values = Record<string, unknown>;
interface Renderable {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Full-row statements of `table` run inside transactions: each shape rendered once, then run through the
 * transaction's `execute` with its values, the rows decoded by the table's own columns (as Drizzle's select
 * of the table decodes them).
 */
class FullRows<T extends PgTable> {
  #rendered = new Map<string, { pieces: string[]; params: unknown[] }>();
  #columns: [name: string, key: string, column: PgColumn][];

  constructor(table: T) {
    this.#columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
      column.name,
      key,
      column as PgColumn,
    ]);
  }

  async run(
    ex: Executor,
    shape: string,
    build: () => Renderable,
    values: Values,
  ): Promise<T["$inferSelect"][]> {
    let rendered = this.#rendered.get(shape);
    if (!rendered) {
      const query = build().toSQL();
      rendered = { pieces: query.sql.split(/\$(\d+)/), params: query.params };
      this.#rendered.set(shape, rendered);
    }
    const filled = fillPlaceholders(rendered.params, values);
    const chunks: (SQL | ReturnType<typeof sql.param>)[] = [];
    for (const [index, piece] of rendered.pieces.entries()) {
      chunks.push(index % 2 === 0 ? sql.raw(piece) : sql.param(filled[Number(piece) - 1]));
    }
    const rows = rowsOf<Record<string, unknown>>(await ex.execute(sql.join(chunks)));
    return rows.map((row) => {
      const decoded: Record<string, unknown> = {};
      for (const [name, key, column] of this.#columns) {
        const value = row[name];
        decoded[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return decoded as T["$inferSelect"];
    });
  }
}

type AccountKeyed = PgTable & { roundAccountId: PgColumn; id: PgColumn; $inferSelect: { id: string } };

/** The account's rows of `table` among ids, by a statement built once. */
export function rowsOfIds<T extends AccountKeyed>(table: T) {
  const build = (on: Executor) =>
    on
      .select()
      .from(table as PgTable)
      .where(
        sql`${table.roundAccountId} = ${sql.placeholder("accountId")}
          and ${table.id} = any(${sql.placeholder("ids")}::uuid[])`,
      );
  const statement = builtOnce(build);
  const full = new FullRows(table);
  return async (ex: Executor, accountId: string, ids: readonly string[]): Promise<T["$inferSelect"][]> => {
    if (ids.length === 0) return [];
    const values = { accountId, ids: arrayLiteral(ids) };
    if (isTransaction(ex)) return full.run(ex, "", () => build(ex), values);
    return (await statement(ex).execute(values)) as T["$inferSelect"][];
  };
}

/** The account's row of `table` with an id, by a statement built once (`lock`: FOR UPDATE). */
export function rowOfId<T extends AccountKeyed>(table: T) {
  const build = (on: Executor, lock: boolean) => {
    const query = on
      .select()
      .from(table as PgTable)
      .where(
        sql`${table.roundAccountId} = ${sql.placeholder("accountId")} and ${table.id} = ${sql.placeholder("id")}`,
      );
    return lock ? query.for("update") : query;
  };
  const statements = new ShapedStatements<ReturnType<typeof build>>();
  const full = new FullRows(table);
  return async (ex: Executor, accountId: string, id: string, lock = false) => {
    const shape = lock ? "lock" : "";
    const rows = isTransaction(ex)
      ? await full.run(ex, shape, () => build(ex, lock), { accountId, id })
      : ((await statements
          .of(ex, shape, (on) => build(on, lock))
          .execute({ accountId, id })) as T["$inferSelect"][]);
    return rows[0] as T["$inferSelect"] | undefined;
  };
}

/** A statement's shape by the values it is given: which are set, which are null (written as such). */
function valuesShape(rows: readonly Values[]): string {
  return rows
    .map((row) =>
      Object.keys(row)
        .filter((key) => row[key] !== undefined)
        .sort()
        .map((key) => (row[key] === null ? `${key}=null` : key))
        .join(","),
    )
    .join("|");
}

/** Placeholders for the values set (named by row and key), null for those that are null. */
function placeholdersOf(row: Values, prefix: string): Values {
  const placeholders: Values = {};
  for (const key of Object.keys(row).sort()) {
    const value = row[key];
    if (value !== undefined) placeholders[key] = value === null ? null : sql.placeholder(`${prefix}${key}`);
  }
  return placeholders;
}

function valuesOf(rows: readonly Values[]): Values {
  const values: Values = {};
  for (const [index, row] of rows.entries()) {
    for (const [key, value] of Object.entries(row))
      if (value !== undefined) values[`${index}.${key}`] = value;
  }
  return values;
}

/** Rows written in one insert: a statement built once per shape when they are few; else built for them. */
const FEW_ROWS = 8;

/**
 * Inserts into `table` by statements built once per shape (how many rows, which values they set): building
 * an insert of a wide row costs more than running it. Each value goes through its column's encoder, as
 * Drizzle's own insert; a column left out takes its default.
 */
export function insertsInto<T extends PgTable>(
  table: T,
  /** What is done on a conflict (Drizzle's onConflictDoNothing or onConflictDoUpdate on the insert). */
  onConflict?: <I extends { onConflictDoNothing(): unknown }>(insert: I) => I,
) {
  const build = (on: Executor, rows: readonly Values[], bound: boolean) => {
    const values = bound ? rows : rows.map((row, index) => placeholdersOf(row, `${index}.`));
    const insert = on.insert(table).values(values as T["$inferInsert"][]);
    return onConflict ? onConflict(insert) : insert;
  };
  const returning = new ShapedStatements<ReturnType<ReturnType<typeof build>["returning"]>>();
  const plain = new ShapedStatements<ReturnType<typeof build>>();
  const full = new FullRows(table);
  return {
    /** The rows written, as stored. */
    async returning(ex: Executor, rows: readonly T["$inferInsert"][]): Promise<T["$inferSelect"][]> {
      if (rows.length === 0) return [];
      if (rows.length > FEW_ROWS) return (await build(ex, rows, true).returning()) as T["$inferSelect"][];
      const shape = valuesShape(rows);
      if (isTransaction(ex)) {
        return full.run(ex, shape, () => build(ex, rows, false).returning(), valuesOf(rows));
      }
      const statement = returning.of(ex, shape, (on) => build(on, rows, false).returning());
      return (await statement.execute(valuesOf(rows))) as T["$inferSelect"][];
    },
    async rows(ex: Executor, rows: readonly T["$inferInsert"][]): Promise<void> {
      if (rows.length === 0) return;
      if (rows.length > FEW_ROWS) {
        await build(ex, rows, true);
        return;
      }
      const shape = valuesShape(rows);
      if (isTransaction(ex)) {
        await full.run(ex, `plain|${shape}`, () => build(ex, rows, false), valuesOf(rows));
        return;
      }
      await plain.of(ex, shape, (on) => build(on, rows, false)).execute(valuesOf(rows));
    },
  };
}

/**
 * Updates the account's row of `table` with an id by statements built once per shape (which values are
 * set): the row as stored after the update (undefined when there is none).
 */
export function updatesOf<T extends AccountKeyed>(table: T) {
  const build = (on: Executor, values: Values) =>
    on
      .update(table as PgTable)
      .set(placeholdersOf(values, "0.") as never)
      .where(
        sql`${table.roundAccountId} = ${sql.placeholder("$accountId")} and ${table.id} = ${sql.placeholder("$id")}`,
      )
      .returning();
  const statements = new ShapedStatements<ReturnType<typeof build>>();
  const full = new FullRows(table);
  return async (
    ex: Executor,
    accountId: string,
    id: string,
    values: Partial<T["$inferInsert"]>,
  ): Promise<T["$inferSelect"] | undefined> => {
    const shape = valuesShape([values]);
    const given = { ...valuesOf([values]), $accountId: accountId, $id: id };
    const [row] = isTransaction(ex)
      ? await full.run(ex, shape, () => build(ex, values), given)
      : ((await statements.of(ex, shape, (on) => build(on, values)).execute(given)) as T["$inferSelect"][]);
    return row as T["$inferSelect"] | undefined;
  };
}
