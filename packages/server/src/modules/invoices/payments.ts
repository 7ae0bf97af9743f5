import { toAmount } from "@round/billing";
import {
  applyPayment,
  type InvoiceRow,
  type openRun,
  refuse,
  saveCardPayment,
  updateInvoice,
} from "../../engine/index.ts";
import { ApiError } from "../../http/errors.ts";
import { gatewayFor } from "../billing/index.ts";
import { type customerRow, paymentMethodRow } from "../customers/index.ts";

// Record Payment by a saved card: the card charged for the amount asked.

/** Charges a given saved card (Record Payment by card) for the amount asked (at most what is due). */
export async function collectWith(
  run: Awaited<ReturnType<typeof openRun>>,
  invoice: InvoiceRow,
  customer: NonNullable<Awaited<ReturnType<typeof customerRow>>>,
  methodId: string,
  asked: string,
) {
  const method = await paymentMethodRow(run.tx, run.accountId, customer.id, methodId);
  if (!method?.gatewayReference) throw refuse("paymentMethod", "Payment method not found", "NOT_FOUND");
  const attempt = invoice.paymentAttempts + 1;
  const amount = toAmount(asked);
  const gateway = await gatewayFor(run.deps, run.tx, run.accountId, method.gateway);
  const result = await gateway.charge({
    reference: method.gatewayReference,
    amount,
    currency: invoice.currency,
    // Per card too: a declined attempt is rolled back with its count, and another card is another charge.
    idempotencyKey: `${run.accountId}:pay:${invoice.id}:${attempt}:${method.id}`,
    description: `Invoice ${invoice.number ?? invoice.id}`,
  });
  await saveCardPayment(run, { invoice, customer, method, amount, attempt, result });
  const counted = await updateInvoice(run.tx, run.accountId, invoice.id, { paymentAttempts: attempt });
  if (!result.ok) throw new ApiError(402, result.message, { code: "PAYMENT_FAILED" });
  return applyPayment(run, counted, amount, invoice);
}
