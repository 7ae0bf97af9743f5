import { Column, getTableName, is, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { arrayLiteral } from "./array.ts";
import { databaseOf, type Executor } from "./client.ts";

/**
 * Statements built once per database and shape (which filters a list request sets, its order) with
 * placeholders for their values, then run with each request's values: building a statement with the query
 * builder costs more than running a small one. A database's transactions share its statements: each run
 * goes to the connection of the executor it was asked for (`onExecutor`).
 */
export class ShapedStatements<S> {
  #built = new WeakMap<object, Map<string, S>>();

  of(ex: object, shape: string, build: () => S): S {
    // A database and its transactions share one dialect (Drizzle makes it once per database).
    const database = (ex as { dialect?: object }).dialect ?? ex;
    let statements = this.#built.get(database);
    if (!statements) {
      statements = new Map();
      this.#built.set(database, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      statement = withRowMapper(build());
      statements.set(shape, statement);
    }
    return onExecutor(statement, ex);
  }
}

/** What a prepared statement of Drizzle runs on: its session's connection (a pool, a transaction's client). */
interface Connected {
  client?: unknown;
  execute?: (values?: Record<string, unknown>) => Promise<unknown>;
}

/**
 * `statement` run on `ex`'s connection. Drizzle's prepared statement reads its connection when a run starts,
 * before it waits for anything: it is set there, for that run only. Outside a transaction on PostgreSQL the
 * statement goes to the database's pipelined connection (`Database.pipelined`): a request's statements, and
 * those of the other requests handled in the same turn of the event loop, go out in one write.
 */
function onExecutor<S>(statement: S, ex: object): S {
  const prepared = statement as Connected;
  const client = (ex as { session?: { client?: unknown } }).session?.client;
  if (client === undefined || typeof prepared.execute !== "function" || !("client" in prepared)) {
    return statement;
  }
  const execute = prepared.execute;
  const database = databaseOf(ex);
  return {
    execute(values?: Record<string, unknown>) {
      prepared.client = database?.pipelined?.() ?? client;
      return execute.call(prepared, values);
    },
  } as S;
}

/** What Drizzle keeps of a select's fields on its prepared statement: each column's path and field. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decode = ((value: unknown) => unknown) | undefined;
interface Decoder {
  mapFromDriverValue: (value: unknown) => unknown;
}
/** Drizzle's SQL expressions keep their decoder on an internal field. */
interface Decoded {
  decoder: Decoder;
}
const plainColumn = Column.prototype.mapFromDriverValue;
const plainSql = (sql`` as unknown as Decoded).decoder.mapFromDriverValue;

/**
 * A prepared select of a statement built once maps its rows by decoders resolved once: Drizzle works out each
 * field's decoder and path again for every value of every row, which cost more than reading a page of wide
 * rows. The rows are the same objects Drizzle makes (each column decoded by its own column type), an outer
 * join's table null where Drizzle makes it null (`nullable`).
 */
export function withRowMapper<S>(statement: S): S {
  const prepared = statement as PreparedSelect;
  const fields = prepared.fields;
  if (!fields || prepared.customResultMapper) return statement;
  const outer = nullable(fields, prepared.joinsNotNullableMap);
  const decoders: Decode[] = fields.map(({ field }) => {
    // A column decodes itself; an SQL expression (or an aliased one, or a subquery's) has a decoder.
    const decoder = is(field, Column)
      ? (field as Decoder)
      : is(field, SQL)
        ? (field as unknown as Decoded).decoder
        : ((field as { sql?: Decoded }).sql?.decoder ?? (field as { _: { sql: Decoded } })._.sql.decoder);
    const decode = decoder.mapFromDriverValue;
    return decode === plainColumn || decode === plainSql ? undefined : (value) => decode.call(decoder, value);
  });
  const paths = fields.map(({ path }) => path);
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < paths.length; index++) {
        const path = paths[index] as string[];
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++) {
          const key = path[depth] as string;
          if (!(key in node)) node[key] = {};
          node = node[key] as Record<string, unknown>;
        }
        const raw = row[index];
        const decode = decoders[index];
        node[path[path.length - 1] as string] = raw === null || decode === undefined ? raw : decode(raw);
      }
      for (const { name, key } of outer) {
        if ((result[name] as Record<string, unknown>)[key] === null) result[name] = null;
      }
      return result;
    });
  return statement;
}

