import type { ProductFamilyValues } from "@round/forms";
import type { ProductFamilyResponse } from "@round/forms/schemas";
import { catalogMessages as m } from "./catalogMessages";
import { type CatalogListQuery, catalogResource } from "./catalogResource";

/** Search over name, description and category; filter by `status`. */
export type ProductFamilyListQuery = CatalogListQuery;

export const productFamiliesApi = catalogResource<
  ProductFamilyResponse,
  ProductFamilyValues,
  ProductFamilyListQuery
>("/api/catalog/product-families", {
  list: m.loadFamiliesFailed,
  get: m.loadFamilyFailed,
  create: m.createFamilyFailed,
  update: m.updateFamilyFailed,
  remove: m.deleteFamilyFailed,
});
