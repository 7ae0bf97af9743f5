/**
 * Account, sign-up and onboarding schemas (spec, accounts §5). Each field's rules run in the spec's order,
 * and validate() reports only the first that fails, so the order of the actions is the contract.
 *
 * The rules live in ./accounts/, one module per page family (sign-in, personal and business sign-up,
 * onboarding, invitations, API payloads), so that a page's bundle carries its own rules only.
 */
export {
  type BillingAddress,
  type BillingAddressInput,
  type BusinessRegistration,
  billingAddressSchema,
  billingAddressSchemaFor,
  businessRegistrationSchema,
  COMPANY_NAME_PATTERN,
  type CompanyInfo,
  CURRENCY_CODE_PATTERN,
  companyInfoSchema,
  companyNameSchema,
  currencySchema,
  IDENTIFIER_PATTERN,
  isBillingAddressEmpty,
  registrationNumberSchema,
  taxIdSchema,
  WEBSITE_PATTERN,
  websiteSchema,
} from "./accounts/company.ts";
export {
  emailSchema,
  type LoginInput,
  type LoginValues,
  loginSchema,
  PASSWORD_PATTERN,
  PASSWORD_SPECIALS,
  passwordSchema,
  resendConfirmationSchema,
} from "./accounts/credentials.ts";
export {
  type Invitation,
  type InvitationContext,
  invitationProblem,
  invitationSchema,
} from "./accounts/invitation.ts";
export {
  type AddressStep,
  addressStepSchema,
  type BusinessSettingsStep,
  businessSettingsStepSchema,
  decimalPlaces,
  isAddressSavable,
  type OnboardingProductInput,
  type OrganizationStep,
  onboardingProductSchema,
  organizationStepSchema,
} from "./accounts/onboarding.ts";
export {
  type AddressPayload,
  addressPayloadSchema,
  type OrganizationPayload,
  organizationPayloadSchema,
  registerBusinessPayloadSchema,
  registerPayloadSchema,
} from "./accounts/payloads.ts";
export {
  firstNameSchema,
  lastNameSchema,
  NAME_PATTERN,
  type PersonalRegistration,
  PHONE_PATTERN,
  personalRegistrationSchema,
  phoneSchema,
} from "./accounts/person.ts";
