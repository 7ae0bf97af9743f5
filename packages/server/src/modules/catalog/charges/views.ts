import type { ChargeResponse } from "@round/forms/schemas";
import { iso, moneyOrNull } from "../../../http/values.ts";
import { type PricePointRow, pointBody } from "../price-points/service.ts";
import { pricePointView } from "../price-points/views.ts";
import type { ChargeRow } from "./queries.ts";

export interface ChargeParts {
  familyName: string | null;
  points: PricePointRow[];
}

export function chargeView(row: ChargeRow, parts: ChargeParts): ChargeResponse {
  const first = parts.points[0];
  const type = row.chargeType as ChargeResponse["chargeType"];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    productFamilyId: row.productFamilyId,
    productFamilyName: parts.familyName,
    status: row.status as ChargeResponse["status"],
    type,
    chargeType: type,
    chargeModel: row.chargeModel as ChargeResponse["chargeModel"],
    pricePoints: parts.points.map(pricePointView),
    amount: moneyOrNull(row.amount),
    percentageValue: first ? moneyOrNull(first.percentage) : null,
    currency: first?.currency ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A stored charge as the body that would make it: an update's merge (`withIds`) or a copy's body. */
export function chargeBody(row: ChargeRow, points: PricePointRow[], withIds: boolean) {
  return {
    name: row.name,
    description: row.description ?? undefined,
    productFamilyId: row.productFamilyId ?? undefined,
    status: row.status,
    type: row.chargeType,
    chargeModel: row.chargeModel,
    pricePoints: points.map((point) => pointBody(point, withIds)),
  };
}
