import { type AddonListQuery, addonsApi } from "../api/addons";
import { addonKeys, familyKeys } from "./catalogKeys";
import {
  useCatalogCreate,
  useCatalogDelete,
  useCatalogDuplicate,
  useCatalogList,
  useCatalogRecord,
  useCatalogUpdate,
} from "./catalogResourceHooks";

// A family counts its addons: every write of one refreshes the families too.
const addons = { resource: addonsApi, keys: addonKeys, alsoChanges: [familyKeys.all] };

export function useAddons(query: AddonListQuery = {}, options?: { enabled?: boolean }) {
  return useCatalogList(addons, query, options);
}

export function useAddon(id: string | undefined) {
  return useCatalogRecord(addons, id);
}

export function useCreateAddon() {
  return useCatalogCreate(addons);
}

/** `mutate({ id, values })`; `values` is partial (`{ status: "archived" }` archives). */
export function useUpdateAddon() {
  return useCatalogUpdate(addons);
}

/** `mutate(id)`; one in use answers 409 (archive it instead). */
export function useDeleteAddon() {
  return useCatalogDelete(addons);
}

/** `mutate(id)`: a copy named '{name} (copy)'. */
export function useDuplicateAddon() {
  return useCatalogDuplicate(addons);
}
