/**
 * `npx tsx packages/server/bench/trail.bench.ts` (run by `npm run bench`): what events and audit entries cost a
 * write. `POST /api/subscriptions` on PostgreSQL (a customer subscribing to a monthly plan: the subscription,
 * its first invoice, its events and audit entries) under 50 connections, on the same database and machine,
 * alternately with them (the server as it runs) and without (BENCH_WITHOUT_TRAIL=1: the same writes with no
 * event and no audit entry), ROUNDS times each, BENCH_SECONDS (default 10) a run.
 * Budget (issue 30): with them, at least 0.85 × the rate without them.
 */
import { freshPostgresDatabase, newPerson } from "../test/helpers.ts";
import { http, signUpOver } from "../test/process.ts";
import { load, SECONDS, startServer } from "./load.ts";

const ROUNDS = 2;
const CUSTOMERS = 8_000;
const FLOOR = 0.85;

const database = await freshPostgresDatabase();
let missed = false;
try {
  const env = { DATABASE_URL: database.url, LOG_LEVEL: "warn" };
  // The account, its plan and its customers, made once by a server with the trail on.
  let server = await startServer(env);
  const session = await signUpOver(server.url, { ...newPerson() });
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await http(server.url, method, path, body, session.token);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  await call("PUT", "/api/catalog/settings", { defaultCurrency: "USD" });
  const family = await call("POST", "/api/catalog/product-families", {
    name: "Bench",
    description: "Plans for the trail benchmark",
    category: "SaaS Platform",
  });
  const plan = await call("POST", "/api/catalog/plans", {
    name: "Monthly",
    productFamilyId: family.id,
    pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 49, billingFrequency: "monthly" }],
  });
  const customers: string[] = [];
  let made = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (made < CUSTOMERS) {
        made += 1;
        const customer = await call("POST", "/api/customers", {
          email: `trail${made}@example.com`,
          currency: "USD",
        });
        customers.push(customer.id);
      }
    }),
  );
  await server.stop();

  let next = 0;
  const body = () => ({
    customerId: customers[next++ % customers.length],
    planPricePointId: plan.pricePoints[0].id,
  });
  const rates = { with: [] as number[], without: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of ["with", "without"] as const) {
      server = await startServer(side === "with" ? env : { ...env, BENCH_WITHOUT_TRAIL: "1" });
      try {
        rates[side].push((await load(`${server.url}/api/subscriptions`, session.token, body)).rps);
      } finally {
        await server.stop();
      }
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratio = mean(rates.with) / mean(rates.without);
  missed = ratio < FLOOR;
  console.log(
    `\nPOST /api/subscriptions on PostgreSQL, ${SECONDS} s a run, ${ROUNDS} rounds, 50 connections`,
  );
  console.log(
    `with events and audit: ${rates.with.map(Math.round).join(", ")} req/s; without: ${rates.without.map(Math.round).join(", ")} req/s; ratio ${ratio.toFixed(2)} (cost ${((1 - ratio) * 100).toFixed(0)}%): ${missed ? "MISSED" : "ok"} (≥ ${FLOOR})`,
  );
} finally {
  await database.drop();
}
if (missed) process.exit(1);
