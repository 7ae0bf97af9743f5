import * as v from "valibot";
import { listQuery } from "../../../http/paging.ts";

export const TAX_RATE_ORDER_FIELDS = ["name", "percentage", "country", "createdAt"] as const;

/** GET /api/tax-rates: `active` (true or false) and `country` (ISO 3166-1 alpha-2) filter; `search` the name. */
export const taxRateListQuery = listQuery(
  {
    active: v.optional(
      v.pipe(
        v.picklist(["true", "false"], "active must be true or false"),
        v.transform((value) => value === "true"),
      ),
    ),
    country: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.regex(/^[A-Z]{2}$/, "country must be a two-letter country code (ISO 3166-1 alpha-2)"),
      ),
    ),
  },
  { orderFields: TAX_RATE_ORDER_FIELDS, defaultOrderBy: "createdAt", defaultAscending: false },
);
export type TaxRateListQuery = v.InferOutput<typeof taxRateListQuery>;
