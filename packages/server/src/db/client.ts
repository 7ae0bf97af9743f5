import { mkdirSync } from "node:fs";
import type { Writable } from "node:stream";
// PGlite is imported up front (it is the default database): openDatabase() starts it at once, before the
// rest of the server loads.
import { PGlite, types } from "@electric-sql/pglite";
// The catalog's contains-search (trigram GIN indexes led by the account id): migration 0002 creates the
// extensions, which PGlite must have loaded when it starts.
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ClientConfig, Submittable } from "pg";
// The schema (and drizzle with it) is loaded once the database has started opening: see openPglite.
export type Schema = typeof import("./schema/index.ts");
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export { migrationsFolder } from "../paths.ts";

/** A parameter of `Database.read()`. */
export type ReadValue = string | number | null;
/** A row of `Database.read()`: each column as PostgreSQL's text, null for NULL. */
export type TextRow = (string | null)[];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `fn` while holding a lock that other instances on the same database wait for. */
  exclusively<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs plain SQL on the driver itself (readiness and the benchmark's bare-driver baseline). */
  query(text: string, params?: unknown[]): Promise<unknown[]>;
  /**
   * A read on the hot path (the caller of an authenticated request): `text` as the prepared statement
   * `name`, its rows as arrays of PostgreSQL's text for each column (null for NULL), decoded by the
   * caller. On PostgreSQL it runs on a connection kept for these reads, in pipeline mode (a statement is
   * sent without waiting for the answer to the previous one), and asks for the rows only, not for their
   * description. Only for single-statement reads outside transactions.
   */
  read(name: string, text: string, values: readonly ReadValue[]): Promise<TextRow[]>;
  /**
   * PostgreSQL: the pipelined connection of this turn of the event loop (as `read` uses), for a statement
   * built once that runs outside a transaction; undefined while it is still connecting (the pool serves).
   * Only for single statements that return their whole answer (no cursor, no COPY).
   */
  pipelined?(): { query(...args: never[]): unknown } | undefined;
  /** PGlite only: the whole database as a tarball, to start other instances from (tests). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when `databaseUrl` is postgres://…, else PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite in memory, started from a dump() instead of an empty cluster (tests). */
  snapshot?: Blob;
}): Promise<Database> {
  const url = options.databaseUrl;
  const database = url?.startsWith("postgres")
    ? await openPostgres(url)
    : await openPglite(url === "memory://" ? undefined : options.dataDir, options.snapshot);
  opened.set(database.db, database);
  return database;
}

const opened = new WeakMap<object, Database>();

/** The database whose query builder `ex` is (undefined for a transaction's): for its hot-path `read`. */
export function databaseOf(ex: object): Database | undefined {
  return opened.get(ex);
}

/** Connections of one instance to PostgreSQL: the pool (transactions and the rest), and the pipelined ones. */
const POOL_SIZE = 9;
const PIPELINES = 2;

const asText = (value: ReadValue) => (value === null || typeof value === "string" ? value : String(value));

/** What `RowsQuery` uses of pg's connection (pg/lib/connection.js). */
interface PgConnection {
  parse(query: { text: string; name: string; types: number[] }): void;
  bind(config: { statement: string; values: (string | null)[] }): void;
  execute(config: object): void;
  sync(): void;
  submittedNamedStatements: Record<string, string>;
}

/**
 * A named prepared statement that asks for its rows only: pg's `Query` sends Describe with every
 * execution and decodes the row description PostgreSQL answers it with, which costs both sides more than
 * a small read itself. Rows are the raw text pg-protocol reads (`DataRow` fields).
 */
