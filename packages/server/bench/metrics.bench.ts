/**
 * `npx tsx packages/server/bench/metrics.bench.ts` (run by `npm run bench`): the revenue figures of a large
 * account on PostgreSQL, the one `npm run seed -- --customers 100000 --days 730` builds (BENCH_CUSTOMERS
 * customers, default 100,000, over two years: 200 through the billing engine day by day, the rest written in
 * bulk as the engine leaves them, about a million invoices with their card payments; the kept figures built
 * by the server's own code). Then, at 10 connections: `GET /api/metrics/summary` and
 * `GET /api/metrics/mrr?months=24`, and beside them the same month-by-month movements recomputed by one plain
 * SQL query over the raw subscription events; and the catalog's figures on that account, `GET /api/catalog/plans`
 * and `GET /api/catalog/summary` (every plan's MRR, kept per plan).
 * Budgets: p95 under 100 ms for the four endpoints; the plain query at least 10 × slower.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const pg = (await import("pg")).default;
const { freshPostgresDatabase } = await import("../test/helpers.ts");
const { http, startServerProcess } = await import("../test/process.ts");
const { load, startServer } = await import("./load.ts");
const { DEMO } = await import("../src/seed.ts");

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const DAYS = 730;
const CONNECTIONS = 10;
const BUDGET_MS = 100;
const FACTOR = 10;

const database = await freshPostgresDatabase();
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const query = (text: string, values: unknown[] = []) => client.query(text, values);
let failed = false;
let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;

try {
  // The seed command, as a person runs it (its own process, its own configuration from the environment).
  const made = performance.now();
  const seeded = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(new URL("../src/seed.ts", import.meta.url)),
      "--customers",
      String(CUSTOMERS),
      "--days",
      String(DAYS),
    ],
    { env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "warn" }, encoding: "utf8" },
  );
  if (seeded.status !== 0) throw new Error(`the seed failed: ${seeded.stderr}`);
  const seedSeconds = (performance.now() - made) / 1000;
  await query("analyze");
  const [counts] = (
    await query(`select (select count(*)::int from customers) as customers,
      (select count(*)::int from subscription_events) as events, (select count(*)::int from invoices) as invoices,
      (select count(*)::int from payments) as payments, (select count(*)::int from mrr_movements) as days`)
  ).rows;
  console.log(
    `metrics: npm run seed -- --customers ${CUSTOMERS} --days ${DAYS} made ${counts.customers.toLocaleString("en-US")} customers, ${counts.events.toLocaleString("en-US")} subscription events, ${counts.invoices.toLocaleString("en-US")} invoices, ${counts.payments.toLocaleString("en-US")} payments and ${counts.days.toLocaleString("en-US")} kept customer days in ${seedSeconds.toFixed(0)} s`,
  );

  server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: "warn" });
  const login = await http(server.url, "POST", "/identities/login", {
    identifier: DEMO.owner.email,
    password: DEMO.owner.password,
  });
  if (login.status !== 200) throw new Error(`sign-in: ${JSON.stringify(login.body)}`);
  const session = login.body as { token: string };
  const me = await http(server.url, "GET", "/identities/me", undefined, session.token);
  const account = me.body.roundAccountId as string;

  const summary = await load(`${server.url}/api/metrics/summary`, session.token, undefined, CONNECTIONS);
  const mrr = await load(`${server.url}/api/metrics/mrr?months=24`, session.token, undefined, CONNECTIONS);
  // The catalog's figures on the same account (every plan's MRR, the families' revenue): kept per plan.
  const plans = await load(`${server.url}/api/catalog/plans`, session.token, undefined, CONNECTIONS);
  const catalog = await load(`${server.url}/api/catalog/summary`, session.token, undefined, CONNECTIONS);

  // The plain recomputation: the 24 months' movements from the raw events in one query, timed 5 times.
  const plain = `
    with changes as (
      select customer_id, occurred_on as day,
        mrr_after - coalesce(lag(mrr_after) over (partition by subscription_id order by occurred_on, created_at), 0) as delta
      from subscription_events where round_account_id = $1 and test_clock_id is null and currency = 'USD'
    ), per_day as (
      select customer_id, day, sum(delta) as delta from changes group by 1, 2
    ), running as (
      select customer_id, day, delta, sum(delta) over (partition by customer_id order by day) as end_mrr
      from per_day
    ), classified as (
      select day, delta, end_mrr, end_mrr - delta as start_mrr,
        coalesce(bool_or(end_mrr > 0) over (partition by customer_id order by day
          rows between unbounded preceding and 1 preceding), false) as paid_before
      from running
    )
    select to_char(day, 'YYYY-MM') as month,
      sum(delta) filter (where start_mrr = 0 and end_mrr > 0 and not paid_before) as new,
      sum(delta) filter (where start_mrr = 0 and end_mrr > 0 and paid_before) as reactivation,
      sum(delta) filter (where start_mrr > 0 and end_mrr = 0) as churned,
      sum(delta) filter (where start_mrr > 0 and end_mrr > start_mrr) as expansion,
      sum(delta) filter (where end_mrr > 0 and start_mrr > end_mrr) as contraction
    from classified where day > current_date - interval '24 months' group by 1 order by 1`;
  const timings: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await query(plain, [account]);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const plainMs = timings[2] ?? 0;
  const line = (name: string, result: { rps: number; p95: number; p97_5: number; p99: number }) =>
    `  ${name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, p97.5 ${result.p97_5.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (budget p95 < ${BUDGET_MS} ms)`;
  console.log(line("GET /api/metrics/summary", summary));
  console.log(line("GET /api/metrics/mrr?months=24", mrr));
  console.log(line("GET /api/catalog/plans", plans));
  console.log(line("GET /api/catalog/summary", catalog));
  console.log(
    `  plain SQL over the raw events (24 months of movements): median ${plainMs.toFixed(0)} ms, ${(plainMs / Math.max(mrr.p95, 1)).toFixed(0)} × the kept figures' p95 (budget ≥ ${FACTOR} ×)`,
  );
  failed =
    [summary, mrr, plans, catalog].some((result) => result.p95 >= BUDGET_MS) ||
    plainMs < FACTOR * Math.max(mrr.p95, 1);
} finally {
  await server?.stop();
  await client.end();
  if (process.env.BENCH_KEEP) console.log(`kept ${database.url}`);
  else await database.drop();
}
process.exit(failed ? 1 : 0);
