/**
 * `npx tsx packages/server/bench/invoices.bench.ts` (run by `npm run bench`): one account on PostgreSQL with
 * BENCH_INVOICES invoices (default 1,000,000) of 10,000 customers. Under 50 connections with autocannon:
 * - `GET /api/invoices?search=…` (a page of 20 found by a customer's name), against the bare driver running the
 *   same statements (recorded from the invoices module's own query function, replayed with pg in the stages
 *   the service runs them);
 * - `POST /api/subscriptions` (a customer subscribing to a monthly plan: the subscription, its first invoice
 *   with its line and number, the kept figures), each request naming the next of the 10,000 customers; they
 *   all take numbers from the account's one invoice numbering (no gaps). Against the bare driver replaying,
 *   in one transaction a write, the statements one such request ran in this process (recorded with their
 *   answers), for other customers, the ids the database makes learnt from each answer.
 * Then each paced (open loop) at half the bare driver's maximum rate, server and driver alike.
 * Budgets: server ≥ 0.7 × the driver's rate for both; at the paced load p99 < 50 ms for the search and
 * < 150 ms for POST /api/subscriptions (its writes of one account queue on the account's invoice numbers).
 * BENCH_SECONDS (default 10) sets each run's length; each side runs 2 s before it is measured. BENCH_STATEMENTS=1
 * prints the statements of the recorded subscription.
 */
import pg from "pg";
import { listInvoices } from "../src/engine/queries/invoice-lists.ts";
import { principalRow } from "../src/modules/identities/queries/principal.ts";
import { createInstance } from "../src/server.ts";
import { freshPostgresDatabase, testConfig } from "../test/helpers.ts";
import {
  benchAccount,
  CONNECTIONS,
  callers,
  claimsOf,
  latencyAtHalf,
  load,
  recorder,
  recordStatements,
  replay,
  replayWrites,
  report,
  SECONDS,
  startServer,
} from "./load.ts";

const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const CUSTOMERS = 10_000;
/** A customer's name: found in 1 of every 10,000 invoices' customer names (100 of 1,000,000). */
const SEARCH = "Customer 4242";

