import { compareAmounts, type Day, dayOf } from "@round/billing";
import type { BillingPreviewResponse, SubscriptionResponse } from "@round/forms/schemas";
import type * as v from "valibot";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import {
  billingWrite,
  flushFigures,
  type InvoiceRow,
  invoiceRow,
  linesOf,
  nowFor,
  openRun,
  type Pricing,
  type Run,
  type SubscriptionRow,
  subscriptionRow,
  writeShared,
} from "../../engine/index.ts";
import { notFound } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { addCredit, customerRow } from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";
import { type KnownOfSubscriptions, subscriptionViews } from "./views.ts";

// What every subscription operation shares: finding the subscription, running an action on it locked (or
// previewing it), its answer, and the credit it gives.

export const SUBSCRIPTION_NOT_FOUND = "Subscription not found.";

export interface Outcome {
  subscription: SubscriptionRow;
  credit: string;
}

/** Who asks for an action, on which subscription, with what body and Idempotency-Key. */
export interface ActionCall {
  claims: AccessClaims;
  roundAccountId: string | undefined;
  id: string;
  sent: unknown;
  key: string | undefined;
}

export async function requireSubscription(ex: Executor, accountId: string, id: string, lock = false) {
  if (!isUuid(id)) throw notFound(SUBSCRIPTION_NOT_FOUND);
  const row = await subscriptionRow(ex, accountId, id.toLowerCase(), lock);
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return row;
}

/** The answer of an action: the subscription, or with `preview` what it would write. */
export async function answer(
  tx: Executor,
  run: Run,
  outcome: Outcome,
  preview: boolean,
  known?: KnownOfSubscriptions,
) {
  const [view] = await subscriptionViews(tx, run.accountId, [outcome.subscription], run.pricings, known);
  if (!preview) return view!;
  const invoiceId = run.steps.find((step) => step.invoiceId !== null)?.invoiceId ?? null;
  let invoice: BillingPreviewResponse["invoice"] = null;
  if (invoiceId) {
    const row = (await invoiceRow(tx, run.accountId, invoiceId)) as InvoiceRow;
    const lines = await linesOf(tx, run.accountId, invoiceId);
    invoice = {
      currency: row.currency,
      lines: lines.map((line) => ({
        kind: line.kind as never,
        description: line.description,
        quantity: line.quantity,
        amount: Number(line.amount),
        taxAmount: Number(line.taxAmount),
        taxRateId: line.taxRateId,
        periodStart: line.periodStart,
        periodEnd: line.periodEnd,
      })),
      subtotal: Number(row.subtotal),
      discount: Number(row.discount),
      tax: Number(row.tax),
      total: Number(row.total),
      creditApplied: Number(row.creditApplied),
      amountDue: Number(row.amountDue),
    };
  }
  const preview_: BillingPreviewResponse = {
    preview: true,
    subscription: view!,
    invoice,
    credit: Number(outcome.credit),
  };
  return preview_;
}

/** Runs an action on a locked subscription, in a write (or a preview that rolls back). */
export async function act<S extends v.GenericSchema>(
  deps: Deps,
  call: ActionCall,
  schema: S,
  action: string,
  work: (run: Run, sub: SubscriptionRow, input: v.InferOutput<S>, today: Day) => Promise<Outcome>,
) {
  const { claims, roundAccountId, id, sent, key } = call;
  const tenant = await loadTenant(deps.db, claims, roundAccountId, "manageCustomers");
  const input = parseWith(schema, sent) as v.InferOutput<S> & { preview?: boolean };
  const preview = input.preview === true;
  const result = await billingWrite(
    deps,
    tenant.accountId,
    { preview, key, method: "POST", path: `/api/subscriptions/${id}/${action}`, body: input },
    async (tx) => {
      const sub = await requireSubscription(tx, tenant.accountId, id, true);
      const customer = await customerRow(tx, tenant.accountId, sub.customerId, true);
      const now = await nowFor(deps, tx, customer!);
      const run = await openRun(deps, tx, tenant.accountId, now, preview);
      const outcome = await work(run, sub, input, dayOf(now));
      await flushFigures(run, { shared: false });
      // Answered before the account's shared rows are written: nothing waits for them while it reads. The
      // event of the subscription as answered shows that very view.
      const body = await answer(tx, run, outcome, preview);
      if (!preview) run.events.viewed(outcome.subscription, body as SubscriptionResponse);
      await writeShared(run);
      return { status: 200, body };
    },
  );
  return result.body;
}

/**
 * Credit given to the customer for unused time or a decrease, in the subscription's currency; a decrease
 * during a term names the term and the days it gives back (`unusedCredit` reads them).
 */
export async function credit(
  run: Run,
  sub: SubscriptionRow,
  amount: string,
  reason: string,
  during?: { termNumber: number; period: { start: Day; end: Day } },
) {
  if (compareAmounts(amount, "0") <= 0) return;
  await addCredit(run.tx, {
    roundAccountId: run.accountId,
    customerId: sub.customerId,
    amount,
    currency: sub.currency,
    reason,
    createdByUserId: null,
    createdByName: "Billing",
    ...(during
      ? {
          subscriptionId: sub.id,
          termNumber: during.termNumber,
          periodStart: during.period.start,
          periodEnd: during.period.end,
        }
      : {}),
    createdAt: run.now,
  });
}

/** Why a customer that is not active cannot start, resume or reactivate a subscription. */
export const customerNotActive = (status: string) =>
  `This customer is ${status}; a subscription needs an active customer`;

export function describe(pricing: Pricing, quantity: number) {
  return `${pricing.plan.name}${quantity > 1 ? ` × ${quantity}` : ""}`;
}
