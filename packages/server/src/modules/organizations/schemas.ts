import { addressPayloadSchema, organizationPayloadSchema } from "@round/forms/schemas";
import * as v from "valibot";
import { listQuery, pageNumberQuery, pageSizeQuery } from "../../http/paging.ts";

// The shared payload schemas, plus what only the server needs: which account an organization goes to, an
// address created with it, and address updates that leave isPrimary alone when it is not sent.

/** An address of the API: the shared rules; isPrimary left undefined when not sent (the server decides). */
export const addressBodySchema = v.object({
  ...addressPayloadSchema.entries,
  isPrimary: v.optional(v.boolean("Must be true or false")),
});

/** PUT /organizations/{id}/addresses names the address in its body. */
export const addressUpdateInCollectionSchema = v.object({
  ...addressBodySchema.entries,
  addressId: v.optional(v.nullable(v.string())),
  id: v.optional(v.nullable(v.string())),
});

/** The largest revenue the column holds (numeric(20, 2)): 10^18 and above overflow it. */
export const REVENUE_LIMIT = 1e18;

/** The shared fields, revenue bounded by what the database stores. */
const organizationEntries = {
  ...organizationPayloadSchema.entries,
  revenue: v.pipe(
    organizationPayloadSchema.entries.revenue,
    v.check((value) => value < REVENUE_LIMIT, "Revenue is too large"),
  ),
};

/** POST /organizations: the shared payload (with the spec's defaults), its account and an optional address. */
export const organizationBodySchema = v.object({
  ...organizationEntries,
  roundAccountId: v.optional(v.nullable(v.string("Invalid account id"))),
  address: v.optional(v.nullable(addressBodySchema)),
});

/**
 * PUT /organizations/{id}: the same rules for every field that is sent; a field left out keeps its stored
 * value (the defaults apply only when an organization is created).
 */
export const organizationUpdateSchema = v.object(
  Object.fromEntries(
    Object.entries(organizationEntries).map(([key, schema]) => [key, v.optional(schema)]),
  ) as {
    [K in keyof typeof organizationEntries]: v.OptionalSchema<(typeof organizationEntries)[K], undefined>;
  },
);

export const organizationListQuery = v.object({
  userId: v.optional(v.string()),
  roundAccountId: v.optional(v.string()),
  pageNumber: pageNumberQuery(),
  pageSize: pageSizeQuery(50),
});

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
