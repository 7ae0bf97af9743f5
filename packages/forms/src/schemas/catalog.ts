/**
 * Catalog schemas (spec, catalog §5): product families, price points and tiers, add-ons, charges, coupons
 * and plans. Cross-field rules are forwarded to the field a person would correct.
 */
import * as v from "valibot";
import {
  ADDON_CHARGE_MODELS,
  ADDON_MODELS_BY_TYPE,
  ADDON_STATUSES,
  ADDON_TYPES,
  ALL_BILLING_FREQUENCIES,
  CATALOG_CURRENCIES,
  CATALOG_DEFAULTS,
  CHARGE_MODELS,
  CHARGE_MODELS_BY_TYPE,
  CHARGE_STATUSES,
  CHARGE_TYPES,
  COUPON_STATUSES,
  DISCOUNT_TYPES,
  DURATION_TYPES,
  FAMILY_CURRENCIES,
  FAMILY_STATUSES,
  FEATURE_TYPES,
  LIMITS,
  PLAN_BILLING_PERIODS,
  PLAN_STATUSES,
  PRICING_MODELS,
  type PricingModel,
  TIERED_MODELS,
  USAGE_AGGREGATIONS,
} from "./constants.ts";
import { inBillingYears, optionalBoolean, optionalNumber, pathItem, requiredNumber } from "./fieldRules.ts";
import {
  addonMessages,
  chargeMessages,
  couponMessages,
  planMessages,
  pricePointMessages,
  productFamilyMessages,
} from "./messages/catalog.ts";
import { currencyMessages } from "./messages/company.ts";
import { genericMessages } from "./messages/generic.ts";
import { optionalText, requiredText } from "./rules.ts";

const P = pricePointMessages;

/** An optional choice from a list: '' and missing give undefined. */
function optionalPick<const T extends readonly string[]>(options: T, message: string) {
  return v.pipe(
    v.nullish(v.string(message)),
    v.transform((value) => (value === undefined || value === null ? undefined : value.trim() || undefined)),
    v.check((value) => value === undefined || options.includes(value), message),
    v.transform((value) => value as T[number] | undefined),
  );
}

function nonNegative(notNumber: string, negative: string) {
  return v.pipe(
    optionalNumber(notNumber),
    v.check((value) => value === undefined || value >= 0, negative),
  );
}

function wholeAtLeast(min: number, message: string) {
  return v.pipe(
    optionalNumber(message),
    v.check((value) => value === undefined || (Number.isInteger(value) && value >= min), message),
  );
}

const idSchema = v.optional(v.union([v.string(), v.number()]));

// ---- Product family -------------------------------------------------------------------------------------

const F = productFamilyMessages;

export const productFamilySchema = v.object({
  id: idSchema,
  name: v.pipe(
    requiredText(F.nameRequired),
    v.minLength(LIMITS.familyName.min, F.nameTooShort),
    v.maxLength(LIMITS.familyName.max, F.nameTooLong),
  ),
  description: v.pipe(
    requiredText(F.descriptionRequired),
    v.minLength(LIMITS.familyDescription.min, F.descriptionTooShort),
    v.maxLength(LIMITS.familyDescription.max, F.descriptionTooLong),
  ),
  category: requiredText(F.categoryRequired),
  status: optionalPick(FAMILY_STATUSES, F.invalidStatus),
  settings: v.optional(
    v.object({
      allowCustomPricing: optionalBoolean(),
      requireApproval: optionalBoolean(),
      defaultCurrency: optionalPick(FAMILY_CURRENCIES, F.invalidCurrency),
    }),
  ),
});

// ---- Tiers and price points -----------------------------------------------------------------------------

export const tierSchema = v.object({
  startingUnit: v.pipe(
    requiredNumber(P.startingUnitInvalid, P.startingUnitInvalid),
    v.check((value) => Number.isInteger(value) && value >= 1, P.startingUnitInvalid),
  ),
  /** Empty means unlimited. */
  endingUnit: v.pipe(
    optionalNumber(P.endingUnitInvalid),
    v.check((value) => value === undefined || Number.isInteger(value), P.endingUnitInvalid),
  ),
  price: v.pipe(
    requiredNumber(P.priceRequired, P.priceNotNumber),
    v.check((value) => value >= 0, P.priceNegative),
  ),
});

export type Tier = v.InferOutput<typeof tierSchema>;

export interface TierProblem {
  index: number;
  field: "startingUnit" | "endingUnit";
  message: string;
}

/**
 * The shape rules of a tier list: the first starts at unit 1, each next one starts right after the previous
 * end, no tier ends before it starts, and only the last may be open-ended.
 */
