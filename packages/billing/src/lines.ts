import { applicableCoupons, type RedeemedCoupon } from "./coupons.ts";
import { discountOf, type InvoiceLineInput } from "./invoice.ts";
import {
  type AmountInput,
  addAmounts,
  type BillingFrequency,
  compareAmounts,
  monthlyValue,
  multiplyAmount,
  roundMoney,
  subtractAmounts,
} from "./money.ts";
import { type PricePointLike, type PriceResult, priceFor } from "./pricing.ts";
import type { Day, Term } from "./terms.ts";

/**
 * A subscription's invoice lines (COMMERCE.md, "Subscription rules" and "Invoices"): what each term bills in
 * advance, what the first invoice adds once, one term's amount and the MRR it makes.
 */

/** One item a subscription holds: its name, its price point (by id and by terms) and how many. */
export interface SubscriptionItem {
  name: string;
  pricePointId: string;
  point: PricePointLike;
}

export interface SubscriptionAddon extends SubscriptionItem {
  quantity: number;
  /** Billed every term (false for a one-time add-on, charged on the first invoice only). */
  recurring: boolean;
}

/** What a subscription holds, priced in one currency and billed every `frequency`. */
export interface SubscriptionItems {
  currency: string;
  frequency: BillingFrequency;
  plan: SubscriptionItem;
  addons: readonly SubscriptionAddon[];
}

/** A price point that refuses the quantity asked of it: priceFor's reason, and which point. */
export class LinePricingError extends Error {
  readonly pricePointId: string;
  constructor(message: string, pricePointId: string) {
    super(message);
    this.name = "LinePricingError";
    this.pricePointId = pricePointId;
  }
}

function priced(item: SubscriptionItem, quantity: number): PriceResult {
  try {
    return priceFor(item.point, { quantity });
  } catch (error) {
    throw new LinePricingError(
      error instanceof Error ? error.message : "This price cannot be priced",
      item.pricePointId,
    );
  }
}

const times = (name: string, quantity: number) => `${name}${quantity > 1 ? ` × ${quantity}` : ""}`;

/**
 * The recurring lines of one term, billed in advance: the plan's (none for a metered plan, whose usage is
 * billed after its term) and each recurring add-on's, with the term as their period.
 */
export function recurringLines(items: SubscriptionItems, quantity: number, term: Term): InvoiceLineInput[] {
  const lines: InvoiceLineInput[] = [];
  const period = { periodStart: term.start, periodEnd: term.end };
  if (items.plan.point.pricingModel !== "metered") {
    lines.push({
      kind: "plan",
      description: times(items.plan.name, quantity),
      quantity,
      amount: priced(items.plan, quantity).amount,
      recurring: true,
      ref: { pricePointId: items.plan.pricePointId, ...period },
    });
  }
  for (const addon of items.addons) {
    if (!addon.recurring) continue;
    lines.push({
      kind: "addon",
      description: times(addon.name, addon.quantity),
      quantity: addon.quantity,
      amount: priced(addon, addon.quantity).amount,
      recurring: true,
      ref: { pricePointId: addon.pricePointId, ...period },
    });
  }
  return lines;
}

/** What is charged once, on a subscription's first invoice: setup fees and one-time add-ons. */
export function firstInvoiceLines(items: SubscriptionItems, quantity: number): InvoiceLineInput[] {
  const lines: InvoiceLineInput[] = [];
  const planFee = priced(items.plan, quantity).setupFee;
  if (compareAmounts(planFee, "0") > 0) {
    lines.push({
      kind: "setup_fee",
      description: `${items.plan.name} setup fee`,
      quantity: 1,
      amount: planFee,
      recurring: false,
    });
  }
  for (const addon of items.addons) {
    const price = priced(addon, addon.quantity);
    if (!addon.recurring) {
      lines.push({
        kind: "addon",
        description: addon.name,
        quantity: addon.quantity,
        amount: price.amount,
        recurring: false,
      });
    }
    if (compareAmounts(price.setupFee, "0") > 0) {
      lines.push({
        kind: "setup_fee",
        description: `${addon.name} setup fee`,
        quantity: 1,
        amount: price.setupFee,
        recurring: false,
      });
    }
  }
  return lines;
}

/** One term's recurring amount, before discounts: the recurring lines, each rounded once, added up. */
export function termAmount(items: SubscriptionItems, quantity: number): string {
  const term = { start: "2000-01-01", end: "2000-02-01" };
  return addAmounts(
    "0",
    ...recurringLines(items, quantity, term).map((line) => roundMoney(line.amount, items.currency)),
  );
}

/**
 * MRR (COMMERCE.md, "Metrics"): one term's recurring amount after the recurring coupons still running on
 * `day` (each taking its share of what the ones before left; a one-time coupon is not recurring revenue),
 * as a month's worth, rounded once.
 */
export function mrrOf(
  items: SubscriptionItems,
  quantity: number,
  coupons: readonly RedeemedCoupon[],
  day: Day,
): string {
  let amount: AmountInput = termAmount(items, quantity);
  const running = applicableCoupons(coupons, day, items.currency).filter(
    (coupon) => coupon.durationType !== "one_time",
  );
  for (const coupon of running) amount = subtractAmounts(amount, discountOf(coupon, amount));
  return roundMoney(monthlyValue(amount, items.frequency), items.currency);
}

/**
 * A metered plan's usage of one term, billed after it: the units beyond those the plan includes, at the
 * metric's price per unit, exact until the amount is rounded once.
 */
export function usageCharge(input: {
  used: AmountInput;
  included?: number | null;
  pricePerUnit: AmountInput;
  currency: string;
}): { billable: string; amount: string } {
  const beyond = subtractAmounts(input.used, input.included ?? 0);
  const billable = compareAmounts(beyond, "0") > 0 ? beyond : "0";
  return { billable, amount: roundMoney(multiplyAmount(input.pricePerUnit, billable), input.currency) };
}
