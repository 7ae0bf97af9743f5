import {
  addAmounts,
  type CouponLike,
  compareAmounts,
  couponApplies,
  type Day,
  discountOf,
  type InvoiceLineInput,
  monthlyValue,
  type PricingModel,
  priceFor,
  roundMoney,
  subtractAmounts,
  type Term,
} from "@round/billing";
import type { Executor } from "../db/client.ts";
import type { CouponRow, PricePointRow } from "../modules/catalog/index.ts";
import { refuse } from "./context.ts";
import { addonsById, plansById, pointsById, type SubscriptionRow } from "./queries/reads.ts";
import { addonsOf } from "./queries/subscriptions.ts";

// What a subscription costs: its catalog items read and checked, its lines per term, its MRR.

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

const engineInput = (row: PricePointRow) => ({
  pricingModel: row.pricingModel as PricingModel,
  currency: row.currency,
  price: row.price,
  unitPrice: row.unitPrice,
  setupFee: row.setupFee,
  freeQuantity: row.freeQuantity,
  packageSize: row.packageSize,
  percentage: row.percentage,
  tiers: row.tiers,
});

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

function priceLine(point: PricePointRow, quantity: number) {
  try {
    return priceFor(engineInput(point), { quantity });
  } catch (error) {
    throw refuse("quantity", error instanceof Error ? error.message : "This price cannot be priced");
  }
}

/** The recurring lines of one term, in advance (a metered plan's usage is billed after its term). */
export function recurringLines(pricing: Pricing, quantity: number, term: Term): InvoiceLineInput[] {
  const lines: InvoiceLineInput[] = [];
  const period = { periodStart: term.start, periodEnd: term.end };
  if (pricing.planPoint.pricingModel !== "metered") {
    lines.push({
      kind: "plan",
      description: `${pricing.plan.name}${quantity > 1 ? ` × ${quantity}` : ""}`,
      quantity,
      amount: priceLine(pricing.planPoint, quantity).amount,
      recurring: true,
      ref: { pricePointId: pricing.planPoint.id, ...period },
    });
  }
  for (const addon of pricing.addons) {
    if (!addon.recurring) continue;
    lines.push({
      kind: "addon",
      description: `${addon.name}${addon.quantity > 1 ? ` × ${addon.quantity}` : ""}`,
      quantity: addon.quantity,
      amount: priceLine(addon.point, addon.quantity).amount,
      recurring: true,
      ref: { pricePointId: addon.point.id, ...period },
    });
  }
  return lines;
}

/** What is charged once, on a subscription's first invoice: setup fees and one-time add-ons. */
export function firstInvoiceLines(pricing: Pricing, quantity: number): InvoiceLineInput[] {
  const lines: InvoiceLineInput[] = [];
  const planFee = priceLine(pricing.planPoint, quantity).setupFee;
  if (compareAmounts(planFee, "0") > 0) {
    lines.push({
      kind: "setup_fee",
      description: `${pricing.plan.name} setup fee`,
      quantity: 1,
      amount: planFee,
      recurring: false,
    });
  }
  for (const addon of pricing.addons) {
    const priced = priceLine(addon.point, addon.quantity);
    if (!addon.recurring) {
      lines.push({
        kind: "addon",
        description: addon.name,
        quantity: addon.quantity,
        amount: priced.amount,
        recurring: false,
      });
    }
    if (compareAmounts(priced.setupFee, "0") > 0) {
      lines.push({
        kind: "setup_fee",
        description: `${addon.name} setup fee`,
        quantity: 1,
        amount: priced.setupFee,
        recurring: false,
      });
    }
  }
  return lines;
}

/** One term's recurring amount, each line rounded once. */
export function termAmount(pricing: Pricing, quantity: number): string {
  const term = { start: "2000-01-01", end: "2000-02-01" };
  return addAmounts(
    "0",
    ...recurringLines(pricing, quantity, term).map((line) => roundMoney(line.amount, pricing.currency)),
  );
}

/** The coupons of a subscription as the maths reads them, with whether each applies to an invoice on `day`. */
export function applicableCoupons(
  rows: { redemption: { id: string; appliedOn: string; invoicesDiscounted: number }; coupon: CouponRow }[],
  day: Day,
  currency: string,
) {
  return rows
    .filter(({ coupon }) => coupon.discountType === "percentage" || coupon.currency === currency)
    .filter(({ redemption, coupon }) =>
      couponApplies(
        { durationType: coupon.durationType as CouponLike["durationType"], duration: coupon.duration },
        {
          invoicesBefore: redemption.invoicesDiscounted,
          monthsSinceApplied: monthsBetween(redemption.appliedOn, day),
        },
      ),
    );
}

function monthsBetween(from: Day, to: Day): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  if (td < fd) months -= 1;
  return Math.max(0, months);
}

export const asCoupon = (coupon: CouponRow, redemptionId: string): CouponLike => ({
  id: redemptionId,
  code: coupon.couponCode,
  name: coupon.name,
  discountType: coupon.discountType as CouponLike["discountType"],
  discountValue: coupon.discountValue,
  durationType: coupon.durationType as CouponLike["durationType"],
  duration: coupon.duration,
});

/** MRR (COMMERCE.md, "Metrics"): the recurring amount after the recurring discounts still running, monthly. */
export function mrrOf(
  pricing: Pricing,
  quantity: number,
  coupons: Parameters<typeof applicableCoupons>[0],
  day: Day,
): string {
  let amount = termAmount(pricing, quantity);
  const running = applicableCoupons(coupons, day, pricing.currency).filter(
    ({ coupon }) => coupon.durationType !== "one_time",
  );
  for (const { coupon } of running) {
    amount = subtractAmounts(amount, discountOf(asCoupon(coupon, ""), amount));
  }
  return roundMoney(monthlyValue(amount, pricing.frequency as never), pricing.currency);
}

export function itemsOf(sub: SubscriptionRow, addons: { pricePointId: string; quantity: number }[]): Items {
  return { planPricePointId: sub.planPricePointId, quantity: sub.quantity, addons };
}

export async function pricingOfSubscription(
  ex: Executor,
  sub: SubscriptionRow,
  cache?: Map<string, Pricing>,
) {
  const addons = await addonsOf(ex, sub.roundAccountId, [sub.id]);
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
