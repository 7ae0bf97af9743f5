import { Select, Switch, TextArea, TextField } from "@round/ui";
import type * as v from "valibot";
import { FAMILY_CATEGORIES, FAMILY_CURRENCIES, productFamilySchema } from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  type CatalogDialogProps,
  CatalogDialogShell,
  CatalogFormFrame,
  type CatalogTexts,
  textsFor,
  useFormId,
  useReportSubmitting,
} from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { optionsOf } from "../shared.tsx";
import { useCatalogForm } from "../useCatalogForm.ts";
import {
  emptyProductFamilyValues,
  type ProductFamilyRecord,
  productFamilyValuesFromResponse,
} from "./productFamilyValues.ts";

export type ProductFamilyValues = v.InferOutput<typeof productFamilySchema>;

export const PRODUCT_FAMILY_FAILURE = "Failed to create product family. Please try again.";
export const PRODUCT_FAMILY_UPDATE_FAILURE = "Failed to update product family. Please try again.";

export const PRODUCT_FAMILY_TEXTS: CatalogTexts = {
  createTitle: "Create Product Family",
  editTitle: "Edit Product Family",
  createLabel: "Create Product Family",
  createFailure: PRODUCT_FAMILY_FAILURE,
  editFailure: PRODUCT_FAMILY_UPDATE_FAILURE,
};

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
export function ProductFamilyForm({
  mode = "create",
  initialValues,
  onSubmit,
  onCancel,
  onSuccess,
  formId: formIdProp,
  hideActions = false,
  onSubmittingChange,
}: ProductFamilyFormProps) {
  const formId = useFormId("product-family", formIdProp);
  const texts = textsFor(PRODUCT_FAMILY_TEXTS, mode);
  const form = useCatalogForm({
    schema: productFamilySchema,
    formId,
    initialValues: () =>
      initialValues ? productFamilyValuesFromResponse(initialValues) : emptyProductFamilyValues(),
    toInput: (values) => values,
    onSubmit,
    onSuccess,
    failureText: texts.failure,
    resetOnSuccess: mode === "create",
  });
  useReportSubmitting(form.submitting, onSubmittingChange);

  return (
    <CatalogFormFrame form={form} formId={formId} hideActions={hideActions} onCancel={onCancel} {...texts}>
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

export interface CreateProductFamilyDialogProps
  extends CatalogDialogProps,
    Pick<ProductFamilyFormProps, "onSubmit" | "onSuccess" | "mode" | "initialValues"> {}

/** 'Create Product Family' (or 'Edit Product Family') in a Modal, with Cancel and the submit button in its footer. */
export function CreateProductFamilyDialog({
  onSubmit,
  onSuccess,
  mode = "create",
  initialValues,
  ...dialog
}: CreateProductFamilyDialogProps) {
  const { title, submitLabel, submittingLabel } = textsFor(PRODUCT_FAMILY_TEXTS, mode);
  return (
    <CatalogDialogShell
      {...dialog}
      onSuccess={onSuccess}
      title={title}
      submitLabel={submitLabel}
      submittingLabel={submittingLabel}
    >
      {(bind) => (
        <ProductFamilyForm {...bind} mode={mode} initialValues={initialValues} onSubmit={onSubmit} />
      )}
    </CatalogDialogShell>
  );
}
