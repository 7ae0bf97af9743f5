import { divideAmount, roundMoney } from "@round/billing";
import { type SubscriptionResponse, subscriptionResponse } from "@round/forms/schemas";
import type * as v from "valibot";
import type { Executor } from "../../db/client.ts";
import {
  addonsById,
  addonsOf,
  couponsOf,
  type Pricing,
  plansById,
  pricingOfItems,
  type SubscriptionRow,
  termAmount,
} from "../../engine/index.ts";
import { iso } from "../../http/values.ts";
import { customerNames } from "../customers/index.ts";

void subscriptionResponse;
type View = v.InferOutput<typeof subscriptionResponse>;

export interface KnownOfSubscriptions {
  addons?: Awaited<ReturnType<typeof addonsOf>>;
  coupons?: Awaited<ReturnType<typeof couponsOf>>;
  plans?: Map<string, { name: string }>;
  customerNames?: Map<string, string>;
}

/** Subscriptions as the API answers them, with their customer's and plan's names, add-ons and coupons. */
export async function subscriptionViews(
  ex: Executor,
  accountId: string,
  rows: readonly SubscriptionRow[],
  /** The pricings a write has already read (`Run.pricings`), so that its answer reads them no more. */
  pricings?: Map<string, Pricing>,
  /** What a write that has just made the subscriptions knows of them, so that its answer reads it no more. */
  known: KnownOfSubscriptions = {},
): Promise<SubscriptionResponse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [addonRows, couponRows, plans, names] = await Promise.all([
    known.addons ?? addonsOf(ex, accountId, ids),
    known.coupons ?? couponsOf(ex, accountId, ids),
    known.plans ?? plansById(ex, accountId, [...new Set(rows.map((row) => row.planId))]),
    known.customerNames ?? customerNames(ex, accountId, [...new Set(rows.map((row) => row.customerId))]),
  ]);
  const addonNames = await addonsById(ex, accountId, [...new Set(addonRows.map((row) => row.addonId))]);
  const views: View[] = [];
  for (const row of rows) {
    const addons = addonRows.filter((addon) => addon.subscriptionId === row.id);
    let amount = "0";
    const addonAmounts = new Map<string, string>();
    try {
      const pricing = await pricingOfItems(
        ex,
        accountId,
        {
          planPricePointId: row.planPricePointId,
          quantity: row.quantity,
          addons: addons.map((addon) => ({ pricePointId: addon.pricePointId, quantity: addon.quantity })),
        },
        pricings,
      );
      amount = termAmount(pricing, row.quantity);
      for (const addon of pricing.addons) {
        const only = {
          ...pricing,
          addons: [addon],
          planPoint: { ...pricing.planPoint, pricingModel: "metered" },
        };
        addonAmounts.set(addon.point.id, termAmount(only, addon.quantity));
      }
    } catch {
      // A plan archived since: the amount reads 0 rather than failing the list.
    }
    // A trial is billed at its end (its row may be due before, on the day its end is told).
    const due = row.status === "trialing" ? row.trialEnd : row.nextActionOn;
    views.push({
      id: row.id,
      customerId: row.customerId,
      customerName: names.get(row.customerId) ?? "",
      planId: row.planId,
      planName: plans.get(row.planId)?.name ?? "",
      planPricePointId: row.planPricePointId,
      quantity: row.quantity,
      status: row.status,
      currency: row.currency,
      billingFrequency: row.billingFrequency,
      billingPeriod: row.billingFrequency,
      startDate: row.startDate,
      trialEnd: row.trialEnd,
      currentTermStart: row.currentTermStart,
      currentTermEnd: row.currentTermEnd,
      nextBillingDate:
        row.status === "cancelled" ||
        row.status === "expired" ||
        (row.cancelAt !== null && row.cancelAt === due)
          ? null
          : due,
      cancelAt: row.cancelAt,
      cancelledAt: row.cancelledAt ? iso(row.cancelledAt) : null,
      pausedAt: row.pausedAt,
      resumeDate: row.resumeDate,
      billingCycles: row.billingCycles,
      termsBilled: row.termsBilled,
      amount: Number(amount),
      mrr: Number(row.mrr),
      addons: addons.map((addon) => ({
        id: addon.id,
        addonId: addon.addonId,
        name: addonNames.get(addon.addonId)?.name ?? "",
        addonName: addonNames.get(addon.addonId)?.name ?? "",
        pricePointId: addon.pricePointId,
        quantity: addon.quantity,
        unitPrice: Number(
          roundMoney(
            divideAmount(addonAmounts.get(addon.pricePointId) ?? "0", String(addon.quantity || 1)),
            row.currency,
          ),
        ),
        amount: Number(addonAmounts.get(addon.pricePointId) ?? "0"),
      })),
      coupons: couponRows
        .filter((entry) => entry.redemption.subscriptionId === row.id)
        .map(({ redemption, coupon }) => ({
          couponId: coupon.id,
          code: coupon.couponCode,
          name: coupon.name,
          appliedOn: redemption.appliedOn,
        })),
      autoCollection: row.autoCollection === null ? null : row.autoCollection === "on",
      pendingChange: row.pendingChange,
      testClockId: row.testClockId,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    });
  }
  return views;
}
