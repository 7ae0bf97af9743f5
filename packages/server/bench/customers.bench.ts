/**
 * `npx tsx packages/server/bench/customers.bench.ts` (run by `npm run bench`): 100,000 customers in one
 * account, put in by ten CSV imports of 10,000 rows (each import is timed: budget under 10 s), then:
 * - searches by a 3+ character part of a name, an email and a company, and a page sorted by each column of
 *   the table, under 10 connections (autocannon), against the bare driver replaying the same statements
 *   (recorded from the module's own query functions); then each paced (open loop) at half the bare driver's
 *   maximum rate, server and driver alike. Budgets on PostgreSQL: the server at least 0.7 × the driver's
 *   rate, and p99 under 50 ms at the paced load.
 * - the CSV export of all 100,000 customers, streamed, while the server's resident memory is sampled: it
 *   must grow by less than 100 MB.
 * The same list queries run on PGlite afterwards (reported, no budget). BENCH_SECONDS (default 5 here) sets
 * each run's length; BENCH_PGLITE=0 skips PGlite.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.BENCH_SECONDS ??= "5";
const { callers, claimsOf, latencyAtHalf, load, recorder, replay, report, SECONDS, startServer } =
  await import("./load.ts");
type Verdict = import("./load.ts").Verdict;
const pg = (await import("pg")).default;
const { pageOfCustomers } = await import("../src/modules/customers/queries.ts");
const { principalRow } = await import("../src/modules/identities/queries/principal.ts");
const { freshPostgresDatabase, newPerson } = await import("../test/helpers.ts");
const { http, signUpOver, startServerProcess } = await import("../test/process.ts");
type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

const CUSTOMERS = 100_000;
const PER_IMPORT = 10_000;
const CONNECTIONS = 10;
// Name pools of the size a real list has (60 × 80 names, 1,600 company names), so a search finds a share of
// customers like it would in a real account rather than a tenth of them.
const FIRST =
  "James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Margaret Mark Sandra Donald Ashley Steven Kimberly Paul Emily Andrew Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Dorothy George Melissa Timothy Deborah Ronald Stephanie Edward Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia".split(
    " ",
  );
const LAST =
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson".split(
    " ",
  );
const WORDS =
  "North South East West Blue Red Green Silver Golden Iron Stone River Lake Hill Bay Pine Oak Maple Cedar Summit Harbor Bright Swift Prime Alpha Nova Apex Vertex Zenith Orbit Atlas Beacon Crest Delta Echo Falcon Granite Horizon Ivory Juniper".split(
    " ",
  );
const KIND =
  "Labs Systems Works Traders Partners Logistics Analytics Foods Media Health Capital Energy Studio Group Software Robotics Retail Motors Farms Design Supply Ventures Networks Digital Goods Brands Foundry Outfitters Insurance Legal Travel Pharma Textiles Marine Print Games Realty Security Telecom Water".split(
    " ",
  );
const COUNTRY = ["US", "GB", "DE", "FR", "CA", "AU", "JP", "BR"];
const STATUS = ["active", "active", "active", "inactive", "suspended", "cancelled"];

/** Ten thousand distinct customers as the import takes them (the batch number keeps emails unique). */
function csvBatch(batch: number): string {
  const rows = [
    "email,firstName,lastName,company,status,billingLine1,billingCity,billingState,billingZip,billingCountry,tags",
  ];
  for (let i = 0; i < PER_IMPORT; i++) {
    const n = batch * PER_IMPORT + i;
    const first = FIRST[n % FIRST.length]!;
    const last = LAST[Math.floor(n / 7) % LAST.length]!;
    const company = `${WORDS[(n * 7) % WORDS.length]} ${KIND[Math.floor(n / 3) % KIND.length]}`;
    rows.push(
      [
        `${first}.${last}.${n}@${company.replace(" ", "").toLowerCase()}.test`.toLowerCase(),
        first,
        last,
        company,
        STATUS[n % STATUS.length],
        `${n % 900} Main Street`,
        "Springfield",
        "State",
        String(10000 + (n % 89999)),
        COUNTRY[n % COUNTRY.length],
        n % 3 === 0 ? "vip;annual" : "",
      ].join(","),
    );
  }
  return rows.join("\n");
}

async function importAll(server: ServerProcess, token: string, where: string) {
  const times: number[] = [];
  for (let batch = 0; batch < CUSTOMERS / PER_IMPORT; batch++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/customers/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/csv" },
      body: csvBatch(batch),
    });
    if (response.status !== 201)
      throw new Error(`import ${batch}: ${response.status} ${await response.text()}`);
    times.push(performance.now() - started);
  }
  const worst = Math.max(...times);
  console.log(
    `${where}: ${CUSTOMERS} customers in ${times.length} imports of ${PER_IMPORT} rows: first ${(times[0]! / 1000).toFixed(2)} s, slowest ${(worst / 1000).toFixed(2)} s, mean ${(times.reduce((a, b) => a + b, 0) / times.length / 1000).toFixed(2)} s`,
  );
  return { first: times[0]!, worst };
}