export function tierProblems(tiers: readonly { startingUnit: number; endingUnit?: number | undefined }[]) {
  const problems: TierProblem[] = [];
  tiers.forEach((tier, index) => {
    if (index === 0 && tier.startingUnit !== 1) {
      problems.push({ index, field: "startingUnit", message: P.tiersStartAtOne });
    }
    const previous = tiers[index - 1];
    if (previous?.endingUnit !== undefined && tier.startingUnit !== previous.endingUnit + 1) {
      problems.push({ index, field: "startingUnit", message: P.tiersContiguous });
    }
    if (tier.endingUnit === undefined) {
      if (index < tiers.length - 1) {
        problems.push({ index, field: "endingUnit", message: P.onlyLastTierUnlimited });
      }
    } else if (tier.endingUnit < tier.startingUnit) {
      problems.push({ index, field: "endingUnit", message: P.tierEndBeforeStart });
    }
  });
  return problems;
}

export const tiersSchema = v.pipe(
  v.array(tierSchema, P.tiersRequired),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const tiers = dataset.value;
    for (const problem of tierProblems(tiers)) {
      const tier = tiers[problem.index]!;
      addIssue({
        message: problem.message,
        path: [
          { type: "array", origin: "value", input: tiers, key: problem.index, value: tier },
          pathItem(tier, problem.field, tier[problem.field]),
        ],
      });
    }
  }),
);

const pricePointEntries = {
  id: idSchema,
  currency: v.pipe(
    requiredText(currencyMessages.required),
    v.picklist(CATALOG_CURRENCIES, F.invalidCurrency),
  ),
  pricingModel: optionalPick(PRICING_MODELS, P.invalidPricingModel),
  price: nonNegative(P.priceNotNumber, P.priceNegative),
  billingFrequency: optionalPick(ALL_BILLING_FREQUENCIES, P.invalidBillingFrequency),
  setupFee: nonNegative(P.setupFeeNotNumber, P.setupFeeNegative),
  freeQuantity: wholeAtLeast(0, P.freeQuantityInvalid),
  unitPrice: nonNegative(P.unitPriceNotNumber, P.unitPriceNegative),
  percentage: v.pipe(
    optionalNumber(P.percentageNotNumber),
    v.check(
      (value) => value === undefined || (value >= LIMITS.percentage.min && value <= LIMITS.percentage.max),
      P.percentageRange,
    ),
  ),
  packageSize: wholeAtLeast(1, P.packageSizeInvalid),
  trialPeriod: wholeAtLeast(0, P.trialPeriodInvalid),
  tiers: v.optional(tiersSchema, []),
  description: optionalText(genericMessages.text),
  showInCheckout: optionalBoolean(),
  showInPortal: optionalBoolean(),
};

const pricePointObject = v.object(pricePointEntries);
type PricePointValue = v.InferOutput<typeof pricePointObject>;

export interface PricePointProblem {
  field: "price" | "packageSize" | "percentage" | "tiers";
  message: string;
}

/** What a price point needs for its pricing model (on top of the rules of each field). */
export function pricePointProblems(
  model: PricingModel | undefined,
  point: {
    price?: number | undefined;
    packageSize?: number | undefined;
    percentage?: number | undefined;
    tiers?: readonly unknown[] | undefined;
  },
): PricePointProblem[] {
  const problems: PricePointProblem[] = [];
  if (model === undefined) return problems;
  if ((TIERED_MODELS as readonly string[]).includes(model)) {
    if (!point.tiers || point.tiers.length === 0) problems.push({ field: "tiers", message: P.tiersRequired });
  } else if (model === "percentage") {
    if (point.percentage === undefined) problems.push({ field: "percentage", message: P.percentageRequired });
  } else {
    if (point.price === undefined) problems.push({ field: "price", message: P.priceRequired });
    if (model === "package" && point.packageSize === undefined) {
      problems.push({ field: "packageSize", message: P.packageSizeRequired });
    }
  }
  return problems;
}

/** A raw check giving each price point of `pricePoints` the problems of `modelOf(parent, point)`. */
function modelChecksOnPricePoints<T extends { pricePoints: PricePointValue[] }>(
  modelOf: (parent: T, point: PricePointValue) => PricingModel | undefined,
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const parent = dataset.value;
    parent.pricePoints.forEach((point, index) => {
      for (const problem of pricePointProblems(modelOf(parent, point), point)) {
        addIssue({
          message: problem.message,
          path: [
            pathItem(parent, "pricePoints", parent.pricePoints),
            { type: "array", origin: "value", input: parent.pricePoints, key: index, value: point },
            pathItem(point, problem.field, point[problem.field]),
          ],
        });
      }
    });
  });
}

