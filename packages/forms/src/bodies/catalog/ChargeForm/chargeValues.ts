/** The charge body's values: empty for a new charge, read from the API's answer, and the schema's input. Pure. */
import {
  BILLING_FREQUENCIES,
  CATALOG_DEFAULTS,
  CHARGE_MODELS_BY_TYPE,
  type ChargeModel,
  type ChargeResponse,
  type ChargeType,
} from "../../../schemas/index.ts";
import { FIRST_TIER } from "../catalogRules.ts";
import { familyIdFor, type ProductFamilyOption } from "../families.ts";
import {
  type BasePointValues,
  type PricePointRecord,
  pointBasics,
  textOf,
  usesTiers,
  withId,
} from "../pricePointValues.ts";

export type ChargePricePointValues = BasePointValues & {
  percentage: number | null;
  billingFrequency: string;
};

/** The values the charge body edits. */
export type ChargeFormValues = {
  name: string;
  description: string;
  productFamilyId: string;
  type: ChargeType;
  chargeModel: ChargeModel;
  pricePoints: ChargePricePointValues[];
};

/** A charge as the API answers it (`chargeResponse`); fields left out take the defaults. */
export type ChargeRecord = Partial<Omit<ChargeResponse, "pricePoints">> & {
  pricePoints?: readonly PricePointRecord[];
};

const DEFAULT_POINT = CATALOG_DEFAULTS.charge.pricePoint;

export const newChargePricePoint = (): ChargePricePointValues => ({
  currency: DEFAULT_POINT.currency,
  price: DEFAULT_POINT.price,
  percentage: null,
  billingFrequency: DEFAULT_POINT.billingFrequency,
  tiers: [{ ...FIRST_TIER }],
});

export const emptyChargeValues = (): ChargeFormValues => ({
  name: "",
  description: "",
  productFamilyId: "",
  type: CATALOG_DEFAULTS.charge.type,
  chargeModel: CHARGE_MODELS_BY_TYPE[CATALOG_DEFAULTS.charge.type][0]!,
  pricePoints: [newChargePricePoint()],
});

const chargeFrequency = (frequency: string | null | undefined) =>
  frequency && (BILLING_FREQUENCIES as readonly string[]).includes(frequency)
    ? frequency
    : DEFAULT_POINT.billingFrequency;

/** The body's initial values for a charge the API answered. */
export function chargeValuesFromResponse(record: ChargeRecord): ChargeFormValues {
  const empty = emptyChargeValues();
  const points = record.pricePoints ?? [];
  return {
    name: record.name ?? "",
    description: textOf(record.description),
    productFamilyId: record.productFamilyId ?? "",
    type: record.type ?? record.chargeType ?? empty.type,
    chargeModel: record.chargeModel ?? empty.chargeModel,
    pricePoints:
      points.length === 0
        ? empty.pricePoints
        : points.map((point) => ({
            ...pointBasics(point, DEFAULT_POINT.currency),
            percentage: point.percentage ?? null,
            billingFrequency: chargeFrequency(point.billingFrequency),
          })),
  };
}

export { usesTiers };

/** The schema's input: a percentage for percentage charges, tiers for tiered ones, else a price. */
export function chargeInput(values: ChargeFormValues, families: readonly ProductFamilyOption[]) {
  return {
    name: values.name,
    description: values.description,
    productFamilyId: familyIdFor(families, values.productFamilyId),
    type: values.type,
    chargeModel: values.chargeModel,
    pricePoints: values.pricePoints.map((point) => ({
      ...withId(point.id),
      currency: point.currency,
      ...(values.chargeModel === "percentage"
        ? { percentage: point.percentage }
        : usesTiers(values.chargeModel)
          ? { tiers: point.tiers }
          : { price: point.price }),
      ...(values.type === "recurring" ? { billingFrequency: point.billingFrequency } : {}),
    })),
  };
}
