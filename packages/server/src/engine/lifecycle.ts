import * as billing from "@round/billing";
import {
  addDays,
  type BillingFrequency,
  compareAmounts,
  compareDays,
  type Day,
  dayOf,
  type InvoiceLineInput,
  type LineKind,
  termContaining,
  usageCharge,
} from "@round/billing";
import type { EventType } from "@round/forms/schemas";
import type { StoredPendingChange } from "../db/schema/index.ts";
import { usageMetricsOf } from "../modules/catalog/index.ts";
import { type CustomerRow, customerRow, termCredits } from "../modules/customers/index.ts";
import { keepMrrChange } from "../modules/metrics/index.ts";
import { collectInvoice } from "./collection.ts";
import type { Run } from "./context.ts";
import { mrrWithoutTax, raiseInvoice } from "./invoicing.ts";
import {
  firstInvoiceLines,
  mrrOf,
  type Pricing,
  pricingOf,
  pricingOfSubscription,
  recurringLines,
} from "./pricing.ts";
import { linesOf, termInvoices, updateInvoice } from "./queries/invoices.ts";
import type { InvoiceRow, SubscriptionAddonRow, SubscriptionRow } from "./queries/reads.ts";
import {
  addonsOf,
  couponsOf,
  recordEvent,
  replaceAddons,
  subscriptionRow,
  updateSubscription,
} from "./queries/subscriptions.ts";
import { aggregateUsage } from "./queries/usage.ts";

// A subscription's life: its status and MRR, its terms, and every due step of it and of its invoices.

/** How many days before a trial's end the billing run tells of it (`subscription.trial_will_end`). */
export const TRIAL_NOTICE_DAYS = 3;

/**
 * The day a trial's end is told: `TRIAL_NOTICE_DAYS` before it, or its first day when it is shorter. A trialing
 * subscription is due on that day first (`next_action_on`), then on its trial's end.
 */
export function trialNoticeDay(trialStart: Day, trialEnd: Day): Day {
  const notice = addDays(trialEnd, -TRIAL_NOTICE_DAYS);
  return compareDays(notice, trialStart) < 0 ? trialStart : notice;
}

/** Where a trialing subscription is due next: the notice of its end while still to be told, else its end. */
export function trialDue(sub: Pick<SubscriptionRow, "nextActionOn" | "trialEnd">): Day | null {
  return sub.nextActionOn !== null && sub.trialEnd !== null && compareDays(sub.nextActionOn, sub.trialEnd) < 0
    ? sub.nextActionOn
    : sub.trialEnd;
}

/** The event of a new term, by the reason it starts (a new subscription's first term is its creation's). */
export function termEventOf(reason: string): Extract<EventType, `subscription.${string}`> {
  if (reason === "renewal") return "subscription.renewed";
  if (reason === "resume") return "subscription.resumed";
  if (reason === "reactivation") return "subscription.reactivated";
  return "subscription.updated";
}

/** Whether the run has just written `id` with no add-ons and no coupons (`Run.kept.bare`). */
const bareIn = (run: Run, id: string) => run.kept.bare?.has(id) === true;

/** A subscription's coupons: none for one the run has just written bare, else as stored. */
async function heldCoupons(run: Run, id: string): Promise<Awaited<ReturnType<typeof couponsOf>>> {
  return bareIn(run, id) ? [] : couponsOf(run.tx, run.accountId, [id]);
}

