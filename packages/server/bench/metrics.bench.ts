/**
 * `npx tsx packages/server/bench/metrics.bench.ts` (run by `npm run bench`): the revenue figures of a large
 * account on PostgreSQL. BENCH_CUSTOMERS customers (default 100,000) with two years of subscription history
 * (a start each, and for some an upgrade, a downgrade or a cancellation), BENCH_INVOICES paid invoices with a
 * card payment each (default 1,000,000). The kept figures (mrr_movements, mrr_months) are built from the
 * events with @round/billing's `customerDays`, as the server keeps them, and the kept days (metrics_days)
 * by the server's own `rebuildDays`. Then, at 10 connections:
 * `GET /api/metrics/summary` and `GET /api/metrics/mrr?months=24`, and beside them the same month-by-month
 * movements recomputed by one plain SQL query over the raw subscription events.
 * Budgets: p95 (checked against p97.5) under 100 ms for both endpoints; the plain query at least 10 × slower.
 */
import { customerDays, type MrrChange } from "@round/billing";

const pg = (await import("pg")).default;
const { freshPostgresDatabase, newPerson } = await import("../test/helpers.ts");
const { signUpOver, startServerProcess } = await import("../test/process.ts");
const { load } = await import("./load.ts");
const { drizzle } = await import("drizzle-orm/node-postgres");
const { rebuildDays } = await import("../src/modules/metrics/queries.ts");

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const CONNECTIONS = 10;
const BUDGET_MS = 100;
const FACTOR = 10;

const database = await freshPostgresDatabase();
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const server = await startServerProcess({ DATABASE_URL: database.url, LOG_LEVEL: "warn" });
const query = (text: string, values: unknown[] = []) => client.query(text, values);
let failed = false;

