import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, newPerson } from "./helpers.ts";
import { http, type ServerProcess, signUpOver, startServerProcess } from "./process.ts";

// Exactly once under crashes and concurrency (COMMERCE.md, "Invoices, payments and billing"): subscriptions
// due at once (2,000 in `npm test`, which must stay fast; BILLING_CRASH_DUE=5000 runs the figure);
// the server is killed in the middle of its billing run, then two instances on the same PostgreSQL run the
// billing together. Every term is invoiced once, with its lines, and the numbers have
// no gap and no repeat.

const DUE = Number(process.env.BILLING_CRASH_DUE ?? 2_000);

describe("the billing run under SIGKILL and two instances", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("invoices each due term once, whatever was killed and whoever ran it", {
    timeout: 300_000,
  }, async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(() => database.drop());
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    const env = { DATABASE_URL: database.url };
    const first: ServerProcess = await startServerProcess(env);
    cleanups.push(() => first.stop("SIGKILL"));

    const session = await signUpOver(first.url, { ...newPerson() });
    const family = await http(
      first.url,
      "POST",
      "/api/catalog/product-families",
      { name: "Crash", description: "Plans for the crash test", category: "SaaS Platform" },
      session.token,
    );
    expect(family.status, JSON.stringify(family.body)).toBe(201);
    const plan = await http(
      first.url,
      "POST",
      "/api/catalog/plans",
      {
        name: "Monthly",
        productFamilyId: family.body.id,
        pricePoints: [
          { currency: "USD", pricingModel: "flat_fee", price: 12.5, billingFrequency: "monthly" },
        ],
      },
      session.token,
    );
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const account = session.roundAccountId;
    const point = plan.body.pricePoints[0].id;

    // 5,000 customers, each with a subscription starting today: all due in the same run.
    await client.query(
      `insert into customers (round_account_id, email, first_name, last_name, display_name, display_name_given,
         company, phone, tax_number, locale, timezone, status, currency, email_preferences, portal_access,
         auto_collection, tags, custom_fields, last_activity_at, created_at, updated_at)
       select $1, 'crash' || n || '@example.com', 'Crash', 'Test ' || n, 'Crash Test ' || n, false, '', '', '',
         'en-US', 'UTC', 'active', 'USD', '{"invoices":false,"subscriptionUpdates":false,"marketingEmails":false,"paymentFailures":false,"trialReminders":false}',
         false, false, '[]', '{}', now(), now(), now()
       from generate_series(1, ${DUE}) n`,
      [account],
    );
    await client.query(
      `insert into subscriptions (round_account_id, customer_id, plan_id, plan_price_point_id, quantity, status,
         currency, billing_frequency, start_date, next_action_on, created_at, updated_at)
       select round_account_id, id, $2, $3, 1, 'active', 'USD', 'monthly', current_date, current_date, now(), now()
       from customers where round_account_id = $1`,
      [account, plan.body.id, point],
    );
    const invoiced = async () => Number((await client.query("select count(*) from invoices")).rows[0].count);

    // The run, killed once some invoices are written (and before all of them are).
    const running = http(first.url, "POST", "/api/billing/run", {}, session.token).catch(() => null);
    for (let waited = 0; (await invoiced()) < 100 && waited < 600; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await first.stop("SIGKILL");
    await running;
    // PostgreSQL rolls the killed instance's transaction back once it sees the connection gone.
    for (let waited = 0; waited < 300; waited++) {
      const open = await client.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      if (open.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const atKill = await invoiced();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(DUE);

    // Two instances take over and run the billing at the same time.
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
    const runs = await Promise.all(
      [a, b].map((server) => http(server.url, "POST", "/api/billing/run", {}, session.token)),
    );
    for (const run of runs) expect(run.status, JSON.stringify(run.body)).toBe(200);
    // Both did part of the work (SKIP LOCKED hands each instance other rows).
    expect(runs[0]!.body.steps + runs[1]!.body.steps).toBeGreaterThan(0);

    const check = await client.query(`
      select
        (select count(*) from invoices)::int as invoices,
        (select count(distinct (subscription_id, term_start)) from invoices)::int as terms,
        (select count(*) from invoice_lines)::int as lines,
        (select count(distinct number) from invoices)::int as numbers,
        (select min(substr(number, 5)::int) from invoices) as lowest,
        (select max(substr(number, 5)::int) from invoices) as highest,
        (select count(*) from subscriptions where next_action_on <= current_date)::int as still_due,
        (select count(*) from invoices i where not exists
          (select 1 from invoice_lines l where l.invoice_id = i.id))::int as without_lines`);
    const logs = [a, b].map((server) =>
      server
        .output()
        .split("\n")
        .filter((line) => /error|fail/i.test(line))
        .slice(0, 5),
    );
    expect(check.rows[0], JSON.stringify(logs)).toEqual({
      invoices: DUE,
      terms: DUE,
      lines: DUE,
      numbers: DUE,
      lowest: 1,
      highest: DUE,
      still_due: 0,
      without_lines: 0,
    });
  });
});
