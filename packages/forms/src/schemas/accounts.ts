/**
 * Account, sign-up and onboarding schemas (spec, accounts §5). Each field's rules run in the spec's order,
 * and validate() reports only the first that fails, so the order of the actions below is the contract.
 */
import * as v from "valibot";
import { FISCAL_MONTHS, INVITABLE_ROLES, LIMITS, ONBOARDING_DEFAULTS } from "./constants.ts";
import { MESSAGES } from "./messages.ts";
import {
  isBlank,
  minLengthUnlessEmpty,
  optionalNumber,
  optionalText,
  patternUnlessEmpty,
  requiredText,
} from "./rules.ts";

/** Letters of any alphabet with their marks, spaces, hyphens and apostrophes (straight or typographic). */
export const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;
/** Exactly eight to 128 of: letters, digits and @$!%*?&#, with one of each kind. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#])[A-Za-z\d@$!%*?&#]+$/;
export const PASSWORD_SPECIALS = "@$!%*?&#";
export const PHONE_PATTERN = /^\+?[\d ()-]+$/;
export const COMPANY_NAME_PATTERN = /^[\p{L}\p{M}0-9 &.,()-]+$/u;
/** Registration numbers and tax IDs: letters, digits, hyphens, spaces. */
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9 -]+$/;
/** http(s) optional; a host with a dotted top-level domain; an optional port, path, query or fragment. */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

// ---- Fields ---------------------------------------------------------------------------------------------

export const emailSchema = v.pipe(
  requiredText(MESSAGES.email.required),
  v.email(MESSAGES.email.format),
  v.maxLength(LIMITS.email.max, MESSAGES.email.tooLong),
);

export const passwordSchema = v.pipe(
  // Passwords are never trimmed: a space is simply a character that is not allowed.
  v.nullish(v.string(MESSAGES.password.required), ""),
  v.nonEmpty(MESSAGES.password.required),
  v.minLength(LIMITS.password.min, MESSAGES.password.tooShort),
  v.regex(PASSWORD_PATTERN, MESSAGES.password.weak),
  v.maxLength(LIMITS.password.max, MESSAGES.password.tooLong),
);

function personName(messages: typeof MESSAGES.firstName | typeof MESSAGES.lastName) {
  return v.pipe(
    requiredText(messages.required),
    v.minLength(LIMITS.name.min, messages.tooShort),
    v.maxLength(LIMITS.name.max, messages.tooLong),
    v.regex(NAME_PATTERN, messages.format),
  );
}

export const firstNameSchema = personName(MESSAGES.firstName);
export const lastNameSchema = personName(MESSAGES.lastName);

export const phoneSchema = v.pipe(
  requiredText(MESSAGES.phone.required),
  v.regex(PHONE_PATTERN, MESSAGES.phone.invalid),
  v.minLength(LIMITS.phone.min, MESSAGES.phone.invalid),
  v.maxLength(LIMITS.phone.max, MESSAGES.phone.tooLong),
);

export const companyNameSchema = v.pipe(
  requiredText(MESSAGES.companyName.required),
  v.minLength(LIMITS.companyName.min, MESSAGES.companyName.tooShort),
  v.maxLength(LIMITS.companyName.max, MESSAGES.companyName.tooLong),
  v.regex(COMPANY_NAME_PATTERN, MESSAGES.companyName.format),
);

export const registrationNumberSchema = v.pipe(
  requiredText(MESSAGES.registrationNumber.required),
  v.minLength(LIMITS.registrationNumber.min, MESSAGES.registrationNumber.tooShort),
  v.maxLength(LIMITS.registrationNumber.max, MESSAGES.registrationNumber.tooLong),
  v.regex(IDENTIFIER_PATTERN, MESSAGES.registrationNumber.format),
);

/** Optional: empty gives ''. */
export const taxIdSchema = v.pipe(
  optionalText(MESSAGES.taxId.format),
  minLengthUnlessEmpty(LIMITS.taxId.min, MESSAGES.taxId.tooShort),
  v.maxLength(LIMITS.taxId.max, MESSAGES.taxId.tooLong),
  patternUnlessEmpty(IDENTIFIER_PATTERN, MESSAGES.taxId.format),
);

