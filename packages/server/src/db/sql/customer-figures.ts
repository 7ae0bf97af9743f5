import { sql } from "drizzle-orm";
import { arrayLiteral } from "../builder/array.ts";
import type { Executor } from "../client.ts";

// A customer's kept figures worked out again from its records (set-based SQL, the third data tier): one
// statement for every customer a billing write touched, reading subscriptions, invoices, payments (net of
// their refunds), usage and MRR movements, writing the customers' rows.

export async function refreshCustomerFigures(
  ex: Executor,
  accountId: string,
  customerIds: readonly string[],
  now: Date,
) {
  if (customerIds.length === 0) return;
  const day = now.toISOString().slice(0, 10);
  const at = now.toISOString();
  // One statement for every customer asked (a billing run's batch refreshes its customers together).
  await ex.execute(sql`
    update customers c set
      mrr = coalesce((select sum(s.mrr) from subscriptions s
        where s.round_account_id = c.round_account_id and s.customer_id = c.id and s.status = 'active'), 0),
      active_subscriptions = (select count(*) from subscriptions s
        where s.round_account_id = c.round_account_id and s.customer_id = c.id
          and s.status in ('active', 'trialing')),
      amount_due = coalesce((select sum(i.amount_due) from invoices i
        where i.round_account_id = c.round_account_id and i.customer_id = c.id
          and i.status in ('open', 'partially_paid', 'overdue')), 0),
      ltv = coalesce((select sum(p.amount) from payments p
        where p.round_account_id = c.round_account_id and p.customer_id = c.id and p.status = 'succeeded'), 0)
        - coalesce((select sum(r.amount) from refunds r
        where r.round_account_id = c.round_account_id and r.customer_id = c.id and r.status <> 'failed'), 0),
      trial_end_at = (select min(s.trial_end)::timestamptz from subscriptions s
        where s.round_account_id = c.round_account_id and s.customer_id = c.id and s.status = 'trialing'),
      churn_signals = to_jsonb(signals.codes),
      churn_risk = least(2, coalesce(array_length(signals.codes, 1), 0))
    from (
      select asked.id, array_remove(array[
        case when exists (select 1 from payments p where p.round_account_id = ${accountId}
          and p.customer_id = asked.id and p.status = 'failed'
          and p.created_at > ${at}::timestamptz - interval '60 days') then 'failed_payment' end,
        case when exists (select 1 from invoices i where i.round_account_id = ${accountId}
          and i.customer_id = asked.id and i.status = 'overdue') then 'overdue_invoice' end,
        case when exists (select 1 from subscriptions s where s.round_account_id = ${accountId}
          and s.customer_id = asked.id and s.status in ('active', 'trialing') and s.cancel_at is not null)
          then 'scheduled_cancel' end,
        case when exists (select 1 from subscriptions s where s.round_account_id = ${accountId}
          and s.customer_id = asked.id and s.status = 'paused') then 'paused' end,
        case when exists (select 1 from mrr_movements m where m.round_account_id = ${accountId}
          and m.customer_id = asked.id and m.kind = 'contraction'
          and m.day > ${day}::date - 90) then 'contraction' end,
        case when exists (select 1 from usage_events u
          join subscriptions s on s.round_account_id = u.round_account_id and s.id = u.subscription_id
          where u.round_account_id = ${accountId} and s.customer_id = asked.id
            and s.status in ('active', 'trialing')
            and u.occurred_at > ${at}::timestamptz - interval '60 days' and u.occurred_at <= ${at}::timestamptz
          group by u.subscription_id, u.metric_name
          having coalesce(sum(u.quantity) filter (where u.occurred_at > ${at}::timestamptz - interval '30 days'), 0) * 2
            < coalesce(sum(u.quantity) filter (where u.occurred_at <= ${at}::timestamptz - interval '30 days'), 0))
          then 'falling_usage' end
      ], null) as codes
      from unnest(${arrayLiteral(customerIds)}::uuid[]) as asked(id)
    ) signals
    where c.round_account_id = ${accountId} and c.id = signals.id`);
}
