import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dayOf } from "@round/billing";
import { sql as raw } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/client.ts";
import { runDue } from "../src/engine/run.ts";
import { DEMO, seedDemoData } from "../src/seed.ts";
import { CATALOG } from "../src/seedHistory.ts";
import { createInstance, type Instance } from "../src/server.ts";
import { freshPostgresDatabase, type Json, migratedPglite, testConfig } from "./helpers.ts";

const seedScript = fileURLToPath(new URL("../src/seed.ts", import.meta.url));
const root = fileURLToPath(new URL("../../..", import.meta.url));

/** Runs the seed command (`tsx src/seed.ts`, what `npm run seed` runs) on the database `env` names. */
/** A short history keeps the test quick; `npm run seed` makes a year of 200 customers. */
const SHORT_HISTORY = ["--days", "45", "--customers", "12"];

function runSeed(
  env: Record<string, string>,
  args: string[] = SHORT_HISTORY,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", seedScript, ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      JWT_SECRET: "",
      SMTP_URL: "",
      REDIS_URL: "",
      APP_URL: "http://app.test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** The sign-in details the command printed. */
function printedCredentials(output: string) {
  const email = output.match(/Email:\s+(\S+)/)?.[1];
  const password = output.match(/Password:\s+(\S+)/)?.[1];
  if (!email || !password) throw new Error(`no sign-in details in:\n${output}`);
  return { email, password };
}

async function call(instance: Instance, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await instance.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/**
 * What a person finds after `npm run seed && npm start`, checked through the API; answers the owner's
 * access token. Each sign-in checks a password hash (about a second here): `member` adds the developer's.
 */
async function expectDemoData(
  instance: Instance,
  credentials: { email: string; password: string },
  options: { member: boolean; customers: number },
): Promise<string> {
  const login = await call(instance, "POST", "/identities/login", {
    identifier: credentials.email,
    password: credentials.password,
  });
  expect(login.status).toBe(200);
  const token = login.body.token as string;

  const me = await call(instance, "GET", "/identities/me", undefined, token);
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({
    email: credentials.email,
    emailConfirmed: true,
    accountType: "business",
    companyName: "Acme Analytics",
    onboardingCompleted: true,
  });
  expect(me.body.roundAccountUsers).toEqual([
    expect.objectContaining({ role: 2, accountName: "Acme Analytics", accountType: "business" }),
  ]);
  expect(me.body.onboardingData.completedSteps).toEqual([
    "organization",
    "businessSettings",
    "address",
    "team",
    "products",
    "billing",
  ]);

  const organizations = await call(instance, "GET", `/organizations?userId=${me.body.id}`, undefined, token);
  expect(organizations.status).toBe(200);
  expect(organizations.body.totalCount).toBe(1);
  const organization = organizations.body.items[0];
  expect(organization).toMatchObject({
    name: "Acme Analytics",
    roundAccountId: me.body.roundAccountId,
    createdBy: me.body.id,
    currency: "USD",
    timeZone: "America/Los_Angeles",
  });
  const addresses = await call(
    instance,
    "GET",
    `/organizations/${organization.id}/addresses`,
    undefined,
    token,
  );
  expect(addresses.body.items).toEqual([
    expect.objectContaining({
      addressLine1: "100 Market Street",
      city: "San Francisco",
      country: "US",
      addressType: "billing",
      isPrimary: true,
    }),
  ]);

  // The onboarding products became the catalog's first plans, in the family 'Products'; a second family was
  // launched during the history with plans of its own.
  const plans = await call(instance, "GET", "/api/catalog/plans?orderBy=name", undefined, token);
  const inFamily = (name: string) =>
    plans.body.items.filter((plan: { productFamilyName: string }) => plan.productFamilyName === name);
  expect(inFamily("Products")).toEqual(
    DEMO.products.map((product) =>
      expect.objectContaining({
        name: product.name,
        pricePoints: [
          expect.objectContaining({ currency: "USD", price: product.price, pricingModel: "flat_fee" }),
        ],
      }),
    ),
  );
  expect(inFamily(CATALOG.family.name).map((plan: { name: string }) => plan.name)).toEqual(
    CATALOG.plans.map((plan) => plan.name),
  );
  await expectFirstCustomersStories(instance, token);
  // The history went through the billing engine: customers paying, invoices written, MRR with its movements.
  const summary = await call(instance, "GET", "/api/metrics/summary", undefined, token);
  expect(summary.body.mrr).toBeGreaterThan(0);
  expect(summary.body.activeCustomers).toBeGreaterThanOrEqual(10);
  const history = await call(instance, "GET", "/api/metrics/mrr?months=3", undefined, token);
  const added = history.body.items.reduce((sum: number, month: { new: number }) => sum + month.new, 0);
  expect(added).toBeGreaterThan(0);
  expect(history.body.items.at(-1).mrr).toBe(summary.body.mrr);
  const invoices = await call(instance, "GET", "/api/invoices?pageSize=1", undefined, token);
  expect(invoices.body.totalCount).toBeGreaterThan(15);
  const customers = await call(instance, "GET", "/api/customers?pageSize=1", undefined, token);
  expect(customers.body.totalCount).toBe(DEMO.customers.length + options.customers);

  // The seed signed its people out: no session of theirs is left open but this one.
  const sessions = await call(instance, "GET", "/identities/me/sessions", undefined, token);
  expect(sessions.body.totalCount).toBe(1);

  const invitations = await call(instance, "GET", "/identities/invitations", undefined, token);
  expect(invitations.body.items).toEqual([
    expect.objectContaining({ email: DEMO.invitee.email, roleName: "FinanceManager", status: "pending" }),
  ]);

  if (options.member) {
    // The developer who accepted the invitation signs in too, into the same account.
    const member = await call(instance, "POST", "/identities/login", {
      identifier: DEMO.member.email,
      password: credentials.password,
    });
    expect(member.status).toBe(200);
    const memberMe = await call(instance, "GET", "/identities/me", undefined, member.body.token);
    expect(memberMe.body.roundAccountUsers).toEqual([
      expect.objectContaining({ roundAccountId: me.body.roundAccountId, role: 12 }),
    ]);
  }

  // The emails the flows queued are delivered once a server runs.
  for (let attempt = 0; ; attempt++) {
    const mail = await call(instance, "GET", `/dev/mail/messages?to=${DEMO.invitee.email}`);
    if (mail.body.length > 0) break;
    if (attempt > 100) throw new Error("the invitation email was not delivered");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The history's invoices and receipts are not emailed to the customers all at once: none was queued.
  const customerMail = await instance.deps.database.query(
    `select (select count(*)::int from outbox where "to" = $1) + (select count(*)::int from dev_mail where "to" = $1) as n`,
    [DEMO.customers[0]?.email],
  );
  expect(customerMail).toEqual([{ n: 0 }]);
  return token;
}

/**
 * A server on a fresh in-memory PGlite, migrated and with its reference data: the migrated cluster is restored
 * from the dump other tests share (helpers.ts) rather than built again, seconds of CPU each time.
 */
async function memoryInstance(): Promise<Instance> {
  return createInstance(testConfig({ databaseUrl: "memory://" }), {
    webhookWorker: false,
    database: await migratedPglite(),
  });
}

/** Rows of a query on the instance's own database. */
async function rows<T>(instance: Instance, text: string): Promise<T[]> {
  return (await instance.deps.database.query(text)) as T[];
}

/**
 * The first customers' stories, in any history of six weeks or more: Northwind's card fails at its first
 * renewal and the new card is collected by the next retry; Ana never replaces hers, so dunning ends and, as
 * the billing settings say, cancels the subscription on the day of the last failed retry, and the business
 * suspends her; Fabrikam leaves at a term's end and is marked inactive, with nothing left to bill.
 */
async function expectFirstCustomersStories(instance: Instance, token: string) {
  const settings = await call(instance, "GET", "/api/billing/settings", undefined, token);
  expect(settings.body.afterFinalFailure).toBe("cancel");
  const attempts = 1 + settings.body.dunningDays.length;
  const story = async (email: string) =>
    rows<{
      status: string;
      sub: string;
      cancelledOn: string | null;
      failed: number;
      lastFailedOn: string | null;
      recovered: number;
    }>(
      instance,
      `select c.status, s.status as sub, s.cancelled_at::date::text as "cancelledOn",
         (select count(*)::int from payments p where p.customer_id = c.id and p.status = 'failed') as failed,
         (select max(p.created_at)::date::text from payments p where p.customer_id = c.id and p.status = 'failed') as "lastFailedOn",
         (select count(*)::int from invoices i where i.customer_id = c.id and i.status = 'paid' and exists (
           select 1 from payments p where p.invoice_id = i.id and p.status = 'failed')) as recovered
       from customers c join subscriptions s on s.customer_id = c.id where c.email = '${email}'`,
    );
  const [northwind] = await story("ops@northwind.test");
  expect(northwind).toMatchObject({ status: "active", sub: "active", failed: 1, recovered: 1 });
  const [ana] = await story("ana.trujillo@example.test");
  expect(ana).toMatchObject({ status: "suspended", sub: "cancelled", failed: attempts, recovered: 0 });
  expect(ana?.cancelledOn).toBe(ana?.lastFailedOn);
  const [fabrikam] = await story("finance@fabrikam.test");
  expect(fabrikam).toMatchObject({ status: "inactive", sub: "cancelled", failed: 0 });
}

/**
 * What makes the demo year believable, checked on the records and through the API: most card payments go
 * through and most failures are recovered by dunning; few invoices are overdue and no customer owes more than
 * two; a customer's status agrees with its subscriptions; dunning's end shows; churn is a few percent a month
 * and MRR grows; add-ons, the one-time workshop, two coupons and the second product family are in use.
 */
async function expectBelievableYear(instance: Instance, token: string) {
  const summary = (await call(instance, "GET", "/api/metrics/summary", undefined, token)).body;
  expect(summary.paymentSuccessRate).toBeGreaterThanOrEqual(0.9);
  const [cards] = await rows<{ failed: number; attempts: number }>(
    instance,
    `select count(*) filter (where status = 'failed')::int as failed, count(*)::int as attempts
     from payments where method = 'card'`,
  );
  expect(cards!.failed).toBeGreaterThan(0);
  expect(cards!.failed / cards!.attempts).toBeLessThanOrEqual(0.07);

  const all = await call(instance, "GET", "/api/invoices?pageSize=1", undefined, token);
  const overdue = await call(instance, "GET", "/api/invoices?status=overdue&pageSize=1", undefined, token);
  expect(all.body.totalCount).toBeGreaterThan(1000);
  expect(overdue.body.totalCount / all.body.totalCount).toBeLessThanOrEqual(0.02);
  const [unpaid] = await rows<{ most: number }>(
    instance,
    `select coalesce(max(n), 0)::int as most from (select count(*) as n from invoices
       where status in ('open', 'overdue', 'partially_paid') group by customer_id) owed`,
  );
  expect(unpaid!.most).toBeLessThanOrEqual(2);
  // Some bank transfers come in after the due date, and are then paid.
  const [late] = await rows<{ n: number }>(
    instance,
    `select count(*)::int as n from invoices where status = 'paid' and paid_at::date > due_date`,
  );
  expect(late!.n).toBeGreaterThan(0);

  // Nothing is billed under a customer whose status says it left; a customer with nothing left is marked.
  expect(
    await rows(
      instance,
      `select c.display_name, c.status, s.status as sub from subscriptions s join customers c on c.id = s.customer_id
       where c.status <> 'active' and s.status in ('active', 'trialing', 'paused')`,
    ),
  ).toEqual([]);
  expect(
    await rows(
      instance,
      `select c.display_name from customers c where c.status = 'active'
       and exists (select 1 from subscriptions s where s.customer_id = c.id)
       and not exists (select 1 from subscriptions s where s.customer_id = c.id and s.status in ('active', 'trialing', 'paused'))`,
    ),
  ).toEqual([]);

  // Dunning's end, as the settings say: subscriptions cancelled on the day of their invoice's last failed
  // retry; and more invoices recovered by a retry than lost.
  const settings = (await call(instance, "GET", "/api/billing/settings", undefined, token)).body;
  expect(settings.afterFinalFailure).toBe("cancel");
  const [dunning] = await rows<{ ended: number; recovered: number }>(
    instance,
    `select
       (select count(distinct s.id)::int from subscriptions s join invoices i on i.subscription_id = s.id
          join payments p on p.invoice_id = i.id
        where p.status = 'failed' and p.attempt = ${1 + settings.dunningDays.length} and s.status = 'cancelled'
          and s.cancelled_at::date = p.created_at::date) as ended,
       (select count(*)::int from invoices i where i.status = 'paid'
          and exists (select 1 from payments p where p.invoice_id = i.id and p.status = 'failed')) as recovered`,
  );
  expect(dunning!.ended).toBeGreaterThanOrEqual(3);
  expect(dunning!.recovered).toBeGreaterThan(2 * dunning!.ended);

  // Churn of a few percent a month, and MRR growing quarter on quarter.
  expect(summary.customerChurnRate).toBeLessThanOrEqual(0.08);
  const months = (await call(instance, "GET", "/api/metrics/mrr?months=12", undefined, token)).body.items as {
    startMrr: number;
    mrr: number;
    churned: number;
  }[];
  const recent = months.slice(-6);
  const churned = recent.reduce((sum, month) => sum - month.churned, 0);
  const started = recent.reduce((sum, month) => sum + month.startMrr, 0);
  expect(churned / started).toBeGreaterThan(0.005);
  expect(churned / started).toBeLessThan(0.06);
  expect(months.at(-1)!.mrr).toBeGreaterThan(months.at(-4)!.mrr);
  expect(months.at(-4)!.mrr).toBeGreaterThan(months.at(-7)!.mrr);

  // Add-ons, the one-time workshop on invoices of its own, two coupons each redeemed by several customers,
  // and the second product family's plans sold.
  const [sold] = await rows<{ addons: number; workshops: number }>(
    instance,
    `select (select count(distinct subscription_id)::int from subscription_addons) as addons,
       (select count(distinct i.id)::int from invoices i join invoice_lines l on l.invoice_id = i.id
          join price_points p on p.id::text = l.ref->>'pricePointId' join charges c on c.id = p.owner_id
        where i.reason = 'one_off' and c.name = '${CATALOG.workshop.name}') as workshops`,
  );
  expect(sold!.addons).toBeGreaterThanOrEqual(10);
  expect(sold!.workshops).toBeGreaterThanOrEqual(5);
  const coupons = await rows<{ code: string; customers: number }>(
    instance,
    `select k.coupon_code as code, count(distinct s.customer_id)::int as customers from subscription_coupons r
       join coupons k on k.id = r.coupon_id join subscriptions s on s.id = r.subscription_id
     group by k.coupon_code order by 1`,
  );
  expect(coupons.map((row) => row.code)).toEqual(
    [CATALOG.partner.couponCode, CATALOG.welcome.couponCode].sort(),
  );
  for (const row of coupons) expect(row.customers).toBeGreaterThanOrEqual(3);
  const [second] = await rows<{ n: number }>(
    instance,
    `select count(*)::int as n from subscriptions s join plans p on p.id = s.plan_id
       join product_families f on f.id = p.product_family_id
     where f.name = '${CATALOG.family.name}' and s.status = 'active'`,
  );
  expect(second!.n).toBeGreaterThanOrEqual(10);
}

async function sql<T extends object>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Rows of every table: what a failed seed must leave as it found. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>(
    url,
    "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
  );
  const counts = await sql<Record<string, number>>(
    url,
    `select ${tables.map(({ name }) => `(select count(*)::int from "${name}") as "${name}"`).join(", ")}`,
  );
  return counts[0]!;
}

// Each seed runs in a process of its own, several at once: on a loaded 2-core machine one took over a minute.
describe.concurrent("npm run seed", () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  });

  it("seeds a year on a fresh PGlite folder that reads like a healthy business, prints its figures; seeding again changes nothing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "round-seed-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    // What `npm run seed` makes with no options: a year of 200 customers.
    const seeded = await runSeed({ DATA_DIR: dataDir }, []);
    expect(seeded.stderr).toBe("");
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain(`Seeded the demo data into PGlite in ${dataDir}`);
    expect(seeded.stdout).toContain("Sign in at http://app.test/auth/login");
    const credentials = printedCredentials(seeded.stdout);
    expect(credentials.email).toBe("demo@round.test");

    const instance = await createInstance(testConfig({ databaseUrl: undefined, dataDir }), {
      webhookWorker: false,
    });
    cleanups.push(() => instance.close());
    const token = await expectDemoData(instance, credentials, { member: false, customers: 200 });
    await expectBelievableYear(instance, token);
    // The figures it printed are the server's own.
    const summary = (await call(instance, "GET", "/api/metrics/summary", undefined, token)).body;
    const overdue = await call(instance, "GET", "/api/invoices?status=overdue&pageSize=1", undefined, token);
    const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
    expect(seeded.stdout).toContain(
      `MRR ${money.format(summary.mrr)}, ${summary.activeCustomers} paying customers`,
    );
    expect(seeded.stdout).toContain(
      `payment success ${percent(summary.paymentSuccessRate)} over the last 30 days`,
    );
    expect(seeded.stdout).toContain(`, ${overdue.body.totalCount} overdue (`);
    // Again, on the same folder (the command's second run is below, on PostgreSQL).
    const again = await seedDemoData(instance.deps.database, instance.deps.config);
    expect(again).toMatchObject({ created: false, warnings: [] });
    const organizations = await call(instance, "GET", "/organizations", undefined, token);
    expect(organizations.body.totalCount).toBe(1);
  }, 600_000);

  it("with the billing settings' 'stay active' after the last failed retry, dunning leaves the subscription and the business cancels it once its invoice is three weeks overdue", async () => {
    const instance = await memoryInstance();
    cleanups.push(() => instance.close());
    await seedDemoData(instance.deps.database, instance.deps.config, {
      days: 60,
      customers: 4,
      afterFinalFailure: "stay_active",
    });
    const [settings] = await rows<{ after: string }>(
      instance,
      "select after_final_failure as after from billing_settings",
    );
    expect(settings?.after).toBe("stay_active");
    // Ana's card failed at her first renewal and every retry; the subscription stayed active past the last
    // retry, then the business cancelled it (three weeks after the invoice fell due) and suspended her.
    const [ana] = await rows<{
      status: string;
      sub: string;
      cancelledOn: string;
      lastFailedOn: string;
      invoice: string;
      dueDate: string;
    }>(
      instance,
      `select c.status, s.status as sub, s.cancelled_at::date::text as "cancelledOn",
         (select max(p.created_at)::date::text from payments p where p.customer_id = c.id and p.status = 'failed') as "lastFailedOn",
         (select i.status from invoices i where i.customer_id = c.id and i.payment_attempts > 1) as invoice,
         (select i.due_date::text from invoices i where i.customer_id = c.id and i.payment_attempts > 1) as "dueDate"
       from customers c join subscriptions s on s.customer_id = c.id where c.email = 'ana.trujillo@example.test'`,
    );
    expect(ana).toMatchObject({ status: "suspended", sub: "cancelled", invoice: "overdue" });
    expect(ana!.cancelledOn > ana!.lastFailedOn).toBe(true);
    expect(
      dayOf(new Date(Date.parse(`${ana!.dueDate}T00:00:00Z`) + 21 * 86_400_000)) <= ana!.cancelledOn,
    ).toBe(true);
    expect(
      await rows(
        instance,
        `select c.display_name from subscriptions s join customers c on c.id = s.customer_id
         where c.status <> 'active' and s.status in ('active', 'trialing', 'paused')`,
      ),
    ).toEqual([]);
  }, 180_000);

  it("on PostgreSQL: a failure half-way writes nothing; then seeds, and a second run changes nothing", async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(() => database.drop());
    // The developer's address already has an account: inviting it, late in the seed, fails.
    const instance = await createInstance(testConfig({ databaseUrl: database.url }), {
      webhookWorker: false,
    });
    const registered = await call(instance, "POST", "/identities/register", {
      firstName: "Jordan",
      lastName: "Early",
      email: DEMO.member.email,
      password: DEMO.member.password,
      phoneNumber: "+1 555 0100",
    });
    expect(registered.status).toBe(200);
    await instance.close();
    const before = await rowCounts(database.url);

    const failed = await runSeed({ DATABASE_URL: database.url });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe("");
    expect(failed.stderr).toContain("This email address already has a Round account.");
    expect(failed.stderr).toContain("none of it was saved");
    expect(await rowCounts(database.url)).toEqual(before);

    // Nothing half-written stands in the way: without that account, the seed goes through.
    await sql(database.url, "delete from users where email = $1", [DEMO.member.email]);
    const seeded = await runSeed({ DATABASE_URL: database.url });
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain("Seeded the demo data into PostgreSQL");
    const credentials = printedCredentials(seeded.stdout);
    const after = await rowCounts(database.url);
    const second = await runSeed({ DATABASE_URL: database.url });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("Already seeded");
    expect(printedCredentials(second.stdout)).toEqual(credentials);
    expect(await rowCounts(database.url)).toEqual(after);

    const server = await createInstance(testConfig({ databaseUrl: database.url }), { webhookWorker: false });
    cleanups.push(() => server.close());
    await expectDemoData(server, credentials, { member: true, customers: 12 });
  }, 180_000);

  it("on PGlite: a failure half-way leaves nothing; what a stopped seed wrote, the next one removes", async () => {
    const history = { days: 30, customers: 8 };
    /** Rows of every table, through the instance's own database (an in-memory PGlite). */
    const counts = async (instance: Instance) => {
      const { database } = instance.deps;
      const tables = (await database.query(
        "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
      )) as { name: string }[];
      const [row] = (await database.query(
        `select ${tables.map(({ name }) => `(select count(*)::int from "${name}") as "${name}"`).join(", ")}`,
      )) as Record<string, number>[];
      return row!;
    };
    const causes = (error: unknown): string => {
      const messages: string[] = [];
      for (let cause = error; cause instanceof Error; cause = cause.cause) messages.push(cause.message);
      return messages.join(" / ");
    };
    // What a seed that goes through leaves, on a database of its own.
    const clean = await memoryInstance();
    cleanups.push(() => clean.close());
    await seedDemoData(clean.deps.database, clean.deps.config, history);
    const expected = await counts(clean);

    const instance = await memoryInstance();
    cleanups.push(() => instance.close());
    const run = (text: string) => instance.deps.database.query(text);
    const before = await counts(instance);
    // The disk fills up in the middle of the history, at its sixth customer.
    await run(`create function full_disk() returns trigger language plpgsql as $$ begin
      if (select count(*) from customers) >= 6 then
        raise exception 'could not extend file: No space left on device';
      end if;
      return null; end $$`);
    await run("create trigger full_disk after insert on customers execute function full_disk()");
    const failed = await seedDemoData(instance.deps.database, instance.deps.config, history).catch((e) => e);
    expect(causes(failed)).toContain("No space left on device");
    expect(await counts(instance)).toEqual(before);

    // Stopped where nothing could clean up after it (the process killed): what it wrote stays, marked.
    await run(`create function killed() returns trigger language plpgsql as $$ begin
      raise exception 'the process was killed'; end $$`);
    await run("create trigger killed before delete on round_accounts execute function killed()");
    const stopped = await seedDemoData(instance.deps.database, instance.deps.config, history).catch((e) => e);
    expect(causes(stopped)).toContain("No space left on device");
    const partial = await counts(instance);
    expect(partial.customers).toBeGreaterThan(before.customers!);
    expect(partial.round_accounts).toBe(before.round_accounts! + 1);

    // The next seed removes it first, then makes the same demo as on a fresh database.
    await run("drop trigger full_disk on customers");
    await run("drop trigger killed on round_accounts");
    const outcome = await seedDemoData(instance.deps.database, instance.deps.config, history);
    expect(outcome.created).toBe(true);
    expect(outcome.warnings).toEqual([
      "An earlier seed stopped before it finished: what it had written was removed first.",
    ]);
    expect(await counts(instance)).toEqual(expected);
    const again = await seedDemoData(instance.deps.database, instance.deps.config, history);
    expect(again).toMatchObject({ created: false, warnings: [] });
  }, 180_000);

  it.each([
    ["PGlite", async () => ({ url: "memory://", drop: async () => {} })],
    ["PostgreSQL", freshPostgresDatabase],
  ])(
    "a large account on %s: the customers past the engine's are written in bulk as the engine leaves them",
    async (_, open) => {
      const database = await open();
      cleanups.push(() => database.drop());
      const instance =
        database.url === "memory://"
          ? await memoryInstance()
          : await createInstance(testConfig({ databaseUrl: database.url }), { webhookWorker: false });
      cleanups.push(() => instance.close());
      const outcome = await seedDemoData(instance.deps.database, instance.deps.config, {
        days: 75,
        customers: 60,
        engineCustomers: 6,
      });
      expect(outcome.history?.customers).toBe(6);
      expect(outcome.bulk).toMatchObject({ customers: 54, subscriptions: 54 });
      const rows = async <T>(text: string) => rowsOf<T>(await instance.deps.db.execute(raw.raw(text)));
      const login = await call(instance, "POST", "/identities/login", {
        identifier: DEMO.owner.email,
        password: DEMO.owner.password,
      });
      const token = login.body.token as string;
      const customers = await call(instance, "GET", "/api/customers?pageSize=1", undefined, token);
      expect(customers.body.totalCount).toBe(DEMO.customers.length + 60);

      // Every invoice numbered once, the engine's first and the bulk's after, without a gap; the next follows.
      const numbers = await rows<{ number: string }>("select number from invoices order by number");
      expect(numbers.map((row) => row.number)).toEqual(
        numbers.map((_, index) => `INV-${String(index + 1).padStart(6, "0")}`),
      );
      expect(numbers.length).toBeGreaterThan(outcome.bulk?.invoices ?? 0);
      const settings = await call(instance, "GET", "/api/billing/settings", undefined, token);
      expect(settings.body.nextInvoiceNumber).toBe(`INV-${String(numbers.length + 1).padStart(6, "0")}`);

      // The revenue figures are the subscriptions': today's MRR, and each month's start plus movements.
      const [live] = await rows<{ mrr: string }>(
        "select sum(mrr)::text as mrr from subscriptions where test_clock_id is null and status = 'active'",
      );
      const summary = await call(instance, "GET", "/api/metrics/summary", undefined, token);
      expect(summary.body.mrr).toBe(Number(live?.mrr));
      const months = await call(instance, "GET", "/api/metrics/mrr?months=4", undefined, token);
      for (const month of months.body.items) {
        const moved =
          month.startMrr +
          month.new +
          month.expansion +
          month.reactivation +
          month.contraction +
          month.churned;
        expect(Math.round(moved * 100)).toBe(Math.round(month.mrr * 100));
      }
      expect(months.body.items.at(-1).mrr).toBe(summary.body.mrr);

      // A bulk customer's page: its MRR, and its lifetime value the invoices it paid.
      const [bulk] = await rows<{ id: string; mrr: string; paid: string; invoices: number; terms: number }>(
        `select c.id, c.mrr::text, (select sum(total)::text from invoices i where i.customer_id = c.id) as paid,
         (select count(*)::int from invoices i where i.customer_id = c.id) as invoices, s.terms_billed as terms
       from customers c join subscriptions s on s.customer_id = c.id
       where (substring(c.email from '[.]([0-9]+)@'))::int > 6 and s.status = 'active'
       order by c.email limit 1`,
      );
      expect(bulk).toBeDefined();
      const page = await call(instance, "GET", `/api/customers/${bulk?.id}`, undefined, token);
      expect(page.body.totalMRR).toBe(Number(bulk?.mrr));
      expect(page.body.totalLTV).toBe(Number(bulk?.paid));
      expect(bulk?.invoices).toBe(bulk?.terms);

      // The billing run takes the bulk subscriptions up where the seed left them: on the next renewal day,
      // each one due is invoiced once and charged to its card; numbers still run without a gap; a second run
      // adds nothing.
      const bulkDue = `select s.id, s.next_action_on::text as day from subscriptions s
      join customers c on c.id = s.customer_id
      where s.next_action_on is not null and (substring(c.email from '[.]([0-9]+)@'))::int > 6`;
      const [first] = await rows<{ day: string }>(`select min(day) as day from (${bulkDue}) due`);
      const day = first?.day ?? "";
      expect(day > dayOf(new Date())).toBe(true);
      const ids = (await rows<{ id: string }>(`select id from (${bulkDue}) due where day = '${day}'`)).map(
        (row) => row.id,
      );
      expect(ids.length).toBeGreaterThan(0);
      const me = await call(instance, "GET", "/identities/me", undefined, token);
      const scope = { testClockId: null, accountId: me.body.roundAccountId as string };
      const invoicesNow = async () =>
        rows<{ number: string; subscriptionId: string | null; termStart: string | null; status: string }>(
          `select number, subscription_id as "subscriptionId", term_start::text as "termStart", status
         from invoices order by number`,
        );
      await runDue(instance.deps, scope, day, new Date(`${day}T00:00:00Z`));
      const afterRun = await invoicesNow();
      const renewed = afterRun.filter(
        (row) => row.subscriptionId && ids.includes(row.subscriptionId) && row.termStart === day,
      );
      expect(renewed.map((row) => row.subscriptionId).sort()).toEqual([...ids].sort());
      expect(renewed.every((row) => row.status === "paid")).toBe(true);
      expect(afterRun.map((row) => row.number)).toEqual(
        afterRun.map((_, index) => `INV-${String(index + 1).padStart(6, "0")}`),
      );
      await runDue(instance.deps, scope, day, new Date(`${day}T00:00:00Z`));
      expect(await invoicesNow()).toEqual(afterRun);
    },
    180_000,
  );

  it("refuses a wrong configuration, and a PGlite folder a server has open, with a clear message", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "round-seed-open-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    writeFileSync(join(dataDir, "postmaster.pid"), "-42\n");
    const [misconfigured, open] = await Promise.all([
      runSeed({ DATABASE_URL: "mysql://localhost/round" }),
      runSeed({ DATA_DIR: dataDir }),
    ]);
    expect(misconfigured.code).toBe(1);
    expect(misconfigured.stderr.trim()).toBe(
      "Seeding the database failed: DATABASE_URL must start with postgres://",
    );
    expect(open.code).toBe(1);
    expect(open.stderr).toContain(`Seeding PGlite in ${dataDir} failed: it is open in another process`);
    expect(readdirSync(dataDir)).toEqual(["postmaster.pid"]);
  });
});
