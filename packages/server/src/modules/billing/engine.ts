import { createHmac } from "node:crypto";
import {
  addAmounts,
  addDays,
  type CouponLike,
  compareAmounts,
  compareDays,
  couponApplies,
  type Day,
  dayOf,
  daysBetween,
  discountOf,
  type InvoiceLineInput,
  invoiceTotals,
  minorUnits,
  monthlyValue,
  multiplyAmount,
  type PricingModel,
  priceFor,
  prorate,
  prorateChange,
  roundMoney,
  subtractAmounts,
  type Term,
  termAt,
  termIndexOn,
  toAmount,
} from "@round/billing";
import { BILLING_SETTINGS_DEFAULTS } from "@round/forms/schemas";
import type { Executor } from "../../db/client.ts";
import type { StoredPendingChange } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { validationFailed } from "../../http/errors.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { billingMail } from "../../mail/templates.ts";
import { keepCollection, keepMrrChange, keepPaymentAttempt, PendingSums } from "../metrics/keep.ts";
import { gatewayFor } from "./gateways.ts";
import { PendingNumbers } from "./numbers.ts";
import {
  accountNameOf,
  addCredit,
  addonsById,
  addonsOf,
  aggregateUsage,
  type CouponRow,
  type CustomerRow,
  countDiscount,
  couponsOf,
  customerRow,
  defaultMethodOf,
  type InvoiceRow,
  insertInvoice,
  insertLines,
  insertPayment,
  linesOf,
  type PricePointRow,
  plansById,
  pointsById,
  recordEvent,
  refreshCustomerFigures,
  replaceAddons,
  type SettingsRow,
  type SubscriptionRow,
  settingsRow,
  subscriptionRow,
  termCredits,
  termInvoices,
  updateInvoice,
  updateSubscription,
  usageMetricsOf,
} from "./queries.ts";

// The billing engine (COMMERCE.md, "Subscription rules" and "Invoices, payments and billing"): what a
// subscription costs, the invoices it raises, the payments that collect them, and every due step (renewals,
// trial ends, resumes, scheduled cancels, expiries, dunning retries, overdue marking). All maths is
// @round/billing's; this file reads and writes the records, always inside the caller's transaction.

export const refuse = (field: string, message: string, code = "INVALID_FORMAT") =>
  validationFailed([{ code, description: message, field }]);

export interface EffectiveSettings {
  netTermDays: number;
  invoicePrefix: string;
  dunningDays: number[];
  afterFinalFailure: "stay_active" | "cancel";
  gateway: "test" | "stripe";
  stripeSecretLast4: string | null;
}

export function effective(row: SettingsRow | undefined): EffectiveSettings {
  return {
    netTermDays: row?.netTermDays ?? BILLING_SETTINGS_DEFAULTS.netTermDays,
    invoicePrefix: row?.invoicePrefix ?? BILLING_SETTINGS_DEFAULTS.invoicePrefix,
    dunningDays: row?.dunningDays ?? [...BILLING_SETTINGS_DEFAULTS.dunningDays],
    afterFinalFailure: row?.afterFinalFailure ?? BILLING_SETTINGS_DEFAULTS.afterFinalFailure,
    gateway: row?.gateway ?? BILLING_SETTINGS_DEFAULTS.gateway,
    stripeSecretLast4: row?.stripeSecretLast4 ?? null,
  };
}

/** A step the engine took (or, in a preview, would take). */
export interface Step {
  on: Day;
  subscriptionId: string | null;
  invoiceId: string | null;
  customerName: string;
  action: string;
}

/** One run of engine work: the transaction, the account, its settings and the day it is for the records. */
export interface Run {
  deps: Deps;
  tx: Executor;
  accountId: string;
  settings: EffectiveSettings;
  /** The moment written on records (the test clock's frozen time for customers on a clock). */
  now: Date;
  /** Nothing leaves the process: no gateway call (a preview runs the same code and rolls back). */
  preview: boolean;
  steps: Step[];
  /** Customers whose kept figures must be worked out again before the transaction ends (`flushFigures`). */
  touched: Set<string>;
  /** Catalog reads of this run, by price points (versions never change in place, so a run may keep them). */
  pricings: Map<string, Pricing>;
  /** The account's revenue sums this run moved, written by `flushFigures` just before it commits. */
  sums: PendingSums;
  /** The invoices it finalized, numbered after the sums (`PendingNumbers`). */
  numbers: PendingNumbers;
  /** What the run has read once and may keep (shared by the copies a step makes of its run). */
  kept: { accountName?: string };
}

