/** The onboarding wizard's steps: organization, business settings and address. */
import * as v from "valibot";
import { FISCAL_MONTHS, ONBOARDING_DEFAULTS } from "../constants.ts";
import { optionalLimited, optionalNumber, requiredLimited } from "../fieldRules.ts";
import { LIMITS } from "../limits.ts";
import { addressMessages } from "../messages/company.ts";
import { genericMessages } from "../messages/generic.ts";
import { onboardingMessages } from "../messages/onboarding.ts";
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
  number: requiredLimited(
    LIMITS.address.number,
    addressMessages.numberRequired,
    addressMessages.numberTooLong,
  ),
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

export type OrganizationStep = v.InferOutput<typeof organizationStepSchema>;
export type BusinessSettingsStep = v.InferOutput<typeof businessSettingsStepSchema>;
export type AddressStep = v.InferOutput<typeof addressStepSchema>;
