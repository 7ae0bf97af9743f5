import { addressPayloadSchema, organizationPayloadSchema } from "@round/forms/schemas";
import * as v from "valibot";
import { pageNumberQuery, pageSizeQuery } from "../../http/paging.ts";

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
