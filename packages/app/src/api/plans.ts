import type { Plan, PlanResponse } from "@round/forms/schemas";
import { catalogMessages as m } from "./catalogMessages";
import { type CatalogListQuery, catalogResource } from "./catalogResource";

/** Filters `status` and `productFamilyId`. */
export type PlanListQuery = CatalogListQuery;

export const plansApi = catalogResource<PlanResponse, Plan, PlanListQuery>("/api/catalog/plans", {
  list: m.loadPlansFailed,
  get: m.loadPlanFailed,
  create: m.createPlanFailed,
  update: m.updatePlanFailed,
  remove: m.deletePlanFailed,
  duplicate: m.duplicatePlanFailed,
});
