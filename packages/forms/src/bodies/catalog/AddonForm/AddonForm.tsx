import { Banner, Button, IconButton, NumberField, PlusIcon, Select, Switch, TrashIcon } from "@round/ui";
import { useId } from "react";
import type * as v from "valibot";
import {
  ADDON_BILLING_FREQUENCIES,
  ADDON_CURRENCIES,
  ADDON_MODELS_BY_TYPE,
  ADDON_TYPES,
  type AddonChargeModel,
  type AddonType,
  addonSchema,
  CATALOG_DEFAULTS,
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
  ADDON_FREQUENCY_LABELS,
  ADDON_TYPE_LABELS,
  familyIdFor,
  ItemBasicsFields,
  optionsOf,
  type ProductFamilyOption,
  tierShapeErrors,
} from "../shared.tsx";
import { TiersEditor } from "../TiersEditor/TiersEditor.tsx";
import { useCatalogForm } from "../useCatalogForm.ts";

export type AddonValues = v.InferOutput<typeof addonSchema>;

export const ADDON_FAILURE = "Failed to create add-on. Please try again.";

type AddonPricePointDraft = {
  currency: string;
  price: number | null;
  billingFrequency: string;
  setupFee: number | null;
  freeQuantity: number | null;
  tiers: TierDraft[];
};

type AddonDraft = {
  name: string;
  description: string;
  productFamilyId: string;
  type: AddonType;
  chargeModel: AddonChargeModel;
  pricePoints: AddonPricePointDraft[];
  isOptional: boolean;
  isQuantityBasedCharge: boolean;
  customerPortal: {
    showInCheckout: boolean;
    showInPortal: boolean;
    allowSelfSubscribe: boolean;
    allowSelfRemove: boolean;
  };
};

const newPricePoint = (): AddonPricePointDraft => ({
  currency: "USD",
  price: null,
  billingFrequency: "month",
  setupFee: null,
  freeQuantity: null,
  tiers: [{ ...FIRST_TIER }],
});

const emptyAddon = (): AddonDraft => ({
  name: "",
  description: "",
  productFamilyId: "",
  type: CATALOG_DEFAULTS.addon.type,
  chargeModel: CATALOG_DEFAULTS.addon.chargeModel,
  pricePoints: [newPricePoint()],
  isOptional: true,
  isQuantityBasedCharge: false,
  customerPortal: {
    showInCheckout: true,
    showInPortal: true,
    allowSelfSubscribe: false,
    allowSelfRemove: false,
  },
});

const usesTiers = (model: string) => (TIERED_MODELS as readonly string[]).includes(model);

const typeOptions = optionsOf(ADDON_TYPES, ADDON_TYPE_LABELS);
const currencyOptions = optionsOf(ADDON_CURRENCIES);
const frequencyOptions = optionsOf(ADDON_BILLING_FREQUENCIES, ADDON_FREQUENCY_LABELS);

export interface AddonFormProps extends CatalogBodyProps<AddonValues> {
  /** The families an add-on can belong to. */
  productFamilies: readonly ProductFamilyOption[];
}

/**
 * The body of 'Create Add-on': name, description, product family, type and the charge models it allows,
 * price points (billing frequency hidden for one-time add-ons, setup fee and free quantity for per-unit, tiers
 * for tiered, volume and stairstep), option flags and customer-portal switches.
 */