/** Writes a subscription's new state with its MRR, records the MRR movement, and keeps the customer's figures. */
export async function setStatus(
  run: Run,
  sub: SubscriptionRow,
  values: Partial<SubscriptionRow>,
  event: string,
  pricing?: Pricing,
  options?: { coupons?: Awaited<ReturnType<typeof couponsOf>> },
): Promise<SubscriptionRow> {
  const next = { ...sub, ...values };
  let mrr = "0";
  if (next.status === "active") {
    const priced = pricing ?? (await pricingOfSubscription(run.tx, next, run.pricings, bareIn(run, sub.id)));
    const coupons = options?.coupons ?? (await heldCoupons(run, sub.id));
    mrr = await mrrWithoutTax(
      run,
      sub.customerId,
      mrrOf(priced, next.quantity, coupons, dayOf(run.now)),
      sub.currency,
    );
  }
  const updated = await updateSubscription(run.tx, run.accountId, sub.id, {
    ...values,
    mrr,
    updatedAt: run.now,
  });
  if (compareAmounts(mrr, sub.mrr) !== 0 || event !== "change") {
    await recordEvent(run.tx, {
      roundAccountId: run.accountId,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      type: event,
      occurredOn: dayOf(run.now),
      mrrBefore: sub.mrr,
      mrrAfter: mrr,
      currency: sub.currency,
      testClockId: sub.testClockId,
      createdAt: run.now,
    });
    await keepMrrChange(
      run.tx,
      {
        accountId: run.accountId,
        customerId: sub.customerId,
        subscriptionId: sub.id,
        currency: sub.currency,
        testClockId: sub.testClockId,
        day: dayOf(run.now),
        before: sub.mrr,
        after: mrr,
      },
      run.sums,
    );
  }
  run.touched.add(sub.customerId);
  return updated;
}

/**
 * Starts the term of `sub` beginning on `start` (anchored there when `anchor` is set): its invoice (with the
 * first invoice's one-time lines when it is the first), the subscription's term dates and next due day.
 */
export async function startTerm(
  run: Run,
  sub: SubscriptionRow,
  customer: CustomerRow,
  options: {
    start: Day;
    anchor?: boolean;
    reason: string;
    pricing?: Pricing;
    /** The subscription as the write found it, when it changed it before (its event's `previous`). */
    before?: SubscriptionRow;
  },
): Promise<SubscriptionRow> {
  let current = sub;
  let addonsBefore: SubscriptionAddonRow[] | undefined;
  if (current.pendingChange) {
    addonsBefore = bareIn(run, sub.id) ? [] : await addonsOf(run.tx, run.accountId, [sub.id]);
    current = await applyPendingChange(run, current, current.pendingChange);
  }
  const pricing =
    options.pricing ?? (await pricingOfSubscription(run.tx, current, run.pricings, bareIn(run, current.id)));
  const anchor = options.anchor || !current.anchorDay ? options.start : current.anchorDay;
  const term = termContaining(anchor, pricing.frequency as BillingFrequency, options.start);
  const first = current.termsBilled === 0;
  const lines = [
    ...recurringLines(pricing, current.quantity, term),
    ...(first ? firstInvoiceLines(pricing, current.quantity) : []),
    ...(await usageLines(run, current, pricing)),
  ];
  const coupons = await heldCoupons(run, current.id);
  // The subscription's new term first, its invoice last: the invoice takes the account's next number, a row
  // every invoice of the account waits for until this transaction commits.
  const started = await setStatus(
    run,
    current,
    {
      status: "active",
      anchorDay: anchor,
      currentTermStart: term.start,
      currentTermEnd: term.end,
      termsBilled: current.termsBilled + 1,
      nextActionOn: term.end,
      pausedAt: null,
      resumeDate: null,
    },
    options.reason,
    pricing,
    { coupons },
  );
  run.events.subscription(termEventOf(options.reason), started, {
    before: options.before ?? sub,
    addonsBefore,
    customerName: customer.displayName,
  });
  const invoice = await raiseInvoice(run, {
    customer,
    subscription: current,
    reason: options.reason,
    currency: pricing.currency,
    lines,
    coupons,
    termStart: term.start,
    termNumber: current.termsBilled + 1,
    period: term,
    issueDate: term.start,
  });
  // A card declined with no retry left cancels the subscription when the billing settings say so.
  const lastFailure =
    invoice !== undefined &&
    invoice.paymentAttempts > 0 &&
    invoice.status !== "paid" &&
    invoice.nextRetryOn === null &&
    run.settings.afterFinalFailure === "cancel";
  return lastFailure ? ((await subscriptionRow(run.tx, run.accountId, current.id)) ?? started) : started;
}

async function applyPendingChange(run: Run, sub: SubscriptionRow, change: StoredPendingChange) {
  const pricing = await pricingOf(run.tx, run.accountId, change);
  await replaceAddons(
    run.tx,
    run.accountId,
    sub.id,
    pricing.addons.map((addon) => ({
      addonId: addon.addonId,
      pricePointId: addon.point.id,
      quantity: addon.quantity,
    })),
  );
  return updateSubscription(run.tx, run.accountId, sub.id, {
    planId: pricing.plan.id,
    planPricePointId: change.planPricePointId,
    quantity: change.quantity,
    pendingChange: null,
  });
}