const database = await freshPostgresDatabase();
let missed = false;
try {
  const server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: "warn" });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { token, account, familyId, call } = await benchAccount(server.url, {
      name: "Bench",
      description: "Plans for the invoices benchmark",
    });
    const plan = await call("POST", "/api/catalog/plans", {
      name: "Monthly",
      productFamilyId: familyId,
      pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 49, billingFrequency: "monthly" }],
    });
    const made = performance.now();
    await client.query(
      `insert into customers (round_account_id, email, first_name, last_name, display_name, display_name_given,
         company, phone, tax_number, locale, timezone, status, currency, email_preferences, portal_access,
         auto_collection, tags, custom_fields, last_activity_at, created_at, updated_at)
       select $1, 'bench' || n || '@example.com', 'Bench', 'Customer ' || n, 'Bench Customer ' || n, false, '',
         '', '', 'en-US', 'UTC', 'active', 'USD', '{"invoices":false,"subscriptionUpdates":false,"marketingEmails":false,"paymentFailures":false,"trialReminders":false}',
         false, false, '[]', '{}', now(), now(), now()
       from generate_series(1, ${CUSTOMERS}) n`,
      [account],
    );
    // Two years of paid invoices, numbered, each of a customer in turn.
    await client.query(
      `insert into invoices (round_account_id, customer_id, customer_name, status, reason, currency, issue_date,
         due_date, subtotal, discount, total, credit_applied, amount_paid, amount_due, auto_collect, number,
         paid_at, created_at, updated_at)
       with numbered as (
         select id, display_name, (row_number() over (order by id) - 1) as k from customers
         where round_account_id = $1
       ), series as (
         select n, current_date - (n % 730) as d from generate_series(1, ${INVOICES}) n
       )
       select $1, c.id, c.display_name, 'paid', 'renewal', 'USD', d, d, 49, 0, 49, 0, 49, 0, 'on',
         'INV-' || lpad(n::text, 7, '0'), d + interval '2 days', d, d
       from series join numbered c on c.k = series.n % ${CUSTOMERS}`,
      [account],
    );
    await client.query(
      "insert into invoice_numbering (round_account_id, last_number) values ($1, $2) on conflict do nothing",
      [account, INVOICES],
    );
    await client.query("vacuum analyze");
    const customers = (
      await client.query("select id from customers where round_account_id = $1 order by id", [account])
    ).rows.map((row) => row.id as string);
    console.log(
      `invoices: ${INVOICES.toLocaleString("en-US")} invoices of ${CUSTOMERS.toLocaleString("en-US")} customers, made in ${((performance.now() - made) / 1000).toFixed(0)} s`,
    );

    const searchPath = `/api/invoices?search=${encodeURIComponent(SEARCH)}&pageSize=20`;
    const page = await call("GET", searchPath);
    console.log(`  a page: ${page.items.length} of ${page.totalCount} found by '${SEARCH}'`);
    const list = await load(`${server.url}${searchPath}`, token);

    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    pool.on("error", () => {});
    const { db, record } = recorder(pool);
    const claims = claimsOf(token);
    const principal = await record(() => principalRow(db, claims.sub, claims.sid));
    const listSql = await record(() =>
      listInvoices(db, account, {
        search: SEARCH,
        orderBy: "createdAt",
        isAscending: false,
        pageNumber: 1,
        pageSize: 20,
      }),
    );
    const listDriver = replay(pool, [principal, listSql]);
    const driverList = await callers(listDriver);
    const listLatency = await latencyAtHalf(
      { url: `${server.url}${searchPath}`, token },
      listDriver,
      driverList.qps,
    );
    await pool.end();

    // Subscriptions: each request a customer in turn subscribing to the plan.
    let next = 0;
    const subscription = () => ({
      customerId: customers[next++ % customers.length],
      planPricePointId: plan.pricePoints[0].id,
    });
    const subscribe = await load(`${server.url}/api/subscriptions`, token, subscription);
    const written = Number(
      (await client.query("select count(*) from subscriptions where round_account_id = $1", [account]))
        .rows[0].count,
    );

    // The driver's side: one subscription written by the server's own code in this process, on the same
    // database, its statements recorded with their answers, then replayed by the bare driver, each write for
    // a customer the server's run did not take (the ids the database makes learnt from each answer).
    const spare = customers.slice(written + 100);
    const instance = await createInstance(testConfig({ databaseUrl: database.url }), {
      billingScheduler: false,
    });
    const recordedCustomer = spare.pop()!;
    let recordedStatus = 0;
    const statements = await recordStatements(async () => {
      const response = await instance.app.request("/api/subscriptions", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ customerId: recordedCustomer, planPricePointId: plan.pricePoints[0].id }),
      });
      recordedStatus = response.status;
      await response.text();
    });
    await instance.close();
    if (recordedStatus !== 201) throw new Error(`the recorded subscription answered ${recordedStatus}`);
    // BENCH_STATEMENTS=1: what one subscription ran, in order (the mail worker's polls among them).
    if (process.env.BENCH_STATEMENTS) {
      for (const [index, statement] of statements.entries()) {
        console.log(`  ${index + 1}. ${statement.text.replace(/\s+/g, " ").slice(0, 160)}`);
      }
    }
    const writes = new pg.Pool({ connectionString: database.url, max: 10 });
    writes.on("error", () => {});
    let nextSpare = 0;
    const subscribeDriver = replayWrites(
      writes,
      statements,
      () => new Map([[recordedCustomer, spare[nextSpare++ % spare.length]!]]),
    );
    const driverSubscribe = await callers(subscribeDriver);
    const replayed = Number(
      (await client.query("select count(*) from subscriptions where round_account_id = $1", [account]))
        .rows[0].count,
    );
    console.log(
      `  POST: ${statements.length} statements a subscription (begin and commit included); the driver wrote ${(replayed - written - 1).toLocaleString("en-US")}`,
    );
    // Paced: the server's requests take the next customers in turn, the driver's the next spare ones (a
    // customer may subscribe twice once the 10,000 are used up, as in a long run).
    const subscribeLatency = await latencyAtHalf(
      { url: `${server.url}/api/subscriptions`, token, body: subscription },
      subscribeDriver,
      driverSubscribe.qps,
    );
    await writes.end();

    const ok = report(
      `PostgreSQL, ${INVOICES.toLocaleString("en-US")} invoices, ${CONNECTIONS} connections (closed loop), ${SECONDS} s per run`,
      [
        {
          endpoint: `GET /api/invoices?search=${SEARCH}`,
          serverRps: list.rps,
          driverQps: driverList.qps,
          floor: 0.7,
          latency: listLatency,
          p99Budget: 50,
        },
        {
          // Its writes of one account queue on the account's invoice numbers (one row, locked to commit).
          endpoint: "POST /api/subscriptions",
          serverRps: subscribe.rps,
          driverQps: driverSubscribe.qps,
          floor: 0.7,
          latency: subscribeLatency,
          p99Budget: 150,
        },
      ],
    );
    if (!ok) missed = true;
  } finally {
    await client.end();
    await server.stop();
  }
} finally {
  await database.drop();
}
if (missed) process.exitCode = 1;
