import { type Day, daysBetween } from "@round/billing";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "./db/client.ts";
import { effective, lastInvoiceNumber } from "./engine/index.ts";
import { settingsRow } from "./modules/billing/index.ts";
import { rebuildScope } from "./modules/metrics/index.ts";
import { GATEWAY_MESSAGES } from "./payments/gateway.ts";
import { COMPANY_KINDS, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES } from "./seedHistory.ts";

// The large account: past the customers the engine takes day by day (a few hundred in a minute), the rest are
// written set by set as the billing engine leaves them: a customer with a Visa card, a monthly subscription
// started on its sign-up day, an invoice for every term started (numbered after the engine's, without a gap),
// paid by card (one in twenty-five after a first attempt that failed and a retry three days later), the
// subscription's events (its start, each renewal, an upgrade at a renewal, a cancel at a term's end), the
// customer's status (cancelled once its subscription has ended, as the history marks its customers) and kept
// figures, then the account's kept revenue figures rebuilt from all of its events by the server's own
// rebuild. The same shape on every run: each customer's choices come from hashes of its number.

/** A plan's current monthly price point, as the bulk subscriptions take it. */
export interface BulkPlan {
  planId: string;
  pricePointId: string;
  name: string;
  /** The monthly price (an exact decimal string). */
  price: string;
}

export interface BulkOptions {
  accountId: string;
  /** How many customers to write. */
  customers: number;
  /** Customers numbered before these (their emails carry their number, so the new ones follow on). */
  numberedFrom: number;
  /** The history's first day and today: sign-ups are spread between them, more as the business grows. */
  first: Day;
  today: Day;
  /** Seven in ten take the first plan; of those, one in five moves up to the second at a renewal. */
  plans: readonly [BulkPlan, BulkPlan];
}

export interface BulkOutcome {
  customers: number;
  subscriptions: number;
  cancellations: number;
  upgrades: number;
  invoices: number;
  failedPayments: number;
}

const list = (values: readonly string[]) => sql.raw(`array[${values.map((one) => `'${one}'`).join(",")}]`);