export function AddonForm({
  productFamilies,
  onSubmit,
  onCancel,
  onSuccess,
  formId: formIdProp,
  hideActions = false,
  onSubmittingChange,
}: AddonFormProps) {
  const generatedId = `addon-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const formId = formIdProp ?? generatedId;
  const form = useCatalogForm({
    schema: addonSchema,
    initialValues: emptyAddon,
    toInput: (draft: AddonDraft) => ({
      name: draft.name,
      description: draft.description,
      productFamilyId: familyIdFor(productFamilies, draft.productFamilyId),
      type: draft.type,
      chargeModel: draft.chargeModel,
      isOptional: draft.isOptional,
      isQuantityBasedCharge: draft.isQuantityBasedCharge,
      customerPortal: draft.customerPortal,
      pricePoints: draft.pricePoints.map((point) => ({
        currency: point.currency,
        ...(usesTiers(draft.chargeModel) ? { tiers: point.tiers } : { price: point.price }),
        ...(draft.type === "one_time" ? {} : { billingFrequency: point.billingFrequency }),
        ...(draft.chargeModel === "per_unit"
          ? { setupFee: point.setupFee, freeQuantity: point.freeQuantity }
          : {}),
      })),
    }),
    extraErrors: (draft) =>
      usesTiers(draft.chargeModel) ? tierShapeErrors(draft.pricePoints, () => true) : {},
    onSubmit,
    onSuccess,
    failureText: ADDON_FAILURE,
  });
  useReportSubmitting(form.submitting, onSubmittingChange);
  const { values } = form;
  const id = (path: string) => fieldId(formId, path);
  const allowedModels = ADDON_MODELS_BY_TYPE[values.type];
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
    <form id={formId} ref={form.formRef} className={layout.form} onSubmit={form.handleSubmit} noValidate>
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      <ItemBasicsFields
        form={form}
        formId={formId}
        families={productFamilies}
        typeOptions={typeOptions}
        onTypeChange={(type) => changeType(type as AddonType)}
      />
      <PricingModelPicker
        id={id("chargeModel")}
        label="Charge Model"
        allowed={allowedModels}
        value={values.chargeModel}
        onChange={(model) =>
          form.update((current) => ({ ...current, chargeModel: model }), ["chargeModel", "pricePoints"])
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
                {tiered ? null : (
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
                {values.type === "one_time" ? null : (
                  <Select
                    id={id(`${path}.billingFrequency`)}
                    label="Billing Frequency"
                    options={frequencyOptions}
                    value={point.billingFrequency}
                    onValueChange={(value) => form.set(`${path}.billingFrequency`, value)}
                    error={form.error(`${path}.billingFrequency`)}
                  />
                )}
              </div>
              {values.chargeModel === "per_unit" ? (
                <div className={layout.row}>
                  <NumberField
                    id={id(`${path}.setupFee`)}
                    label="Setup Fee"
                    value={point.setupFee}
                    onValueChange={(value) => form.set(`${path}.setupFee`, value)}
                    onBlur={() => form.blur(`${path}.setupFee`)}
                    error={form.error(`${path}.setupFee`)}
                    suffix={point.currency}
                    min={0}
                    step={0.01}
                  />
                  <NumberField
                    id={id(`${path}.freeQuantity`)}
                    label="Free Quantity"
                    value={point.freeQuantity}
                    onValueChange={(value) => form.set(`${path}.freeQuantity`, value)}
                    onBlur={() => form.blur(`${path}.freeQuantity`)}
                    error={form.error(`${path}.freeQuantity`)}
                    min={0}
                    step={1}
                  />
                </div>
              ) : null}
              {tiered ? (
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
      <fieldset className={layout.group}>
        <legend className={layout.legend}>Options</legend>
        <div className={layout.switches}>
          <Switch
            id={id("isOptional")}
            label="Optional"
            description="Customers choose whether to add it"
            checked={values.isOptional}
            onCheckedChange={(checked) => form.set("isOptional", checked)}
          />
          <Switch
            id={id("isQuantityBasedCharge")}
            label="Quantity-Based Charge"
            description="The price is multiplied by the quantity bought"
            checked={values.isQuantityBasedCharge}
            onCheckedChange={(checked) => form.set("isQuantityBasedCharge", checked)}
          />
        </div>
      </fieldset>
      <fieldset className={layout.group}>
        <legend className={layout.legend}>Customer Portal</legend>
        <div className={layout.switches}>
          <Switch
            id={id("customerPortal.showInCheckout")}
            label="Show in Checkout"
            checked={values.customerPortal.showInCheckout}
            onCheckedChange={(checked) => form.set("customerPortal.showInCheckout", checked)}
          />
          <Switch
            id={id("customerPortal.showInPortal")}
            label="Show in Customer Portal"
            checked={values.customerPortal.showInPortal}
            onCheckedChange={(checked) => form.set("customerPortal.showInPortal", checked)}
          />
          <Switch
            id={id("customerPortal.allowSelfSubscribe")}
            label="Allow Self-Subscribe"
            description="Customers can add it themselves in the portal"
            checked={values.customerPortal.allowSelfSubscribe}
            onCheckedChange={(checked) => form.set("customerPortal.allowSelfSubscribe", checked)}
          />
          <Switch
            id={id("customerPortal.allowSelfRemove")}
            label="Allow Self-Remove"
            description="Customers can remove it themselves in the portal"
            checked={values.customerPortal.allowSelfRemove}
            onCheckedChange={(checked) => form.set("customerPortal.allowSelfRemove", checked)}
          />
        </div>
      </fieldset>
      {hideActions ? null : (
        <FormActions
          formId={formId}
          submitLabel="Create Add-on"
          submittingLabel="Creating..."
          submitting={form.submitting}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}

export interface CreateAddonDialogProps
  extends CatalogDialogProps,
    Pick<AddonFormProps, "onSubmit" | "onSuccess" | "productFamilies"> {}

/** 'Create Add-on' in a Modal, with Cancel and 'Create Add-on' in its footer. */
export function CreateAddonDialog({
  onSubmit,
  onSuccess,
  productFamilies,
  ...dialog
}: CreateAddonDialogProps) {
  return (
    <CatalogDialogShell
      {...dialog}
      onSuccess={onSuccess}
      title="Create Add-on"
      submitLabel="Create Add-on"
      size="lg"
    >
      {(bind) => <AddonForm {...bind} productFamilies={productFamilies} onSubmit={onSubmit} />}
    </CatalogDialogShell>
  );
}
