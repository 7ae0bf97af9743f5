import { type PlanListQuery, plansApi } from "../api/plans";
import { familyKeys, planKeys } from "./catalogKeys";
import {
  useCatalogCreate,
  useCatalogDelete,
  useCatalogDuplicate,
  useCatalogList,
  useCatalogRecord,
  useCatalogUpdate,
} from "./catalogResourceHooks";

export { planKeys };

// A family counts its plans: every write of one refreshes the families too.
const plans = { resource: plansApi, keys: planKeys, alsoChanges: [familyKeys.all] };

export function usePlans(query: PlanListQuery = {}, options?: { enabled?: boolean }) {
  return useCatalogList(plans, query, options);
}

export function usePlan(id: string | undefined) {
  return useCatalogRecord(plans, id);
}

export function useCreatePlan() {
  return useCatalogCreate(plans);
}

/** `mutate({ id, values })`; `values` is partial (`{ status: "archived" }` archives). */
export function useUpdatePlan() {
  return useCatalogUpdate(plans);
}

/** `mutate(id)`; one in use answers 409 (archive it instead). */
export function useDeletePlan() {
  return useCatalogDelete(plans);
}

/** `mutate(id)`: a copy named '{name} (copy)'. */
export function useDuplicatePlan() {
  return useCatalogDuplicate(plans);
}
