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

export const fetchPlans = plansApi.list;
export const fetchPlan = plansApi.get;
export const createPlan = plansApi.create;
export const updatePlan = plansApi.update;
export const deletePlan = plansApi.remove;
export const duplicatePlan = plansApi.duplicate;
