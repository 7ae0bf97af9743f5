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

/** POST /organizations: the shared payload (with the spec's defaults), its account and an optional address. */
export const organizationBodySchema = v.object({
  ...organizationPayloadSchema.entries,
  roundAccountId: v.optional(v.nullable(v.string("Invalid account id"))),
  address: v.optional(v.nullable(addressBodySchema)),
});

/**
 * PUT /organizations/{id}: the same rules for every field that is sent; a field left out keeps its stored
 * value (the defaults apply only when an organization is created).
 */
export const organizationUpdateSchema = v.object(
  Object.fromEntries(
    Object.entries(organizationPayloadSchema.entries).map(([key, schema]) => [key, v.optional(schema)]),
  ) as {
    [K in keyof typeof organizationPayloadSchema.entries]: v.OptionalSchema<
      (typeof organizationPayloadSchema.entries)[K],
      undefined
    >;
  },
);

/** Pages beyond this are refused: the offset of a larger one overflows what the database can skip. */
export const MAX_PAGE_NUMBER = 1_000_000;
export const MAX_PAGE_SIZE = 100;

function pageNumberSchema() {
  return v.pipe(
    v.optional(v.string(), "1"),
    v.transform(Number),
    v.number("pageNumber must be a number"),
    v.integer("pageNumber must be a whole number"),
    v.minValue(1, "pageNumber must be at least 1"),
    v.maxValue(MAX_PAGE_NUMBER, `pageNumber must be at most ${MAX_PAGE_NUMBER}`),
  );
}

function pageSizeSchema(byDefault: number) {
  return v.pipe(
    v.optional(v.string(), String(byDefault)),
    v.transform(Number),
    v.number("pageSize must be a number"),
    v.integer("pageSize must be a whole number"),
    v.minValue(1, "pageSize must be at least 1"),
    v.maxValue(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`),
  );
}

export const organizationListQuery = v.object({
  userId: v.optional(v.string()),
  roundAccountId: v.optional(v.string()),
  pageNumber: pageNumberSchema(),
  pageSize: pageSizeSchema(50),
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
  pageNumber: pageNumberSchema(),
  pageSize: pageSizeSchema(10),
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
