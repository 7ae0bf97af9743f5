import { Banner, Button, IconButton, NumberField, PlusIcon, Select, TrashIcon } from "@round/ui";
import { useId } from "react";
import type * as v from "valibot";
import {
  BILLING_FREQUENCY_OPTIONS,
  CATALOG_DEFAULTS,
  CHARGE_CURRENCIES,
  CHARGE_MODELS_BY_TYPE,
  CHARGE_TYPES,
  type ChargeModel,
  type ChargeType,
  chargeSchema,
  LIMITS,
  TIERED_MODELS,
} from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  type CatalogDialogProps,
  CatalogDialogShell,
  FormActions,
  useReportSubmitting,
} from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { FIRST_TIER, modelAfterTypeChange, type TierDraft } from "../catalogRules.ts";
import { PricingModelPicker } from "../PricingModelPicker/PricingModelPicker.tsx";
import { errorsUnder, fieldId } from "../paths.ts";
import {
  CHARGE_TYPE_LABELS,
  familyIdFor,
  ItemBasicsFields,
  optionsOf,
  type ProductFamilyOption,
  tierShapeErrors,
} from "../shared.tsx";
import { TiersEditor } from "../TiersEditor/TiersEditor.tsx";
import { useCatalogForm } from "../useCatalogForm.ts";

export type ChargeValues = v.InferOutput<typeof chargeSchema>;

export const CHARGE_FAILURE = "Failed to create charge. Please try again.";

type ChargePricePointDraft = {
  currency: string;
  price: number | null;
  percentage: number | null;
  billingFrequency: string;
  tiers: TierDraft[];
};

type ChargeDraft = {
  name: string;
  description: string;
  productFamilyId: string;
  type: ChargeType;
  chargeModel: ChargeModel;
  pricePoints: ChargePricePointDraft[];
};

const DEFAULT_POINT = CATALOG_DEFAULTS.charge.pricePoint;

const newPricePoint = (): ChargePricePointDraft => ({
  currency: DEFAULT_POINT.currency,
  price: DEFAULT_POINT.price,
  percentage: null,
  billingFrequency: DEFAULT_POINT.billingFrequency,
  tiers: [{ ...FIRST_TIER }],
});

const emptyCharge = (): ChargeDraft => ({
  name: "",
  description: "",
  productFamilyId: "",
  type: CATALOG_DEFAULTS.charge.type,
  chargeModel: CHARGE_MODELS_BY_TYPE[CATALOG_DEFAULTS.charge.type][0]!,
  pricePoints: [newPricePoint()],
});

const usesTiers = (model: string) => (TIERED_MODELS as readonly string[]).includes(model);

const typeOptions = optionsOf(CHARGE_TYPES, CHARGE_TYPE_LABELS);
const currencyOptions = optionsOf(CHARGE_CURRENCIES);

export interface ChargeFormProps extends CatalogBodyProps<ChargeValues> {
  /** The families a charge can belong to. */
  productFamilies: readonly ProductFamilyOption[];
}

/**
 * The body of 'Create Charge': name, description, product family, type and the charge models it allows
 * (one-time and penalty: flat fee or percentage; recurring: flat fee or per unit; usage-based: per unit or
 * tiered), and price points (a percentage for the percentage model, tiers for tiered, billing frequency only
 * for recurring charges).
 */
