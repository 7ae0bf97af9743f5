/**
 * `npx tsx packages/server/bench/http.bench.ts` (or `npm run bench -w @round/server`): throughput and p99
 * latency of GET /identities/me (authenticated) and GET /api/CountryCurrency/countries under 50
 * connections, on PostgreSQL and on PGlite, against the bare driver running the same queries with 50
 * concurrent callers in the same run; on PostgreSQL, each paced (open loop) at half the bare driver's
 * maximum, server and driver alike (budgets: ratio ≥ 0.7, p99 < 50 ms at that load); and the time from
 * starting the server on an existing data folder to the first 200 from /readyz. BENCH_SECONDS (default 10) sets each run's length; each side runs 2 s
 * before it is measured.
 */

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { fillPlaceholders } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { buildServer, serverBundle } from "../scripts/build.mjs";
import type { Db } from "../src/db/client.ts";
import * as schema from "../src/db/schema/index.ts";
import { profileStatement } from "../src/modules/identities/queries/principal.ts";
import { countryRows } from "../src/modules/reference/queries.ts";
import { freshPostgresDatabase, newPerson } from "../test/helpers.ts";
import { http, signUpOver } from "../test/process.ts";
import {
  CONNECTIONS,
  callers,
  latencyAtHalf,
  load,
  report,
  SECONDS,
  startServer,
  type Verdict,
} from "./load.ts";

interface Row {
  database: string;
  endpoint: string;
  serverRps: number;
  serverP99: number;
  driverQps: number;
  driverP99: number;
}

/** The SQL the server runs for each endpoint, as drizzle builds it, with the caller's values. */
function statements(db: Db, userId: string, sessionId: string) {
  const me = profileStatement(db).toSQL();
  const countries = countryRows(db).toSQL();
  // The same values the server sends: the caller's placeholders filled in, the query's literals kept.
  return { me: { sql: me.sql, params: fillPlaceholders(me.params, { userId, sessionId }) }, countries };
}

