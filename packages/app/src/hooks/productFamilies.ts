import type { ProductFamilyListQuery } from "../api/productFamilies";
import { productFamiliesApi } from "../api/productFamilies";
import { addonKeys, chargeKeys, familyKeys, planKeys } from "./catalogKeys";
import {
  useCatalogCreate,
  useCatalogDelete,
  useCatalogList,
  useCatalogRecord,
  useCatalogUpdate,
} from "./catalogResourceHooks";

export { familyKeys };

// A family's name shows on its plans, add-ons and charges: a write of it refreshes them too.
const families = {
  resource: productFamiliesApi,
  keys: familyKeys,
  alsoChanges: [familyKeys.details(), planKeys.all, addonKeys.all, chargeKeys.all],
};

/** A page of the account's product families (`search`, `status`, order, page). */
export function useProductFamilies(query: ProductFamilyListQuery = {}, options?: { enabled?: boolean }) {
  return useCatalogList(families, query, options);
}

export function useProductFamily(id: string | undefined) {
  return useCatalogRecord(families, id);
}

export function useCreateProductFamily() {
  return useCatalogCreate(families);
}

/** `mutate({ id, values })`; `values` is partial. */
export function useUpdateProductFamily() {
  return useCatalogUpdate(families);
}

/** `mutate(id)`; a family with items answers 409 until they are moved or deleted. */
export function useDeleteProductFamily() {
  return useCatalogDelete(families);
}
