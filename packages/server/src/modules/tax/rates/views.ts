import type { TaxRateResponse } from "@round/forms/schemas";
import { iso } from "../../../http/values.ts";
import type { TaxRateRow } from "./queries.ts";

export function taxRateView(row: TaxRateRow): TaxRateResponse {
  return {
    id: row.id,
    name: row.name,
    percentage: Number(row.percentage),
    inclusive: row.inclusive,
    country: row.country,
    region: row.region,
    active: row.active,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
