import {
  addAmounts,
  addDays,
  applicableCoupons,
  compareAmounts,
  creditToApply,
  type Day,
  formatMoney,
  type InvoiceLineInput,
  invoiceTotals,
  type LineKind,
  lineTax,
  subtractAmounts,
  type Term,
  withoutTax,
} from "@round/billing";
import {
  addCredit,
  type CustomerRow,
  customerRow,
  defaultMethodOf,
  setCreditReason,
} from "../modules/customers/index.ts";
import { keepCollection } from "../modules/metrics/index.ts";
import { activeTaxRates, storedTaxLines, type TaxRateRow, taxChoiceFor } from "../modules/tax/index.ts";
import { collectInvoice } from "./collection.ts";
import type { Run } from "./context.ts";
import { mail } from "./notices.ts";
import { type HeldCoupon, redeemed } from "./pricing.ts";
import { insertInvoice, insertLines, linesOf, setLineTax, updateInvoice } from "./queries/invoices.ts";
import type { InvoiceRow, SubscriptionRow } from "./queries/reads.ts";
import { countDiscount } from "./queries/subscriptions.ts";

// Raising and finalizing invoices: totals by @round/billing, numbered when the transaction ends.

export interface RaiseInput {
  customer: CustomerRow;
  subscription: SubscriptionRow | null;
  reason: string;
  currency: string;
  lines: InvoiceLineInput[];
  /** The subscription's coupons (those that apply on `issueDate` are used). */
  coupons?: readonly HeldCoupon[];
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
  const coupons = input.coupons
    ? applicableCoupons(redeemed(input.coupons), input.issueDate, input.currency)
    : [];
  const tax = await taxOf(run, input.customer);
  const totals = invoiceTotals({
    currency: input.currency,
    lines: input.lines,
    coupons,
    taxRate: tax.rate,
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
    tax: totals.tax,
    taxLines: storedTaxLines(totals.taxLines, tax.rate),
    reverseCharge: tax.reverseCharge,
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
  const lines = await insertLines(tx, lineRows(accountId, row.id, totals.lines));
  run.events.invoice("invoice.created", row, { lines });
  for (const line of totals.lines) {
    if (line.kind === "discount" && typeof line.ref?.couponId === "string") {
      await countDiscount(tx, accountId, line.ref.couponId, line.amount.replace(/^-/, ""));
    }
  }
  if (input.draft) return row;
  return finalizeInvoice(run, row, input.customer, input.issueDate);
}

/**
 * The rate a customer pays now and whether the invoice says 'Reverse charge'. The account's active rates are
 * read once per run.
 */
export async function taxOf(
  run: Run,
  customer: CustomerRow,
): Promise<{ rate: TaxRateRow | null; reverseCharge: boolean }> {
  if (customer.taxExempt === "none" && run.kept.taxRates === undefined) {
    run.kept.taxRates = await activeTaxRates(run.tx, run.accountId);
  }
  const choice = await taxChoiceFor(run.tx, run.accountId, customer, run.kept.taxRates ?? []);
  return { rate: choice.rate, reverseCharge: choice.reverseCharge };
}

/**
 * The rate a customer (by id) pays now, when `wanted` says one of the account's active rates matters: read
 * once per customer and run (a change then its new MRR ask twice), and never without such a rate.
 */
async function customerRate(run: Run, customerId: string, wanted: (rate: TaxRateRow) => boolean) {
  run.kept.taxRates ??= await activeTaxRates(run.tx, run.accountId);
  if (!run.kept.taxRates.some(wanted)) return null;
  run.kept.customerRates ??= new Map();
  const known = run.kept.customerRates;
  if (!known.has(customerId)) {
    const customer = await customerRow(run.tx, run.accountId, customerId);
    known.set(customerId, customer ? (await taxOf(run, customer)).rate : null);
  }
  return known.get(customerId) ?? null;
}

/**
 * A subscription's MRR without the tax an inclusive rate of its customer holds (COMMERCE.md: MRR excludes tax
 * both ways). Reads the customer only when the account has an inclusive rate.
 */
export async function mrrWithoutTax(run: Run, customerId: string, mrr: string, currency: string) {
  if (compareAmounts(mrr, "0") === 0) return mrr;
  return withoutTax(mrr, await customerRate(run, customerId, (rate) => rate.inclusive), currency);
}

/**
 * A credit for time paid and not used, with the tax the customer paid on it: a decrease's credit is worked
 * out before tax, and an exclusive rate of the customer's added it on top of what they paid.
 */
export async function withTaxPaid(run: Run, customerId: string, amount: string, currency: string) {
  if (compareAmounts(amount, "0") <= 0) return amount;
  const rate = await customerRate(run, customerId, (one) => !one.inclusive);
  return rate && !rate.inclusive ? addAmounts(amount, lineTax(amount, rate, currency)) : amount;
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
    taxAmount: line.taxAmount,
    taxRateId: line.taxRateId,
    periodStart: (line.ref?.periodStart as string | undefined) ?? null,
    periodEnd: (line.ref?.periodEnd as string | undefined) ?? null,
    ref: line.ref ?? null,
  }));
}

