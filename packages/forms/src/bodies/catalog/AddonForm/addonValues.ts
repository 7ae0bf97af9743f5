/** The add-on body's values: empty for a new add-on, read from the API's answer, and the schema's input. Pure. */
import {
  ADDON_BILLING_FREQUENCIES,
  type AddonChargeModel,
  type AddonResponse,
  type AddonType,
  CATALOG_DEFAULTS,
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

export type AddonPricePointValues = BasePointValues & {
  billingFrequency: string;
  setupFee: number | null;
  freeQuantity: number | null;
};

/** The values the add-on body edits. */
export type AddonFormValues = {
  name: string;
  description: string;
  productFamilyId: string;
  type: AddonType;
  chargeModel: AddonChargeModel;
  pricePoints: AddonPricePointValues[];
  isOptional: boolean;
  isQuantityBasedCharge: boolean;
  customerPortal: {
    showInCheckout: boolean;
    showInPortal: boolean;
    allowSelfSubscribe: boolean;
    allowSelfRemove: boolean;
  };
};

/** An add-on as the API answers it (`addonResponse`); fields left out take the defaults. */
export type AddonRecord = Partial<Omit<AddonResponse, "pricePoints" | "customerPortal">> & {
  customerPortal?: Partial<AddonResponse["customerPortal"]>;
  pricePoints?: readonly PricePointRecord[];
};

export const newAddonPricePoint = (): AddonPricePointValues => ({
  currency: "USD",
  price: null,
  billingFrequency: "month",
  setupFee: null,
  freeQuantity: null,
  tiers: [{ ...FIRST_TIER }],
});

export const emptyAddonValues = (): AddonFormValues => ({
  name: "",
  description: "",
  productFamilyId: "",
  type: CATALOG_DEFAULTS.addon.type,
  chargeModel: CATALOG_DEFAULTS.addon.chargeModel,
  pricePoints: [newAddonPricePoint()],
  isOptional: true,
  isQuantityBasedCharge: false,
  customerPortal: {
    showInCheckout: true,
    showInPortal: true,
    allowSelfSubscribe: false,
    allowSelfRemove: false,
  },
});

const addonFrequency = (frequency: string | null | undefined) =>
  frequency && (ADDON_BILLING_FREQUENCIES as readonly string[]).includes(frequency)
    ? frequency
    : newAddonPricePoint().billingFrequency;

/** The body's initial values for an add-on the API answered. */
export function addonValuesFromResponse(record: AddonRecord): AddonFormValues {
  const empty = emptyAddonValues();
  const points = record.pricePoints ?? [];
  return {
    name: record.name ?? "",
    description: textOf(record.description),
    productFamilyId: record.productFamilyId ?? "",
    type: record.type ?? empty.type,
    chargeModel: record.chargeModel ?? empty.chargeModel,
    pricePoints:
      points.length === 0
        ? empty.pricePoints
        : points.map((point) => ({
            ...pointBasics(point),
            billingFrequency: addonFrequency(point.billingFrequency),
            setupFee: point.setupFee ?? null,
            freeQuantity: point.freeQuantity ?? null,
          })),
    isOptional: record.isOptional ?? empty.isOptional,
    isQuantityBasedCharge: record.isQuantityBasedCharge ?? empty.isQuantityBasedCharge,
    customerPortal: { ...empty.customerPortal, ...record.customerPortal },
  };
}

export { usesTiers };

/** The schema's input for the values: the fields the form hides for the type and model are left out. */
export function addonInput(values: AddonFormValues, families: readonly ProductFamilyOption[]) {
  return {
    name: values.name,
    description: values.description,
    productFamilyId: familyIdFor(families, values.productFamilyId),
    type: values.type,
    chargeModel: values.chargeModel,
    isOptional: values.isOptional,
    isQuantityBasedCharge: values.isQuantityBasedCharge,
    customerPortal: values.customerPortal,
    pricePoints: values.pricePoints.map((point) => ({
      ...withId(point.id),
      currency: point.currency,
      ...(usesTiers(values.chargeModel) ? { tiers: point.tiers } : { price: point.price }),
      ...(values.type === "one_time" ? {} : { billingFrequency: point.billingFrequency }),
      ...(values.chargeModel === "per_unit"
        ? { setupFee: point.setupFee, freeQuantity: point.freeQuantity }
        : {}),
    })),
  };
}
