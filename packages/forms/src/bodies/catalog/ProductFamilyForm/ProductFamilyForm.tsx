import { Select, Switch, TextArea, TextField } from "@round/ui";
import type * as v from "valibot";
import { FAMILY_CATEGORIES, FAMILY_CURRENCIES, productFamilySchema } from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  type CatalogTexts,
  catalogTexts,
} from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { type CatalogDialogPropsOf, catalogDialog, useCatalogBody } from "../catalogBody.tsx";
import { optionsOf } from "../shared.tsx";
import {
  emptyProductFamilyValues,
  type ProductFamilyRecord,
  productFamilyValuesFromResponse,
} from "./productFamilyValues.ts";

export type ProductFamilyValues = v.InferOutput<typeof productFamilySchema>;

export const PRODUCT_FAMILY_TEXTS: CatalogTexts = catalogTexts("Product Family", "product family");
/** The spec's failure texts of the create and edit dialogs. */
export const PRODUCT_FAMILY_FAILURE = PRODUCT_FAMILY_TEXTS.createFailure;
export const PRODUCT_FAMILY_UPDATE_FAILURE = PRODUCT_FAMILY_TEXTS.editFailure;

const categoryOptions = optionsOf(FAMILY_CATEGORIES);
const currencyOptions = optionsOf(FAMILY_CURRENCIES);

export interface ProductFamilyFormProps extends CatalogBodyProps<ProductFamilyValues> {
  /** The family being edited, as the API answered it (`productFamilyResponse`). */
  initialValues?: ProductFamilyRecord;
}

/**
 * The body of 'Create Product Family' and 'Edit Product Family': name, description, category and the
 * family's settings (custom pricing, approval, default currency USD).
 */
export function ProductFamilyForm(props: ProductFamilyFormProps) {
  const { form, frame } = useCatalogBody(props, {
    idPrefix: "product-family",
    texts: PRODUCT_FAMILY_TEXTS,
    schema: productFamilySchema,
    empty: emptyProductFamilyValues,
    fromResponse: productFamilyValuesFromResponse,
    toInput: (values) => values,
  });
  return (
    <CatalogFormFrame {...frame}>
      <TextField label="Name" required autoComplete="off" {...form.field("name")} />
      <TextArea label="Description" required rows={3} {...form.field("description")} />
      <Select
        label="Category"
        required
        placeholder="Select a category"
        options={categoryOptions}
        {...form.valueField<string>("category")}
      />
      <fieldset className={layout.group}>
        <legend className={layout.legend}>Settings</legend>
        <Switch
          label="Allow Custom Pricing"
          description="Prices of this family's products can be changed per customer"
          {...form.switchField("settings.allowCustomPricing")}
        />
        <Switch
          label="Require Approval"
          description="New subscriptions to this family wait for approval"
          {...form.switchField("settings.requireApproval")}
        />
        <Select
          label="Default Currency"
          options={currencyOptions}
          {...form.valueField<string>("settings.defaultCurrency")}
        />
      </fieldset>
    </CatalogFormFrame>
  );
}

export interface CreateProductFamilyDialogProps extends CatalogDialogPropsOf<ProductFamilyFormProps> {}

/** 'Create Product Family' (or 'Edit Product Family') in a Modal, with Cancel and the submit button in its footer. */
export const CreateProductFamilyDialog = catalogDialog(ProductFamilyForm, PRODUCT_FAMILY_TEXTS);
