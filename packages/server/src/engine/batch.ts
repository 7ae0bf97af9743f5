import { randomUUID } from "node:crypto";
import {
  addDays,
  type BillingFrequency,
  compareAmounts,
  compareDays,
  type Day,
  dayOf,
  formatMoney,
  invoiceTotals,
  type Term,
  termContaining,
  withoutTax,
} from "@round/billing";
import { startTermsOf } from "../db/sql/billing-run.ts";
import { numberScopeOf, takeInvoiceNumbers } from "../db/sql/numbering.ts";
import { type CustomerRow, defaultMethods, lockCustomersById } from "../modules/customers/index.ts";
import {
  dayBeforeOf,
  daysBefore,
  type FigureWrites,
  mrrChangeWrites,
  saveFigureWrites,
} from "../modules/metrics/index.ts";
import { storedTaxLines } from "../modules/tax/index.ts";
import { collectInvoice } from "./collection.ts";
import type { Run } from "./context.ts";
import { lineRows, taxOf } from "./invoicing.ts";
import { termEventOf } from "./lifecycle.ts";
import { mail } from "./notices.ts";
import { invoiceNumber, prefixOf } from "./numbers.ts";
import {
  firstInvoiceLines,
  itemsOf,
  mrrOf,
  type Pricing,
  pricingOfItems,
  recurringLines,
} from "./pricing.ts";
import { insertInvoices, insertLines, termsInvoiced } from "./queries/invoices.ts";
import type { InvoiceLineRow, InvoiceRow, SubscriptionRow } from "./queries/reads.ts";
import { addonsOf, couponsOf, recordEvents } from "./queries/subscriptions.ts";

// The billing run's common case written as sets: a batch's subscriptions whose due step is only a new term
// (a start, a renewal, a trial's end, a resume) with nothing particular about it are billed together, a few
// statements for the whole batch instead of some twenty for each. The step is the one `stepSubscription`
// takes (`startTerm` and `setStatus`), with the same maths from @round/billing and the same records: the
// invoice finalized and numbered, its lines, the subscription's new term and MRR, its event, the revenue
// figures, the customer's mail and collection. Anything else (a scheduled cancel, an expiry, a pending
// change, coupons, credit to apply, usage, a nothing-to-pay invoice, several due steps, two subscriptions of
// one customer) is left to `stepSubscription`, one at a time. The API tests run both ways and compare.

interface Planned {
  sub: SubscriptionRow;
  customer: CustomerRow;
  pricing: Pricing;
  on: Day;
  now: Date;
  action: string;
  reason: string;
  anchor: Day;
  term: Term;
  totals: ReturnType<typeof invoiceTotals>;
  tax: Awaited<ReturnType<typeof taxOf>>;
  collectsNow: boolean;
  autoCollect: boolean;
}

/** The step a claimed subscription is due for when it is only a new term: its name, reason and anchor. */
function newTermOf(sub: SubscriptionRow, on: Day) {
  if (sub.pendingChange || (sub.cancelAt && compareDays(sub.cancelAt, on) <= 0)) return null;
  // The notice of a trial's end, before it, is a step of its own (`stepSubscription`).
  if (sub.status === "trialing" && sub.trialEnd !== null && compareDays(on, sub.trialEnd) < 0) return null;
  if (sub.status === "trialing") return { action: "Trial ended", reason: "trial_end", anchor: on };
  if (sub.status === "paused") return { action: "Resumed", reason: "resume", anchor: on };
  if (sub.status !== "active") return null;
  if (sub.currentTermStart === null) return { action: "Started", reason: "subscription_create", anchor: on };
  if (sub.billingCycles !== null && sub.termsBilled >= sub.billingCycles) return null;
  return { action: "Renewed", reason: "renewal", anchor: sub.anchorDay ?? on };
}

/**
 * Bills together the subscriptions of `claimed` (one account's, locked by the claim) whose due step is a plain
 * new term; answers the ids it billed (the caller steps the others one by one).
 */
