import { CATALOG_ORDER_FIELDS, CHARGE_STATUSES, CHARGE_TYPES, chargeSchema } from "@round/forms/schemas";
import * as v from "valibot";
import { listQuery } from "../../../http/paging.ts";
import { idFilter, pickFilter } from "../../../http/query.ts";

export const chargeListQuery = listQuery(
  {
    status: pickFilter(CHARGE_STATUSES, "status"),
    productFamilyId: idFilter,
    chargeType: pickFilter(CHARGE_TYPES, "chargeType"),
  },
  { orderFields: CATALOG_ORDER_FIELDS.charges, defaultOrderBy: "createdAt", defaultAscending: false },
);
export type ChargeListQuery = v.InferOutput<typeof chargeListQuery>;

export type ChargeBody = v.InferOutput<typeof chargeSchema>;

/** PUT: any of the body's fields; the record they make with the stored ones is validated as on creation. */
export const chargeUpdateBody = v.partial(chargeSchema.pipe[0]);
export type ChargeUpdate = v.InferOutput<typeof chargeUpdateBody>;
