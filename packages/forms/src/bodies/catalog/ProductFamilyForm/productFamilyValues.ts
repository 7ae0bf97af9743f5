/** The product family body's values: empty for a new family, or read from the API's answer. Pure. */
import { CATALOG_DEFAULTS, type ProductFamilyResponse } from "../../../schemas/index.ts";

/** The values the product family body edits. */
export type ProductFamilyFormValues = {
  name: string;
  description: string;
  category: string;
  settings: {
    allowCustomPricing: boolean;
    requireApproval: boolean;
    defaultCurrency: string;
  };
};

/** A family as the API answers it (`productFamilyResponse`); fields left out take the defaults. */
export type ProductFamilyRecord = Partial<
  Pick<ProductFamilyResponse, "name" | "description" | "category">
> & {
  settings?: Partial<ProductFamilyResponse["settings"]>;
};

export const emptyProductFamilyValues = (): ProductFamilyFormValues => ({
  name: "",
  description: "",
  category: "",
  settings: {
    allowCustomPricing: false,
    requireApproval: false,
    defaultCurrency: CATALOG_DEFAULTS.family.currency,
  },
});

/** The body's initial values for a family the API answered. */
export function productFamilyValuesFromResponse(record: ProductFamilyRecord): ProductFamilyFormValues {
  const empty = emptyProductFamilyValues();
  return {
    name: record.name ?? "",
    description: record.description ?? "",
    category: record.category ?? "",
    settings: {
      allowCustomPricing: record.settings?.allowCustomPricing ?? empty.settings.allowCustomPricing,
      requireApproval: record.settings?.requireApproval ?? empty.settings.requireApproval,
      defaultCurrency: record.settings?.defaultCurrency ?? empty.settings.defaultCurrency,
    },
  };
}
