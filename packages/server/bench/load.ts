/**
 * What the server benchmarks share: 50 connections, a 2-second warm-up, then BENCH_SECONDS (default 10) of
 * measurement, for an HTTP endpoint (autocannon) and for the bare driver running the same statements.
 */
import { createRequire } from "node:module";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildServer, serverBuildIsStale, serverBundle } from "../scripts/build.mjs";
import type { Db } from "../src/db/client.ts";
import * as schema from "../src/db/schema/index.ts";
import { startServerProcess } from "../test/process.ts";

const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (options: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p99: number; p97_5: number };
  non2xx: number;
  errors: number;
}> & {
  on(
    event: "response",
    listener: (client: unknown, statusCode: number, bytes: number, milliseconds: number) => void,
  ): void;
};

/**
 * The server as `npm start` runs it (the built bundle, rebuilt first when its sources changed), in its own
 * process. BENCH_PROFILE=folder writes its CPU profile there when it stops.
 */
export async function startServer(env: Record<string, string>, timeoutMs?: number) {
  if (serverBuildIsStale()) await buildServer();
  const profile = process.env.BENCH_PROFILE;
  return startServerProcess(env, timeoutMs, {
    entry: serverBundle,
    nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [],
  });
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each side runs this long before it is measured (JIT warm, connections open): steady state is compared. */
export const WARMUP_SECONDS = 2;
export const CONNECTIONS = 50;

/**
 * An endpoint under CONNECTIONS connections (GET, or POST of `body`; a function gives each request its own
 * body): requests per second, and p95, p97.5 and p99 (ms) of the successful answers' times (each answer's time
 * is recorded: autocannon's own summary has no p95).
 */
export async function load(url: string, token?: string, body?: unknown, connections = CONNECTIONS) {
  const bodies =
    typeof body === "function"
      ? {
          requests: [
            {
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                body: JSON.stringify((body as () => unknown)()),
              }),
            },
          ],
        }
      : body === undefined
        ? {}
        : { body: JSON.stringify(body) };
  const run = (duration: number, times: number[] = []) => {
    const instance = autocannon({
      url,
      connections,
      duration,
      method: body === undefined ? "GET" : "POST",
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...bodies,
    });
    instance.on("response", (_client, statusCode, _bytes, milliseconds) => {
      if (statusCode < 300) times.push(milliseconds);
    });
    return instance;
  };
  await run(WARMUP_SECONDS);
  const times: number[] = [];
  const result = await run(SECONDS, times);
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const at = percentiles(times);
  return { rps: result.requests.average, p95: at(0.95), p97_5: at(0.975), p99: at(0.99) };
}

/** The value below which `share` of `values` lie (nearest rank). */
function percentiles(values: number[]) {
  values.sort((a, b) => a - b);
  return (share: number) => values[Math.min(values.length - 1, Math.ceil(values.length * share) - 1)] ?? 0;
}

/**
 * `connections` callers running `run` back to back for SECONDS (after a warm-up): queries per second, p95,
 * p97.5 and p99 (ms).
 */
export async function callers(run: () => Promise<unknown>, connections = CONNECTIONS) {
  await calls(run, WARMUP_SECONDS, connections);
  return calls(run, SECONDS, connections);
}

async function calls(run: () => Promise<unknown>, seconds: number, connections: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await run();
        latencies.push(performance.now() - started);
      }
    }),
  );
  const at = percentiles(latencies);
  return { qps: latencies.length / seconds, p95: at(0.95), p97_5: at(0.975), p99: at(0.99) };
}

interface Recorded {
  text: string;
  values: unknown[];
}

/**
 * A Drizzle database over `pool` that records the SQL of every query it runs: the modules' own query
 * functions give the statements the bare driver replays.
 */
export function recorder(pool: pg.Pool) {
  let log: Recorded[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, values) => log.push({ text, values }) },
  }) as unknown as Db;
  /**
   * The statements `fn` runs, and only those: what runs through `db` afterwards is not added to them (a later
   * unrecorded call once landed in the last answer, and the driver then replayed more than the server ran).
   */
  const record = async (fn: () => Promise<unknown>) => {
    const statements: Recorded[] = [];
    log = statements;
    try {
      await fn();
    } finally {
      log = [];
    }
    return statements;
  };
  return { db, record };
}

/** One request of the bare driver: each stage's statements together, the stages one after another. */
export function replay(pool: pg.Pool, stages: Recorded[][]) {
  return async () => {
    for (const stage of stages) await Promise.all(stage.map((query) => pool.query(query.text, query.values)));
  };
}

/** The user and session ids an access token carries. */
export function claimsOf(token: string): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
}

interface Written {
  text: string;
  values: unknown[] | undefined;
  rowMode: string | undefined;
  /** Its answer's rows (the ids a later statement names are learnt from them on replay). */
  rows: unknown[];
}

/**
 * The statements pg's clients send in this process while `fn` runs (a request to an in-process server),
 * each with its answer: what one write of the server runs, for `replayWrites`.
 */
export async function recordStatements(fn: () => Promise<unknown>): Promise<Written[]> {
  const written: Written[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [
      string | { text: string; values?: unknown[]; rowMode?: string; submit?: unknown },
      unknown,
    ];
    const entry: Written =
      typeof first === "string"
        ? { text: first, values: Array.isArray(second) ? second : undefined, rowMode: undefined, rows: [] }
        : {
            text: first.text,
            // drizzle passes its parameters beside the query's config
            values: first.values ?? (Array.isArray(second) ? second : undefined),
            rowMode: first.rowMode,
            rows: [],
          };
    written.push(entry);
    // A transaction's last statement sent with its COMMIT (`lastStatement`): the driver runs the two.
    if ((first as { commits?: boolean }).commits)
      written.push({ text: "commit", values: undefined, rowMode: undefined, rows: [] });
    const answer = original.apply(this, args);
    if (answer && typeof (answer as Promise<unknown>).then === "function") {
      (answer as Promise<{ rows?: unknown[] }>).then(
        (result) => {
          entry.rows = result?.rows ?? [];
        },
        () => {},
      );
    }
    return answer;
  };
  try {
    await fn();
  } finally {
    prototype.query = original;
  }
  return written;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One write of the bare driver: the recorded statements in order on one connection, each value naming a
 * recorded id swapped for this write's (`swaps` gives the first ones, e.g. another customer; the ids the
 * database makes, as a new subscription's, are learnt from each answer as on the recording).
 */
export function replayWrites(pool: pg.Pool, written: readonly Written[], swaps: () => Map<string, string>) {
  const swap = (value: unknown, map: Map<string, string>): unknown => {
    if (typeof value === "string") {
      let text = value;
      for (const [from, to] of map) if (text.includes(from)) text = text.replaceAll(from, to);
      return text;
    }
    if (Array.isArray(value)) return value.map((item) => swap(item, map));
    return value;
  };
  const learn = (recorded: unknown, now: unknown, map: Map<string, string>) => {
    if (typeof recorded === "string" && typeof now === "string") {
      if (recorded !== now && UUID.test(recorded)) map.set(recorded, now);
    } else if (recorded && now && typeof recorded === "object" && typeof now === "object") {
      for (const key of Object.keys(recorded))
        learn((recorded as Record<string, unknown>)[key], (now as Record<string, unknown>)[key], map);
    }
  };
  return async () => {
    const map = swaps();
    const client = await pool.connect();
    try {
      for (const statement of written) {
        const result = await client.query({
          text: statement.text,
          values: statement.values?.map((value) => swap(value, map)),
          ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
        } as pg.QueryConfig);
        learn(statement.rows, result.rows, map);
      }
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}