export async function openRun(
  deps: Deps,
  tx: Executor,
  accountId: string,
  now: Date,
  preview = false,
): Promise<Run> {
  return {
    deps,
    tx,
    accountId,
    settings: effective(await settingsRow(tx, accountId)),
    now,
    preview,
    steps: [],
    touched: new Set(),
    pricings: new Map(),
    sums: new PendingSums(),
    numbers: new PendingNumbers(),
    kept: {},
  };
}

/**
 * Works out the kept figures of every customer the run changed (once each, however many steps), then makes
 * the transaction's last writes (`writeShared`; `shared: false` leaves them for later).
 */
export async function flushFigures(run: Run, options: { shared?: boolean } = {}): Promise<void> {
  await refreshCustomerFigures(run.tx, run.accountId, [...run.touched], run.now);
  run.touched.clear();
  if (options.shared ?? true) await writeShared(run);
}

/**
 * The transaction's last writes, to the account's rows that every other write of the account waits for until
 * this one commits: its revenue sums and its invoice numbers in one statement, then what names the numbers
 * (the steps' texts among them).
 */
export async function writeShared(run: Run, options: { last?: boolean } = {}): Promise<void> {
  await run.numbers.write(run.tx, run.accountId, run.settings.invoicePrefix, run.sums.take(run.tx), options);
  for (const step of run.steps) step.action = run.numbers.text(step.action);
}

// ---- What a subscription costs --------------------------------------------------------------------------

export interface Items {
  planPricePointId: string;
  quantity: number;
  addons: { pricePointId: string; quantity: number }[];
}

export interface Pricing {
  plan: {
    id: string;
    name: string;
    billingCycles: number | null;
    trialPeriod: number | null;
    status: string;
  };
  planPoint: PricePointRow;
  addons: {
    addonId: string;
    name: string;
    point: PricePointRow;
    quantity: number;
    recurring: boolean;
    status: string;
  }[];
  currency: string;
  frequency: string;
  metered: boolean;
}

const engineInput = (row: PricePointRow) => ({
  pricingModel: row.pricingModel as PricingModel,
  currency: row.currency,
  price: row.price,
  unitPrice: row.unitPrice,
  setupFee: row.setupFee,
  freeQuantity: row.freeQuantity,
  packageSize: row.packageSize,
  percentage: row.percentage,
  tiers: row.tiers,
});

/**
 * Refuses what may no longer be sold (COMMERCE.md, "Catalog"): a price point replaced by a newer version, a
 * plan or add-on that is not active. Only a new sale is checked: a new subscription, or the points a change
 * moves a subscription onto. What a subscription already holds renews, resumes and reactivates at its price
 * (grandfathering), and archiving a plan stops new sales while existing ones go on.
 */
export function refuseUnsellable(
  pricing: Pricing,
  held: { planPricePointId: string | null; addonPointIds: ReadonlySet<string> } = {
    planPricePointId: null,
    addonPointIds: new Set(),
  },
): void {
  if (pricing.planPoint.id !== held.planPricePointId) {
    if (pricing.planPoint.supersededAt !== null) {
      throw refuse("planPricePointId", "This price point has been replaced by a newer version");
    }
    if (pricing.plan.status !== "active") throw refuse("planPricePointId", "This plan is not active");
  }
  for (const [index, addon] of pricing.addons.entries()) {
    if (held.addonPointIds.has(addon.point.id)) continue;
    if (addon.point.supersededAt !== null) {
      throw refuse(`addons.${index}.pricePointId`, "This price point has been replaced by a newer version");
    }
    if (addon.status !== "active") throw refuse(`addons.${index}.pricePointId`, "This add-on is not active");
  }
}

/**
 * Reads and checks the catalog items of a subscription: they exist, in one currency, the plan's with a billing
 * frequency. Whether they may still be sold is `refuseUnsellable`'s question, asked of new sales only.
 */
