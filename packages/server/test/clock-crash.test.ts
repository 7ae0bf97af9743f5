import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, newPerson } from "./helpers.ts";
import { http, type ServerProcess, signUpOver, startServerProcess } from "./process.ts";

// A test clock's advance under SIGKILL and SIGTERM (COMMERCE.md, test clocks; advance.ts): 300 customers on a
// clock, each with a monthly subscription, advanced a year. Killed in the middle, the clock is not stuck: its
// lease runs out and a server runs the advance again to its target. Stopped with SIGTERM, the server ends the
// batch in hand, exits within its shutdown time and gives the lease back; the next server finishes the advance.
// Either way every term is invoiced exactly once.

const CUSTOMERS = 300;
/** A year of monthly terms from 2027-01-01: the first and twelve renewals up to 2028-01-01. */
const TERMS = 13;

describe("a test clock's advance under SIGKILL and SIGTERM", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("is run again after a crash and a shutdown, and bills each term once", {
    timeout: 300_000,
  }, async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(() => database.drop());
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    // A short lease, so the crashed advance is taken over within the test.
    const env = { DATABASE_URL: database.url, CLOCK_LEASE_SECONDS: "2" };
    const start = async () => {
      const server = await startServerProcess(env);
      cleanups.push(() => server.stop("SIGKILL"));
      return server;
    };
    let server: ServerProcess = await start();

    const session = await signUpOver(server.url, { ...newPerson() });
    const call = (method: string, path: string, body?: unknown) =>
      http(server.url, method, path, body, session.token);
    const family = await call("POST", "/api/catalog/product-families", {
      name: "Clocked",
      description: "Plans billed on a clock",
      category: "SaaS Platform",
    });
    const plan = await call("POST", "/api/catalog/plans", {
      name: "Monthly",
      productFamilyId: family.body.id,
      pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 9, billingFrequency: "monthly" }],
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const clock = await call("POST", "/api/test-clocks", {
      name: "Year",
      frozenTime: "2027-01-01T00:00:00Z",
    });
    expect(clock.status, JSON.stringify(clock.body)).toBe(201);
    const clockId = clock.body.id as string;
    const account = session.roundAccountId;
    await client.query(
      `insert into customers (round_account_id, email, first_name, last_name, display_name, display_name_given,
         company, phone, tax_number, locale, timezone, status, currency, email_preferences, portal_access,
         auto_collection, tags, custom_fields, test_clock_id, last_activity_at, created_at, updated_at)
       select $1, 'clocked' || n || '@example.com', 'Clocked', 'Customer ' || n, 'Clocked Customer ' || n, false,
         '', '', '', 'en-US', 'UTC', 'active', 'USD', '{"invoices":false,"subscriptionUpdates":false,"marketingEmails":false,"paymentFailures":false,"trialReminders":false}',
         false, false, '[]', '{}', $2, now(), now(), now()
       from generate_series(1, ${CUSTOMERS}) n`,
      [account, clockId],
    );
    await client.query(
      `insert into subscriptions (round_account_id, customer_id, plan_id, plan_price_point_id, quantity, status,
         currency, billing_frequency, start_date, next_action_on, test_clock_id, created_at, updated_at)
       select round_account_id, id, $2, $3, 1, 'active', 'USD', 'monthly', '2027-01-01', '2027-01-01', $4, now(), now()
       from customers where round_account_id = $1`,
      [account, plan.body.id, plan.body.pricePoints[0].id, clockId],
    );
    const invoiced = async () => Number((await client.query("select count(*) from invoices")).rows[0].count);
    const clockNow = async () =>
      (await client.query("select status, frozen_time, advance_to from test_clocks where id = $1", [clockId]))
        .rows[0];
    const waitForInvoices = async (atLeast: number) => {
      for (let waited = 0; (await invoiced()) < atLeast && waited < 1200; waited++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    // Killed in the middle of the year.
    const target = "2028-01-01T12:00:00Z";
    const first = call("POST", `/api/test-clocks/${clockId}/advance`, { frozenTime: target }).catch(
      () => null,
    );
    await waitForInvoices(CUSTOMERS * 2);
    await server.stop("SIGKILL");
    await first;
    const atKill = await invoiced();
    expect(atKill).toBeLessThan(CUSTOMERS * TERMS);
    expect((await clockNow()).status).toBe("advancing");

    // A new server takes the stopped advance over once its lease is over, then is stopped with SIGTERM while
    // it runs: it exits in time, cleanly, and gives the lease back.
    server = await start();
    await waitForInvoices(atKill + CUSTOMERS * 2);
    const stoppedAt = Date.now();
    const code = await server.stop("SIGTERM");
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(await invoiced()).toBeLessThan(CUSTOMERS * TERMS);
    const lease = await client.query("select status, lease_until from test_clocks where id = $1", [clockId]);
    expect(lease.rows[0]).toEqual({ status: "advancing", lease_until: null });

    // The next server finishes it.
    server = await start();
    for (let waited = 0; (await clockNow()).status === "advancing" && waited < 1800; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const done = await call("GET", `/api/test-clocks/${clockId}`);
    expect(done.body).toMatchObject({
      status: "ready",
      frozenTime: "2028-01-01T12:00:00.000Z",
      failures: [],
    });
    const check = await client.query(`
      select
        (select count(*) from invoices)::int as invoices,
        (select count(distinct (subscription_id, term_number)) from invoices)::int as terms,
        (select count(distinct number) from invoices)::int as numbers,
        (select count(*) from subscriptions where current_term_start <> '2028-01-01')::int as behind`);
    expect(check.rows[0]).toEqual({
      invoices: CUSTOMERS * TERMS,
      terms: CUSTOMERS * TERMS,
      numbers: CUSTOMERS * TERMS,
      behind: 0,
    });
  });
});