export async function startTermsTogether(
  run: Run,
  claimed: readonly SubscriptionRow[],
  today: Day,
): Promise<Set<string>> {
  const { tx, accountId } = run;
  const due = claimed
    .map((sub) => ({ sub, step: sub.nextActionOn ? newTermOf(sub, sub.nextActionOn) : null }))
    .filter((entry) => entry.step !== null);
  if (due.length === 0) return new Set();
  // One subscription per customer: a customer's second one is stepped after, seeing what the first wrote.
  const perCustomer = new Map<string, number>();
  for (const { sub } of due) perCustomer.set(sub.customerId, (perCustomer.get(sub.customerId) ?? 0) + 1);
  const single = due.filter(({ sub }) => perCustomer.get(sub.customerId) === 1);
  const ids = single.map(({ sub }) => sub.id);
  const customerIds = single.map(({ sub }) => sub.customerId);
  const [customers, addons, coupons, methods] = [
    await lockCustomersById(tx, accountId, customerIds),
    await addonsOf(tx, accountId, ids),
    await couponsOf(tx, accountId, ids),
    await defaultMethods(tx, accountId, customerIds),
  ];
  const withCoupons = new Set(coupons.map(({ redemption }) => redemption.subscriptionId));
  const planned: Planned[] = [];
  for (const { sub, step } of single) {
    const customer = customers.get(sub.customerId);
    if (!customer || !step || withCoupons.has(sub.id)) continue;
    if (compareAmounts(customer.creditBalance, "0") > 0) continue;
    const on = sub.nextActionOn!;
    const items = itemsOf(
      sub,
      addons.filter((addon) => addon.subscriptionId === sub.id),
    );
    let pricing: Pricing;
    let lines: ReturnType<typeof recurringLines>;
    let term: Term;
    try {
      pricing = await pricingOfItems(tx, accountId, items, run.pricings);
      if (pricing.metered) continue;
      term = termContaining(step.anchor, pricing.frequency as BillingFrequency, on);
      lines = [
        ...recurringLines(pricing, sub.quantity, term),
        ...(sub.termsBilled === 0 ? firstInvoiceLines(pricing, sub.quantity) : []),
      ];
    } catch {
      continue; // stepped one by one, where the failure is kept apart and logged
    }
    // Only the step due: a subscription with more to do (a clock moved past several terms) is stepped alone.
    if (compareDays(term.end, today) <= 0) continue;
    const tax = await taxOf(run, customer);
    const totals = invoiceTotals({
      currency: pricing.currency,
      lines,
      coupons: [],
      creditBalance: "0",
      taxRate: tax.rate,
    });
    if (compareAmounts(totals.total, "0") <= 0) continue;
    const autoCollect = (sub.autoCollection ?? (customer.autoCollection ? "on" : "off")) === "on";
    const method = methods.get(customer.id);
    const at = new Date(`${on}T00:00:00Z`);
    planned.push({
      sub,
      customer,
      pricing,
      on,
      now: at > run.now ? run.now : at,
      ...step,
      term,
      totals,
      tax,
      autoCollect,
      collectsNow: autoCollect && method?.type === "card",
    });
  }
  const invoiced = await termsInvoiced(
    tx,
    accountId,
    planned.map((entry) => ({ subscriptionId: entry.sub.id, termNumber: entry.sub.termsBilled + 1 })),
  );
  const billed = planned.filter((entry) => !invoiced.has(entry.sub.id));
  if (billed.length === 0) return new Set();

  // A batch of the billing run takes its numbers at once, first: written with its invoices, not after them.
  // A run is of the real calendar or of one test clock, so its batch numbers in one sequence.
  const scope = numberScopeOf(billed[0]!.sub.testClockId);
  const prefix = prefixOf(run.settings.invoicePrefix, scope);
  const first = await takeInvoiceNumbers(tx, accountId, billed.length, scope);
  const rows = billed.map((entry, index) => {
    const issueDate = entry.term.start;
    return {
      id: randomUUID(),
      roundAccountId: accountId,
      customerId: entry.customer.id,
      customerName: entry.customer.displayName,
      subscriptionId: entry.sub.id,
      number: invoiceNumber(prefix, first + index),
      status: "open" as const,
      reason: entry.reason,
      currency: entry.pricing.currency,
      termStart: entry.term.start,
      termNumber: entry.sub.termsBilled + 1,
      periodStart: entry.term.start,
      periodEnd: entry.term.end,
      issueDate,
      dueDate: entry.collectsNow ? issueDate : addDays(issueDate, run.settings.netTermDays),
      subtotal: entry.totals.subtotal,
      discount: entry.totals.discount,
      tax: entry.totals.tax,
      taxLines: storedTaxLines(entry.totals.taxLines, entry.tax.rate),
      reverseCharge: entry.tax.reverseCharge,
      total: entry.totals.total,
      creditApplied: "0",
      amountPaid: "0",
      amountDue: entry.totals.total,
      memo: null,
      autoCollect: entry.autoCollect ? ("on" as const) : ("off" as const),
      testClockId: entry.customer.testClockId,
      finalizedAt: entry.now,
      paidAt: null,
      createdAt: entry.now,
      updatedAt: entry.now,
    };
  });
  const invoices = new Map((await insertInvoices(tx, rows)).map((row) => [row.id, row]));
  const lines = new Map<string, InvoiceLineRow[]>();
  for (const line of await insertLines(
    tx,
    billed.flatMap((entry, index) => lineRows(accountId, rows[index]!.id, entry.totals.lines)),
  )) {
    lines.set(line.invoiceId, [...(lines.get(line.invoiceId) ?? []), line]);
  }
  const mrrs = billed.map((entry) =>
    withoutTax(
      mrrOf(entry.pricing, entry.sub.quantity, [], dayOf(entry.now)),
      entry.tax.rate,
      entry.pricing.currency,
    ),
  );
  await startTermsOf(
    tx,
    accountId,
    billed.map((entry, index) => ({
      id: entry.sub.id,
      anchorDay: entry.anchor,
      termStart: entry.term.start,
      termEnd: entry.term.end,
      termsBilled: entry.sub.termsBilled + 1,
      mrr: mrrs[index]!,
      updatedAt: entry.now,
    })),
  );
  await recordEvents(
    tx,
    billed.map((entry, index) => ({
      roundAccountId: accountId,
      subscriptionId: entry.sub.id,
      customerId: entry.sub.customerId,
      type: entry.reason,
      occurredOn: dayOf(entry.now),
      mrrBefore: entry.sub.mrr,
      mrrAfter: mrrs[index]!,
      currency: entry.sub.currency,
      testClockId: entry.sub.testClockId,
      createdAt: entry.now,
    })),
  );
  const changes = billed
    .map((entry, index) => ({
      accountId,
      customerId: entry.sub.customerId,
      subscriptionId: entry.sub.id,
      currency: entry.sub.currency,
      testClockId: entry.sub.testClockId,
      day: dayOf(entry.now),
      before: entry.sub.mrr,
      after: mrrs[index]!,
    }))
    .filter((change) => compareAmounts(change.before, change.after) !== 0);
  const before = await daysBefore(tx, accountId, changes);
  await saveFigureWrites(
    tx,
    changes
      .map((change) => mrrChangeWrites(change, dayBeforeOf(before.get(change.subscriptionId)!)))
      .filter((writes): writes is FigureWrites => writes !== null),
    run.sums,
  );

  // What follows each invoice, in the order `startTerm` takes it: the events of the new term and its invoice,
  // the mail, the collection, the steps.
  for (const [index, entry] of billed.entries()) {
    const stepRun = { ...run, now: entry.now };
    let invoice = invoices.get(rows[index]!.id)!;
    run.events.subscription(
      termEventOf(entry.reason),
      {
        ...entry.sub,
        status: "active",
        anchorDay: entry.anchor,
        currentTermStart: entry.term.start,
        currentTermEnd: entry.term.end,
        termsBilled: entry.sub.termsBilled + 1,
        nextActionOn: entry.term.end,
        pausedAt: null,
        resumeDate: null,
        mrr: mrrs[index]!,
        updatedAt: entry.now,
      },
      { before: entry.sub, customerName: entry.customer.displayName },
    );
    // Raised, then finalized, as `raiseInvoice` tells it: first as the draft it would have written.
    const draft: InvoiceRow = {
      ...invoice,
      status: "draft",
      number: null,
      issueDate: null,
      dueDate: null,
      finalizedAt: null,
    };
    run.events.invoice("invoice.created", draft, { lines: lines.get(invoice.id) ?? [] });
    run.events.invoice("invoice.finalized", invoice);
    run.steps.push({
      on: entry.on,
      subscriptionId: entry.sub.id,
      invoiceId: null,
      customerName: entry.customer.displayName,
      action: entry.action,
    });
    if (entry.customer.emailPreferences.invoices)
      await mail(stepRun, "invoice_issued", invoice, entry.customer);
    if (entry.collectsNow) {
      invoice = await collectInvoice(
        stepRun,
        invoice,
        entry.customer,
        methods.get(entry.customer.id) ?? null,
      );
    }
    run.touched.add(entry.customer.id);
    run.steps.push({
      on: invoice.issueDate!,
      subscriptionId: entry.sub.id,
      invoiceId: invoice.id,
      customerName: entry.customer.displayName,
      action: `Invoice ${invoice.number} issued for ${formatMoney(invoice.total, invoice.currency)}`,
    });
  }
  return new Set(billed.map((entry) => entry.sub.id));
}
