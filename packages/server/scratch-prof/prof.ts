import pg from "pg";
import { runDue } from "../src/engine/run.ts";
import { freshPostgresDatabase, TestServer } from "../test/helpers.ts";
import { dayOf } from "@round/billing";

const N = Number(process.env.N ?? 2000);
let buildMs = 0;
let insertMs = 0;
const eventsModule = await import("../src/engine/events.ts").catch(() => null);
// biome-ignore lint/suspicious/noExplicitAny: scratch
const PendingEvents: any = eventsModule?.PendingEvents ?? class { async build() { return () => []; } };
const build = PendingEvents.prototype.build;
// biome-ignore lint/suspicious/noExplicitAny: scratch
PendingEvents.prototype.build = async function (run: any) {
  const t = performance.now();
  const make = await build.call(this, run);
  buildMs += performance.now() - t;
  // biome-ignore lint/suspicious/noExplicitAny: scratch
  return (numbers: any) => {
    const t2 = performance.now();
    const out = make(numbers);
    buildMs += performance.now() - t2;
    return out;
  };
};
const original = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: scratch
(pg.Client.prototype as any).query = function (...args: any[]) {
  const text = typeof args[0] === "string" ? args[0] : (args[0]?.text ?? "");
  // biome-ignore lint/suspicious/noExplicitAny: scratch
  const result = (original as any).apply(this, args);
  if (text.startsWith('insert into "events"') && result?.then) {
    const t = performance.now();
    return result.then((r: unknown) => {
      insertMs += performance.now() - t;
      return r;
    });
  }
  return result;
};
void freshPostgresDatabase;
const server = await TestServer.start("postgres");
const owner = await server.signUp({}, "business");
const post = (path: string, body: unknown) => server.call("POST", path, { body, token: owner.token });
await server.call("PUT", "/api/catalog/settings", { body: { defaultCurrency: "USD" }, token: owner.token });
const family = await post("/api/catalog/product-families", { name: "Bench", description: "Plans for the bench", category: "SaaS Platform" });
const plan = await post("/api/catalog/plans", {
  name: "Monthly",
  productFamilyId: family.body.id,
  pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 12.5, billingFrequency: "monthly" }],
});
if (plan.status !== 201) throw new Error(JSON.stringify([family.body, plan.body]));
const db = server.instance.deps.db;
const q = async (text: string, values: unknown[]) => {
  const { sql } = await import("drizzle-orm");
  void sql;
  const client = new pg.Client({ connectionString: process.env.DBURL });
  void client;
};
void q;
const raw = (server.instance as unknown as { database?: { query(t: string, p?: unknown[]): Promise<unknown> } });
void raw;
const { sql } = await import("drizzle-orm");
await db.execute(sql`insert into customers (round_account_id, email, first_name, last_name, display_name, display_name_given,
       company, phone, tax_number, locale, timezone, status, currency, email_preferences, portal_access,
       auto_collection, tags, custom_fields, last_activity_at, created_at, updated_at)
     select ${owner.accountId}, 'bench' || n || '@example.com', 'Bench', 'Customer ' || n, 'Bench Customer ' || n, false, '', '',
       '', 'en-US', 'UTC', 'active', 'USD', '{"invoices":false,"subscriptionUpdates":false,"marketingEmails":false,"paymentFailures":false,"trialReminders":false}',
       false, false, '[]', '{}', now(), now(), now()
     from generate_series(1, ${N}) n`);
await db.execute(sql`insert into subscriptions (round_account_id, customer_id, plan_id, plan_price_point_id, quantity, status,
       currency, billing_frequency, start_date, next_action_on, created_at, updated_at)
     select round_account_id, id, ${plan.body.id}, ${plan.body.pricePoints[0].id}, 1, 'active', 'USD', 'monthly', current_date, current_date, now(), now()
     from customers where round_account_id = ${owner.accountId}`);
await db.execute(sql`analyze customers, subscriptions`);
const now = new Date();
const t = performance.now();
const steps = await runDue(server.instance.deps, { testClockId: null }, dayOf(now), now);
const total = performance.now() - t;
console.log(JSON.stringify((globalThis as any).__ins));
console.log(`N=${N} steps=${steps.length} total=${total.toFixed(0)}ms build=${buildMs.toFixed(0)}ms insert=${insertMs.toFixed(0)}ms`);
const sizes = await db.execute(sql`select type, count(*)::int n, avg(pg_column_size(data))::int stored, avg(length(data::text))::int text from events group by type`);
console.log(JSON.stringify((sizes as any).rows ?? sizes));
await server.close();
