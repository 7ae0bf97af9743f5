import { mkdirSync } from "node:fs";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
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
  if (url?.startsWith("postgres")) return openPostgres(url);
  return openPglite(url === "memory://" ? undefined : options.dataDir, options.snapshot);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Requests report their own errors.
  });
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
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One process owns a PGlite folder: nothing to coordinate with.
    exclusively: (fn) => fn(db),
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows;
    },
    dump: () => client.dumpDataDir("gzip"),
    close: () => client.close(),
  };
}
