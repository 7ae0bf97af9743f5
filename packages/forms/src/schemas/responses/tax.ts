/**
 * What the tax API answers (COMMERCE.md, "Correcting and taxing invoices"), written once: the server's views
 * satisfy these schemas, the API tests check every answer against them, and the app infers its types.
 */
import * as v from "valibot";
import { TAX_EXEMPT_STATUSES, TAX_ID_TYPES } from "../taxIds.ts";

/** A tax rate: its percentage (0 to 100, up to 4 decimals) as a JSON number. */
export const taxRateResponse = v.object({
  id: v.string(),
  name: v.string(),
  percentage: v.number(),
  inclusive: v.boolean(),
  /** ISO 3166-1 alpha-2. */
  country: v.string(),
  /** ISO 3166-2 subdivision code without the country (`CA` for California); null for the whole country. */
  region: v.nullable(v.string()),
  active: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type TaxRateResponse = v.InferOutput<typeof taxRateResponse>;

/** One of a customer's tax ids, as stored (its compact form). */
export const taxIdResponse = v.object({ type: v.picklist(TAX_ID_TYPES), value: v.string() });
export type TaxIdResponse = v.InferOutput<typeof taxIdResponse>;

export const taxExemptResponse = v.picklist(TAX_EXEMPT_STATUSES);