export async function seedBulk(tx: Executor, options: BulkOptions): Promise<BulkOutcome> {
  const { accountId, customers, numberedFrom, first, today } = options;
  const [low, high] = options.plans;
  const span = daysBetween(first, today);
  const settings = effective(await settingsRow(tx, accountId));
  const lastNumber = await lastInvoiceNumber(tx, accountId);
  const roll = (salt: string) => sql.raw(`abs(hashtext(n::text || ':${salt}'))`);
  const monthsLater = (day: string, months: string) =>
    sql.raw(`(${day} + make_interval(months => ${months}))::date`);

  // Who each customer is and what they do: sign-up day, plan, the term an upgrade or a cancel comes at.
  await tx.execute(sql`
    create temporary table bulk_customers on commit drop as
    with drawn as (
      select n, gen_random_uuid() as customer_id, gen_random_uuid() as subscription_id,
        gen_random_uuid() as method_id,
        (${first}::date + least(${span}, greatest(0,
          ceil(power(n::float8 / ${customers}, 1 / 1.15) * (${span} + 1))::int - 1))) as start_date,
        (${list(FIRST_NAMES)})[1 + ${roll("first")} % ${FIRST_NAMES.length}] as first_name,
        (${list(LAST_NAMES)})[1 + ${roll("last")} % ${LAST_NAMES.length}] as last_name,
        (${list(COMPANY_WORDS)})[1 + ${roll("word")} % ${COMPANY_WORDS.length}] || ' ' ||
          (${list(COMPANY_KINDS)})[1 + ${roll("kind")} % ${COMPANY_KINDS.length}] as company,
        ${roll("plan")} % 10 < 7 as low_plan,
        case when ${roll("churn")} % 4 = 0 then 1 + ${roll("terms")} % 12 end as churn_after,
        case when ${roll("up")} % 5 = 0 then 1 + ${roll("upterm")} % 6 end as up_after
      from generate_series(1, ${customers}) n
    ), started as (
      -- Terms started by today: the months from the start, less one when today comes before the month's date.
      select drawn.*, months + (${monthsLater("start_date", "months")} <= ${today}::date)::int as started
      from (select drawn.*, ((extract(year from ${today}::date) - extract(year from start_date)) * 12
              + extract(month from ${today}::date) - extract(month from start_date))::int as months
            from drawn) drawn
    )
    select n, customer_id, subscription_id, method_id, start_date, first_name, last_name, company,
      coalesce(churn_after < started, false) as churned,
      case when churn_after < started then churn_after else started end as terms,
      case when low_plan and up_after < (case when churn_after < started then churn_after else started end)
        then up_after end as up_at,
      low_plan
    from started`);

  // Their terms, each with its invoice number (after the account's last one, in the order of issue).
  await tx.execute(sql`
    create temporary table bulk_terms on commit drop as
    select b.*, k, gen_random_uuid() as invoice_id,
      ${monthsLater("b.start_date", "k")} as term_start, ${monthsLater("b.start_date", "k + 1")} as term_end,
      case when b.low_plan and (b.up_at is null or k < b.up_at) then 0 else 1 end as plan,
      ${lastNumber} + row_number() over (order by ${monthsLater("b.start_date", "k")}, b.n) as number,
      abs(hashtext(b.subscription_id::text || k)) % 25 = 0
        and ${monthsLater("b.start_date", "k")} + 3 <= ${today}::date as retried
    from bulk_customers b, generate_series(0, b.terms - 1) k`);
  await tx.execute(sql`
    create temporary table bulk_plans on commit drop as
    select * from (values
      (0, ${low.planId}::uuid, ${low.pricePointId}::uuid, ${low.name}, ${low.price}::numeric),
      (1, ${high.planId}::uuid, ${high.pricePointId}::uuid, ${high.name}, ${high.price}::numeric)
    ) plans (plan, plan_id, point_id, name, price)`);

  await tx.execute(sql`
    insert into customers (round_account_id, id, email, first_name, last_name, display_name, display_name_given,
      company, phone, tax_number, locale, timezone, status, currency, email_preferences, portal_access,
      auto_collection, tags, custom_fields, last_activity_at, created_at, updated_at)
    select ${accountId}::uuid, customer_id,
      lower(first_name || '.' || last_name || '.' || (${numberedFrom} + n) || '@' ||
        regexp_replace(lower(company), '[^a-z]+', '', 'g') || '.example'),
      first_name, last_name, first_name || ' ' || last_name, false, company, '', '', '', '',
      case when churned then 'cancelled' else 'active' end, 'USD',
      '{"invoices":true,"subscriptionUpdates":true,"marketingEmails":false,"paymentFailures":true,"trialReminders":true}',
      true, true, '[]', '{}', start_date + time '09:00', start_date + time '09:00', start_date + time '09:00'
    from bulk_customers`);
  await tx.execute(sql`
    insert into payment_methods (round_account_id, id, customer_id, type, gateway, gateway_reference, card_brand,
      last4, expiry_month, expiry_year, is_default, created_at)
    select ${accountId}::uuid, method_id, customer_id, 'card', 'test',
      'pm_test_ok_' || substr(md5(customer_id::text), 1, 16), 'Visa', '4242', 12,
      extract(year from start_date)::int + 4, true, start_date + time '09:00'
    from bulk_customers`);
  await tx.execute(sql`
    insert into subscriptions (round_account_id, id, customer_id, plan_id, plan_price_point_id, quantity, status,
      currency, billing_frequency, start_date, anchor_day, current_term_start, current_term_end, terms_billed,
      cancelled_at, next_action_on, mrr, created_at, updated_at)
    select ${accountId}::uuid, b.subscription_id, b.customer_id, p.plan_id, p.point_id, 1,
      case when b.churned then 'cancelled' else 'active' end, 'USD', 'monthly', b.start_date, b.start_date,
      ${monthsLater("b.start_date", "b.terms - 1")}, ${monthsLater("b.start_date", "b.terms")}, b.terms,
      case when b.churned then ${monthsLater("b.start_date", "b.terms")} + time '00:00' end,
      case when b.churned then null else ${monthsLater("b.start_date", "b.terms")} end,
      case when b.churned then 0 else p.price end, b.start_date + time '09:00',
      case when b.churned then ${monthsLater("b.start_date", "b.terms")} else b.start_date end
    from bulk_customers b
    join bulk_plans p on p.plan = case when b.low_plan and b.up_at is null then 0 else 1 end`);
  await tx.execute(sql`
    insert into invoices (round_account_id, id, customer_id, customer_name, subscription_id, number, status,
      reason, currency, term_start, term_number, period_start, period_end, issue_date, due_date, subtotal, discount, total,
      credit_applied, amount_paid, amount_due, auto_collect, payment_attempts, finalized_at, paid_at, created_at,
      updated_at)
    select ${accountId}::uuid, t.invoice_id, t.customer_id, t.first_name || ' ' || t.last_name, t.subscription_id,
      ${settings.invoicePrefix} || '-' || lpad(t.number::text, greatest(6, length(t.number::text)), '0'), 'paid',
      case when t.k = 0 then 'subscription_create' else 'renewal' end, 'USD', t.term_start, t.k + 1, t.term_start,
      t.term_end, t.term_start, t.term_start, p.price, 0, p.price, 0, p.price, 0, 'on',
      case when t.retried then 2 else 1 end, t.term_start + time '00:00',
      t.term_start + case when t.retried then 3 else 0 end + time '00:00', t.term_start + time '00:00',
      t.term_start + case when t.retried then 3 else 0 end + time '00:00'
    from bulk_terms t join bulk_plans p on p.plan = t.plan`);
  await tx.execute(sql`
    insert into invoice_lines (round_account_id, invoice_id, position, kind, description, quantity, amount,
      period_start, period_end, ref)
    select ${accountId}::uuid, t.invoice_id, 0, 'plan', p.name, 1, p.price, t.term_start, t.term_end,
      jsonb_build_object('pricePointId', p.point_id, 'periodStart', t.term_start::text, 'periodEnd', t.term_end::text)
    from bulk_terms t join bulk_plans p on p.plan = t.plan`);
  await tx.execute(sql`
    insert into payments (round_account_id, customer_id, invoice_id, amount, currency, status, method,
      payment_method_id, gateway, gateway_reference, failure_message, attempt, paid_at, created_at)
    select ${accountId}::uuid, t.customer_id, t.invoice_id, p.price, 'USD', 'failed', 'card', t.method_id, 'test', null,
      ${GATEWAY_MESSAGES.insufficient_funds}, 1, null, t.term_start + time '00:00'
    from bulk_terms t join bulk_plans p on p.plan = t.plan where t.retried
    union all
    select ${accountId}::uuid, t.customer_id, t.invoice_id, p.price, 'USD', 'succeeded', 'card', t.method_id, 'test',
      'ch_test_' || substr(md5(t.invoice_id::text), 1, 16), null, case when t.retried then 2 else 1 end,
      t.term_start + case when t.retried then 3 else 0 end + time '00:00',
      t.term_start + case when t.retried then 3 else 0 end + time '00:00'
    from bulk_terms t join bulk_plans p on p.plan = t.plan`);
  await tx.execute(sql`
    insert into invoice_numbering (round_account_id, last_number)
    select ${accountId}::uuid, ${lastNumber} + count(*) from bulk_terms
    on conflict (round_account_id, scope) do update set last_number = excluded.last_number`);

  // The subscriptions' events: the start, each renewal (an upgrade's at its renewal), a cancel at term end.
  await tx.execute(sql`
    insert into subscription_events (round_account_id, subscription_id, customer_id, type, occurred_on,
      mrr_before, mrr_after, currency, created_at)
    select ${accountId}::uuid, t.subscription_id, t.customer_id,
      case when t.k = 0 then 'subscription_create' else 'renewal' end, t.term_start,
      case when t.k = 0 then 0 when t.up_at = t.k then (select price from bulk_plans where plan = 0) else p.price end,
      p.price, 'USD', t.term_start + time '00:00'
    from bulk_terms t join bulk_plans p on p.plan = t.plan
    union all
    select ${accountId}::uuid, t.subscription_id, t.customer_id, 'churned', t.term_end, p.price, 0, 'USD',
      t.term_end + time '00:00'
    from bulk_terms t join bulk_plans p on p.plan = t.plan where t.churned and t.k = t.terms - 1`);

  // The customers' kept figures, as the engine's refresh leaves them (a failed payment in the last 60 days
  // is the one churn signal these histories can raise).
  await tx.execute(sql`
    update customers c set
      mrr = f.mrr, ltv = f.ltv, active_subscriptions = f.active,
      churn_signals = case when f.failed then '["failed_payment"]'::jsonb else '[]'::jsonb end,
      churn_risk = f.failed::int
    from (
      select b.customer_id, b.churned,
        case when b.churned then 0 else max(p.price) filter (where t.k = b.terms - 1) end as mrr,
        sum(p.price) as ltv, (not b.churned)::int as active,
        bool_or(t.retried and t.term_start > ${today}::date - 60) as failed
      from bulk_customers b join bulk_terms t on t.customer_id = b.customer_id
      join bulk_plans p on p.plan = t.plan
      group by b.customer_id, b.churned, b.terms
    ) f
    where c.round_account_id = ${accountId} and c.id = f.customer_id`);

  const [counts] = rowsOf<{
    customers: number;
    cancellations: number;
    upgrades: number;
    invoices: number;
    failed: number;
  }>(
    await tx.execute(sql`
      select (select count(*)::int from bulk_customers) as customers,
        (select count(*)::int from bulk_customers where churned) as cancellations,
        (select count(*)::int from bulk_customers where up_at is not null) as upgrades,
        (select count(*)::int from bulk_terms) as invoices,
        (select count(*)::int from bulk_terms where retried) as failed`),
  );
  await tx.execute(sql`drop table bulk_terms, bulk_customers, bulk_plans`);
  // The account's revenue figures, built again from all of its events (the engine's and these).
  await rebuildScope(tx, { accountId, scope: "" });
  return {
    customers: counts?.customers ?? 0,
    subscriptions: counts?.customers ?? 0,
    cancellations: counts?.cancellations ?? 0,
    upgrades: counts?.upgrades ?? 0,
    invoices: counts?.invoices ?? 0,
    failedPayments: counts?.failed ?? 0,
  };
}
