/**
 * `npx tsx packages/server/bench/usage.bench.ts` (run by `npm run bench`): `POST /api/usage/batch` on
 * PostgreSQL, 100 events a request over 200 metered subscriptions, every event with a key of its own, under 50
 * connections, against the bare driver writing the same 100 rows a statement with the same uniqueness on the
 * idempotency key (`insert … on conflict do nothing returning`), 50 callers.
 * Budgets (issue 30, from Lago's figure for its PostgreSQL-only setup): at least 10,000 events/s, and at least
 * 0.5 × the bare driver's events/s. BENCH_SECONDS (default 10) sets each run's length.
 */
import pg from "pg";
import { freshPostgresDatabase } from "../test/helpers.ts";
import { benchAccount, callers, load, SECONDS, startServer } from "./load.ts";

const SUBSCRIPTIONS = 200;
const BATCH = 100;
const FLOOR_EVENTS = 10_000;
const FLOOR_RATIO = 0.5;

const database = await freshPostgresDatabase();
let missed = false;
try {
  const server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: "warn" });
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  pool.on("error", () => {});
  try {
    const { token, account, familyId, call } = await benchAccount(server.url, {
      name: "Bench",
      description: "Plans for the usage benchmark",
    });
    const plan = await call("POST", "/api/catalog/plans", {
      name: "Metered",
      productFamilyId: familyId,
      pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 10, billingFrequency: "monthly" }],
      usageMetrics: [{ metricName: "api_calls", unit: "call", aggregation: "sum", pricePerUnit: 0.01 }],
    });
    const subscriptions: string[] = [];
    for (let n = 0; n < SUBSCRIPTIONS; n++) {
      const customer = await call("POST", "/api/customers", {
        email: `usage${n}@example.com`,
        currency: "USD",
      });
      const made = await call("POST", "/api/subscriptions", {
        customerId: customer.id,
        planPricePointId: plan.pricePoints[0].id,
      });
      subscriptions.push(made.id);
    }
    console.log(`usage: ${SUBSCRIPTIONS} metered subscriptions, ${BATCH} events a batch`);

    // Every event names the next subscription in turn and a key no event had before.
    let sent = 0;
    const events = (prefix: string) =>
      Array.from({ length: BATCH }, () => {
        sent += 1;
        return {
          subscriptionId: subscriptions[sent % SUBSCRIPTIONS]!,
          metricName: "api_calls",
          quantity: 1 + (sent % 7),
          idempotencyKey: `${prefix}-${sent}`,
        };
      });
    const answered = await load(`${server.url}/api/usage/batch`, token, () => ({ events: events("s") }));
    const check = await pool.query(
      "select count(*)::int as n from usage_events where round_account_id = $1 and idempotency_key like 's-%'",
      [account],
    );
    if (check.rows[0].n < answered.rps * SECONDS * BATCH * 0.9) {
      throw new Error(`the server wrote ${check.rows[0].n} events, fewer than it answered for`);
    }

    // The bare driver: the same rows, one statement a batch, the same unique key.
    const driver = await callers(async () => {
      const rows = events("d");
      const values: unknown[] = [];
      const tuples = rows.map((row, index) => {
        const at = index * 6;
        values.push(
          account,
          row.subscriptionId,
          row.metricName,
          String(row.quantity),
          row.idempotencyKey,
          new Date(),
        );
        return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 6}, $${at + 5}, $${at + 6})`;
      });
      await pool.query(
        `insert into usage_events (round_account_id, subscription_id, metric_name, quantity, occurred_at,
           idempotency_key, created_at)
         values ${tuples.join(", ")}
         on conflict do nothing returning subscription_id, idempotency_key`,
        values,
      );
    });
    const serverEvents = answered.rps * BATCH;
    const driverEvents = driver.qps * BATCH;
    const ratio = serverEvents / driverEvents;
    const ok = serverEvents >= FLOOR_EVENTS && ratio >= FLOOR_RATIO;
    console.log(
      `POST /api/usage/batch, PostgreSQL, 50 connections, ${SECONDS} s: ${Math.round(serverEvents).toLocaleString("en-US")} events/s (p99 ${answered.p99.toFixed(1)} ms a batch); bare driver ${Math.round(driverEvents).toLocaleString("en-US")} events/s; ratio ${ratio.toFixed(2)} (budget ≥ ${FLOOR_EVENTS.toLocaleString("en-US")} events/s and ≥ ${FLOOR_RATIO}): ${ok ? "ok" : "MISSED"}`,
    );
    if (!ok) missed = true;
  } finally {
    await pool.end();
    await server.stop();
  }
} finally {
  await database.drop();
}
if (missed) process.exitCode = 1;
