/** The onboarding wizard's steps: organization, business settings, address and products. */
import { minorUnits } from "@round/billing";
import * as v from "valibot";
import { FISCAL_MONTHS, ONBOARDING_DEFAULTS } from "../constants.ts";
import { optionalLimited, optionalNumber, requiredLimited, requiredNumber } from "../fieldRules.ts";
import { LIMITS } from "../limits.ts";
import { addressMessages } from "../messages/company.ts";
import { genericMessages } from "../messages/generic.ts";
import { onboardingMessages, priceDecimalsMessage } from "../messages/onboarding.ts";
import { isBlank, requiredText } from "../rules.ts";
import { addressLocalityEntries, companyNameSchema, currencySchema, websiteSchema } from "./company.ts";

export const organizationStepSchema = v.object({
  companyName: companyNameSchema,
  country: requiredText(addressMessages.countryRequired),
  industry: requiredText(onboardingMessages.industryRequired),
  companySize: requiredText(onboardingMessages.companySizeRequired),
  website: websiteSchema,
  description: optionalLimited(LIMITS.description.max, onboardingMessages.descriptionTooLong),
  // Missing or empty revenue is the spec's default, 0.
  revenue: v.optional(
    v.pipe(
      optionalNumber(onboardingMessages.revenueNotNumber),
      v.check((value) => value === undefined || value >= 0, onboardingMessages.revenueNegative),
      v.transform((value) => value ?? ONBOARDING_DEFAULTS.revenue),
    ),
    ONBOARDING_DEFAULTS.revenue,
  ),
});

export const businessSettingsStepSchema = v.object({
  currency: currencySchema,
  timezone: requiredText(onboardingMessages.timezoneRequired),
  fiscalYearStart: v.pipe(
    requiredText(onboardingMessages.fiscalYearStartRequired),
    v.picklist(FISCAL_MONTHS, onboardingMessages.fiscalYearStartInvalid),
  ),
});

export const addressStepSchema = v.object({
  addressType: v.pipe(
    v.nullish(v.string(addressMessages.typeRequired), ONBOARDING_DEFAULTS.addressType),
    v.trim(),
    v.nonEmpty(addressMessages.typeRequired),
  ),
  name: requiredLimited(LIMITS.address.name, addressMessages.nameRequired, addressMessages.nameTooLong),
  addressLine1: requiredLimited(
    LIMITS.address.street,
    addressMessages.streetRequired,
    addressMessages.streetTooLong,
  ),
  addressLine2: optionalLimited(LIMITS.address.street, addressMessages.street2TooLong),
  // Optional, a deviation from the spec: most street addresses have no unit (and the spec's own completion
  // rule for a loaded address leaves it out). The address payload the server takes agrees.
  number: optionalLimited(LIMITS.address.number, addressMessages.numberTooLong),
  ...addressLocalityEntries,
  isPrimary: v.optional(v.boolean(genericMessages.boolean), ONBOARDING_DEFAULTS.isPrimary),
});

/** The four fields without which an address is not saved ('Address information is incomplete'). */
export function isAddressSavable(address: {
  name?: unknown;
  addressLine1?: unknown;
  city?: unknown;
  country?: unknown;
}): boolean {
  return (
    !isBlank(address.name) &&
    !isBlank(address.addressLine1) &&
    !isBlank(address.city) &&
    !isBlank(address.country)
  );
}

/** How many decimals a number is written with (49.999 has 3; 1e-7 has 7). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = "", exponent = "0"] = String(value).split("e");
  const fraction = mantissa.split(".")[1] ?? "";
  return Math.max(0, fraction.length - Number(exponent));
}

/**
 * A product added in the onboarding Products step. Its price has at most its currency's minor digits
 * (2 for USD: 49.999 is refused rather than shown as 50.00); its name and description fit a plan's, which it
 * becomes when the wizard completes.
 */
export function onboardingProductSchema(currency: string) {
  const digits = minorUnits(currency);
  return v.object({
    // It becomes a plan at the wizard's end: named and described within the plans' limits.
    name: v.pipe(
      requiredLimited(
        LIMITS.catalogName.max,
        onboardingMessages.productNameRequired,
        onboardingMessages.productNameTooLong,
      ),
      v.minLength(LIMITS.catalogName.min, onboardingMessages.productNameTooShort),
    ),
    description: optionalLimited(LIMITS.catalogDescription.max, onboardingMessages.descriptionTooLong),
    price: v.pipe(
      requiredNumber(onboardingMessages.productPriceRequired, onboardingMessages.productPriceNotNumber),
      v.check((value) => value >= 0, onboardingMessages.productPriceNegative),
      v.check((value) => decimalPlaces(value) <= digits, priceDecimalsMessage(digits)),
    ),
  });
}

export type OrganizationStep = v.InferOutput<typeof organizationStepSchema>;
export type BusinessSettingsStep = v.InferOutput<typeof businessSettingsStepSchema>;
export type AddressStep = v.InferOutput<typeof addressStepSchema>;
export type OnboardingProductInput = v.InferOutput<ReturnType<typeof onboardingProductSchema>>;
