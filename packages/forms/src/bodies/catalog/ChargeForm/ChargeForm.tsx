import { NumberField, Select } from "@round/ui";
import type * as v from "valibot";
import {
  BILLING_FREQUENCY_OPTIONS,
  CHARGE_CURRENCIES,
  CHARGE_MODELS_BY_TYPE,
  CHARGE_TYPES,
  type ChargeType,
  chargeSchema,
  LIMITS,
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
  CHARGE_TYPE_LABELS,
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
  type ChargeFormValues,
  type ChargeRecord,
  chargeInput,
  chargeValuesFromResponse,
  emptyChargeValues,
  newChargePricePoint,
  usesTiers,
} from "./chargeValues.ts";

export type ChargeValues = v.InferOutput<typeof chargeSchema>;

export const CHARGE_FAILURE = "Failed to create charge. Please try again.";
export const CHARGE_UPDATE_FAILURE = "Failed to update charge. Please try again.";

export const CHARGE_TEXTS: CatalogTexts = {
  createTitle: "Create Charge",
  editTitle: "Edit Charge",
  createLabel: "Create Charge",
  createFailure: CHARGE_FAILURE,
  editFailure: CHARGE_UPDATE_FAILURE,
};

const typeOptions = optionsOf(CHARGE_TYPES, CHARGE_TYPE_LABELS);
const currencyOptions = optionsOf(CHARGE_CURRENCIES);

export interface ChargeFormProps extends CatalogBodyProps<ChargeValues>, FamiliesProps {
  /** The charge being edited, as the API answered it (`chargeResponse`). */
  initialValues?: ChargeRecord;
}

/**
 * The body of 'Create Charge' and 'Edit Charge': name, description, product family, type and the charge
 * models it allows (one-time and penalty: flat fee or percentage; recurring: flat fee or per unit;
 * usage-based: per unit or tiered), and price points (a percentage for the percentage model, tiers for
 * tiered, billing frequency only for recurring charges).
 */
export function ChargeForm({
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
}: ChargeFormProps) {
  const formId = useFormId("charge", formIdProp);
  const texts = textsFor(CHARGE_TEXTS, mode);
  const families = familiesState(familiesProp, productFamilies);
  const form = useCatalogForm({
    schema: chargeSchema,
    formId,
    initialValues: () => (initialValues ? chargeValuesFromResponse(initialValues) : emptyChargeValues()),
    toInput: (values: ChargeFormValues) => chargeInput(values, familyOptions(families)),
    extraErrors: (values) =>
      usesTiers(values.chargeModel) ? tierShapeErrors(values.pricePoints, () => true) : {},
    onSubmit,
    onSuccess,
    failureText: texts.failure,
    resetOnSuccess: mode === "create",
  });
  useReportSubmitting(form.submitting, onSubmittingChange);
  const { values } = form;
  const model = values.chargeModel;

  const changeType = (type: ChargeType) =>
    form.update(
      (current) => ({
        ...current,
        type,
        chargeModel: modelAfterTypeChange(CHARGE_MODELS_BY_TYPE[type], current.chargeModel),
      }),
      ["type", "chargeModel", "pricePoints"],
    );

  return (
    <CatalogFormFrame form={form} formId={formId} hideActions={hideActions} onCancel={onCancel} {...texts}>
      <ItemBasicsFields
        form={form}
        families={families}
        typeOptions={typeOptions}
        onTypeChange={(type) => changeType(type as ChargeType)}
      />
      <PricingModelPicker
        label="Charge Model"
        allowed={CHARGE_MODELS_BY_TYPE[values.type]}
        {...form.valueField<ChargeFormValues["chargeModel"]>("chargeModel")}
        onChange={(next) =>
          form.update((current) => ({ ...current, chargeModel: next }), ["chargeModel", "pricePoints"])
        }
      />
      <PricePointList form={form} newPoint={newChargePricePoint}>
        {(point, path) => (
          <>
            <div className={layout.row}>
              <Select label="Currency" options={currencyOptions} {...form.valueField(`${path}.currency`)} />
              {model === "percentage" ? (
                <NumberField
                  label="Percentage"
                  required
                  suffix="%"
                  min={LIMITS.percentage.min}
                  max={LIMITS.percentage.max}
                  step={0.1}
                  {...form.valueField(`${path}.percentage`)}
                />
              ) : usesTiers(model) ? null : (
                <NumberField
                  label="Price"
                  required
                  suffix={point.currency}
                  min={0}
                  step={0.01}
                  {...form.valueField(`${path}.price`)}
                />
              )}
              {values.type === "recurring" ? (
                <Select
                  label="Billing Frequency"
                  options={BILLING_FREQUENCY_OPTIONS}
                  {...form.valueField(`${path}.billingFrequency`)}
                />
              ) : null}
            </div>
            {usesTiers(model) ? <PointTiers form={form} path={path} currency={point.currency} /> : null}
          </>
        )}
      </PricePointList>
    </CatalogFormFrame>
  );
}

export interface CreateChargeDialogProps
  extends CatalogDialogProps,
    FamiliesProps,
    Pick<ChargeFormProps, "onSubmit" | "onSuccess" | "mode" | "initialValues"> {}

/** 'Create Charge' (or 'Edit Charge') in a Modal, with Cancel and the submit button in its footer. */
export function CreateChargeDialog({
  onSubmit,
  onSuccess,
  families,
  productFamilies,
  mode = "create",
  initialValues,
  ...dialog
}: CreateChargeDialogProps) {
  const { title, submitLabel, submittingLabel } = textsFor(CHARGE_TEXTS, mode);
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
        <ChargeForm
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
