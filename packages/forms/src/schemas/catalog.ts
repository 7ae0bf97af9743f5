/**
 * Catalog schemas (spec, catalog §5): product families, price points and tiers, add-ons, charges, coupons
 * and plans. Cross-field rules are forwarded to the field a person would correct.
 */
import { minorUnits } from "@round/billing";
import * as v from "valibot";
import { decimalPlaces } from "./accounts/onboarding.ts";
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
import {
  isInstant,
  optionalBoolean,
  optionalLimited,
  optionalNumber,
  pathItem,
  requiredNumber,
} from "./fieldRules.ts";
import {
  addonMessages,
  chargeMessages,
  couponMessages,
  planMessages,
  pricePointMessages,
  productFamilyMessages,
} from "./messages/catalog.ts";
import { currencyMessages } from "./messages/company.ts";
import { amountDecimalsMessage } from "./messages/customers.ts";
import { genericMessages } from "./messages/generic.ts";
import { requiredText } from "./rules.ts";

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

/** The name of a plan, add-on, charge or coupon: required, 2 to 100 characters once trimmed (as a family's). */
function catalogName(messages: { nameRequired: string; nameTooShort: string; nameTooLong: string }) {
  return v.pipe(
    requiredText(messages.nameRequired),
    v.minLength(LIMITS.catalogName.min, messages.nameTooShort),
    v.maxLength(LIMITS.catalogName.max, messages.nameTooLong),
  );
}

/** An optional description in the catalog: at most 500 characters, with the families' message. */
function catalogDescription() {
  return optionalLimited(LIMITS.catalogDescription.max, productFamilyMessages.descriptionTooLong);
}

/**
 * Whether an amount of money (not a unit price) has at most its currency's minor digits: 1.005 USD has not.
 * Unit prices keep up to 6 decimals (COMMERCE.md); a fixed discount, a minimum order or a setup fee is
 * charged or compared as it is, so it is written in the currency's own unit.
 */
function fitsMinorUnits(value: number | undefined, currency: string): boolean {
  return value === undefined || decimalPlaces(value) <= minorUnits(currency);
}

/** The credits' message for an amount with more decimals than `currency` has (JPY: a whole number). */
function minorUnitsMessage(currency: string): string {
  return amountDecimalsMessage(minorUnits(currency));
}

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
  category: v.pipe(
    requiredText(F.categoryRequired),
    v.maxLength(LIMITS.familyCategory.max, F.categoryTooLong),
  ),
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
  description: catalogDescription(),
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
  // A setup fee is charged once as it is: in the currency's minor unit.
  v.forward(
    v.partialCheck(
      [["currency"], ["setupFee"]],
      (input) => fitsMinorUnits(input.setupFee, input.currency),
      (issue) => minorUnitsMessage((issue.input as { currency: string }).currency),
    ),
    ["setupFee"],
  ),
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
    name: catalogName(A),
    description: catalogDescription(),
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
    name: catalogName(C),
    description: catalogDescription(),
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

/**
 * A date typed in a date field (YYYY-MM-DD, or a timestamp with its zone) that exists as written: 2026-02-30
 * is refused, not read as 2 March. Empty gives undefined.
 */
const optionalDate = v.pipe(
  v.nullish(v.string(K.invalidDate)),
  v.transform((value) => (value === undefined || value === null ? undefined : value.trim() || undefined)),
  v.check((value) => value === undefined || isInstant(value), K.invalidDate),
);

/**
 * The coupon's rules. With a currency (the coupon's: the account's default), its money (a fixed discount,
 * the minimum order value) also takes at most that currency's minor digits; without one, those amounts are
 * left to the server, which knows the currency (`couponSchemaFor`).
 */
function couponRules(currency: string | undefined) {
  const inCurrency = (value: number | undefined) => currency === undefined || fitsMinorUnits(value, currency);
  const currencyMessage = currency === undefined ? "" : minorUnitsMessage(currency);
  return v.pipe(
    v.object({
      id: idSchema,
      name: catalogName(K),
      couponCode: v.pipe(
        requiredText(K.codeRequired),
        v.maxLength(LIMITS.couponCode.max, K.codeTooLong),
        v.regex(COUPON_CODE_PATTERN, K.codeFormat),
      ),
      description: catalogDescription(),
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
          minimumOrderValue: v.pipe(
            nonNegative(K.minimumOrderValueNegative, K.minimumOrderValueNegative),
            v.check(inCurrency, currencyMessage),
          ),
          applicablePlans: v.optional(
            v.pipe(
              v.array(v.pipe(v.string(), v.maxLength(LIMITS.applicablePlans.max, K.applicablePlanTooLong))),
              v.maxLength(LIMITS.applicablePlans.count, K.applicablePlansTooMany),
            ),
          ),
        }),
      ),
      customerEligibility: v.optional(
        v.object({
          allCustomers: optionalBoolean(),
          customerSegments: v.optional(
            v.pipe(
              v.array(v.pipe(v.string(), v.maxLength(LIMITS.customerSegments.max, K.segmentTooLong))),
              v.maxLength(LIMITS.customerSegments.count, K.segmentsTooMany),
            ),
          ),
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
    // A fixed amount is taken off as it is: in the coupon's currency's minor unit.
    v.forward(
      v.partialCheck(
        [["discountType"], ["discountValue"]],
        (input) => input.discountType !== "fixed_amount" || inCurrency(input.discountValue),
        currencyMessage,
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
}

/** A coupon's body, its amounts unchecked against a currency (the API's documented body). */
export const couponSchema = couponRules(undefined);

/** A coupon's body in `currency`: a fixed discount and the minimum order value take its minor digits. */
export function couponSchemaFor(currency: string) {
  return couponRules(currency);
}

export type Coupon = v.InferOutput<typeof couponSchema>;
export type CouponInput = v.InferInput<typeof couponSchema>;

// ---- Plans ----------------------------------------------------------------------------------------------

const L = planMessages;

export const featureSchema = v.object({
  id: idSchema,
  name: v.pipe(
    requiredText(L.featureNameRequired),
    v.maxLength(LIMITS.featureName.max, L.featureNameTooLong),
  ),
  featureType: v.picklist(FEATURE_TYPES, L.invalidFeatureType),
  value: v.optional(
    v.union([
      v.pipe(v.string(), v.maxLength(LIMITS.featureValue.max, L.featureValueTooLong)),
      v.number(),
      v.boolean(),
    ]),
  ),
  description: catalogDescription(),
  displayOrder: v.optional(v.number()),
});

export type PlanFeature = v.InferOutput<typeof featureSchema>;

export const usageMetricSchema = v.object({
  metricName: v.pipe(
    requiredText(L.metricNameRequired),
    v.maxLength(LIMITS.metricName.max, L.metricNameTooLong),
  ),
  unit: v.pipe(requiredText(L.unitRequired), v.maxLength(LIMITS.metricUnit.max, L.unitTooLong)),
  aggregation: v.picklist(USAGE_AGGREGATIONS, L.invalidAggregation),
  pricePerUnit: nonNegative(P.priceNotNumber, P.priceNegative),
  includedQuantity: wholeAtLeast(0, L.includedQuantityInvalid),
  overage: optionalBoolean(),
});

const portalDefaults = CATALOG_DEFAULTS.planPortal;

export const planSchema = v.object({
  id: idSchema,
  name: catalogName(L),
  description: catalogDescription(),
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
