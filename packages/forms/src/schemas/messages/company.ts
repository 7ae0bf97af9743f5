/**
 * Messages of the company, currency and address fields (business sign-up, onboarding, settings).
 * Part of MESSAGES (../messages.ts).
 */
import { m } from "../codes.ts";

export const companyNameMessages = {
  required: m("REQUIRED", "Company name is required"),
  tooShort: m("MIN_LENGTH", "Company name must be at least 2 characters long"),
  tooLong: m("MAX_LENGTH", "Company name is too long"),
  format: m("INVALID_FORMAT", "Company name can only contain letters, numbers, spaces, and - & . , ( )"),
} as const;

export const registrationNumberMessages = {
  required: m("REQUIRED", "Registration number is required"),
  tooShort: m("MIN_LENGTH", "Registration number must be at least 3 characters long"),
  tooLong: m("MAX_LENGTH", "Registration number is too long"),
  format: m("INVALID_FORMAT", "Registration number can only contain letters, numbers, spaces, and hyphens"),
} as const;

export const taxIdMessages = {
  tooShort: m("MIN_LENGTH", "Tax ID must be at least 5 characters long"),
  tooLong: m("MAX_LENGTH", "Tax ID is too long"),
  format: m("INVALID_FORMAT", "Tax ID can only contain letters, numbers, spaces, and hyphens"),
} as const;

export const websiteMessages = {
  format: m("INVALID_FORMAT", "Please enter a valid website URL"),
  tooLong: m("MAX_LENGTH", "Website URL is too long"),
} as const;

export const currencyMessages = {
  required: m("REQUIRED", "Currency is required"),
  invalid: m("INVALID_CURRENCY", "Please select a valid currency"),
} as const;

export const companyInfoMessages = {
  industryTooLong: m("MAX_LENGTH", "Industry is too long"),
  businessTypeTooLong: m("MAX_LENGTH", "Business type is too long"),
  employeeCountTooLong: m("MAX_LENGTH", "Employee count is too long"),
  descriptionTooLong: m("MAX_LENGTH", "Company description is too long"),
} as const;

export const addressMessages = {
  streetRequired: m("REQUIRED", "Street address is required"),
  streetTooLong: m("MAX_LENGTH", "Street address is too long"),
  street2TooLong: m("MAX_LENGTH", "Address line 2 is too long"),
  cityRequired: m("REQUIRED", "City is required"),
  cityTooLong: m("MAX_LENGTH", "City is too long"),
  stateRequired: m("REQUIRED", "State is required"),
  stateTooLong: m("MAX_LENGTH", "State is too long"),
  zipCodeRequired: m("REQUIRED", "ZIP code is required"),
  zipCodeTooLong: m("MAX_LENGTH", "ZIP code is too long"),
  countryRequired: m("REQUIRED", "Country is required"),
  countryTooLong: m("MAX_LENGTH", "Country is too long"),
  typeRequired: m("REQUIRED", "Address type is required"),
  typeTooLong: m("MAX_LENGTH", "Address type is too long"),
  nameRequired: m("REQUIRED", "Address name is required"),
  nameTooLong: m("MAX_LENGTH", "Address name is too long"),
  numberRequired: m("REQUIRED", "Unit number is required"),
  numberTooLong: m("MAX_LENGTH", "Unit number is too long"),
  /** Saving an address needs name, line 1, city and country (spec, onboarding). */
  incomplete: m("REQUIRED", "Address information is incomplete"),
} as const;
