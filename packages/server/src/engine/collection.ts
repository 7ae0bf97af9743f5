import { addDays, compareAmounts, dayOf, formatMoney, paymentOn, toAmount } from "@round/billing";
import { gatewayFor } from "../modules/billing/index.ts";
import { type CustomerRow, defaultMethodOf } from "../modules/customers/index.ts";
import { keepCollection, keepPaymentAttempt } from "../modules/metrics/index.ts";
import type { Run } from "./context.ts";
import type { KnownOfPayment } from "./events.ts";
import { setStatus } from "./lifecycle.ts";
import { mail } from "./notices.ts";
import { insertPayment, updateInvoice } from "./queries/invoices.ts";
import type { InvoiceRow } from "./queries/reads.ts";
import { subscriptionRow } from "./queries/subscriptions.ts";

// Collecting invoices: payments recorded per attempt, the gateway charged once per key, dunning retries.

/**
 * Writes a payment attempt, counts it in the day's figures (card attempts make the success rate) and notes its
 * event (`known`: its method and customer's name when the caller holds them).
 */
export async function savePayment(
  run: Run,
  values: Parameters<typeof insertPayment>[1],
  known: KnownOfPayment = {},
) {
  const payment = await insertPayment(run.tx, values);
  keepPaymentAttempt(run.sums, payment);
  run.events.payment(payment, known);
  return payment;
}

/** A card charge's outcome as a payment of the invoice (succeeded with its reference, or failed and why). */
export async function saveCardPayment(
  run: Run,
  charge: {
    invoice: Pick<InvoiceRow, "id" | "currency">;
    customer: Pick<CustomerRow, "id" | "testClockId" | "displayName">;
    method: NonNullable<KnownOfPayment["method"]> & { id: string; gateway: string };
    amount: string;
    attempt: number;
    result: { ok: true; transactionId: string } | { ok: false; message: string };
  },
) {
  const { invoice, customer, method, amount, attempt, result } = charge;
  return savePayment(
    run,
    {
      roundAccountId: run.accountId,
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
    },
    { method, customerName: customer.displayName },
  );
}

/**
 * Money received on an invoice: amounts paid and due, status, the customer's amount due. `before`: the invoice
 * as the write found it, when it has changed it since (its event's `previous`).
 */
export async function applyPayment(
  run: Run,
  invoice: InvoiceRow,
  amount: string,
  before: InvoiceRow = invoice,
): Promise<InvoiceRow> {
  const { amountPaid, amountDue, paid } = paymentOn(invoice, amount);
  const updated = await updateInvoice(run.tx, run.accountId, invoice.id, {
    amountPaid,
    amountDue,
    status: paid ? "paid" : "partially_paid",
    paidAt: paid ? run.now : null,
    nextRetryOn: paid ? null : invoice.nextRetryOn,
    updatedAt: run.now,
  });
  keepCollection(run.sums, invoice.status, updated);
  run.touched.add(invoice.customerId);
  run.events.invoice(paid ? "invoice.paid" : "invoice.partially_paid", updated, { before });
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
  await saveCardPayment(run, { invoice, customer, method, amount, attempt, result });
  const today = dayOf(run.now);
  let updated = await updateInvoice(tx, accountId, invoice.id, {
    paymentAttempts: attempt,
    updatedAt: run.now,
  });
  if (result.ok) {
    updated = await applyPayment(run, updated, amount, invoice);
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
    run.events.invoice("invoice.payment_failed", updated, { before: invoice });
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
  const cancelled = await setStatus(
    run,
    sub,
    { status: "cancelled", cancelledAt: run.now, nextActionOn: null, cancelAt: null },
    "churned",
  );
  run.events.subscription("subscription.cancelled", cancelled, { before: sub });
}