export async function pricingOf(ex: Executor, accountId: string, items: Items): Promise<Pricing> {
  const ids = [items.planPricePointId, ...items.addons.map((addon) => addon.pricePointId)].map((id) =>
    id.toLowerCase(),
  );
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const points = await pointsById(ex, accountId, valid);
  const planPoint = points.get(items.planPricePointId.toLowerCase());
  if (planPoint?.ownerKind !== "plan") {
    throw refuse("planPricePointId", "Plan price point not found", "NOT_FOUND");
  }
  if (!planPoint.billingFrequency)
    throw refuse("planPricePointId", "This price point has no billing frequency");
  const plan = (await plansById(ex, accountId, [planPoint.ownerId])).get(planPoint.ownerId);
  if (!plan) throw refuse("planPricePointId", "Plan price point not found", "NOT_FOUND");
  const addonPoints = items.addons.map((addon, index) => {
    const point = points.get(addon.pricePointId.toLowerCase());
    if (point?.ownerKind !== "addon") {
      throw refuse(`addons.${index}.pricePointId`, "Add-on price point not found", "NOT_FOUND");
    }
    if (point.currency !== planPoint.currency) {
      throw refuse(
        `addons.${index}.pricePointId`,
        `This add-on price is in ${point.currency}; the plan is in ${planPoint.currency}`,
        "INVALID_CURRENCY",
      );
    }
    return { point, quantity: addon.quantity };
  });
  const addonRows = await addonsById(
    ex,
    accountId,
    addonPoints.map((entry) => entry.point.ownerId),
  );
  return {
    plan: {
      id: plan.id,
      name: plan.name,
      billingCycles: plan.billingCycles,
      trialPeriod: planPoint.trialPeriod ?? plan.trialPeriod,
      status: plan.status,
    },
    planPoint,
    addons: addonPoints.map(({ point, quantity }) => {
      const addon = addonRows.get(point.ownerId);
      return {
        addonId: point.ownerId,
        name: addon?.name ?? "Add-on",
        point,
        quantity,
        recurring: addon?.type !== "one_time" && point.billingFrequency !== null,
        status: addon?.status ?? "active",
      };
    }),
    currency: planPoint.currency,
    frequency: planPoint.billingFrequency,
    metered: planPoint.pricingModel === "metered" || plan.isMetered,
  };
}

function priceLine(point: PricePointRow, quantity: number) {
  try {
    return priceFor(engineInput(point), { quantity });
  } catch (error) {
    throw refuse("quantity", error instanceof Error ? error.message : "This price cannot be priced");
  }
}

/** The recurring lines of one term, in advance (a metered plan's usage is billed after its term). */
export function recurringLines(pricing: Pricing, quantity: number, term: Term): InvoiceLineInput[] {
  const lines: InvoiceLineInput[] = [];
  const period = { periodStart: term.start, periodEnd: term.end };
  if (pricing.planPoint.pricingModel !== "metered") {
    lines.push({
      kind: "plan",
      description: `${pricing.plan.name}${quantity > 1 ? ` × ${quantity}` : ""}`,
      quantity,
      amount: priceLine(pricing.planPoint, quantity).amount,
      recurring: true,
      ref: { pricePointId: pricing.planPoint.id, ...period },
    });
  }
  for (const addon of pricing.addons) {
    if (!addon.recurring) continue;
    lines.push({
      kind: "addon",
      description: `${addon.name}${addon.quantity > 1 ? ` × ${addon.quantity}` : ""}`,
      quantity: addon.quantity,
      amount: priceLine(addon.point, addon.quantity).amount,
      recurring: true,
      ref: { pricePointId: addon.point.id, ...period },
    });
  }
  return lines;
}

/** What is charged once, on a subscription's first invoice: setup fees and one-time add-ons. */
export function firstInvoiceLines(pricing: Pricing, quantity: number): InvoiceLineInput[] {
  const lines: InvoiceLineInput[] = [];
  const planFee = priceLine(pricing.planPoint, quantity).setupFee;
  if (compareAmounts(planFee, "0") > 0) {
    lines.push({
      kind: "setup_fee",
      description: `${pricing.plan.name} setup fee`,
      quantity: 1,
      amount: planFee,
      recurring: false,
    });
  }
  for (const addon of pricing.addons) {
    const priced = priceLine(addon.point, addon.quantity);
    if (!addon.recurring) {
      lines.push({
        kind: "addon",
        description: addon.name,
        quantity: addon.quantity,
        amount: priced.amount,
        recurring: false,
      });
    }
    if (compareAmounts(priced.setupFee, "0") > 0) {
      lines.push({
        kind: "setup_fee",
        description: `${addon.name} setup fee`,
        quantity: 1,
        amount: priced.setupFee,
        recurring: false,
      });
    }
  }
  return lines;
}

