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

export const fetchCharges = chargesApi.list;
export const fetchCharge = chargesApi.get;
export const createCharge = chargesApi.create;
export const updateCharge = chargesApi.update;
export const deleteCharge = chargesApi.remove;
export const duplicateCharge = chargesApi.duplicate;
