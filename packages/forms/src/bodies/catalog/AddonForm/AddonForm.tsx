import { Select } from "@round/ui";
import type * as v from "valibot";
import {
  ADDON_BILLING_FREQUENCIES,
  ADDON_CURRENCIES,
  ADDON_MODELS_BY_TYPE,
  ADDON_TYPES,
  addonSchema,
} from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  type CatalogTexts,
  catalogTexts,
} from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { type CatalogDialogPropsOf, catalogDialog, useCatalogBody } from "../catalogBody.tsx";
import type { FamiliesProps } from "../families.ts";
import {
  ADDON_FREQUENCY_LABELS,
  ADDON_TYPE_LABELS,
  ItemBasicsFields,
  optionsOf,
  PointTiers,
  PriceField,
  PricePointList,
  SetupFeeFields,
  SwitchFieldset,
  tierShapeErrors,
} from "../shared.tsx";
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

export const ADDON_TEXTS: CatalogTexts = catalogTexts("Add-on", "add-on");
/** The spec's failure texts of the create and edit dialogs. */
export const ADDON_FAILURE = ADDON_TEXTS.createFailure;
export const ADDON_UPDATE_FAILURE = ADDON_TEXTS.editFailure;

const typeOptions = optionsOf(ADDON_TYPES, ADDON_TYPE_LABELS);
const currencyOptions = optionsOf(ADDON_CURRENCIES);
const frequencyOptions = optionsOf(ADDON_BILLING_FREQUENCIES, ADDON_FREQUENCY_LABELS);

const OPTION_SWITCHES = [
  { path: "isOptional", label: "Optional", description: "Customers choose whether to add it" },
  {
    path: "isQuantityBasedCharge",
    label: "Quantity-Based Charge",
    description: "The price is multiplied by the quantity bought",
  },
];

const PORTAL_SWITCHES = [
  { path: "customerPortal.showInCheckout", label: "Show in Checkout" },
  { path: "customerPortal.showInPortal", label: "Show in Customer Portal" },
  {
    path: "customerPortal.allowSelfSubscribe",
    label: "Allow Self-Subscribe",
    description: "Customers can add it themselves in the portal",
  },
  {
    path: "customerPortal.allowSelfRemove",
    label: "Allow Self-Remove",
    description: "Customers can remove it themselves in the portal",
  },
];

export interface AddonFormProps extends CatalogBodyProps<AddonValues>, FamiliesProps {
  /** The add-on being edited, as the API answered it (`addonResponse`). */
  initialValues?: AddonRecord;
}

/**
 * The body of 'Create Add-on' and 'Edit Add-on': name, description, product family, type and the charge
 * models it allows, price points (billing frequency hidden for one-time add-ons, setup fee and free quantity
 * for per-unit, tiers for tiered, volume and stairstep), option flags and customer-portal switches.
 */
export function AddonForm(props: AddonFormProps) {
  const { form, frame, families } = useCatalogBody(props, {
    idPrefix: "addon",
    texts: ADDON_TEXTS,
    schema: addonSchema,
    empty: emptyAddonValues,
    fromResponse: addonValuesFromResponse,
    toInput: addonInput,
    extraErrors: (values: AddonFormValues) =>
      usesTiers(values.chargeModel) ? tierShapeErrors(values.pricePoints, () => true) : {},
  });
  const { values } = form;
  const tiered = usesTiers(values.chargeModel);

  return (
    <CatalogFormFrame {...frame}>
      <ItemBasicsFields
        form={form}
        families={families}
        typeOptions={typeOptions}
        modelsByType={ADDON_MODELS_BY_TYPE}
      />
      <PricePointList form={form} newPoint={newAddonPricePoint}>
        {(point, path) => (
          <>
            <div className={layout.row}>
              <Select label="Currency" options={currencyOptions} {...form.valueField(`${path}.currency`)} />
              {tiered ? null : <PriceField form={form} path={path} currency={point.currency} />}
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
                <SetupFeeFields form={form} path={path} currency={point.currency} />
              </div>
            ) : null}
            {tiered ? <PointTiers form={form} path={path} currency={point.currency} /> : null}
          </>
        )}
      </PricePointList>
      <SwitchFieldset legend="Options" form={form} items={OPTION_SWITCHES} />
      <SwitchFieldset legend="Customer Portal" form={form} items={PORTAL_SWITCHES} />
    </CatalogFormFrame>
  );
}

export interface CreateAddonDialogProps extends CatalogDialogPropsOf<AddonFormProps> {}

/** 'Create Add-on' (or 'Edit Add-on') in a Modal, with Cancel and the submit button in its footer. */
export const CreateAddonDialog = catalogDialog(AddonForm, ADDON_TEXTS, "lg");
