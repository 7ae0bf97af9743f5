import type { Addon, AddonResponse, AddonType } from "@round/forms/schemas";
import { catalogMessages as m } from "./catalogMessages";
import { type CatalogListQuery, catalogResource } from "./catalogResource";

/** Filters `status`, `productFamilyId` and `type`. */
export type AddonListQuery = CatalogListQuery & { type?: AddonType | (string & {}) };

export const addonsApi = catalogResource<AddonResponse, Addon, AddonListQuery>("/api/catalog/addons", {
  list: m.loadAddonsFailed,
  get: m.loadAddonFailed,
  create: m.createAddonFailed,
  update: m.updateAddonFailed,
  remove: m.deleteAddonFailed,
  duplicate: m.duplicateAddonFailed,
});
