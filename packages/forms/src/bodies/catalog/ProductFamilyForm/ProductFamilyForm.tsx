import { Banner, Select, Switch, TextArea, TextField } from "@round/ui";
import { useId } from "react";
import type * as v from "valibot";
import {
  CATALOG_DEFAULTS,
  FAMILY_CATEGORIES,
  FAMILY_CURRENCIES,
  productFamilySchema,
} from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  type CatalogDialogProps,
  CatalogDialogShell,
  FormActions,
  useReportSubmitting,
} from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { fieldId } from "../paths.ts";
import { useCatalogForm } from "../useCatalogForm.ts";

export type ProductFamilyValues = v.InferOutput<typeof productFamilySchema>;

export const PRODUCT_FAMILY_FAILURE = "Failed to create product family. Please try again.";

type ProductFamilyDraft = {
  name: string;
  description: string;
  category: string;
  settings: {
    allowCustomPricing: boolean;
    requireApproval: boolean;
    defaultCurrency: string;
  };
};

const emptyFamily = (): ProductFamilyDraft => ({
  name: "",
  description: "",
  category: "",
  settings: {
    allowCustomPricing: false,
    requireApproval: false,
    defaultCurrency: CATALOG_DEFAULTS.family.currency,
  },
});

const categoryOptions = FAMILY_CATEGORIES.map((category) => ({ value: category, label: category }));
const currencyOptions = FAMILY_CURRENCIES.map((currency) => ({ value: currency, label: currency }));

export type ProductFamilyFormProps = CatalogBodyProps<ProductFamilyValues>;

/**
 * The body of 'Create Product Family': name, description, category and the family's settings (custom
 * pricing, approval, default currency USD).
 */
export function ProductFamilyForm({
  onSubmit,
  onCancel,
  onSuccess,
  formId: formIdProp,
  hideActions = false,
  onSubmittingChange,
}: ProductFamilyFormProps) {
  const generatedId = `product-family-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const formId = formIdProp ?? generatedId;
  const form = useCatalogForm({
    schema: productFamilySchema,
    initialValues: emptyFamily,
    toInput: (values) => values,
    onSubmit,
    onSuccess,
    failureText: PRODUCT_FAMILY_FAILURE,
  });
  useReportSubmitting(form.submitting, onSubmittingChange);
  const { values } = form;
  const id = (path: string) => fieldId(formId, path);

  return (
    <form id={formId} ref={form.formRef} className={layout.form} onSubmit={form.handleSubmit} noValidate>
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      <TextField
        id={id("name")}
        label="Name"
        required
        value={values.name}
        onChange={(event) => form.set("name", event.target.value)}
        onBlur={() => form.blur("name")}
        error={form.error("name")}
        autoComplete="off"
      />
      <TextArea
        id={id("description")}
        label="Description"
        required
        value={values.description}
        onChange={(event) => form.set("description", event.target.value)}
        onBlur={() => form.blur("description")}
        error={form.error("description")}
        rows={3}
      />
      <Select
        id={id("category")}
        label="Category"
        required
        placeholder="Select a category"
        options={categoryOptions}
        value={values.category}
        onValueChange={(value) => form.set("category", value)}
        onBlur={() => form.blur("category")}
        error={form.error("category")}
      />
      <fieldset className={layout.group}>
        <legend className={layout.legend}>Settings</legend>
        <Switch
          id={id("settings.allowCustomPricing")}
          label="Allow Custom Pricing"
          description="Prices of this family's products can be changed per customer"
          checked={values.settings.allowCustomPricing}
          onCheckedChange={(checked) => form.set("settings.allowCustomPricing", checked)}
        />
        <Switch
          id={id("settings.requireApproval")}
          label="Require Approval"
          description="New subscriptions to this family wait for approval"
          checked={values.settings.requireApproval}
          onCheckedChange={(checked) => form.set("settings.requireApproval", checked)}
        />
        <Select
          id={id("settings.defaultCurrency")}
          label="Default Currency"
          options={currencyOptions}
          value={values.settings.defaultCurrency}
          onValueChange={(value) => form.set("settings.defaultCurrency", value)}
          error={form.error("settings.defaultCurrency")}
        />
      </fieldset>
      {hideActions ? null : (
        <FormActions
          formId={formId}
          submitLabel="Create Product Family"
          submittingLabel="Creating..."
          submitting={form.submitting}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}

export interface CreateProductFamilyDialogProps
  extends CatalogDialogProps,
    Pick<ProductFamilyFormProps, "onSubmit" | "onSuccess"> {}

/** 'Create Product Family' in a Modal, with Cancel and 'Create Product Family' in its footer. */
export function CreateProductFamilyDialog({
  onSubmit,
  onSuccess,
  ...dialog
}: CreateProductFamilyDialogProps) {
  return (
    <CatalogDialogShell
      {...dialog}
      onSuccess={onSuccess}
      title="Create Product Family"
      submitLabel="Create Product Family"
    >
      {(bind) => <ProductFamilyForm {...bind} onSubmit={onSubmit} />}
    </CatalogDialogShell>
  );
}