/** One term's recurring amount, each line rounded once. */
export function termAmount(pricing: Pricing, quantity: number): string {
  const term = { start: "2000-01-01", end: "2000-02-01" };
  return addAmounts(
    "0",
    ...recurringLines(pricing, quantity, term).map((line) => roundMoney(line.amount, pricing.currency)),
  );
}

/** The coupons of a subscription as the maths reads them, with whether each applies to an invoice on `day`. */
export function applicableCoupons(
  rows: { redemption: { id: string; appliedOn: string; invoicesDiscounted: number }; coupon: CouponRow }[],
  day: Day,
  currency: string,
) {
  return rows
    .filter(({ coupon }) => coupon.discountType === "percentage" || coupon.currency === currency)
    .filter(({ redemption, coupon }) =>
      couponApplies(
        { durationType: coupon.durationType as CouponLike["durationType"], duration: coupon.duration },
        {
          invoicesBefore: redemption.invoicesDiscounted,
          monthsSinceApplied: monthsBetween(redemption.appliedOn, day),
        },
      ),
    );
}

function monthsBetween(from: Day, to: Day): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  if (td < fd) months -= 1;
  return Math.max(0, months);
}

const asCoupon = (coupon: CouponRow, redemptionId: string): CouponLike => ({
  id: redemptionId,
  code: coupon.couponCode,
  name: coupon.name,
  discountType: coupon.discountType as CouponLike["discountType"],
  discountValue: coupon.discountValue,
  durationType: coupon.durationType as CouponLike["durationType"],
  duration: coupon.duration,
});

/** MRR (COMMERCE.md, "Metrics"): the recurring amount after the recurring discounts still running, monthly. */
export function mrrOf(
  pricing: Pricing,
  quantity: number,
  coupons: Parameters<typeof applicableCoupons>[0],
  day: Day,
): string {
  let amount = termAmount(pricing, quantity);
  const running = applicableCoupons(coupons, day, pricing.currency).filter(
    ({ coupon }) => coupon.durationType !== "one_time",
  );
  for (const { coupon } of running) {
    amount = subtractAmounts(amount, discountOf(asCoupon(coupon, ""), amount));
  }
  return roundMoney(monthlyValue(amount, pricing.frequency as never), pricing.currency);
}

export function itemsOf(sub: SubscriptionRow, addons: { pricePointId: string; quantity: number }[]): Items {
  return { planPricePointId: sub.planPricePointId, quantity: sub.quantity, addons };
}

export async function pricingOfSubscription(
  ex: Executor,
  sub: SubscriptionRow,
  cache?: Map<string, Pricing>,
) {
  const addons = await addonsOf(ex, sub.roundAccountId, [sub.id]);
  return pricingOfItems(ex, sub.roundAccountId, itemsOf(sub, addons), cache);
}

/** `pricingOf`, kept in `cache` by the items (price point versions never change in place). */
export async function pricingOfItems(
  ex: Executor,
  accountId: string,
  items: Items,
  cache?: Map<string, Pricing>,
): Promise<Pricing> {
  if (!cache) return pricingOf(ex, accountId, items);
  const key = [
    items.planPricePointId,
    ...items.addons.map((addon) => `${addon.pricePointId}×${addon.quantity}`),
  ].join("|");
  let pricing = cache.get(key);
  if (!pricing) {
    pricing = await pricingOf(ex, accountId, items);
    cache.set(key, pricing);
  }
  return pricing;
}

// ---- Invoices and payments ------------------------------------------------------------------------------

export interface RaiseInput {
  customer: CustomerRow;
  subscription: SubscriptionRow | null;
  reason: string;
  currency: string;
  lines: InvoiceLineInput[];
  /** The subscription's coupons (those that apply on `issueDate` are used). */
  coupons?: Parameters<typeof applicableCoupons>[0];
  termStart?: Day | null;
  /** Which of the subscription's terms it bills (a term invoice) or falls in (a proration invoice). */
  termNumber?: number | null;
  period?: Term | null;
  issueDate: Day;
  dueDate?: Day | null;
  memo?: string | null;
  /** Draft (one-off invoices, unless finalized at once) or finalized: open, numbered. */
  draft?: boolean;
}

