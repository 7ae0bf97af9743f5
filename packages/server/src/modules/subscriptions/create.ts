import { addDays, compareAmounts, compareDays, type Day, dayOf } from "@round/billing";
import { type SubscriptionResponse, subscriptionCreateSchema } from "@round/forms/schemas";
import type * as v from "valibot";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import {
  billingWrite,
  flushFigures,
  hasHistory,
  type Items,
  insertRedemption,
  insertSubscription,
  nowFor,
  openRun,
  type Pricing,
  pricingOfItems,
  redemptionCount,
  refuse,
  refuseUnsellable,
  replaceAddons,
  type SubscriptionRow,
  setStatus,
  stepSubscription,
  termAmount,
  trialNoticeDay,
  writeShared,
} from "../../engine/index.ts";
import { parseWith } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { lockCouponsByCode } from "../catalog/index.ts";
import { customerRow } from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";
import { answer, customerNotActive } from "./operation.ts";

type Create = v.InferOutput<typeof subscriptionCreateSchema>;

// POST /api/subscriptions (COMMERCE.md, "Subscription rules"): a new subscription, its coupons redeemed, its
// first term (or trial) started, answered with what it wrote (or, previewed, what it would write).

export async function createSubscription(
  deps: Deps,
  claims: AccessClaims,
  roundAccountId: string | undefined,
  sent: unknown,
  key: string | undefined,
) {
  const tenant = await loadTenant(deps.db, claims, roundAccountId, "manageCustomers");
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
          // A trial is due first on the day its end is told (`trialNoticeDay`), then on its end.
          nextActionOn: trialEnd ? trialNoticeDay(startDate, trialEnd) : startDate,
          autoCollection: input.autoCollection === undefined ? null : input.autoCollection ? "on" : "off",
          testClockId: customer.testClockId,
          createdAt: now,
          updatedAt: now,
        });
        const created = run.events.creating(sub);
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
        // With no add-ons and no coupons its first steps read neither (two statements of the hot write).
        if (pricing.addons.length === 0 && (input.couponCodes ?? []).every((code) => code.trim() === "")) {
          run.kept.bare = new Set([sub.id]);
        }
        let current = sub;
        if (trialEnd) {
          current = await setStatus(run, sub, {}, "trial_start", pricing);
          created.row = current;
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
        // Its event shows the subscription as answered: the view is not built twice.
        if (!preview) run.events.viewed(current, body as SubscriptionResponse);
        await writeShared(run);
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
