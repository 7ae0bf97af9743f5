/**
 * What the server benchmarks share. Throughput: a closed loop of 50 connections, a 2-second warm-up, then
 * BENCH_SECONDS (default 10) of measurement, for an HTTP endpoint (autocannon) and for the bare driver running
 * the same statements; the ratio of the two. Latency: an open loop at a fixed offered load (half the bare
 * driver's measured maximum), requests sent evenly one every 1/rate seconds whether or not earlier ones have
 * answered, each answer's time counted from its scheduled send (a closed loop measures its own queue: its mean
 * latency is connections ÷ throughput, whatever the code).
 */
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { Pool } from "undici";
import { buildServer, serverBuildIsStale, serverBundle } from "../scripts/build.mjs";
import type { Db } from "../src/db/client.ts";
import * as schema from "../src/db/schema/index.ts";
import { newPerson } from "../test/helpers.ts";
import { http, signUpOver, startServerProcess } from "../test/process.ts";

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

/** What an open-loop run measured: the rate offered and achieved (answers/s), and the answers' latencies (ms). */
export interface Paced {
  offered: number;
  achieved: number;
  sent: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * `send` started every 1/`rate` seconds (after a paced warm-up), without waiting for earlier calls to answer;
 * each latency is measured from the call's scheduled time, so a late timer or a queue anywhere counts (no
 * coordinated omission). A timer that fires late sends every call that is due at once, keeping the rate.
 * `send` failing (throwing, or answering false) counts as failed, not as a latency.
 */
export async function paced(send: () => Promise<unknown>, rate: number, seconds = SECONDS): Promise<Paced> {
  await openLoop(send, rate, WARMUP_SECONDS);
  return openLoop(send, rate, seconds);
}

async function openLoop(send: () => Promise<unknown>, rate: number, seconds: number): Promise<Paced> {
  const interval = 1000 / rate;
  const total = Math.max(1, Math.round(seconds * rate));
  const latencies: number[] = [];
  let failed = 0;
  let index = 0;
  let outstanding = 0;
  let last = 0;
  const start = performance.now() + 1;
  await new Promise<void>((resolve) => {
    const settle = (scheduled: number, ok: boolean) => {
      const now = performance.now();
      last = Math.max(last, now);
      if (ok) latencies.push(now - scheduled);
      else failed += 1;
      outstanding -= 1;
      if (index === total && outstanding === 0) resolve();
    };
    const tick = () => {
      const now = performance.now();
      while (index < total && start + index * interval <= now) {
        const scheduled = start + index * interval;
        index += 1;
        outstanding += 1;
        send().then(
          (answer) => settle(scheduled, answer !== false),
          () => settle(scheduled, false),
        );
      }
      if (index < total) setTimeout(tick, start + index * interval - performance.now());
    };
    tick();
  });
  const at = percentiles(latencies);
  return {
    offered: rate,
    achieved: latencies.length / ((last - start) / 1000),
    sent: total,
    failed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.length ? latencies[latencies.length - 1]! : 0,
  };
}

/**
 * One request to `url` each call (GET, or POST of `body`; a function gives each request its own body) over
 * keep-alive connections opened as needed (up to 256, so the sender is not the queue), the whole answer read:
 * resolves to whether it succeeded (2xx).
 */
export function httpSender(url: string, token?: string, body?: unknown) {
  const target = new URL(url);
  const pool = new Pool(target.origin, {
    connections: 256,
    pipelining: 1,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body === undefined ? {} : { "content-type": "application/json" }),
  };
  const fixed = body === undefined || typeof body === "function" ? undefined : JSON.stringify(body);
  const send = async () => {
    const answer = await pool.request({
      path: `${target.pathname}${target.search}`,
      method: body === undefined ? "GET" : "POST",
      headers,
      body: typeof body === "function" ? JSON.stringify((body as () => unknown)()) : fixed,
    });
    await answer.body.arrayBuffer();
    return answer.statusCode < 300;
  };
  return { send, close: () => pool.close() };
}

/**
 * Latency at a fixed offered load: half `driverQps` (the bare driver's closed-loop maximum for the same
 * statements) offered to the endpoint, then the same rate offered to the bare driver (`driver`), paced alike.
 */