/** The usage of the term that just ended, for a metered plan, billed in arrears. */
async function usageLines(run: Run, sub: SubscriptionRow, pricing: Pricing): Promise<InvoiceLineInput[]> {
  if (!pricing.metered || !sub.currentTermStart || !sub.currentTermEnd) return [];
  const metrics = await usageMetricsOf(run.tx, run.accountId, pricing.plan.id);
  const lines: InvoiceLineInput[] = [];
  const from = new Date(`${sub.currentTermStart}T00:00:00Z`);
  const to = new Date(`${sub.currentTermEnd}T00:00:00Z`);
  for (const metric of metrics) {
    const used = await aggregateUsage(
      run.tx,
      run.accountId,
      sub.id,
      metric.metricName,
      metric.aggregation,
      from,
      to,
    );
    const { billable, amount } = usageCharge({
      used: used.quantity,
      included: metric.includedQuantity,
      pricePerUnit: metric.pricePerUnit ?? pricing.planPoint.unitPrice ?? "0",
      currency: pricing.currency,
    });
    if (used.events === 0 && compareAmounts(amount, "0") === 0) continue;
    lines.push({
      kind: "usage",
      description: `${metric.metricName}: ${used.quantity} ${metric.unit}${metric.includedQuantity ? ` (${metric.includedQuantity} included)` : ""}`,
      quantity: Math.round(Number(billable)),
      amount,
      recurring: false,
      ref: {
        metricName: metric.metricName,
        periodStart: sub.currentTermStart,
        periodEnd: sub.currentTermEnd,
      },
    });
  }
  return lines;
}

/**
 * Runs every step of one subscription due on or before `today`, in order: a start, a trial's end, a resume,
 * a renewal, a scheduled cancel, an expiry. Each step moves `next_action_on` forward, so the loop ends.
 */
export async function stepSubscription(
  run: Run,
  claimed: SubscriptionRow,
  today: Day,
  /** Its customer as the caller has just read it (its first step reads it no more). */
  known?: CustomerRow,
): Promise<SubscriptionRow> {
  let sub = claimed;
  for (
    let guard = 0;
    guard < 1000 && sub.nextActionOn && compareDays(sub.nextActionOn, today) <= 0;
    guard += 1
  ) {
    const on = sub.nextActionOn;
    const customer =
      guard === 0 && known?.id === sub.customerId
        ? known
        : await customerRow(run.tx, run.accountId, sub.customerId);
    if (!customer) break;
    const at = new Date(`${on}T00:00:00Z`);
    const stepRun = { ...run, now: at > run.now ? run.now : at };
    const step = (action: string) =>
      run.steps.push({
        on,
        subscriptionId: sub.id,
        invoiceId: null,
        customerName: customer.displayName,
        action,
      });
    if (
      (sub.status === "active" || sub.status === "trialing") &&
      sub.cancelAt &&
      compareDays(sub.cancelAt, on) <= 0
    ) {
      step(
        sub.status === "trialing" ? "Cancelled at the end of its trial" : "Cancelled at the end of its term",
      );
      const before = sub;
      sub = await setStatus(
        stepRun,
        sub,
        { status: "cancelled", cancelledAt: at, nextActionOn: null },
        "churned",
      );
      run.events.subscription("subscription.cancelled", sub, {
        before,
        customerName: customer.displayName,
      });
    } else if (sub.status === "trialing" && sub.trialEnd !== null && compareDays(on, sub.trialEnd) < 0) {
      // The notice of the trial's end (`trialNoticeDay`): told once, the subscription then due at the end. A
      // trial already over by the run's day (a run catching up) is not announced: it goes on to its end.
      sub = await updateSubscription(run.tx, run.accountId, sub.id, { nextActionOn: sub.trialEnd });
      if (compareDays(sub.trialEnd!, today) > 0) {
        run.events.subscription("subscription.trial_will_end", sub, { customerName: customer.displayName });
      }
    } else if (sub.status === "trialing") {
      step("Trial ended");
      sub = await startTerm(stepRun, sub, customer, { start: on, anchor: true, reason: "trial_end" });
    } else if (sub.status === "paused") {
      step("Resumed");
      sub = await startTerm(stepRun, sub, customer, { start: on, anchor: true, reason: "resume" });
    } else if (sub.status === "active" && sub.currentTermStart === null) {
      step("Started");
      sub = await startTerm(stepRun, sub, customer, {
        start: on,
        anchor: true,
        reason: "subscription_create",
      });
    } else if (
      sub.status === "active" &&
      sub.billingCycles !== null &&
      sub.termsBilled >= sub.billingCycles
    ) {
      step(`Expired after ${sub.billingCycles} billing cycle${sub.billingCycles === 1 ? "" : "s"}`);
      const before = sub;
      sub = await setStatus(stepRun, sub, { status: "expired", nextActionOn: null }, "churned");
      run.events.subscription("subscription.expired", sub, {
        before,
        customerName: customer.displayName,
      });
    } else if (sub.status === "active") {
      step("Renewed");
      sub = await startTerm(stepRun, sub, customer, { start: on, reason: "renewal" });
    } else {
      sub = await updateSubscription(run.tx, run.accountId, sub.id, { nextActionOn: null });
    }
  }
  return sub;
}

