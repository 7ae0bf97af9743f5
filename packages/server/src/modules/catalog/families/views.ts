import type { ProductFamilyResponse } from "@round/forms/schemas";
import { iso } from "../../../http/values.ts";
import type { FamilyRow } from "./queries.ts";

export interface FamilyFigures {
  planCount: number;
  addonCount: number;
  chargeCount: number;
  /** MRR of the active subscriptions on its items, a decimal string. */
  revenue: string;
}

export function familyView(row: FamilyRow, figures: FamilyFigures): ProductFamilyResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    status: row.status as ProductFamilyResponse["status"],
    settings: {
      allowCustomPricing: row.allowCustomPricing,
      requireApproval: row.requireApproval,
      defaultCurrency: row.defaultCurrency,
    },
    productCount: figures.planCount + figures.addonCount + figures.chargeCount,
    planCount: figures.planCount,
    addonCount: figures.addonCount,
    chargeCount: figures.chargeCount,
    revenue: Number(figures.revenue),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A stored family as the body that would make it (an update's merge). */
export function familyBody(row: FamilyRow) {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    status: row.status,
    settings: {
      allowCustomPricing: row.allowCustomPricing,
      requireApproval: row.requireApproval,
      defaultCurrency: row.defaultCurrency,
    },
  };
}
