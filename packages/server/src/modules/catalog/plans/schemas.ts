import { CATALOG_ORDER_FIELDS, PLAN_STATUSES, planSchema } from "@round/forms/schemas";
import * as v from "valibot";
import { listQuery } from "../../../http/paging.ts";
import { idFilter, pickFilter } from "../../../http/query.ts";

export const planListQuery = listQuery(
  { status: pickFilter(PLAN_STATUSES, "status"), productFamilyId: idFilter },
  { orderFields: CATALOG_ORDER_FIELDS.plans, defaultOrderBy: "createdAt", defaultAscending: false },
);
export type PlanListQuery = v.InferOutput<typeof planListQuery>;

export type PlanBody = v.InferOutput<typeof planSchema>;

/** PUT: any of the body's fields; the record they make with the stored ones is validated as on creation. */
export const planUpdateBody = v.partial(planSchema);
export type PlanUpdate = v.InferOutput<typeof planUpdateBody>;
