/**
 * `npx tsx packages/server/bench/billing.bench.ts` (run by `npm run bench`): subscriptions due at once, the
 * billing run raising every first-term invoice (with its lines, numbers, the subscription's next due day and
 * the customer's figures), against a bare script inserting the same invoice and line rows with the same
 * driver in transactions of the same size. Budget (PostgreSQL): the run at no less than 0.3 × the bare
 * script's rate. BENCH_RENEWALS sets how many are due on PostgreSQL (default 10,000; the figure is
 * 100,000), BENCH_PGLITE_RENEWALS on PGlite (default 2,000; reported, no budget; 0 skips it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const pg = (await import("pg")).default;
const { freshPostgresDatabase, newPerson } = await import("../test/helpers.ts");
const { http, signUpOver, startServerProcess } = await import("../test/process.ts");
const { startServer } = await import("./load.ts");
const { BILLING_BATCH: BATCH } = await import("../src/engine/run.ts");
type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

const RENEWALS = Number(process.env.BENCH_RENEWALS ?? 10_000);
const PGLITE_RENEWALS = Number(process.env.BENCH_PGLITE_RENEWALS ?? 2_000);
const BUDGET = 0.3;

/** An account with a monthly plan, and `count` customers each with a subscription starting today. */
async function prepare(
  server: ServerProcess,
  query: (text: string, values?: unknown[]) => Promise<unknown>,
  count: number,
) {
  const session = await signUpOver(server.url, { ...newPerson() });
  const family = await http(
    server.url,
    "POST",
    "/api/catalog/product-families",
    { name: "Bench", description: "Plans for the billing benchmark", category: "SaaS Platform" },
    session.token,
  );
  const plan = await http(
    server.url,
    "POST",
    "/api/catalog/plans",
    {
      name: "Monthly",
      productFamilyId: family.body.id,
      pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 12.5, billingFrequency: "monthly" }],
    },
    session.token,
  );
  if (plan.status !== 201) throw new Error(JSON.stringify(plan.body));
  const account = session.roundAccountId;
  await query(
    `insert into customers (round_account_id, email, first_name, last_name, display_name, display_name_given,
       company, phone, tax_number, locale, timezone, status, currency, email_preferences, portal_access,
       auto_collection, tags, custom_fields, last_activity_at, created_at, updated_at)
     select $1, 'bench' || n || '@example.com', 'Bench', 'Customer ' || n, 'Bench Customer ' || n, false, '', '',
       '', 'en-US', 'UTC', 'active', 'USD', '{"invoices":false,"subscriptionUpdates":false,"marketingEmails":false,"paymentFailures":false,"trialReminders":false}',
       false, false, '[]', '{}', now(), now(), now()
     from generate_series(1, ${count}) n`,
    [account],
  );
  await query(
    `insert into subscriptions (round_account_id, customer_id, plan_id, plan_price_point_id, quantity, status,
       currency, billing_frequency, start_date, next_action_on, created_at, updated_at)
     select round_account_id, id, $2, $3, 1, 'active', 'USD', 'monthly', current_date, current_date, now(), now()
     from customers where round_account_id = $1`,
    [account, plan.body.id, plan.body.pricePoints[0].id],
  );
  // As autovacuum would after a load this size: the planner's figures of the tables the run reads.
  await query("analyze customers, subscriptions");
  return { session, account };
}

/** The billing run over HTTP (the server's own run), timed. */
async function timedRun(server: ServerProcess, token: string) {
  const started = performance.now();
  const answer = await http(server.url, "POST", "/api/billing/run", {}, token);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return (performance.now() - started) / 1000;
}

