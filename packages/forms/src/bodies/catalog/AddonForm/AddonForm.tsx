import { NumberField, Select, Switch } from "@round/ui";
import type * as v from "valibot";
import {
  ADDON_BILLING_FREQUENCIES,
  ADDON_CURRENCIES,
  ADDON_MODELS_BY_TYPE,
  ADDON_TYPES,
  type AddonType,
  addonSchema,
} from "../../../schemas/index.ts";
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
import { modelAfterTypeChange } from "../catalogRules.ts";
import { PricingModelPicker } from "../PricingModelPicker/PricingModelPicker.tsx";
import {
  ADDON_FREQUENCY_LABELS,
  ADDON_TYPE_LABELS,
  type FamiliesProps,
  familiesState,
  familyOptions,
  ItemBasicsFields,
  optionsOf,
  PointTiers,
  PricePointList,
  tierShapeErrors,
} from "../shared.tsx";
import { useCatalogForm } from "../useCatalogForm.ts";
import {
  type AddonFormValues,
  type AddonRecord,
  addonInput,
  addonValuesFromResponse,
  emptyAddonValues,
  newAddonPricePoint,
  usesTiers,
} from "./addonValues.ts";

export type AddonValues = v.InferOutput<typeof addonSchema>;

export const ADDON_FAILURE = "Failed to create add-on. Please try again.";
export const ADDON_UPDATE_FAILURE = "Failed to update add-on. Please try again.";

export const ADDON_TEXTS: CatalogTexts = {
  createTitle: "Create Add-on",
  editTitle: "Edit Add-on",
  createLabel: "Create Add-on",
  createFailure: ADDON_FAILURE,
  editFailure: ADDON_UPDATE_FAILURE,
};

const typeOptions = optionsOf(ADDON_TYPES, ADDON_TYPE_LABELS);
const currencyOptions = optionsOf(ADDON_CURRENCIES);
const frequencyOptions = optionsOf(ADDON_BILLING_FREQUENCIES, ADDON_FREQUENCY_LABELS);

export interface AddonFormProps extends CatalogBodyProps<AddonValues>, FamiliesProps {
  /** The add-on being edited, as the API answered it (`addonResponse`). */
  initialValues?: AddonRecord;
}

/**
 * The body of 'Create Add-on' and 'Edit Add-on': name, description, product family, type and the charge
 * models it allows, price points (billing frequency hidden for one-time add-ons, setup fee and free quantity
 * for per-unit, tiers for tiered, volume and stairstep), option flags and customer-portal switches.
 */
