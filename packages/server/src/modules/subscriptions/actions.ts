import { compareDays, type Day } from "@round/billing";
import type {
  subscriptionCancelSchema,
  subscriptionPauseSchema,
  subscriptionReactivateSchema,
  subscriptionResumeSchema,
} from "@round/forms/schemas";
import type * as v from "valibot";
import {
  type Run,
  refuse,
  type SubscriptionRow,
  setStatus,
  startTerm,
  trialDue,
  unusedCredit,
  updateSubscription,
} from "../../engine/index.ts";
import { conflict } from "../../http/errors.ts";
import { customerRow } from "../customers/index.ts";
import { formatDay } from "../invoices/index.ts";
import { credit, customerNotActive, type Outcome } from "./operation.ts";

// Pause, resume, cancel and reactivate (COMMERCE.md, "Subscription rules"), each run by `act`.

/** Pause: the unused part of the term credited, nothing billed until resumed. */
export const pauseWork = async (
  run: Run,
  sub: SubscriptionRow,
  input: v.InferOutput<typeof subscriptionPauseSchema>,
  today: Day,
): Promise<Outcome> => {
  if (sub.status !== "active") {
    throw conflict("Only an active subscription can be paused.", "SUBSCRIPTION_NOT_ACTIVE");
  }
  // Its term is its last: pausing would end it early and a resume would start what the customer ended.
  if (sub.cancelAt) {
    throw conflict(
      "This subscription is set to cancel at the end of its term; reactivate it before pausing it.",
      "SUBSCRIPTION_CANCELLING",
    );
  }
  if (input.resumeDate !== undefined && compareDays(input.resumeDate, today) <= 0) {
    throw refuse("resumeDate", "The resume date must be after today");
  }
  const given = await unusedCredit(run, sub, today);
  await credit(run, sub, given, `Unused time while paused from ${formatDay(today)}`);
  const updated = await setStatus(
    run,
    sub,
    {
      status: "paused",
      pausedAt: today,
      resumeDate: input.resumeDate ?? null,
      nextActionOn: input.resumeDate ?? null,
      currentTermEnd: compareDays(today, sub.currentTermEnd ?? today) < 0 ? today : sub.currentTermEnd,
    },
    "pause",
  );
  run.events.subscription("subscription.paused", updated, { before: sub });
  return { subscription: updated, credit: given };
};

/** Resume: a new term from today, invoiced at once. */
export const resumeWork = async (
  run: Run,
  sub: SubscriptionRow,
  _input: v.InferOutput<typeof subscriptionResumeSchema>,
  today: Day,
): Promise<Outcome> => {
  if (sub.status !== "paused")
    throw conflict("Only a paused subscription can be resumed.", "SUBSCRIPTION_NOT_PAUSED");
  const customer = (await customerRow(run.tx, run.accountId, sub.customerId))!;
  if (customer.status !== "active") throw conflict(customerNotActive(customer.status), "CUSTOMER_NOT_ACTIVE");
  const updated = await startTerm(run, sub, customer, {
    start: today,
    anchor: true,
    reason: "resume",
  });
  return { subscription: updated, credit: "0" };
};

/** Cancel now (the unused part of the term credited) or at the end of the term. */
export const cancelWork = async (
  run: Run,
  sub: SubscriptionRow,
  input: v.InferOutput<typeof subscriptionCancelSchema>,
  today: Day,
): Promise<Outcome> => {
  if (sub.status === "cancelled" || sub.status === "expired") {
    throw conflict(`This subscription is already ${sub.status}.`, "SUBSCRIPTION_ENDED");
  }
  if (input.atTermEnd && (sub.status === "active" || sub.status === "trialing")) {
    const end = sub.status === "trialing" ? sub.trialEnd : sub.currentTermEnd;
    if (end) {
      // Scheduled, not yet cancelled: an update (`subscription.cancelled` is told when it ends). A trial's
      // notice still to be told stays due first.
      const updated = await updateSubscription(run.tx, run.accountId, sub.id, {
        cancelAt: end,
        nextActionOn: sub.status === "trialing" ? trialDue(sub) : end,
        updatedAt: run.now,
      });
      run.events.subscription("subscription.updated", updated, { before: sub });
      return { subscription: updated, credit: "0" };
    }
  }
  const given = sub.status === "active" ? await unusedCredit(run, sub, today) : "0";
  await credit(run, sub, given, `Unused time after cancelling on ${formatDay(today)}`);
  const updated = await setStatus(
    run,
    sub,
    { status: "cancelled", cancelledAt: run.now, cancelAt: null, nextActionOn: null },
    "churned",
  );
  run.events.subscription("subscription.cancelled", updated, { before: sub });
  return { subscription: updated, credit: given };
};

/** Reactivate: undo a scheduled cancel, or start a cancelled subscription again with a new term. */
export const reactivateWork = async (
  run: Run,
  sub: SubscriptionRow,
  _input: v.InferOutput<typeof subscriptionReactivateSchema>,
  today: Day,
): Promise<Outcome> => {
  if ((sub.status === "active" || sub.status === "trialing") && sub.cancelAt) {
    const next = sub.status === "trialing" ? trialDue(sub) : sub.currentTermEnd;
    const updated = await updateSubscription(run.tx, run.accountId, sub.id, {
      cancelAt: null,
      nextActionOn: next,
      updatedAt: run.now,
    });
    run.events.subscription("subscription.reactivated", updated, { before: sub });
    return { subscription: updated, credit: "0" };
  }
  if (sub.status !== "cancelled") {
    throw conflict(
      sub.status === "expired"
        ? "An expired subscription has run all its billing cycles; start a new one."
        : "Only a cancelled subscription, or one set to cancel, can be reactivated.",
      "SUBSCRIPTION_NOT_CANCELLED",
    );
  }
  const customer = (await customerRow(run.tx, run.accountId, sub.customerId))!;
  if (customer.status !== "active") throw conflict(customerNotActive(customer.status), "CUSTOMER_NOT_ACTIVE");
  const restarted = await updateSubscription(run.tx, run.accountId, sub.id, {
    status: "active",
    cancelledAt: null,
    cancelAt: null,
  });
  const updated = await startTerm(run, restarted, customer, {
    start: today,
    anchor: true,
    reason: "reactivation",
    before: sub,
  });
  return { subscription: updated, credit: "0" };
};
