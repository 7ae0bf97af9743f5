/** The API's request bodies (spec, accounts §7): the forms' rules under the API's names. */
import * as v from "valibot";
import { FISCAL_MONTHS, ONBOARDING_DEFAULTS } from "../constants.ts";
import { minLengthUnlessEmpty, optionalLimited, patternUnlessEmpty, requiredLimited } from "../fieldRules.ts";
import { LIMITS } from "../limits.ts";
import { addressMessages, companyInfoMessages, registrationNumberMessages } from "../messages/company.ts";
import { genericMessages } from "../messages/generic.ts";
import { onboardingMessages } from "../messages/onboarding.ts";
import { optionalText } from "../rules.ts";
import {
  companyInfoSchema,
  companyNameSchema,
  currencySchema,
  IDENTIFIER_PATTERN,
  taxIdSchema,
  websiteSchema,
} from "./company.ts";
import { emailSchema, passwordSchema } from "./credentials.ts";
import { addressStepSchema, organizationStepSchema } from "./onboarding.ts";
import { firstNameSchema, lastNameSchema, phoneSchema } from "./person.ts";

/** POST /identities/register: the personal form under the API's names (phoneNumber; userName optional). */
export const registerPayloadSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  userName: v.optional(v.string()),
  password: passwordSchema,
  phoneNumber: phoneSchema,
});

/**
 * POST /identities/register-business: flat. Company fields follow the company step; the address fields
 * are all-or-nothing, as on the optional billing step.
 */
export const registerBusinessPayloadSchema = v.pipe(
  v.object({
    ...registerPayloadSchema.entries,
    companyName: companyInfoSchema.entries.companyName,
    registrationNumber: companyInfoSchema.entries.registrationNumber,
    taxId: companyInfoSchema.entries.taxId,
    currency: companyInfoSchema.entries.currency,
    industry: companyInfoSchema.entries.industry,
    businessType: companyInfoSchema.entries.businessType,
    employeeCount: companyInfoSchema.entries.employeeCount,
    // The wire names of website and description.
    companyWebsite: websiteSchema,
    companyDescription: optionalLimited(LIMITS.description.max, companyInfoMessages.descriptionTooLong),
    addressLine1: optionalLimited(LIMITS.address.street, addressMessages.streetTooLong),
    addressLine2: optionalLimited(LIMITS.address.street, addressMessages.street2TooLong),
    city: optionalLimited(LIMITS.address.city, addressMessages.cityTooLong),
    state: optionalLimited(LIMITS.address.state, addressMessages.stateTooLong),
    zipCode: optionalLimited(LIMITS.address.zipCode, addressMessages.zipCodeTooLong),
    country: optionalLimited(LIMITS.address.country, addressMessages.countryTooLong),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    const address = [
      ["addressLine1", value.addressLine1, addressMessages.streetRequired],
      ["city", value.city, addressMessages.cityRequired],
      ["state", value.state, addressMessages.stateRequired],
      ["zipCode", value.zipCode, addressMessages.zipCodeRequired],
      ["country", value.country, addressMessages.countryRequired],
    ] as const;
    // The second street line alone is something typed in the address too.
    if (value.addressLine2 === "" && address.every(([, field]) => field === "")) return;
    for (const [key, field, message] of address) {
      if (field === "") {
        addIssue({
          message,
          path: [{ type: "object", origin: "value", input: value, key, value: field }],
        });
      }
    }
  }),
);

