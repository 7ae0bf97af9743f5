/** The company, currency and billing address fields of the business sign-up. */
import * as v from "valibot";
import { ONBOARDING_DEFAULTS } from "../constants.ts";
import { minLengthUnlessEmpty, optionalLimited, patternUnlessEmpty, requiredLimited } from "../fieldRules.ts";
import { LIMITS } from "../limits.ts";
import {
  addressMessages,
  companyInfoMessages,
  companyNameMessages,
  currencyMessages,
  registrationNumberMessages,
  taxIdMessages,
  websiteMessages,
} from "../messages/company.ts";
import { isBlank, optionalText, requiredText } from "../rules.ts";
import { personalRegistrationSchema } from "./person.ts";

export const COMPANY_NAME_PATTERN = /^[\p{L}\p{M}0-9 &.,()-]+$/u;
/** Registration numbers and tax IDs: letters, digits, hyphens, spaces. */
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9 -]+$/;
/** http(s) optional; a host with a dotted top-level domain; an optional port, path, query or fragment. */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

export const companyNameSchema = v.pipe(
  requiredText(companyNameMessages.required),
  v.minLength(LIMITS.companyName.min, companyNameMessages.tooShort),
  v.maxLength(LIMITS.companyName.max, companyNameMessages.tooLong),
  v.regex(COMPANY_NAME_PATTERN, companyNameMessages.format),
);

export const registrationNumberSchema = v.pipe(
  requiredText(registrationNumberMessages.required),
  v.minLength(LIMITS.registrationNumber.min, registrationNumberMessages.tooShort),
  v.maxLength(LIMITS.registrationNumber.max, registrationNumberMessages.tooLong),
  v.regex(IDENTIFIER_PATTERN, registrationNumberMessages.format),
);

/** Optional: empty gives ''. */
export const taxIdSchema = v.pipe(
  optionalText(taxIdMessages.format),
  minLengthUnlessEmpty(LIMITS.taxId.min, taxIdMessages.tooShort),
  v.maxLength(LIMITS.taxId.max, taxIdMessages.tooLong),
  patternUnlessEmpty(IDENTIFIER_PATTERN, taxIdMessages.format),
);

/** Optional: empty gives ''. */
export const websiteSchema = v.pipe(
  optionalText(websiteMessages.format),
  patternUnlessEmpty(WEBSITE_PATTERN, websiteMessages.format),
  v.maxLength(LIMITS.website.max, websiteMessages.tooLong),
);

/** A three-letter ISO 4217 code. */
export const currencySchema = v.pipe(
  requiredText(currencyMessages.required),
  v.regex(CURRENCY_CODE_PATTERN, currencyMessages.invalid),
);

const companyInfoEntries = {
  companyName: companyNameSchema,
  registrationNumber: registrationNumberSchema,
  taxId: taxIdSchema,
  currency: currencySchema,
  industry: optionalLimited(LIMITS.shortText.max, companyInfoMessages.industryTooLong),
  businessType: v.pipe(
    v.nullish(v.string(companyInfoMessages.businessTypeTooLong), ONBOARDING_DEFAULTS.businessType),
    v.trim(),
    v.transform((value) => value || ONBOARDING_DEFAULTS.businessType),
    v.maxLength(LIMITS.shortText.max, companyInfoMessages.businessTypeTooLong),
  ),
  website: websiteSchema,
  employeeCount: optionalLimited(20, companyInfoMessages.employeeCountTooLong),
  description: optionalLimited(LIMITS.description.max, companyInfoMessages.descriptionTooLong),
};

export const companyInfoSchema = v.object(companyInfoEntries);

/** City, state, ZIP code and country: the end of every address form (billing and onboarding). */
export const addressLocalityEntries = {
  city: requiredLimited(LIMITS.address.city, addressMessages.cityRequired, addressMessages.cityTooLong),
  state: requiredLimited(LIMITS.address.state, addressMessages.stateRequired, addressMessages.stateTooLong),
  zipCode: requiredLimited(
    LIMITS.address.zipCode,
    addressMessages.zipCodeRequired,
    addressMessages.zipCodeTooLong,
  ),
  country: requiredLimited(
    LIMITS.address.country,
    addressMessages.countryRequired,
    addressMessages.countryTooLong,
  ),
};

const billingAddressEntries = {
  street: requiredLimited(
    LIMITS.address.street,
    addressMessages.streetRequired,
    addressMessages.streetTooLong,
  ),
  street2: optionalLimited(LIMITS.address.street, addressMessages.street2TooLong),
  ...addressLocalityEntries,
};

/** The full rules: street, city, state, ZIP code and country required. */
export const billingAddressSchema = v.object(billingAddressEntries);

export type BillingAddress = v.InferOutput<typeof billingAddressSchema>;
export type BillingAddressInput = v.InferInput<typeof billingAddressSchema>;

const BILLING_ADDRESS_FIELDS = ["street", "street2", "city", "state", "zipCode", "country"] as const;

/** True when no billing address field holds anything but blanks. */
export function isBillingAddressEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return BILLING_ADDRESS_FIELDS.every((field) => isBlank(record[field]));
}

/** An all-blank address on an optional step: valid, and it gives `undefined` (nothing to save). */
const skippedBillingAddressSchema = v.pipe(
  v.unknown(),
  v.transform((): BillingAddress | undefined => undefined),
);

/**
 * The billing address of the business sign-up. When the step is optional an all-empty address is valid
 * and gives `undefined`; anything typed in it brings back the full rules.
 */
export function billingAddressSchemaFor(optional: boolean) {
  if (!optional) return billingAddressSchema;
  return v.lazy(
    (input): v.GenericSchema<BillingAddressInput | undefined, BillingAddress | undefined> =>
      isBillingAddressEmpty(input)
        ? (skippedBillingAddressSchema as unknown as v.GenericSchema<
            BillingAddressInput | undefined,
            BillingAddress | undefined
          >)
        : billingAddressSchema,
  );
}

/** The business sign-up wizard's data: the personal fields, then its company and (optional) billing steps. */
export const businessRegistrationSchema = v.object({
  ...personalRegistrationSchema.entries,
  companyInfo: companyInfoSchema,
  billingAddress: billingAddressSchemaFor(true),
});

export type CompanyInfo = v.InferOutput<typeof companyInfoSchema>;
export type BusinessRegistration = v.InferOutput<typeof businessRegistrationSchema>;
