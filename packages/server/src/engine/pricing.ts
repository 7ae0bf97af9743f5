import * as billing from "@round/billing";
import {
  type BillingFrequency,
  type Day,
  type InvoiceLineInput,
  LinePricingError,
  type RedeemedCoupon,
  type SubscriptionItems,
  type Term,
} from "@round/billing";
import type { Executor } from "../db/client.ts";
import { type CouponRow, engineInput, type PricePointRow } from "../modules/catalog/index.ts";
import { refuse } from "./context.ts";
import { addonsById, plansById, pointsById, type SubscriptionRow } from "./queries/reads.ts";
import { addonsOf } from "./queries/subscriptions.ts";

// What a subscription costs: its catalog items read and checked; its lines per term and its MRR worked out
// by @round/billing (`billedItems` gives the pricing in its terms).

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

/** A subscription's pricing in @round/billing's terms. */
export function billedItems(pricing: Pricing): SubscriptionItems {
  return {
    currency: pricing.currency,
    frequency: pricing.frequency as BillingFrequency,
    plan: {
      name: pricing.plan.name,
      pricePointId: pricing.planPoint.id,
      point: engineInput(pricing.planPoint),
    },
    addons: pricing.addons.map((addon) => ({
      name: addon.name,
      pricePointId: addon.point.id,
      point: engineInput(addon.point),
      quantity: addon.quantity,
      recurring: addon.recurring,
    })),
  };
}

/** A quantity a price point refuses is the caller's to change: refused on `quantity`. */
function priced<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof LinePricingError) throw refuse("quantity", error.message);
    throw error;
  }
}

export const recurringLines = (pricing: Pricing, quantity: number, term: Term): InvoiceLineInput[] =>
  priced(() => billing.recurringLines(billedItems(pricing), quantity, term));

export const firstInvoiceLines = (pricing: Pricing, quantity: number): InvoiceLineInput[] =>
  priced(() => billing.firstInvoiceLines(billedItems(pricing), quantity));

export const termAmount = (pricing: Pricing, quantity: number): string =>
  priced(() => billing.termAmount(billedItems(pricing), quantity));

/** A coupon a subscription holds, as its redemption and the catalog's coupon are read. */
export interface HeldCoupon {
  redemption: { id: string; appliedOn: string; invoicesDiscounted: number };
  coupon: CouponRow;
}

/** Held coupons in @round/billing's terms (a discount names its redemption). */
export const redeemed = (rows: readonly HeldCoupon[]): RedeemedCoupon[] =>
  rows.map(({ redemption, coupon }) => ({
    id: redemption.id,
    code: coupon.couponCode,
    name: coupon.name,
    discountType: coupon.discountType as RedeemedCoupon["discountType"],
    discountValue: coupon.discountValue,
    durationType: coupon.durationType as RedeemedCoupon["durationType"],
    duration: coupon.duration,
    currency: coupon.currency,
    appliedOn: redemption.appliedOn,
    invoicesDiscounted: redemption.invoicesDiscounted,
  }));

export const mrrOf = (pricing: Pricing, quantity: number, coupons: readonly HeldCoupon[], day: Day): string =>
  priced(() => billing.mrrOf(billedItems(pricing), quantity, redeemed(coupons), day));

export function itemsOf(sub: SubscriptionRow, addons: { pricePointId: string; quantity: number }[]): Items {
  return { planPricePointId: sub.planPricePointId, quantity: sub.quantity, addons };
}

export async function pricingOfSubscription(
  ex: Executor,
  sub: SubscriptionRow,
  cache?: Map<string, Pricing>,
  /** Known to have no add-ons (just written without any): none are read. */
  bare = false,
) {
  const addons = bare ? [] : await addonsOf(ex, sub.roundAccountId, [sub.id]);
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