/** The server process's resident memory, in MB (Linux /proc). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Streams the whole export, sampling the server's memory every 20 ms: rows read and the growth in MB. */
async function exportAll(server: ServerProcess, token: string) {
  const pid = server.child.pid!;
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/customers/export`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  return {
    rows: lines - 1,
    bytes,
    seconds: (performance.now() - started) / 1000,
    growth: peak - before,
    before,
  };
}

/** The row the import gives customer `n` (email, first and last name, company), for searches that find it. */
function customerRow(n: number) {
  const [email, first, last, company] = csvBatch(Math.floor(n / PER_IMPORT))
    .split("\n")
    [1 + (n % PER_IMPORT)]!.split(",");
  return { email: email!, first: first!, last: last!, company: company! };
}
const sample = customerRow(61_234);

/** The list calls measured: searches by a part of a name, an email and a company; a page per order. */
const QUERIES: { label: string; query: Record<string, string> }[] = [
  { label: "search name 'rodr'", query: { search: "rodr" } },
  { label: `search email '${sample.email.slice(0, 9)}'`, query: { search: sample.email.slice(0, 9) } },
  { label: `search company '${sample.company.slice(0, 9)}'`, query: { search: sample.company.slice(0, 9) } },
  ...["displayName", "email", "company", "status", "totalMRR", "totalLTV", "churnRisk", "createdAt"].map(
    (orderBy) => ({
      label: `page sorted by ${orderBy}`,
      query: { orderBy, isAscending: orderBy === "createdAt" ? "false" : "true" },
    }),
  ),
];

const pad = (text: string | number, width: number) => String(text).padEnd(width);
let missed = false;

const database = await freshPostgresDatabase();
try {
  const server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: "warn" });
  try {
    const session = await signUpOver(server.url, { ...newPerson() });
    const token = session.token;
    const imports = await importAll(server, token, "PostgreSQL");
    if (imports.worst >= 10_000) missed = true;
    console.log(`  import budget: each under 10 s: ${imports.worst < 10_000 ? "ok" : "MISSED"}`);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query("analyze");
    await admin.end();

    const exported = await exportAll(server, token);
    const exportOk = exported.rows === CUSTOMERS && exported.growth < 100;
    if (!exportOk) missed = true;
    console.log(
      `  export: ${exported.rows} rows, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; server memory ${exported.before.toFixed(0)} MB, grew by ${exported.growth.toFixed(1)} MB at most: ${exportOk ? "ok" : "MISSED"} (< 100 MB)`,
    );

    const pool = new pg.Pool({ connectionString: database.url, max: CONNECTIONS });
    pool.on("error", () => {});
    const { db, record } = recorder(pool);
    const claims = claimsOf(token);
    const accountId = session.roundAccountId;
    const principal = await record(() => principalRow(db, claims.sub, claims.sid));
    const rows: Verdict[] = [];
    for (const { label, query } of QUERIES) {
      const search = new URLSearchParams({ pageSize: "20", ...query });
      const answer = await http(server.url, "GET", `/api/customers?${search}`, undefined, token);
      if (answer.status !== 200) throw new Error(`${label}: ${JSON.stringify(answer.body)}`);
      console.log(`  ${label}: ${answer.body.totalCount} found`);
      const url = `${server.url}/api/customers?${search}`;
      const served = await load(url, token, undefined, CONNECTIONS);
      const pageQuery = {
        search: query.search,
        orderBy: (query.orderBy ?? "createdAt") as "createdAt",
        isAscending: query.isAscending === "true",
        pageNumber: 1,
        pageSize: 20,
      };
      const pageSql = await record(() => pageOfCustomers(db, accountId, pageQuery));
      const bare = replay(pool, [principal, pageSql]);
      const driver = await callers(bare, CONNECTIONS);
      rows.push({
        endpoint: label,
        serverRps: served.rps,
        driverQps: driver.qps,
        floor: 0.7,
        latency: await latencyAtHalf({ url, token }, bare, driver.qps),
        p99Budget: 50,
      });
    }
    if (
      !report(
        `PostgreSQL, ${CUSTOMERS} customers, ${CONNECTIONS} connections (closed loop), ${SECONDS} s per run`,
        rows,
      )
    )
      missed = true;
    await pool.end();
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}

if (process.env.BENCH_PGLITE !== "0") {
  const dataDir = mkdtempSync(join(tmpdir(), "round-bench-"));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" }, 120_000);
  try {
    const session = await signUpOver(server.url, { ...newPerson() });
    await importAll(server, session.token, "\nPGlite");
    console.log(
      `\nPGlite (reported), ${CUSTOMERS} customers, ${CONNECTIONS} connections, ${SECONDS} s per run\n`,
    );
    console.log(`${pad("call", 30)}${pad("server req/s", 14)}${pad("p95 ms", 9)}p97.5 ms`);
    for (const { label, query } of QUERIES) {
      const search = new URLSearchParams({ pageSize: "20", ...query });
      const served = await load(
        `${server.url}/api/customers?${search}`,
        session.token,
        undefined,
        CONNECTIONS,
      );
      console.log(
        `${pad(label, 30)}${pad(Math.round(served.rps), 14)}${pad(served.p95.toFixed(1), 9)}${served.p97_5.toFixed(1)}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (missed) process.exitCode = 1;
