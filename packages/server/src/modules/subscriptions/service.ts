import {
  addDays,
  compareAmounts,
  compareDays,
  type Day,
  dayOf,
  invoiceTotals,
  prorateChange,
} from "@round/billing";
import {
  type BillingPreviewResponse,
  subscriptionCancelSchema,
  subscriptionChangeSchema,
  subscriptionCreateSchema,
  subscriptionPauseSchema,
  subscriptionReactivateSchema,
  subscriptionResumeSchema,
} from "@round/forms/schemas";
import type * as v from "valibot";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import {
  addonsOf,
  applicableCoupons,
  billingWrite,
  couponsOf,
  flushFigures,
  hasHistory,
  type InvoiceRow,
  type Items,
  insertRedemption,
  insertSubscription,
  invoiceRow,
  linesOf,
  listSubscriptions,
  nowFor,
  openRun,
  type Pricing,
  pricingOf,
  pricingOfItems,
  pricingOfSubscription,
  type Run,
  raiseInvoice,
  redemptionCount,
  refuse,
  refuseUnsellable,
  replaceAddons,
  type SubscriptionRow,
  setStatus,
  startTerm,
  stepSubscription,
  subscriptionRow,
  termAmount,
  unusedCredit,
  updateSubscription,
  writeShared,
} from "../../engine/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { lockCouponsByCode } from "../catalog/index.ts";
import { addCredit, customerRow } from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";
import { formatDay } from "../invoices/index.ts";
import type { SubscriptionListQuery } from "./schemas.ts";
import { type KnownOfSubscriptions, subscriptionViews } from "./views.ts";

export const SUBSCRIPTION_NOT_FOUND = "Subscription not found.";

type Create = v.InferOutput<typeof subscriptionCreateSchema>;
type Change = v.InferOutput<typeof subscriptionChangeSchema>;

interface Outcome {
  subscription: SubscriptionRow;
  credit: string;
}

