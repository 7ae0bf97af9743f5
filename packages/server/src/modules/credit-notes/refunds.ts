import { addAmounts, compareAmounts, subtractAmounts } from "@round/billing";
import type { PaymentRow, Run } from "../../engine/index.ts";
import { gatewayFor } from "../billing/index.ts";
import type { RefundRow } from "./queries.ts";
import { refundedOfPayments } from "./queries.ts";

// Money back to the payer: what a credit note refunds, taken from the invoice's payments (cards first, the
// newest first, then offline payments), each payment at most what it paid less what went back already. A
// card's share goes back through the gateway it was charged on; an offline payment's is recorded.

export type NewRefund = Omit<RefundRow, "id"> & { id?: string };

/** A refund the gateway refused: the whole write is undone and this row alone is written after it. */
export class RefundFailed extends Error {
  constructor(
    message: string,
    readonly row: NewRefund,
  ) {
    super(message);
  }
}

const ORDER = (a: PaymentRow, b: PaymentRow) =>
  (a.method === "card" ? 0 : 1) - (b.method === "card" ? 0 : 1) ||
  b.createdAt.getTime() - a.createdAt.getTime();

/**
 * Refunds `amount` of the invoice's payments for the credit note `creditNoteId`: the rows to write, every one
 * succeeded or pending. A gateway refusal throws `RefundFailed` (nothing of the credit note is written).
 */
export async function refundPayments(
  run: Run,
  input: {
    creditNoteId: string;
    invoiceId: string;
    customerId: string;
    currency: string;
    amount: string;
    payments: readonly PaymentRow[];
  },
): Promise<NewRefund[]> {
  const { tx, accountId } = run;
  let left = input.amount;
  if (compareAmounts(left, "0") <= 0) return [];
  const paid = input.payments.filter((payment) => payment.status === "succeeded").sort(ORDER);
  const back = new Map<string, string>();
  for (const refund of await refundedOfPayments(
    tx,
    accountId,
    paid.map((payment) => payment.id),
  )) {
    back.set(refund.paymentId, addAmounts(back.get(refund.paymentId) ?? "0", refund.amount));
  }
  const rows: NewRefund[] = [];
  for (const payment of paid) {
    if (compareAmounts(left, "0") <= 0) break;
    const available = subtractAmounts(payment.amount, back.get(payment.id) ?? "0");
    if (compareAmounts(available, "0") <= 0) continue;
    const amount = compareAmounts(left, available) <= 0 ? left : available;
    left = subtractAmounts(left, amount);
    const base = {
      roundAccountId: accountId,
      customerId: input.customerId,
      paymentId: payment.id,
      invoiceId: input.invoiceId,
      creditNoteId: input.creditNoteId,
      amount,
      currency: input.currency,
      failureMessage: null,
      createdAt: run.now,
    };
    if (payment.method !== "card" || !payment.gatewayReference) {
      rows.push({ ...base, status: "succeeded", method: "offline", gateway: null, gatewayRefundId: null });
      continue;
    }
    const gateway = await gatewayFor(run.deps, tx, accountId, payment.gateway ?? undefined);
    const result = await gateway.refund({
      transactionId: payment.gatewayReference,
      amount,
      currency: input.currency,
      idempotencyKey: `${accountId}:refund:${input.creditNoteId}:${payment.id}`,
    });
    if (!result.ok) {
      throw new RefundFailed(result.message, {
        ...base,
        status: "failed",
        method: "card",
        gateway: gateway.name,
        gatewayRefundId: null,
        failureMessage: result.message,
      });
    }
    rows.push({
      ...base,
      status: result.pending ? "pending" : "succeeded",
      method: "card",
      gateway: gateway.name,
      gatewayRefundId: result.refundId,
    });
  }
  // What was paid less earlier refunds is checked before: nothing can be left here.
  if (compareAmounts(left, "0") > 0) throw new Error("A refund passed what the invoice's payments hold");
  return rows;
}