export function ChargeForm({
  productFamilies,
  onSubmit,
  onCancel,
  onSuccess,
  formId: formIdProp,
  hideActions = false,
  onSubmittingChange,
}: ChargeFormProps) {
  const generatedId = `charge-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const formId = formIdProp ?? generatedId;
  const form = useCatalogForm({
    schema: chargeSchema,
    initialValues: emptyCharge,
    toInput: (draft: ChargeDraft) => ({
      name: draft.name,
      description: draft.description,
      productFamilyId: familyIdFor(productFamilies, draft.productFamilyId),
      type: draft.type,
      chargeModel: draft.chargeModel,
      pricePoints: draft.pricePoints.map((point) => ({
        currency: point.currency,
        ...(draft.chargeModel === "percentage"
          ? { percentage: point.percentage }
          : usesTiers(draft.chargeModel)
            ? { tiers: point.tiers }
            : { price: point.price }),
        ...(draft.type === "recurring" ? { billingFrequency: point.billingFrequency } : {}),
      })),
    }),
    extraErrors: (draft) =>
      usesTiers(draft.chargeModel) ? tierShapeErrors(draft.pricePoints, () => true) : {},
    onSubmit,
    onSuccess,
    failureText: CHARGE_FAILURE,
  });
  useReportSubmitting(form.submitting, onSubmittingChange);
  const { values } = form;
  const id = (path: string) => fieldId(formId, path);
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
    <form id={formId} ref={form.formRef} className={layout.form} onSubmit={form.handleSubmit} noValidate>
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      <ItemBasicsFields
        form={form}
        formId={formId}
        families={productFamilies}
        typeOptions={typeOptions}
        onTypeChange={(type) => changeType(type as ChargeType)}
      />
      <PricingModelPicker
        id={id("chargeModel")}
        label="Charge Model"
        allowed={CHARGE_MODELS_BY_TYPE[values.type]}
        value={model}
        onChange={(next) =>
          form.update((current) => ({ ...current, chargeModel: next }), ["chargeModel", "pricePoints"])
        }
        error={form.error("chargeModel")}
      />
      <div className={layout.list}>
        {values.pricePoints.map((point, index) => {
          const path = `pricePoints.${index}`;
          const position = index + 1;
          return (
            <fieldset key={index} className={layout.group}>
              <legend className={layout.legend}>Price Point {position}</legend>
              <div className={layout.row}>
                <Select
                  id={id(`${path}.currency`)}
                  label="Currency"
                  options={currencyOptions}
                  value={point.currency}
                  onValueChange={(value) => form.set(`${path}.currency`, value)}
                  error={form.error(`${path}.currency`)}
                />
                {model === "percentage" ? (
                  <NumberField
                    id={id(`${path}.percentage`)}
                    label="Percentage"
                    required
                    value={point.percentage}
                    onValueChange={(value) => form.set(`${path}.percentage`, value)}
                    onBlur={() => form.blur(`${path}.percentage`)}
                    error={form.error(`${path}.percentage`)}
                    suffix="%"
                    min={LIMITS.percentage.min}
                    max={LIMITS.percentage.max}
                    step={0.1}
                  />
                ) : usesTiers(model) ? null : (
                  <NumberField
                    id={id(`${path}.price`)}
                    label="Price"
                    required
                    value={point.price}
                    onValueChange={(value) => form.set(`${path}.price`, value)}
                    onBlur={() => form.blur(`${path}.price`)}
                    error={form.error(`${path}.price`)}
                    suffix={point.currency}
                    min={0}
                    step={0.01}
                  />
                )}
                {values.type === "recurring" ? (
                  <Select
                    id={id(`${path}.billingFrequency`)}
                    label="Billing Frequency"
                    options={BILLING_FREQUENCY_OPTIONS}
                    value={point.billingFrequency}
                    onValueChange={(value) => form.set(`${path}.billingFrequency`, value)}
                    error={form.error(`${path}.billingFrequency`)}
                  />
                ) : null}
              </div>
              {usesTiers(model) ? (
                <TiersEditor
                  id={id(`${path}.tiers`)}
                  tiers={point.tiers}
                  currency={point.currency}
                  onChange={(tiers) => form.set(`${path}.tiers`, tiers)}
                  onBlur={(tierIndex, field) => form.blur(`${path}.tiers.${tierIndex}.${field}`)}
                  errors={errorsUnder(form.errors, `${path}.tiers`)}
                  error={form.error(`${path}.tiers`)}
                />
              ) : null}
              {values.pricePoints.length > 1 ? (
                <IconButton
                  className={layout.inlineAction}
                  label={`Remove price point ${position}`}
                  icon={<TrashIcon />}
                  onClick={() =>
                    form.update(
                      (current) => ({
                        ...current,
                        pricePoints: current.pricePoints.filter((_, at) => at !== index),
                      }),
                      ["pricePoints"],
                    )
                  }
                />
              ) : null}
            </fieldset>
          );
        })}
        {form.error("pricePoints") ? (
          <p className={layout.hint} role="alert">
            {form.error("pricePoints")}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon />}
          className={layout.inlineAction}
          onClick={() =>
            form.update((current) => ({ ...current, pricePoints: [...current.pricePoints, newPricePoint()] }))
          }
        >
          Add Price Point
        </Button>
      </div>
      {hideActions ? null : (
        <FormActions
          formId={formId}
          submitLabel="Create Charge"
          submittingLabel="Creating..."
          submitting={form.submitting}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}

export interface CreateChargeDialogProps
  extends CatalogDialogProps,
    Pick<ChargeFormProps, "onSubmit" | "onSuccess" | "productFamilies"> {}

/** 'Create Charge' in a Modal, with Cancel and 'Create Charge' in its footer. */
export function CreateChargeDialog({
  onSubmit,
  onSuccess,
  productFamilies,
  ...dialog
}: CreateChargeDialogProps) {
  return (
    <CatalogDialogShell
      {...dialog}
      onSuccess={onSuccess}
      title="Create Charge"
      submitLabel="Create Charge"
      size="lg"
    >
      {(bind) => <ChargeForm {...bind} productFamilies={productFamilies} onSubmit={onSubmit} />}
    </CatalogDialogShell>
  );
}