/**
 * The selected tables that Drizzle answers as null when their first column is (a table outer-joined with
 * no row), as its `mapResultRow` decides: an object of one table's columns, that table nullable in the join.
 */
function nullable(
  fields: { path: string[]; field: unknown }[],
  joins: Record<string, boolean> | undefined,
): { name: string; key: string }[] {
  if (!joins) return [];
  const objects = new Map<string, { key: string; table: string; oneTable: boolean }>();
  for (const { path, field } of fields) {
    if (path.length !== 2 || !is(field, Column)) continue;
    const [name, key] = path as [string, string];
    const table = getTableName((field as Column).table);
    const known = objects.get(name);
    if (!known) objects.set(name, { key, table, oneTable: true });
    else if (known.table !== table) known.oneTable = false;
  }
  return [...objects]
    .filter(([, object]) => object.oneTable && !joins[object.table])
    .map(([name, { key }]) => ({ name, key }));
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

/** The account's row of `table` with an id, by a statement built once per database (`lock`: FOR UPDATE). */
export function rowOfId<T extends AccountKeyed>(table: T) {
  const statements = new ShapedStatements<ReturnType<typeof build>>();
  const build = (ex: Executor, lock: boolean) => {
    const query = ex
      .select()
      .from(table as PgTable)
      .where(
        sql`${table.roundAccountId} = ${sql.placeholder("accountId")} and ${table.id} = ${sql.placeholder("id")}`,
      );
    return (lock ? query.for("update") : query).prepare("");
  };
  return async (ex: Executor, accountId: string, id: string, lock = false) => {
    const rows = await statements
      .of(ex, lock ? "lock" : "", () => build(ex, lock))
      .execute({ accountId, id });
    return rows[0] as T["$inferSelect"] | undefined;
  };
}

type Values = Record<string, unknown>;

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
  const statements = new ShapedStatements<{ execute(values: Values): Promise<unknown> }>();
  const build = (ex: Executor, rows: readonly Values[], bound: boolean) => {
    const values = bound ? rows : rows.map((row, index) => placeholdersOf(row, `${index}.`));
    const insert = ex.insert(table).values(values as T["$inferInsert"][]);
    return onConflict ? onConflict(insert) : insert;
  };
  return {
    /** The rows written, as stored. */
    async returning(ex: Executor, rows: readonly T["$inferInsert"][]): Promise<T["$inferSelect"][]> {
      if (rows.length === 0) return [];
      if (rows.length > FEW_ROWS) return (await build(ex, rows, true).returning()) as T["$inferSelect"][];
      const statement = statements.of(ex, `r|${valuesShape(rows)}`, () =>
        build(ex, rows, false).returning().prepare(""),
      );
      return (await statement.execute(valuesOf(rows))) as T["$inferSelect"][];
    },
    async rows(ex: Executor, rows: readonly T["$inferInsert"][]): Promise<void> {
      if (rows.length === 0) return;
      if (rows.length > FEW_ROWS) {
        await build(ex, rows, true);
        return;
      }
      const statement = statements.of(ex, valuesShape(rows), () => build(ex, rows, false).prepare(""));
      await statement.execute(valuesOf(rows));
    },
  };
}

/**
 * Updates the account's row of `table` with an id by statements built once per shape (which values are
 * set): the row as stored after the update (undefined when there is none).
 */
export function updatesOf<T extends AccountKeyed>(table: T) {
  const statements = new ShapedStatements<{ execute(values: Values): Promise<unknown[]> }>();
  return async (
    ex: Executor,
    accountId: string,
    id: string,
    values: Partial<T["$inferInsert"]>,
  ): Promise<T["$inferSelect"] | undefined> => {
    const statement = statements.of(ex, valuesShape([values]), () =>
      ex
        .update(table as PgTable)
        .set(placeholdersOf(values, "0.") as never)
        .where(
          sql`${table.roundAccountId} = ${sql.placeholder("$accountId")} and ${table.id} = ${sql.placeholder("$id")}`,
        )
        .returning()
        .prepare(""),
    );
    const [row] = await statement.execute({ ...valuesOf([values]), $accountId: accountId, $id: id });
    return row as T["$inferSelect"] | undefined;
  };
}