export const pricePointSchema = v.pipe(
  pricePointObject,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const point = dataset.value;
    for (const problem of pricePointProblems(point.pricingModel, point)) {
      addIssue({ message: problem.message, path: [pathItem(point, problem.field, point[problem.field])] });
    }
  }),
);

export type PricePoint = v.InferOutput<typeof pricePointSchema>;
export type PricePointInput = v.InferInput<typeof pricePointSchema>;

function pricePointList(required: boolean) {
  const list = v.nullish(v.array(pricePointSchema, addonMessages.pricePointRequired), []);
  return required ? v.pipe(list, v.nonEmpty(addonMessages.pricePointRequired)) : list;
}

// ---- Add-ons --------------------------------------------------------------------------------------------

const A = addonMessages;

export const addonSchema = v.pipe(
  v.object({
    id: idSchema,
    name: requiredText(A.nameRequired),
    description: optionalText(genericMessages.text),
    productFamilyId: v.optional(v.union([v.string(), v.number()])),
    status: optionalPick(ADDON_STATUSES, F.invalidStatus),
    type: v.picklist(ADDON_TYPES, A.invalidType),
    chargeModel: v.picklist(ADDON_CHARGE_MODELS, A.invalidChargeModel),
    isOptional: optionalBoolean(),
    isQuantityBasedCharge: optionalBoolean(),
    customerPortal: v.optional(
      v.object({
        showInCheckout: optionalBoolean(),
        showInPortal: optionalBoolean(),
        allowSelfSubscribe: optionalBoolean(),
        allowSelfRemove: optionalBoolean(),
      }),
    ),
    pricePoints: pricePointList(true),
  }),
  v.forward(
    v.partialCheck(
      [["type"], ["chargeModel"]],
      (input) => ADDON_MODELS_BY_TYPE[input.type].includes(input.chargeModel),
      A.modelNotForType,
    ),
    ["chargeModel"],
  ),
  // The add-on's charge model prices each of its points.
  modelChecksOnPricePoints((addon) => addon.chargeModel),
);

export type Addon = v.InferOutput<typeof addonSchema>;

// ---- Charges --------------------------------------------------------------------------------------------

const C = chargeMessages;

export const chargeSchema = v.pipe(
  v.object({
    id: idSchema,
    name: requiredText(C.nameRequired),
    description: optionalText(genericMessages.text),
    productFamilyId: v.optional(v.union([v.string(), v.number()])),
    status: optionalPick(CHARGE_STATUSES, F.invalidStatus),
    type: v.picklist(CHARGE_TYPES, C.invalidType),
    chargeModel: v.picklist(CHARGE_MODELS, A.invalidChargeModel),
    pricePoints: pricePointList(true),
  }),
  v.forward(
    v.partialCheck(
      [["type"], ["chargeModel"]],
      (input) => CHARGE_MODELS_BY_TYPE[input.type].includes(input.chargeModel),
      C.modelNotForType,
    ),
    ["chargeModel"],
  ),
  modelChecksOnPricePoints((charge) => charge.chargeModel),
);

export type Charge = v.InferOutput<typeof chargeSchema>;

// ---- Coupons --------------------------------------------------------------------------------------------

const K = couponMessages;

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date typed in a date field (YYYY-MM-DD, optionally with a time); empty gives undefined. */
const optionalDate = v.pipe(
  v.nullish(v.string(K.invalidDate)),
  v.transform((value) => (value === undefined || value === null ? undefined : value.trim() || undefined)),
  v.check(
    (value) =>
      value === undefined ||
      (DATE_PATTERN.test(value) && inBillingYears(value) && !Number.isNaN(Date.parse(value))),
    K.invalidDate,
  ),
);

