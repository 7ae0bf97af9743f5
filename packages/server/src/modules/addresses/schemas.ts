import * as v from "valibot";
import { listQuery } from "../../http/paging.ts";

// The /addresses endpoints' own queries and bodies (an address's fields are the organizations' addressBodySchema).

export const ADDRESS_FILTER_FIELDS = [
  "name",
  "addressLine1",
  "city",
  "state",
  "zipCode",
  "country",
  "addressType",
  "organizationId",
] as const;
export const ADDRESS_ORDER_FIELDS = [
  "name",
  "city",
  "state",
  "zipCode",
  "country",
  "addressType",
  "createdDate",
  "modifiedDate",
] as const;

/** GET /addresses: the shared list query with filterBy/filterValue instead of search (its public contract). */
export const addressListQuery = v.omit(
  listQuery(
    {
      filterBy: v.optional(
        v.picklist(ADDRESS_FILTER_FIELDS, `filterBy must be one of: ${ADDRESS_FILTER_FIELDS.join(", ")}`),
      ),
      filterValue: v.optional(v.pipe(v.string(), v.maxLength(200, "filterValue is too long"))),
    },
    { orderFields: ADDRESS_ORDER_FIELDS, defaultOrderBy: "createdDate", defaultPageSize: 10 },
  ),
  ["search"],
);

export const bulkDeleteSchema = v.object({
  ids: v.pipe(
    v.nullish(v.array(v.string("Each id must be text"), "ids must be a list of address ids"), []),
    v.minLength(1, "ids must name at least one address"),
    v.maxLength(500, "At most 500 addresses at once"),
  ),
});

export const deleteAllQuery = v.object({
  roundAccountId: v.optional(v.string()),
  addressId: v.optional(v.string()),
});
