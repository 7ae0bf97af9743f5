import { ADDON_STATUSES, ADDON_TYPES, addonSchema, CATALOG_ORDER_FIELDS } from "@round/forms/schemas";
import * as v from "valibot";
import { listQuery } from "../../../http/paging.ts";
import { idFilter, pickFilter } from "../../../http/query.ts";

export const addonListQuery = listQuery(
  {
    status: pickFilter(ADDON_STATUSES, "status"),
    productFamilyId: idFilter,
    type: pickFilter(ADDON_TYPES, "type"),
  },
  { orderFields: CATALOG_ORDER_FIELDS.addons, defaultOrderBy: "createdAt", defaultAscending: false },
);
export type AddonListQuery = v.InferOutput<typeof addonListQuery>;

export type AddonBody = v.InferOutput<typeof addonSchema>;

/** PUT: any of the body's fields; the record they make with the stored ones is validated as on creation. */
export const addonUpdateBody = v.partial(addonSchema.pipe[0]);
export type AddonUpdate = v.InferOutput<typeof addonUpdateBody>;