/**
 * Raises an invoice: totals by @round/billing (discounts, then credit), finalized at once (numbered, credit
 * taken, the customer's balance and amount due kept) unless a draft, then collected when the customer pays
 * automatically. A term invoice already written answers undefined and changes nothing.
 */
export async function raiseInvoice(run: Run, input: RaiseInput): Promise<InvoiceRow | undefined> {
  const { tx, accountId } = run;
  const coupons = input.coupons ? applicableCoupons(input.coupons, input.issueDate, input.currency) : [];
  const totals = invoiceTotals({
    currency: input.currency,
    lines: input.lines,
    coupons: coupons.map(({ coupon, redemption }) => asCoupon(coupon, redemption.id)),
    creditBalance: input.draft
      ? "0"
      : compareAmounts(input.customer.creditBalance, "0") > 0
        ? input.customer.creditBalance
        : "0",
  });
  const autoCollect =
    (input.subscription?.autoCollection ?? (input.customer.autoCollection ? "on" : "off")) === "on";
  const row = await insertInvoice(tx, {
    roundAccountId: accountId,
    customerId: input.customer.id,
    customerName: input.customer.displayName,
    subscriptionId: input.subscription?.id ?? null,
    status: "draft",
    reason: input.reason,
    currency: input.currency,
    termStart: input.termStart ?? null,
    termNumber: input.termNumber ?? null,
    periodStart: input.period?.start ?? null,
    periodEnd: input.period?.end ?? null,
    issueDate: null,
    dueDate: input.dueDate ?? null,
    subtotal: totals.subtotal,
    discount: totals.discount,
    total: totals.total,
    creditApplied: "0",
    amountPaid: "0",
    amountDue: totals.total,
    memo: input.memo ?? null,
    autoCollect: autoCollect ? "on" : "off",
    testClockId: input.customer.testClockId,
    createdAt: run.now,
    updatedAt: run.now,
  });
  if (!row) return undefined;
  await insertLines(tx, lineRows(accountId, row.id, totals.lines));
  for (const line of totals.lines) {
    if (line.kind === "discount" && typeof line.ref?.couponId === "string") {
      await countDiscount(tx, accountId, line.ref.couponId, line.amount.replace(/^-/, ""));
    }
  }
  if (input.draft) return row;
  return finalizeInvoice(run, row, input.customer, input.issueDate);
}

/** An invoice's worked-out lines as its rows, in order (a line's period from its ref). */
export function lineRows(
  accountId: string,
  invoiceId: string,
  lines: ReturnType<typeof invoiceTotals>["lines"],
) {
  return lines.map((line, position) => ({
    roundAccountId: accountId,
    invoiceId,
    position,
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    amount: line.amount,
    periodStart: (line.ref?.periodStart as string | undefined) ?? null,
    periodEnd: (line.ref?.periodEnd as string | undefined) ?? null,
    ref: line.ref ?? null,
  }));
}

/** draft → open: a number, the issue and due dates, credit taken from the balance; then collection. */
export async function finalizeInvoice(
  run: Run,
  draft: InvoiceRow,
  customer: CustomerRow,
  issueDate: Day,
): Promise<InvoiceRow> {
  const { tx, accountId } = run;
  const fresh = (await customerRow(tx, accountId, customer.id)) ?? customer;
  const method = await defaultMethodOf(tx, accountId, customer.id);
  // Numbered when the transaction ends (`PendingNumbers`): until then its texts carry the number's mark.
  const number = run.numbers.add(draft.id, draft.testClockId);
  const balance = compareAmounts(fresh.creditBalance, "0") > 0 ? fresh.creditBalance : "0";
  const creditApplied = compareAmounts(balance, draft.total) > 0 ? toAmount(draft.total) : toAmount(balance);
  if (compareAmounts(creditApplied, "0") > 0) {
    await addCredit(tx, {
      roundAccountId: accountId,
      customerId: customer.id,
      amount: `-${creditApplied}`,
      currency: draft.currency,
      reason: `Applied to invoice ${number}`,
      createdByUserId: null,
      createdByName: "Billing",
      createdAt: run.now,
    });
    run.numbers.addCredit(customer.id, draft.id);
  }
  const amountDue = subtractAmounts(draft.total, creditApplied);
  const collectsNow = draft.autoCollect === "on" && method?.type === "card";
  const dueDate = draft.dueDate ?? (collectsNow ? issueDate : addDays(issueDate, run.settings.netTermDays));
  const paid = compareAmounts(amountDue, "0") === 0;
  let invoice = await updateInvoice(tx, accountId, draft.id, {
    status: paid ? "paid" : "open",
    issueDate,
    dueDate,
    creditApplied,
    amountDue,
    finalizedAt: run.now,
    paidAt: paid ? run.now : null,
    updatedAt: run.now,
  });
  keepCollection(run.sums, draft.status, invoice);
  if (!paid && fresh.emailPreferences.invoices) {
    await mail(run, "invoice_issued", invoice, fresh);
  }
  if (collectsNow && !paid) invoice = await collectInvoice(run, invoice, fresh, method ?? null);
  run.touched.add(customer.id);
  run.steps.push({
    on: issueDate,
    subscriptionId: invoice.subscriptionId,
    invoiceId: invoice.id,
    customerName: customer.displayName,
    action: `Invoice ${number} issued for ${formatMoney(invoice.total, invoice.currency)}`,
  });
  return invoice;
}

