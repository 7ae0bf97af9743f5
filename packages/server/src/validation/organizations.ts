import { addressPayloadSchema, organizationPayloadSchema } from "@round/forms/schemas";
import * as v from "valibot";

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

export const organizationBodySchema = v.object({
  ...organizationPayloadSchema.entries,
  roundAccountId: v.optional(v.nullable(v.string("Invalid account id"))),
  address: v.optional(v.nullable(addressBodySchema)),
  taxId: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(20, "Tax ID is too long")))),
});

const pageNumber = v.pipe(
  v.optional(v.string(), "1"),
  v.transform(Number),
  v.number("pageNumber must be a number"),
  v.integer("pageNumber must be a whole number"),
  v.minValue(1, "pageNumber must be at least 1"),
);
const pageSize = v.pipe(
  v.optional(v.string(), "10"),
  v.transform(Number),
  v.number("pageSize must be a number"),
  v.integer("pageSize must be a whole number"),
  v.minValue(1, "pageSize must be at least 1"),
  v.maxValue(100, "pageSize must be at most 100"),
);

export const organizationListQuery = v.object({
  userId: v.optional(v.string()),
  roundAccountId: v.optional(v.string()),
  pageNumber,
  pageSize: v.pipe(
    v.optional(v.string(), "50"),
    v.transform(Number),
    v.number("pageSize must be a number"),
    v.integer("pageSize must be a whole number"),
    v.minValue(1, "pageSize must be at least 1"),
    v.maxValue(100, "pageSize must be at most 100"),
  ),
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

export const addressListQuery = v.object({
  pageNumber,
  pageSize,
  filterBy: v.optional(
    v.picklist(ADDRESS_FILTER_FIELDS, `filterBy must be one of: ${ADDRESS_FILTER_FIELDS.join(", ")}`),
  ),
  filterValue: v.optional(v.pipe(v.string(), v.maxLength(200, "filterValue is too long"))),
  orderBy: v.optional(
    v.picklist(ADDRESS_ORDER_FIELDS, `orderBy must be one of: ${ADDRESS_ORDER_FIELDS.join(", ")}`),
    "createdDate",
  ),
  isAscending: v.pipe(
    v.optional(
      v.picklist(["true", "false", "True", "False", "1", "0"], "isAscending must be true or false"),
      "true",
    ),
    v.transform((value) => value === "true" || value === "True" || value === "1"),
  ),
  roundAccountId: v.optional(v.string()),
});

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
