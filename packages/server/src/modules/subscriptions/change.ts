import {
  applicableCoupons,
  compareAmounts,
  compareDays,
  type Day,
  decreaseCredit,
  prorateChange,
} from "@round/billing";
import type { subscriptionChangeSchema } from "@round/forms/schemas";
import type * as v from "valibot";
import {
  addonsOf,
  couponsOf,
  type Items,
  pricingOf,
  pricingOfSubscription,
  type Run,
  raiseInvoice,
  redeemed,
  refuse,
  refuseUnsellable,
  replaceAddons,
  type SubscriptionRow,
  setStatus,
  termAmount,
  updateSubscription,
  withTaxPaid,
} from "../../engine/index.ts";
import { conflict } from "../../http/errors.ts";
import { customerRow } from "../customers/index.ts";
import { formatDay } from "../invoices/index.ts";
import { credit, describe, type Outcome } from "./operation.ts";

// A change of a subscription (COMMERCE.md, "Subscription rules": change, prorated by days left in the term).

/** PUT: a new plan price point, quantity or add-ons, prorated by the days left in the term. */
export const changeWork = async (
  run: Run,
  sub: SubscriptionRow,
  input: v.InferOutput<typeof subscriptionChangeSchema>,
  today: Day,
): Promise<Outcome> => {
  if (sub.status === "cancelled" || sub.status === "expired") {
    throw conflict(
      `A ${sub.status} subscription cannot be changed; reactivate it first.`,
      "SUBSCRIPTION_ENDED",
    );
  }
  const currentAddons = await addonsOf(run.tx, run.accountId, [sub.id]);
  const items: Items = {
    planPricePointId: input.planPricePointId ?? sub.planPricePointId,
    quantity: input.quantity ?? sub.quantity,
    addons: input.addons
      ? input.addons.map((addon) => ({
          pricePointId: addon.pricePointId,
          quantity: addon.quantity ?? 1,
        }))
      : currentAddons.map((addon) => ({
          pricePointId: addon.pricePointId,
          quantity: addon.quantity,
        })),
  };
  const next = await pricingOf(run.tx, run.accountId, items);
  // What the subscription holds goes on at its price; only what it moves onto is a new sale.
  refuseUnsellable(next, {
    planPricePointId: sub.planPricePointId,
    addonPointIds: new Set(currentAddons.map((addon) => addon.pricePointId)),
  });
  if (next.currency !== sub.currency) {
    throw refuse(
      "planPricePointId",
      `This price is in ${next.currency}; the subscription is in ${sub.currency}`,
      "INVALID_CURRENCY",
    );
  }
  if (next.frequency !== sub.billingFrequency && sub.status === "active") {
    throw refuse("planPricePointId", "Choose a price point billed as often as the current one");
  }
  const autoCollection =
    input.autoCollection === undefined ? sub.autoCollection : input.autoCollection ? "on" : "off";
  const inTerm =
    sub.status === "active" &&
    sub.currentTermStart !== null &&
    sub.currentTermEnd !== null &&
    compareDays(today, sub.currentTermEnd) < 0;
  if (inTerm && input.prorate === false) {
    const updated = await updateSubscription(run.tx, run.accountId, sub.id, {
      pendingChange: items,
      autoCollection,
      updatedAt: run.now,
    });
    run.events.subscription("subscription.updated", updated, { before: sub });
    return { subscription: updated, credit: "0" };
  }
  const before = inTerm ? await pricingOfSubscription(run.tx, sub) : null;
  await replaceAddons(
    run.tx,
    run.accountId,
    sub.id,
    next.addons.map((addon) => ({
      addonId: addon.addonId,
      pricePointId: addon.point.id,
      quantity: addon.quantity,
    })),
  );
  let updated = await updateSubscription(run.tx, run.accountId, sub.id, {
    planId: next.plan.id,
    planPricePointId: next.planPoint.id,
    quantity: items.quantity,
    pendingChange: null,
    autoCollection,
    updatedAt: run.now,
  });
  // Its event comes before the proration invoice's, showing the subscription as the change leaves it.
  const event = run.events.subscription("subscription.updated", updated, {
    before: sub,
    addonsBefore: currentAddons,
  });
  let given = "0";
  if (inTerm && before) {
    const term = { start: sub.currentTermStart!, end: sub.currentTermEnd! };
    const on = compareDays(today, term.start) < 0 ? term.start : today;
    const proration = prorateChange(
      termAmount(before, sub.quantity),
      termAmount(next, items.quantity),
      term,
      on,
      sub.currency,
    );
    const coupons = (await couponsOf(run.tx, run.accountId, [sub.id])).filter(
      ({ coupon }) => coupon.durationType !== "one_time",
    );
    if (compareAmounts(proration.net, "0") > 0) {
      const customer = (await customerRow(run.tx, run.accountId, sub.customerId))!;
      await raiseInvoice(run, {
        customer,
        subscription: updated,
        reason: "proration",
        currency: sub.currency,
        lines: [
          {
            kind: "proration",
            description: `Unused time on ${describe(before, sub.quantity)} from ${formatDay(on)}`,
            quantity: 1,
            amount: proration.unused,
            recurring: true,
            ref: { periodStart: on, periodEnd: term.end },
          },
          {
            kind: "proration",
            description: `Remaining time on ${describe(next, items.quantity)} from ${formatDay(on)}`,
            quantity: 1,
            amount: proration.remaining,
            recurring: true,
            ref: { periodStart: on, periodEnd: term.end },
          },
        ],
        coupons,
        termNumber: sub.termsBilled,
        period: { start: on, end: term.end },
        issueDate: today,
      });
    } else if (compareAmounts(proration.net, "0") < 0) {
      // What the customer paid less for the days left: the decrease after the percentage discounts
      // that take their share of every invoice, as an increase's invoice would be discounted.
      // With the tax the customer paid on it (an exclusive rate's, added on top).
      given = await withTaxPaid(
        run,
        sub.customerId,
        decreaseCredit(
          proration.net.replace(/^-/, ""),
          applicableCoupons(redeemed(coupons), today, sub.currency),
          sub.currency,
        ),
        sub.currency,
      );
      await credit(
        run,
        sub,
        given,
        `Prorated credit: ${describe(before, sub.quantity)} to ${describe(next, items.quantity)}`,
        { termNumber: sub.termsBilled, period: { start: on, end: term.end } },
      );
    }
  }
  updated = await setStatus(run, updated, {}, "change", next);
  event.row = updated;
  return { subscription: updated, credit: given };
};
