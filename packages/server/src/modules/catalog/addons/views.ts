import type { AddonResponse } from "@round/forms/schemas";
import { iso } from "../../../http/values.ts";
import { type PricePointRow, pointBody } from "../price-points/service.ts";
import { pricePointView, startingPriceView } from "../price-points/views.ts";
import type { AddonRow } from "./queries.ts";

export interface AddonParts {
  familyName: string | null;
  points: PricePointRow[];
  start: { row: PricePointRow; amount: string } | null;
}

export function addonView(row: AddonRow, parts: AddonParts): AddonResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    productFamilyId: row.productFamilyId,
    productFamilyName: parts.familyName,
    status: row.status as AddonResponse["status"],
    type: row.type as AddonResponse["type"],
    chargeModel: row.chargeModel as AddonResponse["chargeModel"],
    isOptional: row.isOptional,
    isQuantityBasedCharge: row.isQuantityBasedCharge,
    customerPortal: {
      showInCheckout: row.showInCheckout,
      showInPortal: row.showInPortal,
      allowSelfSubscribe: row.allowSelfSubscribe,
      allowSelfRemove: row.allowSelfRemove,
    },
    pricePoints: parts.points.map(pricePointView),
    startingPrice: startingPriceView(parts.start),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A stored add-on as the body that would make it: an update's merge (`withIds`) or a copy's body. */
export function addonBody(row: AddonRow, points: PricePointRow[], withIds: boolean) {
  return {
    name: row.name,
    description: row.description ?? undefined,
    productFamilyId: row.productFamilyId ?? undefined,
    status: row.status,
    type: row.type,
    chargeModel: row.chargeModel,
    isOptional: row.isOptional,
    isQuantityBasedCharge: row.isQuantityBasedCharge,
    customerPortal: {
      showInCheckout: row.showInCheckout,
      showInPortal: row.showInPortal,
      allowSelfSubscribe: row.allowSelfSubscribe,
      allowSelfRemove: row.allowSelfRemove,
    },
    pricePoints: points.map((point) => pointBody(point, withIds)),
  };
}