/** Subscriptions (COMMERCE.md, "Subscription rules"): create, change, pause, resume, cancel, reactivate. */
export function subscriptionService(deps: Deps) {
  const { db } = deps;

  async function requireSubscription(ex: Executor, accountId: string, id: string, lock = false) {
    if (!isUuid(id)) throw notFound(SUBSCRIPTION_NOT_FOUND);
    const row = await subscriptionRow(ex, accountId, id.toLowerCase(), lock);
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return row;
  }

  /** The answer of an action: the subscription, or with `preview` what it would write. */
  async function answer(
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
          periodStart: line.periodStart,
          periodEnd: line.periodEnd,
        })),
        subtotal: Number(row.subtotal),
        discount: Number(row.discount),
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
  async function act<S extends v.GenericSchema>(
    claims: AccessClaims,
    roundAccountId: string | undefined,
    id: string,
    schema: S,
    sent: unknown,
    key: string | undefined,
    action: string,
    work: (run: Run, sub: SubscriptionRow, input: v.InferOutput<S>, today: Day) => Promise<Outcome>,
  ) {
    const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
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
        // Answered before the account's shared rows are written: nothing waits for them while it reads.
        const body = await answer(tx, run, outcome, preview);
        await writeShared(run, { last: true });
        return { status: 200, body };
      },
    );
    return result.body;
  }

  /**
   * Credit given to the customer for unused time or a decrease, in the subscription's currency; a decrease
   * during a term names the term and the days it gives back (`unusedCredit` reads them).
   */
  async function credit(
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

  return {
    requireSubscription,

    async list(claims: AccessClaims, query: SubscriptionListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { rows, total } = await listSubscriptions(db, tenant.accountId, query);
      return pageResult(await subscriptionViews(db, tenant.accountId, rows), total, query);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const row = await requireSubscription(db, tenant.accountId, id);
      const [view] = await subscriptionViews(db, tenant.accountId, [row]);
      return view!;
    },

    async create(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      sent: unknown,
      key: string | undefined,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const input: Create = parseWith(subscriptionCreateSchema, sent);
      const preview = input.preview === true;
      const accountId = tenant.accountId;
      try {
        const result = await billingWrite(
          deps,
          accountId,
          { preview, key, method: "POST", path: "/api/subscriptions", body: input },
          async (tx) => {
            const customer = isUuid(input.customerId)
              ? await customerRow(tx, accountId, input.customerId.toLowerCase(), true)
              : undefined;
            if (!customer) throw refuse("customerId", "Customer not found", "NOT_FOUND");
            if (customer.status !== "active") {
              throw refuse("customerId", customerNotActive(customer.status));
            }
            const items: Items = {
              planPricePointId: input.planPricePointId,
              quantity: input.quantity ?? 1,
              addons: (input.addons ?? []).map((addon) => ({
                pricePointId: addon.pricePointId,
                quantity: addon.quantity ?? 1,
              })),
            };
            const pricings = new Map<string, Pricing>();
            const pricing = await pricingOfItems(tx, accountId, items, pricings);
            refuseUnsellable(pricing);
            if (pricing.currency !== customer.currency) {
              throw refuse(
                "planPricePointId",
                `This price is in ${pricing.currency}; the customer pays in ${customer.currency}`,
                "INVALID_CURRENCY",
              );
            }
            const now = await nowFor(deps, tx, customer);
            const today = dayOf(now);
            const startDate = input.startDate ?? today;
            const trialDays = pricing.plan.trialPeriod ?? 0;
            const trialEnd = input.trialEnd ?? (trialDays > 0 ? addDays(startDate, trialDays) : null);
            if (trialEnd !== null && compareDays(trialEnd, startDate) <= 0) {
              throw refuse("trialEnd", "The trial must end after the subscription starts");
            }
            const firstTime = !(await hasHistory(tx, accountId, customer.id));
            const run = await openRun(deps, tx, accountId, now, preview);
            for (const [key, read] of pricings) run.pricings.set(key, read);
            const sub = await insertSubscription(tx, {
              roundAccountId: accountId,
              customerId: customer.id,
              planId: pricing.plan.id,
              planPricePointId: pricing.planPoint.id,
              quantity: items.quantity,
              status: trialEnd ? "trialing" : "active",
              currency: pricing.currency,
              billingFrequency: pricing.frequency,
              startDate,
              trialStart: trialEnd ? startDate : null,
              trialEnd,
              billingCycles: pricing.plan.billingCycles,
              nextActionOn: trialEnd ?? startDate,
              autoCollection: input.autoCollection === undefined ? null : input.autoCollection ? "on" : "off",
              testClockId: customer.testClockId,
              createdAt: now,
              updatedAt: now,
            });
            await replaceAddons(
              tx,
              accountId,
              sub.id,
              pricing.addons.map((addon) => ({
                addonId: addon.addonId,
                pricePointId: addon.point.id,
                quantity: addon.quantity,
              })),
              true,
            );
            await redeemCoupons(
              tx,
              accountId,
              sub,
              pricing,
              items.quantity,
              input.couponCodes ?? [],
              firstTime,
              startDate,
            );
            let current = sub;
            if (trialEnd) {
              current = await setStatus(run, sub, {}, "trial_start", pricing);
            }
            current = await stepSubscription(run, current, today, customer);
            await flushFigures(run, { shared: false });
            // A new subscription's answer: its customer and plan as read above, no add-ons or coupons
            // unless some were given.
            const body = await answer(tx, run, { subscription: current, credit: "0" }, preview, {
              customerNames: new Map([[customer.id, customer.displayName]]),
              plans: new Map([[pricing.plan.id, pricing.plan]]),
              ...(items.addons.length === 0 ? { addons: [] } : {}),
              ...((input.couponCodes ?? []).length === 0 ? { coupons: [] } : {}),
            });
            await writeShared(run, { last: true });
            return { status: 201, body };
          },
        );
        return { status: preview ? 200 : 201, body: result.body };
      } catch (error) {
        if (isUniqueViolation(error, "subscription_coupons_once")) {
          throw refuse("couponCodes", "A coupon can be used once per subscription");
        }
        throw error;
      }
    },

    change(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      sent: unknown,
      key: string | undefined,
    ) {
      return act(
        claims,
        roundAccountId,
        id,
        subscriptionChangeSchema,
        sent,
        key,
        "change",
        async (run, sub, input: Change, today) => {
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
              given = discountedDecrease(proration.net.replace(/^-/, ""), coupons, today, sub.currency);
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
          return { subscription: updated, credit: given };
        },
      );
    },

    pause(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      sent: unknown,
      key: string | undefined,
    ) {
      return act(
        claims,
        roundAccountId,
        id,
        subscriptionPauseSchema,
        sent,
        key,
        "pause",
        async (run, sub, input, today) => {
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
              currentTermEnd:
                compareDays(today, sub.currentTermEnd ?? today) < 0 ? today : sub.currentTermEnd,
            },
            "pause",
          );
          return { subscription: updated, credit: given };
        },
      );
    },

    resume(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      sent: unknown,
      key: string | undefined,
    ) {
      return act(
        claims,
        roundAccountId,
        id,
        subscriptionResumeSchema,
        sent,
        key,
        "resume",
        async (run, sub, _input, today) => {
          if (sub.status !== "paused")
            throw conflict("Only a paused subscription can be resumed.", "SUBSCRIPTION_NOT_PAUSED");
          const customer = (await customerRow(run.tx, run.accountId, sub.customerId))!;
          if (customer.status !== "active")
            throw conflict(customerNotActive(customer.status), "CUSTOMER_NOT_ACTIVE");
          const updated = await startTerm(run, sub, customer, {
            start: today,
            anchor: true,
            reason: "resume",
          });
          return { subscription: updated, credit: "0" };
        },
      );
    },

    cancel(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      sent: unknown,
      key: string | undefined,
    ) {
      return act(
        claims,
        roundAccountId,
        id,
        subscriptionCancelSchema,
        sent,
        key,
        "cancel",
        async (run, sub, input, today) => {
          if (sub.status === "cancelled" || sub.status === "expired") {
            throw conflict(`This subscription is already ${sub.status}.`, "SUBSCRIPTION_ENDED");
          }
          if (input.atTermEnd && (sub.status === "active" || sub.status === "trialing")) {
            const end = sub.status === "trialing" ? sub.trialEnd : sub.currentTermEnd;
            if (end) {
              const updated = await updateSubscription(run.tx, run.accountId, sub.id, {
                cancelAt: end,
                nextActionOn: end,
                updatedAt: run.now,
              });
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
          return { subscription: updated, credit: given };
        },
      );
    },

    reactivate(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      sent: unknown,
      key: string | undefined,
    ) {
      return act(
        claims,
        roundAccountId,
        id,
        subscriptionReactivateSchema,
        sent,
        key,
        "reactivate",
        async (run, sub, _input, today) => {
          if ((sub.status === "active" || sub.status === "trialing") && sub.cancelAt) {
            const next = sub.status === "trialing" ? sub.trialEnd : sub.currentTermEnd;
            const updated = await updateSubscription(run.tx, run.accountId, sub.id, {
              cancelAt: null,
              nextActionOn: next,
              updatedAt: run.now,
            });
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
          if (customer.status !== "active")
            throw conflict(customerNotActive(customer.status), "CUSTOMER_NOT_ACTIVE");
          const restarted = await updateSubscription(run.tx, run.accountId, sub.id, {
            status: "active",
            cancelledAt: null,
            cancelAt: null,
          });
          const updated = await startTerm(run, restarted, customer, {
            start: today,
            anchor: true,
            reason: "reactivation",
          });
          return { subscription: updated, credit: "0" };
        },
      );
    },
  };
}

/** Why a customer that is not active cannot start, resume or reactivate a subscription. */
const customerNotActive = (status: string) =>
  `This customer is ${status}; a subscription needs an active customer`;

/** A decrease of `amount` less the share the running percentage coupons take of it. */
function discountedDecrease(
  amount: string,
  coupons: Parameters<typeof applicableCoupons>[0],
  day: Day,
  currency: string,
): string {
  const percentages = applicableCoupons(coupons, day, currency)
    .filter(({ coupon }) => coupon.discountType === "percentage")
    .map(({ coupon }) => ({
      discountType: "percentage" as const,
      discountValue: coupon.discountValue,
      durationType: "forever" as const,
    }));
  return invoiceTotals({
    currency,
    lines: [{ kind: "proration", description: "", quantity: 1, amount, recurring: true }],
    coupons: percentages,
  }).total;
}

function describe(pricing: Pricing, quantity: number) {
  return `${pricing.plan.name}${quantity > 1 ? ` × ${quantity}` : ""}`;
}

/**
 * Redeems coupons on a new subscription (COMMERCE.md, "Coupons"): each checked against its status, dates,
 * currency, applicable plans, first-time rule, minimum order and redemption limit. The coupons are locked
 * while counting, so concurrent redemptions of a limited coupon are counted one after another.
 */
async function redeemCoupons(
  tx: Executor,
  accountId: string,
  sub: SubscriptionRow,
  pricing: Pricing,
  quantity: number,
  sentCodes: readonly string[],
  firstTime: boolean,
  today: Day,
) {
  const codes = [...new Set(sentCodes.map((code) => code.trim()).filter((code) => code !== ""))];
  if (codes.length === 0) return;
  const rows = await lockCouponsByCode(tx, accountId, codes);
  const byCode = new Map(rows.map((row) => [row.couponCode, row]));
  const order = termAmount(pricing, quantity);
  for (const [index, code] of codes.entries()) {
    const coupon = byCode.get(code);
    if (!coupon) throw refuse("couponCodes", `Coupon ${code} does not exist`, "NOT_FOUND");
    if (coupon.status !== "active") throw refuse("couponCodes", `Coupon ${code} is not active`);
    if (coupon.validFrom !== null && coupon.validFrom > today)
      throw refuse("couponCodes", `Coupon ${code} is not valid yet`);
    if (coupon.validUntil !== null && coupon.validUntil < today)
      throw refuse("couponCodes", `Coupon ${code} has expired`);
    if (!coupon.stackable && codes.length > 1) {
      throw refuse("couponCodes", `Coupon ${code} cannot be combined with other coupons`);
    }
    if (coupon.applicablePlans.length > 0 && !coupon.applicablePlans.includes(pricing.plan.id)) {
      throw refuse("couponCodes", `Coupon ${code} does not apply to this plan`);
    }
    if (coupon.firstTimeCustomersOnly && !firstTime) {
      throw refuse("couponCodes", `Coupon ${code} is for first-time customers only`);
    }
    if (coupon.discountType === "fixed_amount" && coupon.currency !== pricing.currency) {
      throw refuse(
        "couponCodes",
        `Coupon ${code} is in ${coupon.currency}; the subscription is in ${pricing.currency}`,
      );
    }
    if (coupon.minimumOrderValue !== null && compareAmounts(order, coupon.minimumOrderValue) < 0) {
      throw refuse("couponCodes", `Coupon ${code} needs an order of at least ${coupon.minimumOrderValue}`);
    }
    if (
      coupon.maxRedemptions !== null &&
      (await redemptionCount(tx, accountId, coupon.id)) >= coupon.maxRedemptions
    ) {
      throw refuse("couponCodes", `Coupon ${code} has reached its maximum number of redemptions`);
    }
    await insertRedemption(tx, {
      roundAccountId: accountId,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      couponId: coupon.id,
      appliedOn: sub.startDate,
      // In the order given: the coupons discount one after another in that order.
      createdAt: new Date(sub.createdAt.getTime() + index),
    });
  }
}