/** A due invoice: a dunning retry, or an open invoice past its due date marked overdue. */
export async function stepInvoice(run: Run, invoice: InvoiceRow, today: Day): Promise<void> {
  let current = invoice;
  const customer = await customerRow(run.tx, run.accountId, invoice.customerId);
  if (!customer) return;
  if (current.nextRetryOn && compareDays(current.nextRetryOn, today) <= 0) {
    if (["open", "partially_paid", "overdue"].includes(current.status)) {
      const at = new Date(`${current.nextRetryOn}T00:00:00Z`);
      current = await collectInvoice({ ...run, now: at > run.now ? run.now : at }, current, customer);
    } else {
      current = await updateInvoice(run.tx, run.accountId, current.id, { nextRetryOn: null });
    }
  }
  if (
    (current.status === "open" || current.status === "partially_paid") &&
    current.dueDate &&
    compareDays(current.dueDate, today) < 0
  ) {
    const overdue = await updateInvoice(run.tx, run.accountId, current.id, {
      status: "overdue",
      updatedAt: run.now,
    });
    run.events.invoice("invoice.overdue", overdue, { before: current });
    // An overdue invoice is a churn signal: the customer's figures are read again.
    run.touched.add(current.customerId);
    run.steps.push({
      on: addDays(current.dueDate, 1),
      subscriptionId: current.subscriptionId,
      invoiceId: current.id,
      customerName: customer.displayName,
      action: `Invoice ${current.number} is overdue`,
    });
  }
}

/**
 * The credit for the unused part of the current term (after its discounts, with the tax paid on it), from
 * `on`; 0 when none was paid.
 */
export async function unusedCredit(run: Run, sub: SubscriptionRow, on: Day): Promise<string> {
  if (!sub.currentTermStart || !sub.currentTermEnd || compareDays(on, sub.currentTermEnd) >= 0) return "0";
  // The term's own invoice and the proration invoices of changes made during it, and the credit decreases
  // during it gave back already.
  const invoices = [];
  for (const invoice of await termInvoices(run.tx, run.accountId, sub.id, sub.termsBilled)) {
    // What was paid for each line: its amount and the tax an exclusive rate added to it.
    const inclusive = new Map(invoice.taxLines.map((line) => [line.taxRateId, line.inclusive]));
    const lines = (await linesOf(run.tx, run.accountId, invoice.id)).map((line) => ({
      ...line,
      amount:
        line.taxRateId && inclusive.get(line.taxRateId) === false
          ? billing.addAmounts(line.amount, line.taxAmount)
          : line.amount,
      kind: line.kind as LineKind,
    }));
    invoices.push({ periodStart: invoice.periodStart, periodEnd: invoice.periodEnd, lines });
  }
  return billing.unusedCredit({
    term: { start: sub.currentTermStart, end: sub.currentTermEnd },
    on,
    currency: sub.currency,
    invoices,
    credits: await termCredits(run.tx, run.accountId, sub.id, sub.termsBilled),
  });
}