async function postgres() {
  const database = await freshPostgresDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: "warn" });
  try {
    const { session, account } = await prepare(
      server,
      (text, values) => client.query(text, values),
      RENEWALS,
    );
    const runSeconds = await timedRun(server, session.token);
    const written = Number((await client.query("select count(*) from invoices")).rows[0].count);
    if (written !== RENEWALS) throw new Error(`${written} invoices for ${RENEWALS} renewals`);
    // The bare script: the same invoice and line rows, with the same driver, as many to a transaction as the run.
    const customers = (await client.query("select id from customers where round_account_id = $1", [account]))
      .rows;
    await client.query("delete from invoices where round_account_id = $1", [account]);
    const started = performance.now();
    for (let offset = 0; offset < customers.length; offset += BATCH) {
      await client.query("begin");
      for (const [index, row] of customers.slice(offset, offset + BATCH).entries()) {
        const inserted = await client.query(
          `insert into invoices (round_account_id, customer_id, customer_name, status, reason, currency, term_start,
             period_start, period_end, issue_date, due_date, subtotal, discount, total, credit_applied, amount_paid,
             amount_due, auto_collect, number, created_at, updated_at)
           values ($1, $2, 'Bench', 'open', 'subscription_create', 'USD', current_date, current_date,
             current_date + 30, current_date, current_date + 30, 12.5, 0, 12.5, 0, 0, 12.5, 'off', $3, now(), now())
           returning id`,
          [account, row.id, `BARE-${offset + index}`],
        );
        await client.query(
          `insert into invoice_lines (round_account_id, invoice_id, position, kind, description, quantity, amount)
           values ($1, $2, 0, 'plan', 'Monthly', 1, 12.5)`,
          [account, inserted.rows[0].id],
        );
      }
      await client.query("commit");
    }
    const bareSeconds = (performance.now() - started) / 1000;
    return { runSeconds, bareSeconds };
  } finally {
    await server.stop();
    await client.end();
    await database.drop();
  }
}

/**
 * PGlite: customers on a test clock subscribed through the API, then one advance of a month renews them all
 * in one run (timed).
 */
async function pglite() {
  const dataDir = mkdtempSync(join(tmpdir(), "round-billing-bench-"));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  try {
    const session = await signUpOver(server.url, { ...newPerson() });
    const call = (method: string, path: string, body?: unknown) =>
      http(server.url, method, path, body, session.token);
    const family = await call("POST", "/api/catalog/product-families", {
      name: "Bench",
      description: "Plans for the billing benchmark",
      category: "SaaS Platform",
    });
    const plan = await call("POST", "/api/catalog/plans", {
      name: "Monthly",
      productFamilyId: family.body.id,
      pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 12.5, billingFrequency: "monthly" }],
    });
    const clock = await call("POST", "/api/test-clocks", {
      name: "Bench",
      frozenTime: "2027-01-01T00:00:00Z",
    });
    for (let n = 0; n < PGLITE_RENEWALS; n++) {
      const customer = await call("POST", "/api/customers", {
        email: `bench${n}@example.com`,
        currency: "USD",
        testClockId: clock.body.id,
        emailPreferences: { invoices: false, paymentFailures: false },
      });
      const subscription = await call("POST", "/api/subscriptions", {
        customerId: customer.body.id,
        planPricePointId: plan.body.pricePoints[0].id,
      });
      if (subscription.status !== 201) throw new Error(JSON.stringify(subscription.body));
    }
    const started = performance.now();
    const advanced = await call("POST", `/api/test-clocks/${clock.body.id}/advance`, {
      frozenTime: "2027-02-01T12:00:00Z",
    });
    const seconds = (performance.now() - started) / 1000;
    const renewals = advanced.body.steps.filter(
      (step: { action: string }) => step.action === "Renewed",
    ).length;
    if (renewals !== PGLITE_RENEWALS) throw new Error(`${renewals} renewals for ${PGLITE_RENEWALS} due`);
    console.log(
      `billing run, PGlite, ${PGLITE_RENEWALS.toLocaleString("en-US")} due on a test clock: ${seconds.toFixed(1)} s (${(PGLITE_RENEWALS / seconds).toFixed(0)} renewals/s)`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await postgres();
const runRate = RENEWALS / results.runSeconds;
const bareRate = RENEWALS / results.bareSeconds;
const ratio = runRate / bareRate;
console.log(
  `billing run, PostgreSQL, ${RENEWALS.toLocaleString("en-US")} due: ${results.runSeconds.toFixed(1)} s (${runRate.toFixed(0)} renewals/s); bare inserts ${results.bareSeconds.toFixed(1)} s (${bareRate.toFixed(0)}/s); ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGET})`,
);
if (PGLITE_RENEWALS > 0) await pglite();
process.exit(ratio >= BUDGET ? 0 : 1);
