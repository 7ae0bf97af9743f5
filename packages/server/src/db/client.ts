import { mkdirSync } from "node:fs";
// PGlite is imported up front (it is the default database): openDatabase() starts it at once, before the
// rest of the server loads.
import { PGlite } from "@electric-sql/pglite";
// The catalog's contains-search (trigram GIN indexes led by the account id): migration 0002 creates the
// extensions, which PGlite must have loaded when it starts.
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
// The schema (and drizzle with it) is loaded once the database has started opening: see openPglite.
export type Schema = typeof import("./schema/index.ts");
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export { migrationsFolder } from "../paths.ts";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `fn` while holding a lock that other instances on the same database wait for. */
  exclusively<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs plain SQL on the driver itself (readiness and the benchmark's bare-driver baseline). */
  query(text: string, params?: unknown[]): Promise<unknown[]>;
  /**
   * The query builder of a connection for single statements outside transactions (the hot reads of
   * `db/prepared`). On PostgreSQL one of a few connections in pg's pipeline mode (`pipeline: true`): a
   * statement is sent without waiting for the answer to the one before, so the reads of many requests share
   * a connection without queueing for the pool; the one with the fewest statements waiting is chosen. Never
   * for a transaction (BEGIN on a shared connection would take in the other requests' statements).
   * Elsewhere, and while a lane is still connecting, `db` itself.
   */
  lane(): Db;
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

/** The database whose query builder `ex` is (undefined for a transaction's, or a lane's). */
export function databaseOf(ex: object): Database | undefined {
  return opened.get(ex);
}

/** Connections of one instance to PostgreSQL: the pool (transactions and the rest), and the lanes. */
const POOL_SIZE = 9;
const LANES = 2;

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const schema = await import("./schema/index.ts");
  // A transaction's reads run side by side in the services (Promise.all over one executor); on one connection
  // they go one after another anyway. The pool's connections take them in turn themselves, rather than handing
  // pg a query while another is running (deprecated: pg 9 refuses it).
  class TurnTakingClient extends pg.Client {
    #last: Promise<unknown> = Promise.resolve();
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; all pass through as given.
    override query(...args: any[]): any {
      const callback = typeof args[args.length - 1] === "function";
      const submittable = typeof args[0]?.submit === "function";
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      const run = (super.query as (...rest: any[]) => any).bind(this);
      if (callback || submittable) return run(...args);
      const turn = this.#last.then(() => run(...args));
      this.#last = turn.catch(() => {});
      return turn;
    }
  }
  /** A lane's connection: pipelined, counting the statements it has not answered yet. */
  class LaneClient extends pg.Client {
    waiting = 0;
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    override query(...args: any[]): any {
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      const result = (super.query as (...rest: any[]) => any).apply(this, args);
      if (result && typeof result.then === "function") {
        this.waiting += 1;
        const done = () => {
          this.waiting -= 1;
        };
        result.then(done, done);
      }
      return result;
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
  const db = drizzle({ client: pool, schema }) as unknown as Db;

  interface Lane {
    client: InstanceType<typeof LaneClient>;
    db: Db;
    connected: boolean;
  }
  const lanes: (Lane | undefined)[] = Array.from({ length: LANES });
  let closed = false;
  const openLane = (slot: number): Lane => {
    const client = new LaneClient({ connectionString: url, pipeline: true });
    const lane: Lane = { client, db: drizzle({ client, schema }) as unknown as Db, connected: false };
    // A lost connection fails the statements sent on it (pg rejects them); the next call opens another.
    const forget = () => {
      if (lanes[slot] === lane) lanes[slot] = undefined;
    };
    client.on("error", forget);
    client.on("end", forget);
    client.connect().then(() => {
      lane.connected = true;
      if (closed) void client.end();
    }, forget);
    return lane;
  };
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
    lane() {
      if (closed) return db;
      let chosen: Lane | undefined;
      for (let slot = 0; slot < LANES; slot++) {
        const lane = lanes[slot] ?? openLane(slot);
        lanes[slot] = lane;
        if (lane.connected && (!chosen || lane.client.waiting < chosen.client.waiting)) chosen = lane;
      }
      return chosen?.db ?? db;
    },
    async close() {
      closed = true;
      const open = lanes.splice(0);
      await Promise.all(open.map((lane) => lane?.client.end().catch(() => {})));
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
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One process owns a PGlite folder: nothing to coordinate with.
    exclusively: (fn) => fn(db),
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows;
    },
    lane: () => db,
    dump: () => client.dumpDataDir("gzip"),
    close: () => client.close(),
  };
}

/** The rows of a raw query, whichever driver answered (node-postgres and PGlite shape them apart). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