/**
 * A draft as the rate in force now taxes it: its lines and totals worked out again when the customer's rate
 * (or exemption) is not the one it was raised with. A one-off draft has no coupons, so each line is taxed on
 * its whole amount.
 */
async function taxedNow(run: Run, draft: InvoiceRow, customer: CustomerRow): Promise<InvoiceRow> {
  const tax = await taxOf(run, customer);
  const before = draft.taxLines[0]?.taxRateId ?? null;
  if ((tax.rate?.id ?? null) === before && tax.reverseCharge === draft.reverseCharge) return draft;
  if (compareAmounts(draft.discount, "0") !== 0) return draft;
  const lines = await linesOf(run.tx, run.accountId, draft.id);
  const totals = invoiceTotals({
    currency: draft.currency,
    lines: lines.map((line) => ({
      kind: line.kind as Exclude<LineKind, "discount">,
      description: line.description,
      quantity: line.quantity,
      amount: line.amount,
      recurring: false,
    })),
    taxRate: tax.rate,
  });
  for (const [index, line] of lines.entries()) {
    const taxed = totals.lines[index]!;
    await setLineTax(run.tx, run.accountId, line.id, {
      taxAmount: taxed.taxAmount,
      taxRateId: taxed.taxRateId,
    });
  }
  return updateInvoice(run.tx, run.accountId, draft.id, {
    tax: totals.tax,
    taxLines: storedTaxLines(totals.taxLines, tax.rate),
    reverseCharge: tax.reverseCharge,
    total: totals.total,
    amountDue: totals.total,
  });
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
  // A draft is taxed at the rate in force now, when it is finalized (the rate then stays on it).
  if (draft.status === "draft") draft = await taxedNow(run, draft, fresh);
  const method = await defaultMethodOf(tx, accountId, customer.id);
  // Numbered when the transaction ends (`PendingNumbers`): what names the number is written then.
  run.numbers.add(draft.id, draft.testClockId);
  const creditApplied = creditToApply(fresh.creditBalance, draft.total);
  if (compareAmounts(creditApplied, "0") > 0) {
    // Taken from the balance now (a later invoice of the run sees what is left); named once numbered.
    const credit = await addCredit(tx, {
      roundAccountId: accountId,
      customerId: customer.id,
      amount: `-${creditApplied}`,
      currency: draft.currency,
      reason: "Applied to an invoice",
      createdByUserId: null,
      createdByName: "Billing",
      createdAt: run.now,
    });
    run.numbers.whenNumbered(draft.id, (number) =>
      setCreditReason(tx, accountId, credit.id, `Applied to invoice ${number}`),
    );
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
  // Finalized, then (nothing left to pay once its credit is taken) paid: two events, the first showing it open.
  run.events.invoice("invoice.finalized", paid ? { ...invoice, status: "open", paidAt: null } : invoice, {
    before: draft,
  });
  if (paid) run.events.invoice("invoice.paid", invoice);
  if (!paid && fresh.emailPreferences.invoices) {
    await mail(run, "invoice_issued", invoice, fresh);
  }
  if (collectsNow && !paid) invoice = await collectInvoice(run, invoice, fresh, method ?? null);
  run.touched.add(customer.id);
  const step = {
    on: issueDate,
    subscriptionId: invoice.subscriptionId,
    invoiceId: invoice.id,
    customerName: customer.displayName,
    action: "Invoice issued",
  };
  run.steps.push(step);
  run.numbers.whenNumbered(draft.id, (number) => {
    step.action = `Invoice ${number} issued for ${formatMoney(invoice.total, invoice.currency)}`;
  });
  return invoice;
}
