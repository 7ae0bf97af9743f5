import { CATALOG_ORDER_FIELDS, FAMILY_STATUSES, productFamilySchema } from "@round/forms/schemas";
import * as v from "valibot";
import { listQuery } from "../../../http/paging.ts";
import { pickFilter } from "../../../http/query.ts";

export const familyListQuery = listQuery(
  { status: pickFilter(FAMILY_STATUSES, "status") },
  { orderFields: CATALOG_ORDER_FIELDS.families, defaultOrderBy: "createdAt", defaultAscending: false },
);
export type FamilyListQuery = v.InferOutput<typeof familyListQuery>;

export type FamilyBody = v.InferOutput<typeof productFamilySchema>;

/** PUT: any of the body's fields; the record they make with the stored ones is validated as on creation. */
export const familyUpdateBody = v.partial(productFamilySchema);
export type FamilyUpdate = v.InferOutput<typeof familyUpdateBody>;