export const couponSchema = v.pipe(
  v.object({
    id: idSchema,
    name: requiredText(K.nameRequired),
    couponCode: v.pipe(requiredText(K.codeRequired), v.regex(COUPON_CODE_PATTERN, K.codeFormat)),
    description: optionalText(genericMessages.text),
    discountType: v.picklist(DISCOUNT_TYPES, K.invalidDiscountType),
    discountValue: v.pipe(
      requiredNumber(K.discountValuePositive, K.discountValuePositive),
      v.check((value) => value > 0, K.discountValuePositive),
    ),
    durationType: v.picklist(DURATION_TYPES, K.invalidDurationType),
    /** Months. */
    duration: v.pipe(
      optionalNumber(K.durationWhole),
      v.check((value) => value === undefined || Number.isInteger(value), K.durationWhole),
    ),
    validFrom: optionalDate,
    validUntil: optionalDate,
    maxRedemptions: v.pipe(
      optionalNumber(K.maxRedemptionsWhole),
      v.check((value) => value === undefined || value > 0, K.maxRedemptionsPositive),
      v.check((value) => value === undefined || Number.isInteger(value), K.maxRedemptionsWhole),
    ),
    status: optionalPick(COUPON_STATUSES, F.invalidStatus),
    restrictions: v.optional(
      v.object({
        firstTimeCustomersOnly: optionalBoolean(),
        minimumOrderValue: nonNegative(K.minimumOrderValueNegative, K.minimumOrderValueNegative),
        applicablePlans: v.optional(v.array(v.string())),
      }),
    ),
    customerEligibility: v.optional(
      v.object({
        allCustomers: optionalBoolean(),
        customerSegments: v.optional(v.array(v.string())),
      }),
    ),
    stackable: optionalBoolean(),
    autoApply: optionalBoolean(),
  }),
  v.forward(
    v.partialCheck(
      [["discountType"], ["discountValue"]],
      (input) => input.discountType !== "percentage" || input.discountValue <= LIMITS.percentage.max,
      K.percentageTooHigh,
    ),
    ["discountValue"],
  ),
  v.forward(
    v.partialCheck(
      [["durationType"], ["duration"]],
      (input) => input.durationType !== "limited_period" || (input.duration ?? 0) > 0,
      K.durationRequired,
    ),
    ["duration"],
  ),
  v.forward(
    v.partialCheck(
      [["durationType"], ["validUntil"]],
      (input) => input.durationType !== "limited_period" || input.validUntil !== undefined,
      K.validUntilRequired,
    ),
    ["validUntil"],
  ),
  v.forward(
    v.partialCheck(
      [["validFrom"], ["validUntil"]],
      (input) =>
        input.validFrom === undefined ||
        input.validUntil === undefined ||
        Date.parse(input.validUntil) > Date.parse(input.validFrom),
      K.dateRange,
    ),
    ["validUntil"],
  ),
);

export type Coupon = v.InferOutput<typeof couponSchema>;
export type CouponInput = v.InferInput<typeof couponSchema>;

// ---- Plans ----------------------------------------------------------------------------------------------

const L = planMessages;

export const featureSchema = v.object({
  id: idSchema,
  name: requiredText(L.featureNameRequired),
  featureType: v.picklist(FEATURE_TYPES, L.invalidFeatureType),
  value: v.optional(v.union([v.string(), v.number(), v.boolean()])),
  description: optionalText(genericMessages.text),
  displayOrder: v.optional(v.number()),
});

export type PlanFeature = v.InferOutput<typeof featureSchema>;

export const usageMetricSchema = v.object({
  metricName: requiredText(L.metricNameRequired),
  unit: requiredText(L.unitRequired),
  aggregation: v.picklist(USAGE_AGGREGATIONS, L.invalidAggregation),
  pricePerUnit: nonNegative(P.priceNotNumber, P.priceNegative),
  includedQuantity: wholeAtLeast(0, L.includedQuantityInvalid),
  overage: optionalBoolean(),
});

const portalDefaults = CATALOG_DEFAULTS.planPortal;

export const planSchema = v.object({
  id: idSchema,
  name: requiredText(L.nameRequired),
  description: optionalText(genericMessages.text),
  productFamilyId: v.pipe(
    v.nullish(v.union([v.string(), v.number()], L.productFamilyRequired), ""),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(L.productFamilyRequired),
  ),
  status: optionalPick(PLAN_STATUSES, F.invalidStatus),
  billingPeriod: optionalPick(PLAN_BILLING_PERIODS, L.invalidBillingPeriod),
  isMetered: optionalBoolean(),
  /** Empty means unlimited. */
  billingCycles: wholeAtLeast(1, L.billingCyclesInvalid),
  trialPeriod: wholeAtLeast(0, P.trialPeriodInvalid),
  customerPortal: v.optional(
    v.object({
      showInCheckout: v.optional(v.boolean(genericMessages.boolean), portalDefaults.showInCheckout),
      showInPortal: v.optional(v.boolean(genericMessages.boolean), portalDefaults.showInPortal),
      allowUpgrade: v.optional(v.boolean(genericMessages.boolean), portalDefaults.allowUpgrade),
      allowDowngrade: v.optional(v.boolean(genericMessages.boolean), portalDefaults.allowDowngrade),
      allowCancellation: v.optional(v.boolean(genericMessages.boolean), portalDefaults.allowCancellation),
    }),
    { ...portalDefaults },
  ),
  pricePoints: pricePointList(false),
  features: v.nullish(v.array(featureSchema), []),
  usageMetrics: v.nullish(v.array(usageMetricSchema), []),
});

export type Plan = v.InferOutput<typeof planSchema>;
export type PlanInput = v.InferInput<typeof planSchema>;