export function AddonForm({
  families: familiesProp,
  productFamilies,
  mode = "create",
  initialValues,
  onSubmit,
  onCancel,
  onSuccess,
  formId: formIdProp,
  hideActions = false,
  onSubmittingChange,
}: AddonFormProps) {
  const formId = useFormId("addon", formIdProp);
  const texts = textsFor(ADDON_TEXTS, mode);
  const families = familiesState(familiesProp, productFamilies);
  const form = useCatalogForm({
    schema: addonSchema,
    formId,
    initialValues: () => (initialValues ? addonValuesFromResponse(initialValues) : emptyAddonValues()),
    toInput: (values: AddonFormValues) => addonInput(values, familyOptions(families)),
    extraErrors: (values) =>
      usesTiers(values.chargeModel) ? tierShapeErrors(values.pricePoints, () => true) : {},
    onSubmit,
    onSuccess,
    failureText: texts.failure,
    resetOnSuccess: mode === "create",
  });
  useReportSubmitting(form.submitting, onSubmittingChange);
  const { values } = form;
  const tiered = usesTiers(values.chargeModel);

  const changeType = (type: AddonType) =>
    form.update(
      (current) => ({
        ...current,
        type,
        chargeModel: modelAfterTypeChange(ADDON_MODELS_BY_TYPE[type], current.chargeModel),
      }),
      ["type", "chargeModel", "pricePoints"],
    );

  return (
    <CatalogFormFrame form={form} formId={formId} hideActions={hideActions} onCancel={onCancel} {...texts}>
      <ItemBasicsFields
        form={form}
        families={families}
        typeOptions={typeOptions}
        onTypeChange={(type) => changeType(type as AddonType)}
      />
      <PricingModelPicker
        label="Charge Model"
        allowed={ADDON_MODELS_BY_TYPE[values.type]}
        {...form.valueField<AddonFormValues["chargeModel"]>("chargeModel")}
        onChange={(model) =>
          form.update((current) => ({ ...current, chargeModel: model }), ["chargeModel", "pricePoints"])
        }
      />
      <PricePointList form={form} newPoint={newAddonPricePoint}>
        {(point, path) => (
          <>
            <div className={layout.row}>
              <Select label="Currency" options={currencyOptions} {...form.valueField(`${path}.currency`)} />
              {tiered ? null : (
                <NumberField
                  label="Price"
                  required
                  suffix={point.currency}
                  min={0}
                  step={0.01}
                  {...form.valueField(`${path}.price`)}
                />
              )}
              {values.type === "one_time" ? null : (
                <Select
                  label="Billing Frequency"
                  options={frequencyOptions}
                  {...form.valueField(`${path}.billingFrequency`)}
                />
              )}
            </div>
            {values.chargeModel === "per_unit" ? (
              <div className={layout.row}>
                <NumberField
                  label="Setup Fee"
                  suffix={point.currency}
                  min={0}
                  step={0.01}
                  {...form.valueField(`${path}.setupFee`)}
                />
                <NumberField
                  label="Free Quantity"
                  min={0}
                  step={1}
                  {...form.valueField(`${path}.freeQuantity`)}
                />
              </div>
            ) : null}
            {tiered ? <PointTiers form={form} path={path} currency={point.currency} /> : null}
          </>
        )}
      </PricePointList>
      <fieldset className={layout.group}>
        <legend className={layout.legend}>Options</legend>
        <div className={layout.switches}>
          <Switch
            label="Optional"
            description="Customers choose whether to add it"
            {...form.switchField("isOptional")}
          />
          <Switch
            label="Quantity-Based Charge"
            description="The price is multiplied by the quantity bought"
            {...form.switchField("isQuantityBasedCharge")}
          />
        </div>
      </fieldset>
      <fieldset className={layout.group}>
        <legend className={layout.legend}>Customer Portal</legend>
        <div className={layout.switches}>
          <Switch label="Show in Checkout" {...form.switchField("customerPortal.showInCheckout")} />
          <Switch label="Show in Customer Portal" {...form.switchField("customerPortal.showInPortal")} />
          <Switch
            label="Allow Self-Subscribe"
            description="Customers can add it themselves in the portal"
            {...form.switchField("customerPortal.allowSelfSubscribe")}
          />
          <Switch
            label="Allow Self-Remove"
            description="Customers can remove it themselves in the portal"
            {...form.switchField("customerPortal.allowSelfRemove")}
          />
        </div>
      </fieldset>
    </CatalogFormFrame>
  );
}

export interface CreateAddonDialogProps
  extends CatalogDialogProps,
    FamiliesProps,
    Pick<AddonFormProps, "onSubmit" | "onSuccess" | "mode" | "initialValues"> {}

/** 'Create Add-on' (or 'Edit Add-on') in a Modal, with Cancel and the submit button in its footer. */
export function CreateAddonDialog({
  onSubmit,
  onSuccess,
  families,
  productFamilies,
  mode = "create",
  initialValues,
  ...dialog
}: CreateAddonDialogProps) {
  const { title, submitLabel, submittingLabel } = textsFor(ADDON_TEXTS, mode);
  return (
    <CatalogDialogShell
      {...dialog}
      onSuccess={onSuccess}
      title={title}
      submitLabel={submitLabel}
      submittingLabel={submittingLabel}
      size="lg"
    >
      {(bind) => (
        <AddonForm
          {...bind}
          families={families}
          productFamilies={productFamilies}
          mode={mode}
          initialValues={initialValues}
          onSubmit={onSubmit}
        />
      )}
    </CatalogDialogShell>
  );
}