/** Spawn to first 200 from /readyz, for the built server (what `npm start` runs) and through tsx. */
async function timeToReady(env: Record<string, string>) {
  const measure = async (args: string[]) => {
    const began = performance.now();
    const child = spawn(process.execPath, args, {
      env: { ...process.env, PORT: "39871", LOG_LEVEL: "warn", ...env },
      stdio: "ignore",
    });
    for (;;) {
      const answer = await fetch("http://127.0.0.1:39871/readyz").catch(() => undefined);
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const elapsed = performance.now() - began;
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    return elapsed;
  };
  const built: number[] = [];
  const tsx: number[] = [];
  for (let run = 0; run < 3; run++) {
    built.push(await measure([serverBundle]));
    tsx.push(await measure(["--import", "tsx", fileURLToPath(new URL("../src/main.ts", import.meta.url))]));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  return { built: median(built), tsx: median(tsx) };
}

function claimsOf(token: string): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
}

async function benchPostgres(verdicts: Verdict[]) {
  const database = await freshPostgresDatabase();
  try {
    const env = { DATABASE_URL: database.url, LOG_LEVEL: "warn" };
    const server = await startServer(env);
    const session = await signUpOver(server.url, { ...newPerson() });
    await http(server.url, "GET", "/api/CountryCurrency/countries");
    console.log("PostgreSQL: server under load…");
    const me = await load(`${server.url}/identities/me`, session.token);
    const countries = await load(`${server.url}/api/CountryCurrency/countries`);
    await server.stop();
    const ready = await timeToReady(env);

    console.log("PostgreSQL: bare driver…");
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    pool.on("error", () => {});
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const claims = claimsOf(session.token);
    const sql = statements(drizzle({ client: pool, schema }) as unknown as Db, claims.sub, claims.sid);
    // Named prepared statements, as the server uses for this query.
    const driverMe = await callers(() =>
      pool.query({ name: "bench_profile", text: sql.me.sql, values: sql.me.params }),
    );
    const driverCountries = await callers(() =>
      pool.query({ name: "bench_countries", text: sql.countries.sql, values: sql.countries.params }),
    );
    // Latency at a fixed load: the server again (it stopped for the start-up timing), paced at half the bare
    // driver's maximum, and the driver at the same rate.
    console.log("PostgreSQL: paced at half the bare driver's maximum…");
    const again = await startServer(env);
    let latency: Verdict["latency"][];
    try {
      latency = [
        await latencyAtHalf(
          { url: `${again.url}/identities/me`, token: session.token },
          () => pool.query({ name: "bench_profile", text: sql.me.sql, values: sql.me.params }),
          driverMe.qps,
        ),
        await latencyAtHalf(
          { url: `${again.url}/api/CountryCurrency/countries` },
          () =>
            pool.query({ name: "bench_countries", text: sql.countries.sql, values: sql.countries.params }),
          driverCountries.qps,
        ),
      ];
    } finally {
      await again.stop();
    }
    await pool.end();
    verdicts.push(
      {
        endpoint: "GET /identities/me",
        serverRps: me.rps,
        driverQps: driverMe.qps,
        floor: 0.7,
        latency: latency[0]!,
        p99Budget: 50,
      },
      {
        endpoint: "GET /api/CountryCurrency/countries",
        serverRps: countries.rps,
        driverQps: driverCountries.qps,
        floor: 0.7,
        latency: latency[1]!,
        p99Budget: 50,
      },
    );
    return ready;
  } finally {
    await database.drop();
  }
}

async function benchPglite(rows: Row[]) {
  const dataDir = mkdtempSync(join(tmpdir(), "round-bench-"));
  try {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn" };
    const server = await startServer(env);
    const session = await signUpOver(server.url, { ...newPerson() });
    await http(server.url, "GET", "/api/CountryCurrency/countries");
    console.log("PGlite: server under load…");
    const me = await load(`${server.url}/identities/me`, session.token);
    const countries = await load(`${server.url}/api/CountryCurrency/countries`);
    await server.stop();
    const ready = await timeToReady(env);

    console.log("PGlite: bare driver…");
    // One process owns a PGlite folder: the driver opens it once the server has stopped.
    const client = await PGlite.create({ dataDir });
    const claims = claimsOf(session.token);
    const sql = statements(drizzlePglite({ client, schema }) as unknown as Db, claims.sub, claims.sid);
    const driverMe = await callers(() => client.query(sql.me.sql, sql.me.params));
    const driverCountries = await callers(() => client.query(sql.countries.sql, sql.countries.params));
    await client.close();
    rows.push(
      {
        database: "PGlite",
        endpoint: "GET /identities/me",
        serverRps: me.rps,
        serverP99: me.p99,
        driverQps: driverMe.qps,
        driverP99: driverMe.p99,
      },
      {
        database: "PGlite",
        endpoint: "GET /api/CountryCurrency/countries",
        serverRps: countries.rps,
        serverP99: countries.p99,
        driverQps: driverCountries.qps,
        driverP99: driverCountries.p99,
      },
    );
    return ready;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildServer();
const verdicts: Verdict[] = [];
const readyPostgres = await benchPostgres(verdicts);
const rows: Row[] = [];
const readyPglite = await benchPglite(rows);

const pad = (text: string | number, width: number) => String(text).padEnd(width);
/** Set when a budget is missed: the run then exits 1 (`npm run bench` reads the exit status). */
let missed = !report(`PostgreSQL, ${CONNECTIONS} connections (closed loop), ${SECONDS} s per run`, verdicts);
console.log(`\nPGlite (reported, closed loop), ${CONNECTIONS} connections, ${SECONDS} s per run\n`);
console.log(
  `${pad("endpoint", 36)}${pad("server req/s", 14)}${pad("p99 ms", 9)}${pad("driver q/s", 12)}${pad("driver p99", 12)}ratio`,
);
for (const row of rows) {
  console.log(
    `${pad(row.endpoint, 36)}${pad(Math.round(row.serverRps), 14)}${pad(row.serverP99.toFixed(1), 9)}${pad(Math.round(row.driverQps), 12)}${pad(row.driverP99.toFixed(1), 12)}${(row.serverRps / row.driverQps).toFixed(2)}`,
  );
}
if (readyPglite.built > 1500) missed = true;
console.log(
  `\nStart to first 200 from /readyz, existing PGlite data folder (median of 3): built server (npm start) ${Math.round(readyPglite.built)} ms (budget ≤ 1500 ms: ${readyPglite.built <= 1500 ? "ok" : "MISSED"}); through tsx ${Math.round(readyPglite.tsx)} ms`,
);
console.log(
  `Start to first 200 from /readyz on PostgreSQL (median of 3): built ${Math.round(readyPostgres.built)} ms; through tsx ${Math.round(readyPostgres.tsx)} ms`,
);
if (missed) process.exitCode = 1;
