import type { Charge, ChargeResponse, ChargeType } from "@round/forms/schemas";
import { catalogMessages as m } from "./catalogMessages";
import { type CatalogListQuery, catalogResource } from "./catalogResource";

/** Filters `status`, `productFamilyId` and `chargeType`. */
export type ChargeListQuery = CatalogListQuery & { chargeType?: ChargeType | (string & {}) };

export const chargesApi = catalogResource<ChargeResponse, Charge, ChargeListQuery>("/api/catalog/charges", {
  list: m.loadChargesFailed,
  get: m.loadChargeFailed,
  create: m.createChargeFailed,
  update: m.updateChargeFailed,
  remove: m.deleteChargeFailed,
  duplicate: m.duplicateChargeFailed,
});
