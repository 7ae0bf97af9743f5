import { Select } from "@round/ui";
import type * as v from "valibot";
import {
  BILLING_FREQUENCY_OPTIONS,
  CHARGE_CURRENCIES,
  CHARGE_MODELS_BY_TYPE,
  CHARGE_TYPES,
  chargeSchema,
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
  CHARGE_TYPE_LABELS,
  ItemBasicsFields,
  optionsOf,
  PercentageField,
  PointTiers,
  PriceField,
  PricePointList,
  tierShapeErrors,
} from "../shared.tsx";
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

export const CHARGE_TEXTS: CatalogTexts = catalogTexts("Charge", "charge");
/** The spec's failure texts of the create and edit dialogs. */
export const CHARGE_FAILURE = CHARGE_TEXTS.createFailure;
export const CHARGE_UPDATE_FAILURE = CHARGE_TEXTS.editFailure;

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
export function ChargeForm(props: ChargeFormProps) {
  const { form, frame, families } = useCatalogBody(props, {
    idPrefix: "charge",
    texts: CHARGE_TEXTS,
    schema: chargeSchema,
    empty: emptyChargeValues,
    fromResponse: chargeValuesFromResponse,
    toInput: chargeInput,
    extraErrors: (values: ChargeFormValues) =>
      usesTiers(values.chargeModel) ? tierShapeErrors(values.pricePoints, () => true) : {},
  });
  const { values } = form;
  const model = values.chargeModel;

  return (
    <CatalogFormFrame {...frame}>
      <ItemBasicsFields
        form={form}
        families={families}
        typeOptions={typeOptions}
        modelsByType={CHARGE_MODELS_BY_TYPE}
      />
      <PricePointList form={form} newPoint={newChargePricePoint}>
        {(point, path) => (
          <>
            <div className={layout.row}>
              <Select label="Currency" options={currencyOptions} {...form.valueField(`${path}.currency`)} />
              {model === "percentage" ? (
                <PercentageField form={form} path={path} />
              ) : usesTiers(model) ? null : (
                <PriceField form={form} path={path} currency={point.currency} />
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

export interface CreateChargeDialogProps extends CatalogDialogPropsOf<ChargeFormProps> {}

/** 'Create Charge' (or 'Edit Charge') in a Modal, with Cancel and the submit button in its footer. */
export const CreateChargeDialog = catalogDialog(ChargeForm, CHARGE_TEXTS, "lg");
