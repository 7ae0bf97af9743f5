import { CATALOG_CURRENCIES } from "@round/forms/schemas";
import * as v from "valibot";

const currency = v.picklist(CATALOG_CURRENCIES, "Invalid currency code");

/** PUT /api/catalog/settings: the fields sent change, the others stay. */
export const catalogSettingsBody = v.object({
  defaultCurrency: v.optional(currency),
  allowedCurrencies: v.optional(
    v.pipe(
      v.array(currency, "allowedCurrencies must be a list of currency codes"),
      v.nonEmpty("At least one currency must be allowed"),
    ),
  ),
});
export type CatalogSettingsBody = v.InferOutput<typeof catalogSettingsBody>;
