import { type ChargeListQuery, chargesApi } from "../api/charges";
import { chargeKeys, familyKeys } from "./catalogKeys";
import {
  useCatalogCreate,
  useCatalogDelete,
  useCatalogDuplicate,
  useCatalogList,
  useCatalogRecord,
  useCatalogUpdate,
} from "./catalogResourceHooks";

// A family counts its charges: every write of one refreshes the families too.
const charges = { resource: chargesApi, keys: chargeKeys, alsoChanges: [familyKeys.all] };

export function useCharges(query: ChargeListQuery = {}, options?: { enabled?: boolean }) {
  return useCatalogList(charges, query, options);
}

export function useCharge(id: string | undefined) {
  return useCatalogRecord(charges, id);
}

export function useCreateCharge() {
  return useCatalogCreate(charges);
}

/** `mutate({ id, values })`; `values` is partial (`{ status: "archived" }` archives). */
export function useUpdateCharge() {
  return useCatalogUpdate(charges);
}

/** `mutate(id)`; one in use answers 409 (archive it instead). */
export function useDeleteCharge() {
  return useCatalogDelete(charges);
}

/** `mutate(id)`: a copy named '{name} (copy)'. */
export function useDuplicateCharge() {
  return useCatalogDuplicate(charges);
}
