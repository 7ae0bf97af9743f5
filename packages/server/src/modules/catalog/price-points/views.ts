import type { PricePointResponse } from "@round/forms/schemas";
import { iso, moneyOrNull } from "../../../http/values.ts";
import type { PricePointRow } from "./queries.ts";

export function pricePointView(row: PricePointRow): PricePointResponse {
  return {
    id: row.id,
    currency: row.currency,
    pricingModel: row.pricingModel as PricePointResponse["pricingModel"],
    price: moneyOrNull(row.price),
    billingFrequency: row.billingFrequency as PricePointResponse["billingFrequency"],
    setupFee: moneyOrNull(row.setupFee),
    freeQuantity: row.freeQuantity,
    unitPrice: moneyOrNull(row.unitPrice),
    percentage: moneyOrNull(row.percentage),
    packageSize: row.packageSize,
    trialPeriod: row.trialPeriod,
    tiers: row.tiers.map((tier) => ({
      startingUnit: tier.startingUnit,
      endingUnit: tier.endingUnit,
      price: Number(tier.price),
    })),
    description: row.description,
    showInCheckout: row.showInCheckout,
    showInPortal: row.showInPortal,
    version: row.version,
    createdAt: iso(row.createdAt),
  };
}

/** The starting price of an item (`startingPrice` of the engine), as the answers show it. */
export function startingPriceView(start: { row: PricePointRow; amount: string } | null) {
  if (!start) return null;
  return {
    pricePointId: start.row.id,
    amount: Number(start.amount),
    currency: start.row.currency,
    billingFrequency: start.row.billingFrequency as PricePointResponse["billingFrequency"],
    pricingModel: start.row.pricingModel as PricePointResponse["pricingModel"],
  };
}