/** Optional: empty gives ''. */
export const websiteSchema = v.pipe(
  optionalText(MESSAGES.website.format),
  patternUnlessEmpty(WEBSITE_PATTERN, MESSAGES.website.format),
  v.maxLength(LIMITS.website.max, MESSAGES.website.tooLong),
);

/** A three-letter ISO 4217 code. */
export const currencySchema = v.pipe(
  requiredText(MESSAGES.currency.required),
  v.regex(CURRENCY_CODE_PATTERN, MESSAGES.currency.invalid),
);

function optionalLimited(max: number, tooLong: string) {
  return v.pipe(optionalText(MESSAGES.generic.text), v.maxLength(max, tooLong));
}

function requiredLimited(max: number, required: string, tooLong: string) {
  return v.pipe(requiredText(required), v.maxLength(max, tooLong));
}

// ---- Sign-in and sign-up ----------------------------------------------------------------------------------

export const loginSchema = v.object({
  email: emailSchema,
  password: passwordSchema,
});

export const personalRegistrationSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});

const companyInfoEntries = {
  companyName: companyNameSchema,
  registrationNumber: registrationNumberSchema,
  taxId: taxIdSchema,
  currency: currencySchema,
  industry: optionalLimited(LIMITS.shortText.max, MESSAGES.companyInfo.industryTooLong),
  businessType: v.pipe(
    v.nullish(v.string(MESSAGES.companyInfo.businessTypeTooLong), ONBOARDING_DEFAULTS.businessType),
    v.trim(),
    v.transform((value) => value || ONBOARDING_DEFAULTS.businessType),
    v.maxLength(LIMITS.shortText.max, MESSAGES.companyInfo.businessTypeTooLong),
  ),
  website: websiteSchema,
  employeeCount: optionalLimited(20, MESSAGES.companyInfo.employeeCountTooLong),
  description: optionalLimited(LIMITS.description.max, MESSAGES.companyInfo.descriptionTooLong),
};

export const companyInfoSchema = v.object(companyInfoEntries);