try {
  const session = await signUpOver(server.url, { ...newPerson() });
  const account = session.roundAccountId;
  const made = performance.now();
  await query(
    `insert into customers (round_account_id, email, first_name, last_name, display_name, display_name_given,
       company, phone, tax_number, locale, timezone, status, currency, email_preferences, portal_access,
       auto_collection, tags, custom_fields, last_activity_at, created_at, updated_at)
     select $1, 'bench' || n || '@example.com', 'Bench', 'Customer ' || n, 'Bench Customer ' || n, false, '', '',
       '', 'en-US', 'UTC', 'active', 'USD', '{"invoices":false,"subscriptionUpdates":false,"marketingEmails":false,"paymentFailures":false,"trialReminders":false}',
       false, false, '[]', '{}', now(), now(), now()
     from generate_series(1, ${CUSTOMERS}) n`,
    [account],
  );
  // A subscription per customer (a plan id is any uuid here: the figures never read the catalog).
  await query(
    `insert into subscriptions (round_account_id, customer_id, plan_id, plan_price_point_id, quantity, status,
       currency, billing_frequency, start_date, mrr, created_at, updated_at)
     select round_account_id, id, gen_random_uuid(), gen_random_uuid(), 1,
       case when hashtext(id::text) % 5 = 0 then 'cancelled' else 'active' end, 'USD', 'monthly',
       current_date - (abs(hashtext(id::text)) % 730), 0, now(), now()
     from customers where round_account_id = $1`,
    [account],
  );
  // Two years of events: a start for each; an upgrade for a third, a downgrade for some, a cancel for a fifth.
  await query(
    `insert into subscription_events (round_account_id, subscription_id, customer_id, type, occurred_on,
       mrr_before, mrr_after, currency, created_at)
     select s.round_account_id, s.id, s.customer_id, 'created', s.start_date, 0,
       case when abs(hashtext(s.id::text)) % 3 = 0 then 199 else 49 end, 'USD', now()
     from subscriptions s where s.round_account_id = $1`,
    [account],
  );
  await query(
    `insert into subscription_events (round_account_id, subscription_id, customer_id, type, occurred_on,
       mrr_before, mrr_after, currency, created_at)
     select s.round_account_id, s.id, s.customer_id, 'change',
       least(current_date, s.start_date + 1 + abs(hashtext(s.id::text || 'c')) % 300),
       e.mrr_after, case when e.mrr_after = 49 then 199 else 99 end, 'USD', now() + interval '1 second'
     from subscriptions s join subscription_events e on e.subscription_id = s.id
     where s.round_account_id = $1 and abs(hashtext(s.id::text || 'u')) % 3 = 0`,
    [account],
  );
  await query(
    `insert into subscription_events (round_account_id, subscription_id, customer_id, type, occurred_on,
       mrr_before, mrr_after, currency, created_at)
     select s.round_account_id, s.id, s.customer_id, 'churned',
       least(current_date, s.start_date + 301 + abs(hashtext(s.id::text || 'x')) % 300), 0, 0, 'USD',
       now() + interval '2 seconds'
     from subscriptions s where s.round_account_id = $1 and s.status = 'cancelled'`,
    [account],
  );
  // The cancel's "before" is the subscription's last MRR; the subscription's MRR is its last event's after.
  await query(
    `update subscription_events e set mrr_before = last.mrr_after
     from (select distinct on (subscription_id) subscription_id, mrr_after from subscription_events
           where round_account_id = $1 and type <> 'churned' order by subscription_id, created_at desc) last
     where e.round_account_id = $1 and e.type = 'churned' and e.subscription_id = last.subscription_id`,
    [account],
  );
  await query(
    `update subscriptions s set mrr = last.mrr_after
     from (select distinct on (subscription_id) subscription_id, mrr_after from subscription_events
           where round_account_id = $1 order by subscription_id, occurred_on desc, created_at desc) last
     where s.round_account_id = $1 and s.id = last.subscription_id`,
    [account],
  );
  // Paid invoices over two years, each with its card payment.
  await query(
    `insert into invoices (round_account_id, customer_id, customer_name, status, reason, currency, issue_date,
       due_date, subtotal, discount, total, credit_applied, amount_paid, amount_due, auto_collect, number,
       paid_at, created_at, updated_at)
     with numbered as (
       select id, (row_number() over (order by id) - 1) as k from customers where round_account_id = $1
     ), series as (
       select n, current_date - (n % 730) as d from generate_series(1, ${INVOICES}) n
     )
     select $1, c.id, 'Bench', 'paid', 'renewal', 'USD', d, d, 49, 0, 49, 0, 49, 0, 'on', 'INV-' || n,
       d + (n % 9) * interval '1 day', d, d
     from series join numbered c on c.k = series.n % ${CUSTOMERS}`,
    [account],
  );
  await query(
    `insert into payments (round_account_id, customer_id, invoice_id, amount, currency, status, method, attempt,
       paid_at, created_at)
     select round_account_id, customer_id, id, total, currency,
       case when abs(hashtext(id::text)) % 20 = 0 then 'failed' else 'succeeded' end, 'card', 1, paid_at, paid_at
     from invoices where round_account_id = $1`,
    [account],
  );

  // The kept figures, as keepMrrChange leaves them: the customers' days, then the months' sums.
  const events = await query(
    `select subscription_id, customer_id, occurred_on::text as on, mrr_before, mrr_after from subscription_events
     where round_account_id = $1 order by occurred_on, created_at`,
    [account],
  );
  const changes: MrrChange[] = events.rows.map((row) => ({
    subscriptionId: row.subscription_id,
    customerId: row.customer_id,
    on: row.on,
    before: row.mrr_before,
    after: row.mrr_after,
  }));
  const days = customerDays(changes).filter((day) => day.amount !== "0");
  for (let offset = 0; offset < days.length; offset += 5_000) {
    const batch = days.slice(offset, offset + 5_000);
    await query(
      `insert into mrr_movements (round_account_id, customer_id, currency, day, scope, start_mrr, end_mrr,
         paid_before, kind, amount)
       select $1, unnest($2::uuid[]), 'USD', unnest($3::date[]), '', unnest($4::numeric[]), unnest($5::numeric[]),
         unnest($6::boolean[]), unnest($7::text[]), unnest($8::numeric[])`,
      [
        account,
        batch.map((day) => day.customerId),
        batch.map((day) => day.on),
        batch.map((day) => day.startMrr),
        batch.map((day) => day.endMrr),
        batch.map((day) => day.paidBefore),
        batch.map((day) => day.kind),
        batch.map((day) => day.amount),
      ],
    );
  }
  await query(
    `insert into mrr_months (round_account_id, scope, currency, month, new, expansion, contraction, churned,
       reactivation, new_count, reactivation_count, churned_count)
     select round_account_id, scope, currency, to_char(day, 'YYYY-MM'),
       coalesce(sum(amount) filter (where kind = 'new'), 0), coalesce(sum(amount) filter (where kind = 'expansion'), 0),
       coalesce(sum(amount) filter (where kind = 'contraction'), 0), coalesce(sum(amount) filter (where kind = 'churned'), 0),
       coalesce(sum(amount) filter (where kind = 'reactivation'), 0), count(*) filter (where kind = 'new'),
       count(*) filter (where kind = 'reactivation'), count(*) filter (where kind = 'churned')
     from mrr_movements where round_account_id = $1 group by 1, 2, 3, 4`,
    [account],
  );
  // The kept days, as the server keeps them (the same query rebuilds them from the records).
  await rebuildDays(drizzle(client), account);
  await query("analyze");
  console.log(
    `metrics: ${CUSTOMERS.toLocaleString("en-US")} customers, ${changes.length.toLocaleString("en-US")} subscription events, ${INVOICES.toLocaleString("en-US")} invoices and payments, ${days.length.toLocaleString("en-US")} kept customer days, made in ${((performance.now() - made) / 1000).toFixed(0)} s`,
  );

  const summary = await load(`${server.url}/api/metrics/summary`, session.token, undefined, CONNECTIONS);
  const mrr = await load(`${server.url}/api/metrics/mrr?months=24`, session.token, undefined, CONNECTIONS);

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
  const line = (name: string, result: { rps: number; p97_5: number; p99: number }) =>
    `  ${name}: ${result.rps.toFixed(0)} req/s, p97.5 ${result.p97_5} ms, p99 ${result.p99} ms (budget p95 < ${BUDGET_MS} ms)`;
  console.log(line("GET /api/metrics/summary", summary));
  console.log(line("GET /api/metrics/mrr?months=24", mrr));
  console.log(
    `  plain SQL over the raw events (24 months of movements): median ${plainMs.toFixed(0)} ms, ${(plainMs / Math.max(mrr.p97_5, 1)).toFixed(0)} × the kept figures' p97.5 (budget ≥ ${FACTOR} ×)`,
  );
  failed = summary.p97_5 >= BUDGET_MS || mrr.p97_5 >= BUDGET_MS || plainMs < FACTOR * Math.max(mrr.p97_5, 1);
} finally {
  await server.stop();
  await client.end();
  if (process.env.BENCH_KEEP) console.log(`kept ${database.url}`);
  else await database.drop();
}
process.exit(failed ? 1 : 0);