/** An amount with exactly the currency's minor digits: "241" → "241.00" (USD), "1000" (JPY). */
export function fixedAmount(amount: string, currency: string): string {
  const value = roundMoney(amount, currency);
  const digits = minorUnits(currency);
  if (digits === 0) return value;
  const [whole, fraction = ""] = value.split(".");
  return `${whole}.${fraction.padEnd(digits, "0")}`;
}

export function formatMoney(amount: string, currency: string): string {
  const value = fixedAmount(amount, currency);
  const [whole, fraction] = value.replace(/^-/, "").split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const symbol =
    currency === "USD" ? "$" : currency === "EUR" ? "€" : currency === "GBP" ? "£" : `${currency} `;
  return `${value.startsWith("-") ? "-" : ""}${symbol}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** The link in an email to an invoice's PDF: signed, so the customer opens it without signing in. */
export function pdfToken(deps: Deps, accountId: string, invoiceId: string): string {
  return createHmac("sha256", deps.jwtKey)
    .update(`invoice-pdf:${accountId}:${invoiceId}`)
    .digest("base64url");
}

export function pdfLink(deps: Deps, accountId: string, invoiceId: string): string {
  return `${deps.config.appUrl}/api/invoices/${invoiceId}/pdf?roundAccountId=${accountId}&token=${pdfToken(deps, accountId, invoiceId)}`;
}

export async function mail(
  run: Run,
  kind: "invoice_issued" | "payment_succeeded" | "payment_failed",
  invoice: InvoiceRow,
  customer: CustomerRow,
  extra: { amount?: string; failureMessage?: string } = {},
) {
  if (customer.testClockId !== null) return; // a rehearsal writes no mail to real people
  run.kept.accountName ??= await accountNameOf(run.tx, run.accountId);
  const accountName = run.kept.accountName;
  const compose = (invoiceNumber: string) =>
    billingMail({
      kind,
      to: customer.email,
      accountName,
      customerName: customer.displayName,
      invoiceNumber,
      amount: formatMoney(extra.amount ?? invoice.amountDue, invoice.currency),
      dueDate: invoice.dueDate,
      failureMessage: extra.failureMessage ?? null,
      pdfLink: pdfLink(run.deps, run.accountId, invoice.id),
    });
  // An invoice finalized in this transaction has its number only at the end: its mail is written then.
  if (invoice.number === null && run.numbers.waits(invoice.id)) {
    run.numbers.mail(invoice.id, compose);
  } else await enqueueMail(run.tx, compose(invoice.number ?? "draft"));
  run.deps.mail.wake();
}

/** Writes a payment attempt and counts it in the day's figures (card attempts make the success rate). */
export async function savePayment(run: Run, values: Parameters<typeof insertPayment>[1]) {
  const payment = await insertPayment(run.tx, values);
  keepPaymentAttempt(run.sums, payment);
  return payment;
}

/** Money received on an invoice: amounts paid and due, status, the customer's amount due. */
export async function applyPayment(run: Run, invoice: InvoiceRow, amount: string): Promise<InvoiceRow> {
  const amountPaid = addAmounts(invoice.amountPaid, amount);
  const amountDue = subtractAmounts(invoice.amountDue, amount);
  const paid = compareAmounts(amountDue, "0") <= 0;
  const updated = await updateInvoice(run.tx, run.accountId, invoice.id, {
    amountPaid,
    amountDue: paid ? "0" : amountDue,
    status: paid ? "paid" : "partially_paid",
    paidAt: paid ? run.now : null,
    nextRetryOn: paid ? null : invoice.nextRetryOn,
    updatedAt: run.now,
  });
  keepCollection(run.sums, invoice.status, updated);
  run.touched.add(invoice.customerId);
  return updated;
}

/**
 * Charges the customer's default card for what an invoice still owes: one payment record per attempt, the
 * gateway asked with a key made of the invoice (or the subscription's term) and the attempt, so a retry after a
 * crash never charges twice. A failure sets the next retry from the dunning schedule.
 */
export async function collectInvoice(
  run: Run,
  invoice: InvoiceRow,
  customer: CustomerRow,
  /** The customer's default method when the caller has just read it (null: none). */
  known?: Awaited<ReturnType<typeof defaultMethodOf>> | null,
): Promise<InvoiceRow> {
  const { tx, accountId } = run;
  const method = known === undefined ? await defaultMethodOf(tx, accountId, customer.id) : known;
  if (method?.type !== "card" || !method.gatewayReference) return invoice;
  if (compareAmounts(invoice.amountDue, "0") <= 0) return invoice;
  const attempt = invoice.paymentAttempts + 1;
  const amount = toAmount(invoice.amountDue);
  const key =
    invoice.subscriptionId && invoice.termNumber !== null && invoice.reason !== "proration"
      ? `sub:${invoice.subscriptionId}:term-${invoice.termNumber}:${attempt}`
      : `inv:${invoice.id}:${attempt}`;
  const result = run.preview
    ? ({ ok: true, transactionId: "preview" } as const)
    : await (await gatewayFor(run.deps, tx, accountId, method.gateway)).charge({
        reference: method.gatewayReference,
        amount,
        currency: invoice.currency,
        idempotencyKey: `${accountId}:${key}`,
        description: `Invoice ${invoice.number ?? invoice.id}`,
      });
  await savePayment(run, {
    roundAccountId: accountId,
    customerId: customer.id,
    invoiceId: invoice.id,
    amount,
    currency: invoice.currency,
    status: result.ok ? "succeeded" : "failed",
    method: "card",
    paymentMethodId: method.id,
    gateway: method.gateway,
    gatewayReference: result.ok ? result.transactionId : null,
    reference: null,
    failureMessage: result.ok ? null : result.message,
    attempt,
    paidAt: result.ok ? run.now : null,
    testClockId: customer.testClockId,
    createdAt: run.now,
  });
  const today = dayOf(run.now);
  let updated = await updateInvoice(tx, accountId, invoice.id, {
    paymentAttempts: attempt,
    updatedAt: run.now,
  });
  if (result.ok) {
    updated = await applyPayment(run, updated, amount);
    if (customer.emailPreferences.invoices)
      await mail(run, "payment_succeeded", updated, customer, { amount });
  } else {
    // Retries on the schedule's days after the first failure; none left after the last.
    const first = invoice.paymentAttempts === 0 ? today : (invoice.issueDate ?? today);
    const retryDay = run.settings.dunningDays[attempt - 1];
    updated = await updateInvoice(tx, accountId, invoice.id, {
      nextRetryOn: retryDay === undefined ? null : addDays(first, retryDay),
      updatedAt: run.now,
    });
    if (customer.emailPreferences.paymentFailures) {
      await mail(run, "payment_failed", updated, customer, { amount, failureMessage: result.message });
    }
    if (retryDay === undefined && run.settings.afterFinalFailure === "cancel" && invoice.subscriptionId) {
      await cancelAfterFailure(run, invoice.subscriptionId);
    }
  }
  run.steps.push({
    on: today,
    subscriptionId: invoice.subscriptionId,
    invoiceId: invoice.id,
    customerName: customer.displayName,
    action: result.ok
      ? `Payment of ${formatMoney(amount, invoice.currency)} collected`
      : `Payment of ${formatMoney(amount, invoice.currency)} failed: ${result.message}`,
  });
  return updated;
}

async function cancelAfterFailure(run: Run, subscriptionId: string) {
  const sub = await subscriptionRow(run.tx, run.accountId, subscriptionId, true);
  if (!sub || sub.status === "cancelled" || sub.status === "expired") return;
  await setStatus(
    run,
    sub,
    { status: "cancelled", cancelledAt: run.now, nextActionOn: null, cancelAt: null },
    "churned",
  );
}

// ---- Subscription steps ---------------------------------------------------------------------------------

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
    const priced = pricing ?? (await pricingOfSubscription(run.tx, next, run.pricings));
    const coupons = options?.coupons ?? (await couponsOf(run.tx, run.accountId, [sub.id]));
    mrr = mrrOf(priced, next.quantity, coupons, dayOf(run.now));
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
  options: { start: Day; anchor?: boolean; reason: string; pricing?: Pricing },
): Promise<SubscriptionRow> {
  let current = sub;
  if (current.pendingChange) current = await applyPendingChange(run, current, current.pendingChange);
  const pricing = options.pricing ?? (await pricingOfSubscription(run.tx, current, run.pricings));
  const anchor = options.anchor || !current.anchorDay ? options.start : current.anchorDay;
  const index = termIndexOn(anchor, pricing.frequency as never, options.start);
  const term = termAt(anchor, pricing.frequency as never, Math.max(0, index));
  const first = current.termsBilled === 0;
  const lines = [
    ...recurringLines(pricing, current.quantity, term),
    ...(first ? firstInvoiceLines(pricing, current.quantity) : []),
    ...(await usageLines(run, current, pricing)),
  ];
  const coupons = await couponsOf(run.tx, run.accountId, [current.id]);
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
    const quantity = Number(used.quantity);
    const billable = Math.max(0, quantity - (metric.includedQuantity ?? 0));
    const price = metric.pricePerUnit ?? pricing.planPoint.unitPrice ?? "0";
    const amount = roundMoney(multiplyAmount(price, String(billable)), pricing.currency);
    if (used.events === 0 && compareAmounts(amount, "0") === 0) continue;
    lines.push({
      kind: "usage",
      description: `${metric.metricName}: ${used.quantity} ${metric.unit}${metric.includedQuantity ? ` (${metric.includedQuantity} included)` : ""}`,
      quantity: Math.round(billable),
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
      sub = await setStatus(
        stepRun,
        sub,
        { status: "cancelled", cancelledAt: at, nextActionOn: null },
        "churned",
      );
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
      sub = await setStatus(stepRun, sub, { status: "expired", nextActionOn: null }, "churned");
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
    await updateInvoice(run.tx, run.accountId, current.id, { status: "overdue", updatedAt: run.now });
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

/** The credit for the unused part of the current term (after its discounts), from `on`; 0 when none was paid. */
export async function unusedCredit(run: Run, sub: SubscriptionRow, on: Day): Promise<string> {
  if (!sub.currentTermStart || !sub.currentTermEnd || compareDays(on, sub.currentTermEnd) >= 0) return "0";
  // The term's own invoice and the proration invoices of changes made during it: each recurring line (plan,
  // add-ons, proration, the discounts on them) is unused for the days of its own period left from `on`, so
  // after an upgrade the credit is the unused part of the plan the customer holds now, as paid.
  let unused = "0";
  for (const invoice of await termInvoices(run.tx, run.accountId, sub.id, sub.termsBilled)) {
    for (const line of await linesOf(run.tx, run.accountId, invoice.id)) {
      const recurring =
        line.kind === "plan" ||
        line.kind === "proration" ||
        line.kind === "discount" ||
        (line.kind === "addon" && line.periodStart !== null);
      if (!recurring) continue;
      const start = line.periodStart ?? invoice.periodStart;
      const end = line.periodEnd ?? invoice.periodEnd;
      if (!start || !end || compareDays(start, end) >= 0 || compareDays(on, end) >= 0) continue;
      const from = compareDays(on, start) < 0 ? start : on;
      unused = addAmounts(unused, prorate(line.amount, { start, end }, from));
    }
  }
  // A decrease made during the term gave back its days already (a credit with its period): what is still
  // unused of it is not given twice, so after a downgrade the credit is the unused part of the lower price.
  for (const given of await termCredits(run.tx, run.accountId, sub.id, sub.termsBilled)) {
    const { periodStart: start, periodEnd: end } = given;
    if (!start || !end || compareDays(start, end) >= 0 || compareDays(on, end) >= 0) continue;
    const from = compareDays(on, start) < 0 ? start : on;
    unused = subtractAmounts(unused, prorate(given.amount, { start, end }, from));
  }
  if (compareAmounts(unused, "0") <= 0) return "0";
  return roundMoney(unused, sub.currency);
}

export { addDays, daysBetween, prorateChange, termAt };
