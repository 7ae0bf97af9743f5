import { addAmounts } from "@round/billing";
import type { Executor } from "../../../db/client.ts";
import { referencedIds } from "../../../engine/index.ts";
import { redemptionRows, revenueRows } from "./queries.ts";

// What the rest of the catalog asks about usage: whether something refers to an id (then it is kept,
// versioned or archived rather than changed or deleted), the revenue of items and the redemptions of coupons.

/** The ids among `ids` that a subscription, invoice or redemption refers to. */
export function idsInUse(ex: Executor, accountId: string, ids: readonly string[]) {
  return referencedIds(ex, accountId, ids);
}

/** MRR per item id (decimal strings; an item without subscriptions is absent, i.e. 0). */
export async function revenueByItem(ex: Executor, accountId: string, itemIds: readonly string[]) {
  const totals = new Map<string, string>();
  for (const row of await revenueRows(ex, accountId, itemIds)) {
    totals.set(row.itemId, addAmounts(totals.get(row.itemId) ?? "0", row.mrr));
  }
  return totals;
}

/** The sum of the MRR of `itemIds`. */
export async function totalRevenue(ex: Executor, accountId: string, itemIds: readonly string[]) {
  const totals = await revenueByItem(ex, accountId, itemIds);
  return addAmounts(...totals.values());
}

/** Redemptions and savings per coupon id (absent: none). */
export async function redemptionsByCoupon(
  ex: Executor,
  accountId: string,
  couponIds: readonly string[] | "all",
) {
  const totals = new Map<string, { redemptions: number; savings: string }>();
  for (const row of await redemptionRows(ex, accountId, couponIds)) {
    const sum = totals.get(row.couponId) ?? { redemptions: 0, savings: "0" };
    totals.set(row.couponId, {
      redemptions: sum.redemptions + row.redemptions,
      savings: addAmounts(sum.savings, row.savings),
    });
  }
  return totals;
}
