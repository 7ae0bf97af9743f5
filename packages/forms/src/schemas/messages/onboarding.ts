/** Messages of the onboarding wizard and of team invitations. Part of MESSAGES (../messages.ts). */
import { m } from "../codes.ts";

export const onboardingMessages = {
  logoUrlInvalid: m("INVALID_FORMAT", "Logo must be a full https address of an image"),
  brandColorInvalid: m("INVALID_FORMAT", "Brand color must be a hex color such as #1a73e8"),
  /** The wizard's message when Next is refused. */
  requiredFields: m("REQUIRED", "Please fill in all required fields"),
  industryRequired: m("REQUIRED", "Industry is required"),
  companySizeRequired: m("REQUIRED", "Company size is required"),
  companySizeTooLong: m("MAX_LENGTH", "Company size is too long"),
  descriptionTooLong: m("MAX_LENGTH", "Description is too long"),
  revenueNotNumber: m("INVALID_FORMAT", "Revenue must be a number"),
  revenueNegative: m("INVALID_FORMAT", "Revenue cannot be negative"),
  timezoneRequired: m("REQUIRED", "Time zone is required"),
  timezoneTooLong: m("MAX_LENGTH", "Time zone is too long"),
  fiscalYearStartRequired: m("REQUIRED", "Fiscal year start is required"),
  fiscalYearStartInvalid: m("INVALID_FORMAT", "Please select a month"),
  productNameRequired: m("REQUIRED", "Product name is required"),
  productNameTooShort: m("MIN_LENGTH", "Product name must be at least 2 characters"),
  productNameTooLong: m("MAX_LENGTH", "Product name is too long"),
  productPriceRequired: m("REQUIRED", "Price is required"),
  productPriceNotNumber: m("INVALID_FORMAT", "Price must be a number"),
  productPriceNegative: m("INVALID_FORMAT", "Price cannot be negative"),
  /** A price with more decimals than its currency's minor unit (ISO 4217: 0, 2, 3 or 4). */
  productPriceWholeNumber: m("INVALID_FORMAT", "Price must be a whole number"),
  productPriceDecimals2: m("INVALID_FORMAT", "Price can have at most 2 decimal places"),
  productPriceDecimals3: m("INVALID_FORMAT", "Price can have at most 3 decimal places"),
  productPriceDecimals4: m("INVALID_FORMAT", "Price can have at most 4 decimal places"),
} as const;

/** The message for a price with more decimals than `digits`, its currency's minor unit. */
export function priceDecimalsMessage(digits: number): string {
  if (digits <= 0) return onboardingMessages.productPriceWholeNumber;
  if (digits === 3) return onboardingMessages.productPriceDecimals3;
  if (digits >= 4) return onboardingMessages.productPriceDecimals4;
  return onboardingMessages.productPriceDecimals2;
}

export const invitationMessages = {
  emailRequired: m("REQUIRED", "Please enter an email address."),
  missingAccount: m("REQUIRED", "User authentication error. Please refresh and try again."),
  self: m("INVALID_FORMAT", "You cannot invite yourself to the organization."),
  duplicate: m("INVALID_FORMAT", "This email address has already been invited."),
  roleRequired: m("REQUIRED", "Please select a role"),
  roleNotInvitable: m("INVALID_FORMAT", "This role cannot be invited"),
} as const;