function rowsQueryClass(pg: typeof import("pg").default) {
  const Query = pg.Query as unknown as new (
    text: string,
    values: (string | null)[],
    callback: (error: Error | null, result: { rows: TextRow[] }) => void,
  ) => Submittable & {
    name: string;
    text: string;
    values: (string | null)[];
    _result: { rows: TextRow[] };
    hasBeenParsed(connection: PgConnection): boolean;
  };
  return class RowsQuery extends Query {
    constructor(
      name: string,
      text: string,
      values: readonly ReadValue[],
      done: (error: Error | null, rows?: TextRow[]) => void,
    ) {
      super(text, values.map(asText), (error, result) => (error ? done(error) : done(null, result.rows)));
      this.name = name;
    }

    // pg calls these (Query#submit, Client#_handleDataRow); the rest of Query is unchanged.
    prepare(connection: PgConnection) {
      if (!this.hasBeenParsed(connection)) {
        connection.parse({ text: this.text, name: this.name, types: [] });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values });
      connection.execute({});
      connection.sync();
    }

    handleDataRow(message: { fields: TextRow }) {
      this._result.rows.push(message.fields);
    }
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const schema = await import("./schema/index.ts");
  // A transaction's reads run side by side in the services (Promise.all over one executor); on one connection
  // they go one after another anyway. The pool's connections take them in turn themselves, rather than handing
  // pg a query while another is running (deprecated: pg 9 refuses it).
  class TurnTakingClient extends pg.Client implements CommitsWithLast {
    #last: Promise<unknown> = Promise.resolve();
    /** Whether `lastThenCommit` has committed the open transaction (its own COMMIT is then answered here). */
    #committed = false;
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; all pass through as given.
    override query(...args: any[]): any {
      const callback = typeof args[args.length - 1] === "function";
      const submittable = typeof args[0]?.submit === "function";
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      const run = (super.query as (...rest: any[]) => any).bind(this);
      if (callback || submittable) return run(...args);
      if (this.#committed) return this.#afterCommit(typeof args[0] === "string" ? args[0] : args[0]?.text);
      const turn = this.#last.then(() => run(...args));
      this.#last = turn.catch(() => {});
      return turn;
    }

    lastThenCommit(text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
      const turn = this.#last.then(
        () =>
          new Promise<Record<string, unknown>[]>((resolve, reject) => {
            super.query(
              new ThenCommit(text, values, (error, results) => {
                if (error) return reject(error);
                this.#committed = true;
                const [first] = Array.isArray(results) ? results : [results];
                resolve(first?.rows ?? []);
              }) as unknown as Submittable,
            );
          }),
      );
      this.#last = turn.catch(() => {});
      return turn;
    }

    /**
     * The transaction's own COMMIT (or a ROLLBACK after a failure) once `lastThenCommit` has committed it:
     * answered without a round trip. Any other statement would run outside the transaction: refused.
     */
    #afterCommit(text: string | undefined) {
      this.#committed = false;
      const command = text?.trim().toLowerCase();
      if (command === "commit" || command === "rollback") {
        return Promise.resolve({ command: command.toUpperCase(), rowCount: null, rows: [], fields: [] });
      }
      return Promise.reject(new Error("A statement was sent after its transaction had committed"));
    }
  }
  const Query = pg.Query as unknown as new (
    text: string,
    values: unknown[],
    callback: (error: Error | null, results: unknown) => void,
  ) => object;
  /**
   * A statement sent with the COMMIT of its transaction, in one write and one Sync: the transaction ends
   * as soon as the statement has run, without waiting for this process to read its answer and send the
   * commit. If the statement fails, PostgreSQL skips the COMMIT (the transaction stays open, failed, for its
   * rollback); its rows come back as pg's `Query` reads them.
   */
  class ThenCommit extends Query {
    /** Says that this query ends its transaction (what records a transaction's statements reads it). */
    readonly commits = true;

    /** Always the extended protocol (pg sends a statement without values as a simple query). */
    requiresPreparation() {
      return true;
    }

    _getRows(connection: PgConnection) {
      connection.execute({});
      connection.parse({ text: "commit", name: "", types: [] });
      connection.bind({ statement: "", values: [] });
      connection.execute({});
      connection.sync();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    idleTimeoutMillis: 30_000,
    Client: TurnTakingClient,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Requests report their own errors.
  });
  const RowsQuery = rowsQueryClass(pg);

  // The pipelined connections of the reads outside transactions (the hot-path caller reads and the statements
  // built once), opened on first use. A connection in pipeline mode takes a statement without waiting for
  // the answer to the previous one: the statements queued while the event loop handles one batch of requests
  // go out in a single write, and PostgreSQL answers them back to back. A turn of the event loop writes to one
  // of them (the one with the fewest statements waiting), so a slow statement holds up only its share.
  interface ReadConnection {
    client: InstanceType<typeof pg.Client>;
    /** Settled once connected. */
    ready: Promise<unknown> | undefined;
  }
  const pipelines: (ReadConnection | undefined)[] = Array.from({ length: PIPELINES });
  /** The connection this turn of the event loop writes to (its socket corked until the turn ends). */
  let thisTurn: ReadConnection | undefined;
  let closed = false;
  const openPipeline = (slot: number): ReadConnection => {
    const client = new pg.Client({ connectionString: url, pipeline: true } as ClientConfig);
    const opened: ReadConnection = { client, ready: undefined };
    const forget = () => {
      if (pipelines[slot] === opened) pipelines[slot] = undefined;
      if (thisTurn === opened) thisTurn = undefined;
    };
    // A lost connection fails the reads written to it (pg rejects them); the next read opens another.
    client.on("error", forget);
    client.on("end", forget);
    opened.ready = client.connect().then(
      () => {
        opened.ready = undefined;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    return opened;
  };
  const waiting = (connection: ReadConnection) => {
    const queues = connection.client as unknown as { _queryQueue: unknown[]; _sentQueryQueue: unknown[] };
    return queues._queryQueue.length + queues._sentQueryQueue.length;
  };
  const pipelineOfThisTurn = (): ReadConnection => {
    if (thisTurn) return thisTurn;
    let chosen: ReadConnection | undefined;
    for (let slot = 0; slot < PIPELINES; slot++) {
      const connection = pipelines[slot] ?? openPipeline(slot);
      pipelines[slot] = connection;
      if (!chosen || (!connection.ready && (chosen.ready || waiting(connection) < waiting(chosen)))) {
        chosen = connection;
      }
    }
    const turn = chosen!;
    thisTurn = turn;
    // pg writes each statement as it is queued; its socket is `connection.stream`.
    const stream = (turn.client as unknown as { connection: { stream: Writable } }).connection.stream;
    stream.cork();
    setImmediate(() => {
      if (thisTurn === turn) thisTurn = undefined;
      stream.uncork();
    });
    return turn;
  };
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async exclusively(fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(48151623)");
        return await fn(drizzle({ client, schema }) as unknown as Db);
      } finally {
        await client.query("select pg_advisory_unlock(48151623)").catch(() => {});
        client.release();
      }
    },
    async query(text, params) {
      return (await pool.query(text, params as unknown[])).rows;
    },
    async read(name, text, values) {
      if (closed) throw new Error("The database is closed");
      const connection = pipelineOfThisTurn();
      if (connection.ready) await connection.ready;
      return new Promise<TextRow[]>((resolve, reject) => {
        connection.client.query(
          new RowsQuery(name, text, values, (error, rows) => (error ? reject(error) : resolve(rows!))),
        );
      });
    },
    pipelined() {
      if (closed) return undefined;
      const connection = pipelineOfThisTurn();
      return connection.ready ? undefined : connection.client;
    },
    async close() {
      closed = true;
      const open = pipelines.splice(0);
      thisTurn = undefined;
      await Promise.all(open.map((connection) => connection?.client.end().catch(() => {})));
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PostgreSQL's default 128 MB buffer pool is set up at every start, which costs the embedded database
  // more than half of its start time; one process with the operating system's file cache behind it does
  // well with 16 MB.
  const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
  const source = dataDir ? { dataDir } : snapshot ? { loadDataDir: snapshot } : {};
  // While PGlite's WebAssembly compiles on background threads, nothing may hold Node's event loop open (a
  // process that is only starting). Node then leaves the loop for a blocking drain of its task queue, runs
  // everything that follows inside it, and at its end waits for every optimizing compile set off meanwhile
  // (100–200 ms) before it reads a socket again. A timer keeps the loop running until the database is open.
  const keepAlive = setInterval(() => {}, 60_000);
  // Started before the query layer loads: its WebAssembly compiles meanwhile.
  const [client, { drizzle }, schema] = await Promise.all([
    PGlite.create({ ...source, startParams, extensions: { pg_trgm, btree_gin } }),
    import("drizzle-orm/pglite"),
    import("./schema/index.ts"),
  ]).finally(() => clearInterval(keepAlive));
  // `read()` answers with PostgreSQL's text for every column, as on PostgreSQL.
  const keepText = (value: string) => value;
  const textParsers = Object.fromEntries(Object.keys(types.parsers).map((id) => [id, keepText]));
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One process owns a PGlite folder: nothing to coordinate with.
    exclusively: (fn) => fn(db),
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows;
    },
    async read(_name, text, values) {
      return (
        await client.query<TextRow>(text, values as ReadValue[], { rowMode: "array", parsers: textParsers })
      ).rows;
    },
    dump: () => client.dumpDataDir("gzip"),
    close: () => client.close(),
  };
}