const billingAddressEntries = {
  street: requiredLimited(
    LIMITS.address.street,
    MESSAGES.address.streetRequired,
    MESSAGES.address.streetTooLong,
  ),
  street2: optionalLimited(LIMITS.address.street, MESSAGES.address.street2TooLong),
  city: requiredLimited(LIMITS.address.city, MESSAGES.address.cityRequired, MESSAGES.address.cityTooLong),
  state: requiredLimited(LIMITS.address.state, MESSAGES.address.stateRequired, MESSAGES.address.stateTooLong),
  zipCode: requiredLimited(
    LIMITS.address.zipCode,
    MESSAGES.address.zipCodeRequired,
    MESSAGES.address.zipCodeTooLong,
  ),
  country: requiredLimited(
    LIMITS.address.country,
    MESSAGES.address.countryRequired,
    MESSAGES.address.countryTooLong,
  ),
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

/** The resend page's email: the same rules and messages as everywhere else (its own are not shown). */
export const resendConfirmationSchema = v.object({
  email: emailSchema,
});

// ---- API payloads (spec, accounts §7) ---------------------------------------------------------------------

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
    companyName: companyInfoEntries.companyName,
    registrationNumber: companyInfoEntries.registrationNumber,
    taxId: companyInfoEntries.taxId,
    currency: companyInfoEntries.currency,
    industry: companyInfoEntries.industry,
    businessType: companyInfoEntries.businessType,
    employeeCount: companyInfoEntries.employeeCount,
    // The wire names of website and description.
    companyWebsite: websiteSchema,
    companyDescription: optionalLimited(LIMITS.description.max, MESSAGES.companyInfo.descriptionTooLong),
    addressLine1: optionalLimited(LIMITS.address.street, MESSAGES.address.streetTooLong),
    city: optionalLimited(LIMITS.address.city, MESSAGES.address.cityTooLong),
    state: optionalLimited(LIMITS.address.state, MESSAGES.address.stateTooLong),
    zipCode: optionalLimited(LIMITS.address.zipCode, MESSAGES.address.zipCodeTooLong),
    country: optionalLimited(LIMITS.address.country, MESSAGES.address.countryTooLong),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    const address = [
      ["addressLine1", value.addressLine1, MESSAGES.address.streetRequired],
      ["city", value.city, MESSAGES.address.cityRequired],
      ["state", value.state, MESSAGES.address.stateRequired],
      ["zipCode", value.zipCode, MESSAGES.address.zipCodeRequired],
      ["country", value.country, MESSAGES.address.countryRequired],
    ] as const;
    if (address.every(([, field]) => field === "")) return;
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

// ---- Onboarding -----------------------------------------------------------------------------------------

export const organizationStepSchema = v.object({
  companyName: companyNameSchema,
  country: requiredText(MESSAGES.address.countryRequired),
  industry: requiredText(MESSAGES.onboarding.industryRequired),
  companySize: requiredText(MESSAGES.onboarding.companySizeRequired),
  website: websiteSchema,
  description: optionalLimited(LIMITS.description.max, MESSAGES.onboarding.descriptionTooLong),
  // Missing or empty revenue is the spec's default, 0.
  revenue: v.optional(
    v.pipe(
      optionalNumber(MESSAGES.onboarding.revenueNotNumber),
      v.check((value) => value === undefined || value >= 0, MESSAGES.onboarding.revenueNegative),
      v.transform((value) => value ?? ONBOARDING_DEFAULTS.revenue),
    ),
    ONBOARDING_DEFAULTS.revenue,
  ),
});

export const businessSettingsStepSchema = v.object({
  currency: currencySchema,
  timezone: requiredText(MESSAGES.onboarding.timezoneRequired),
  fiscalYearStart: v.pipe(
    requiredText(MESSAGES.onboarding.fiscalYearStartRequired),
    v.picklist(FISCAL_MONTHS, MESSAGES.onboarding.fiscalYearStartInvalid),
  ),
});

export const addressStepSchema = v.object({
  addressType: v.pipe(
    v.nullish(v.string(MESSAGES.address.typeRequired), ONBOARDING_DEFAULTS.addressType),
    v.trim(),
    v.nonEmpty(MESSAGES.address.typeRequired),
  ),
  name: requiredLimited(LIMITS.address.name, MESSAGES.address.nameRequired, MESSAGES.address.nameTooLong),
  addressLine1: requiredLimited(
    LIMITS.address.street,
    MESSAGES.address.streetRequired,
    MESSAGES.address.streetTooLong,
  ),
  addressLine2: optionalLimited(LIMITS.address.street, MESSAGES.address.street2TooLong),
  number: requiredLimited(
    LIMITS.address.number,
    MESSAGES.address.numberRequired,
    MESSAGES.address.numberTooLong,
  ),
  city: requiredLimited(LIMITS.address.city, MESSAGES.address.cityRequired, MESSAGES.address.cityTooLong),
  state: requiredLimited(LIMITS.address.state, MESSAGES.address.stateRequired, MESSAGES.address.stateTooLong),
  zipCode: requiredLimited(
    LIMITS.address.zipCode,
    MESSAGES.address.zipCodeRequired,
    MESSAGES.address.zipCodeTooLong,
  ),
  country: requiredLimited(
    LIMITS.address.country,
    MESSAGES.address.countryRequired,
    MESSAGES.address.countryTooLong,
  ),
  isPrimary: v.optional(v.boolean(MESSAGES.generic.boolean), ONBOARDING_DEFAULTS.isPrimary),
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

// ---- Invitations ----------------------------------------------------------------------------------------

const INVITABLE_ROLE_VALUES: readonly number[] = INVITABLE_ROLES.map((role) => role.value);

export const invitationSchema = v.object({
  email: v.pipe(
    requiredText(MESSAGES.invitation.emailRequired),
    v.email(MESSAGES.email.format),
    v.maxLength(LIMITS.email.max, MESSAGES.email.tooLong),
  ),
  role: v.pipe(
    v.nullish(v.union([v.number(), v.string()], MESSAGES.invitation.roleRequired)),
    v.transform((value) =>
      typeof value === "string" && value.trim() !== "" ? Number(value) : (value ?? undefined),
    ),
    v.check((value) => typeof value === "number" && !Number.isNaN(value), MESSAGES.invitation.roleRequired),
    v.check((value) => INVITABLE_ROLE_VALUES.includes(value as number), MESSAGES.invitation.roleNotInvitable),
    v.transform((value) => value as number),
  ),
});

export interface InvitationContext {
  /** The organization's round account id; without it nothing can be sent. */
  roundAccountId?: string | number | null;
  /** The signed-in user's email. */
  ownEmail?: string | null;
  /** Emails already in the pending list. */
  invitedEmails?: readonly string[];
}

/** The Team step's checks before sending, in the spec's order; null when the invitation may be sent. */
export function invitationProblem(email: string, context: InvitationContext): string | null {
  const normalized = email.trim().toLowerCase();
  if (normalized === "") return MESSAGES.invitation.emailRequired;
  if (
    context.roundAccountId === undefined ||
    context.roundAccountId === null ||
    context.roundAccountId === ""
  )
    return MESSAGES.invitation.missingAccount;
  if (context.ownEmail && context.ownEmail.trim().toLowerCase() === normalized)
    return MESSAGES.invitation.self;
  if (context.invitedEmails?.some((invited) => invited.trim().toLowerCase() === normalized))
    return MESSAGES.invitation.duplicate;
  return null;
}

// ---- Organization payload -------------------------------------------------------------------------------

/** POST/PUT /organizations: the onboarding steps under the API's names, with the spec's defaults. */
export const organizationPayloadSchema = v.object({
  name: companyNameSchema,
  description: optionalLimited(LIMITS.description.max, MESSAGES.onboarding.descriptionTooLong),
  website: websiteSchema,
  size: optionalLimited(LIMITS.shortText.max, MESSAGES.onboarding.companySizeTooLong),
  revenue: organizationStepSchema.entries.revenue,
  category: v.pipe(
    v.nullish(v.string(), ONBOARDING_DEFAULTS.category),
    v.trim(),
    v.transform((value) => value || ONBOARDING_DEFAULTS.category),
  ),
  type: v.pipe(
    v.nullish(v.string(), ONBOARDING_DEFAULTS.type),
    v.trim(),
    v.transform((value) => value || ONBOARDING_DEFAULTS.type),
  ),
  registrationNumber: v.pipe(
    optionalText(MESSAGES.registrationNumber.format),
    v.maxLength(LIMITS.registrationNumber.max, MESSAGES.registrationNumber.tooLong),
    patternUnlessEmpty(IDENTIFIER_PATTERN, MESSAGES.registrationNumber.format),
  ),
  currency: v.optional(currencySchema, ONBOARDING_DEFAULTS.currency),
  timeZone: v.pipe(
    v.nullish(v.string(), ONBOARDING_DEFAULTS.timezone),
    v.trim(),
    v.transform((value) => value || ONBOARDING_DEFAULTS.timezone),
  ),
  country: optionalLimited(LIMITS.address.country, MESSAGES.address.countryTooLong),
  fiscalYearStart: v.optional(
    v.picklist(FISCAL_MONTHS, MESSAGES.onboarding.fiscalYearStartInvalid),
    ONBOARDING_DEFAULTS.fiscalYearStart,
  ),
  userId: v.optional(v.union([v.string(), v.number()])),
});

/** POST/PUT /organizations/{id}/addresses. */
export const addressPayloadSchema = v.object({
  name: requiredLimited(LIMITS.address.name, MESSAGES.address.nameRequired, MESSAGES.address.nameTooLong),
  addressLine1: addressStepSchema.entries.addressLine1,
  addressLine2: addressStepSchema.entries.addressLine2,
  number: optionalLimited(LIMITS.address.number, MESSAGES.address.numberTooLong),
  city: addressStepSchema.entries.city,
  state: optionalLimited(LIMITS.address.state, MESSAGES.address.stateTooLong),
  zipCode: optionalLimited(LIMITS.address.zipCode, MESSAGES.address.zipCodeTooLong),
  country: addressStepSchema.entries.country,
  addressType: addressStepSchema.entries.addressType,
  isPrimary: addressStepSchema.entries.isPrimary,
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;
export type PersonalRegistration = v.InferOutput<typeof personalRegistrationSchema>;
export type CompanyInfo = v.InferOutput<typeof companyInfoSchema>;
export type BusinessRegistration = v.InferOutput<typeof businessRegistrationSchema>;
export type OrganizationStep = v.InferOutput<typeof organizationStepSchema>;
export type BusinessSettingsStep = v.InferOutput<typeof businessSettingsStepSchema>;
export type AddressStep = v.InferOutput<typeof addressStepSchema>;
export type Invitation = v.InferOutput<typeof invitationSchema>;
export type OrganizationPayload = v.InferOutput<typeof organizationPayloadSchema>;
export type AddressPayload = v.InferOutput<typeof addressPayloadSchema>;