/** POST/PUT /organizations: the onboarding steps under the API's names, with the spec's defaults. */
export const organizationPayloadSchema = v.object({
  name: companyNameSchema,
  description: optionalLimited(LIMITS.description.max, onboardingMessages.descriptionTooLong),
  website: websiteSchema,
  size: optionalLimited(LIMITS.shortText.max, onboardingMessages.companySizeTooLong),
  revenue: organizationStepSchema.entries.revenue,
  // The category is the industry the forms ask for.
  category: v.pipe(
    v.nullish(v.string(genericMessages.text), ONBOARDING_DEFAULTS.category),
    v.trim(),
    v.transform((value) => value || ONBOARDING_DEFAULTS.category),
    v.maxLength(LIMITS.shortText.max, companyInfoMessages.industryTooLong),
  ),
  type: v.pipe(
    v.nullish(v.string(genericMessages.text), ONBOARDING_DEFAULTS.type),
    v.trim(),
    v.transform((value) => value || ONBOARDING_DEFAULTS.type),
    v.maxLength(LIMITS.shortText.max, companyInfoMessages.businessTypeTooLong),
  ),
  // Optional here (an organization made in onboarding may not have one yet); when given, the sign-up's rules.
  registrationNumber: v.pipe(
    optionalText(registrationNumberMessages.format),
    minLengthUnlessEmpty(LIMITS.registrationNumber.min, registrationNumberMessages.tooShort),
    v.maxLength(LIMITS.registrationNumber.max, registrationNumberMessages.tooLong),
    patternUnlessEmpty(IDENTIFIER_PATTERN, registrationNumberMessages.format),
  ),
  taxId: taxIdSchema,
  currency: v.optional(currencySchema, ONBOARDING_DEFAULTS.currency),
  timeZone: v.pipe(
    v.nullish(v.string(genericMessages.text), ONBOARDING_DEFAULTS.timezone),
    v.trim(),
    v.transform((value) => value || ONBOARDING_DEFAULTS.timezone),
    v.maxLength(LIMITS.shortText.max, onboardingMessages.timezoneTooLong),
  ),
  country: optionalLimited(LIMITS.address.country, addressMessages.countryTooLong),
  fiscalYearStart: v.optional(
    v.picklist(FISCAL_MONTHS, onboardingMessages.fiscalYearStartInvalid),
    ONBOARDING_DEFAULTS.fiscalYearStart,
  ),
  userId: v.optional(v.union([v.string(), v.number()])),
  // The business on its customer's pages (the portal, pay pages, checkout): its logo and accent color.
  logoUrl: v.pipe(
    optionalText(onboardingMessages.logoUrlInvalid),
    v.maxLength(2048, onboardingMessages.logoUrlInvalid),
    v.check((text) => text === "" || isHttpsUrl(text), onboardingMessages.logoUrlInvalid),
    v.transform((text) => text || null),
  ),
  brandColor: v.pipe(
    optionalText(onboardingMessages.brandColorInvalid),
    v.check((text) => text === "" || /^#[0-9a-f]{6}$/i.test(text), onboardingMessages.brandColorInvalid),
    v.transform((text) => (text ? text.toLowerCase() : null)),
  ),
});

/** Whether `text` is a whole https address. */
export function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** POST/PUT /organizations/{id}/addresses. */
export const addressPayloadSchema = v.object({
  name: requiredLimited(LIMITS.address.name, addressMessages.nameRequired, addressMessages.nameTooLong),
  addressLine1: addressStepSchema.entries.addressLine1,
  addressLine2: addressStepSchema.entries.addressLine2,
  number: optionalLimited(LIMITS.address.number, addressMessages.numberTooLong),
  city: addressStepSchema.entries.city,
  state: optionalLimited(LIMITS.address.state, addressMessages.stateTooLong),
  zipCode: optionalLimited(LIMITS.address.zipCode, addressMessages.zipCodeTooLong),
  country: addressStepSchema.entries.country,
  addressType: v.pipe(
    addressStepSchema.entries.addressType,
    v.maxLength(LIMITS.address.type, addressMessages.typeTooLong),
  ),
  isPrimary: addressStepSchema.entries.isPrimary,
});

export type OrganizationPayload = v.InferOutput<typeof organizationPayloadSchema>;
export type AddressPayload = v.InferOutput<typeof addressPayloadSchema>;