/** A pool connection of PostgreSQL that can send a transaction's last statement with its COMMIT. */
interface CommitsWithLast {
  lastThenCommit(text: string, values: unknown[]): Promise<Record<string, unknown>[]>;
}

/** Transactions whose owner writes nothing after their last statement (`commitsWithLast`). */
const endsWithLast = new WeakSet<object>();

/**
 * Says that `tx` writes nothing after the statement given to `lastStatement`, which may then commit it. Only
 * the code that opens the transaction knows it: it says so before it hands `tx` on. A transaction opened
 * inside another (a savepoint) is left as it is.
 */
export function commitsWithLast(tx: Executor): void {
  // A savepoint (a transaction opened on a transaction) is not the one its COMMIT would end.
  if ((tx as { nestedIndex?: number }).nestedIndex === 0) endsWithLast.add(tx);
}

/**
 * Runs the last statement of a transaction. On PostgreSQL, when the transaction's owner said nothing follows
 * (`commitsWithLast`), the statement goes with the COMMIT in one write: the rows it locks (the account's
 * shared rows, which every other write of the account waits for) are held for the time it takes PostgreSQL
 * to run it and commit, not for the time this process, busy with other requests, takes to read its answer
 * and send the commit. Elsewhere it runs as any statement, and the transaction commits as usual.
 */
export async function lastStatement<T>(ex: Executor, statement: SQL): Promise<T[]> {
  const session = (ex as unknown as { session?: { client?: Partial<CommitsWithLast> } }).session;
  const client = session?.client;
  if (endsWithLast.has(ex) && typeof client?.lastThenCommit === "function") {
    endsWithLast.delete(ex);
    const dialect = (
      ex as unknown as { dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } } }
    ).dialect;
    const query = dialect.sqlToQuery(statement);
    return (await client.lastThenCommit(query.sql, query.params)) as T[];
  }
  return rowsOf<T>(await ex.execute(statement));
}

/** The rows of a raw query, whichever driver answered (node-postgres and PGlite shape them apart). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