export async function latencyAtHalf(
  target: { url: string; token?: string; body?: unknown },
  driver: () => Promise<unknown>,
  driverQps: number,
) {
  const rate = driverQps / 2;
  const sender = httpSender(target.url, target.token, target.body);
  let server: Paced;
  try {
    server = await paced(sender.send, rate);
  } finally {
    await sender.close();
  }
  const bare = await paced(driver, rate);
  // The sender alone (calls that answer at once) at the same rate: how late its own timers run on this
  // machine, a floor under both sides' figures.
  const timer = await openLoop(async () => {}, rate, WARMUP_SECONDS);
  if (server.failed > 0)
    console.warn(`  ${target.url}: ${server.failed} of ${server.sent} paced requests failed`);
  return { rate, server, driver: bare, timer };
}

/** One endpoint's figures against its budgets: throughput ratio and p99 at the paced load. */
export interface Verdict {
  endpoint: string;
  /** Closed loop: the server's and the bare driver's requests per second. */
  serverRps: number;
  driverQps: number;
  floor: number;
  latency: { rate: number; server: Paced; driver: Paced; timer: Paced };
  /** p99 budget (ms) at the paced load; undefined: reported only. */
  p99Budget?: number;
}

/** Prints the table of `rows` with each budget; true when every budget holds. */
export function report(title: string, rows: Verdict[]): boolean {
  const pad = (text: string | number, width: number) => String(text).padEnd(width);
  const ms = (value: number) => value.toFixed(1);
  console.log(`\n${title}`);
  console.log(
    "Throughput: closed loop, server and bare driver (req/s), ratio ≥ floor. Latency (ms): open loop paced at half\nthe bare driver's maximum, counted from each request's scheduled send; achieved = answers/s; timer p99 = the\nsender's own lateness at that rate (calls that answer at once).",
  );
  // Other work on the machine moves every figure: its load is printed with them.
  const [one, five] = loadavg();
  const cores = availableParallelism();
  console.log(
    `Machine load average (1, 5 min): ${one!.toFixed(1)}, ${five!.toFixed(1)} on ${cores} cores${one! > cores ? " (busy with other work: these figures measure it too)" : ""}\n`,
  );
  console.log(
    `${pad("endpoint", 40)}${pad("server", 8)}${pad("driver", 8)}${pad("ratio", 7)}${pad("offered", 9)}${pad("achieved", 10)}${pad("p50", 7)}${pad("p95", 7)}${pad("p99", 8)}${pad("driver p99", 12)}${pad("timer p99", 11)}budget`,
  );
  let ok = true;
  for (const row of rows) {
    const ratio = row.serverRps / row.driverQps;
    const server = row.latency.server;
    const within =
      ratio >= row.floor &&
      (row.p99Budget === undefined || (server.p99 < row.p99Budget && server.failed === 0));
    if (!within) ok = false;
    const budget = `≥ ${row.floor}${row.p99Budget === undefined ? "" : `, p99 < ${row.p99Budget} ms`}`;
    console.log(
      `${pad(row.endpoint, 40)}${pad(Math.round(row.serverRps), 8)}${pad(Math.round(row.driverQps), 8)}${pad(ratio.toFixed(2), 7)}${pad(Math.round(row.latency.rate), 9)}${pad(Math.round(server.achieved), 10)}${pad(ms(server.p50), 7)}${pad(ms(server.p95), 7)}${pad(ms(server.p99), 8)}${pad(ms(row.latency.driver.p99), 12)}${pad(ms(row.latency.timer.p99), 11)}${within ? "ok" : "MISSED"} (${budget})`,
    );
  }
  return ok;
}

/**
 * A new person's account on a benchmark's server, its catalog in USD with one product family: their token and
 * account, the family's id, and `call`, which answers a call's body and throws on a refusal.
 */
export async function benchAccount(url: string, family: { name: string; description: string }) {
  const session = await signUpOver(url, { ...newPerson() });
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await http(url, method, path, body, session.token);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  await call("PUT", "/api/catalog/settings", { defaultCurrency: "USD" });
  const made = await call("POST", "/api/catalog/product-families", { ...family, category: "SaaS Platform" });
  return { token: session.token, account: session.roundAccountId, familyId: made.id as string, call };
}
