/*
 * Every validation message of Round, each with its error code.
 *
 * Messages the spec shows are copied verbatim. The spec shows no text for the following rules, so these
 * were written here, in the voice of the ones it does show:
 *
 *   Phone:               'Phone number is required'
 *   Company name:        'Company name is required', 'Company name must be at least 2 characters long',
 *                        'Company name is too long',
 *                        'Company name can only contain letters, numbers, spaces, and - & . , ( )'
 *   Registration number: 'Registration number is required',
 *                        'Registration number must be at least 3 characters long',
 *                        'Registration number is too long',
 *                        'Registration number can only contain letters, numbers, spaces, and hyphens'
 *   Tax ID:              'Tax ID must be at least 5 characters long', 'Tax ID is too long',
 *                        'Tax ID can only contain letters, numbers, spaces, and hyphens'
 *   Website:             'Please enter a valid website URL', 'Website URL is too long'
 *   Currency:            'Currency is required', 'Please select a valid currency'
 *   Company info:        'Industry is too long', 'Business type is too long', 'Employee count is too long',
 *                        'Company description is too long'
 *   Billing address:     'Street address is required', 'Street address is too long',
 *                        'Address line 2 is too long', 'City is required', 'City is too long',
 *                        'State is required', 'State is too long', 'ZIP code is required',
 *                        'ZIP code is too long', 'Country is required', 'Country is too long'
 *   Onboarding address:  'Address type is required', 'Address name is required', 'Address name is too long',
 *                        'Unit number is required', 'Unit number is too long'
 *   Onboarding org:      'Industry is required', 'Company size is required', 'Company size is too long',
 *                        'Description is too long',
 *                        'Revenue must be a number', 'Revenue cannot be negative'
 *   Business settings:   'Time zone is required', 'Fiscal year start is required',
 *                        'Please select a month'
 *   Invitation:          'Please select a role', 'This role cannot be invited'
 *   Product family:      'Invalid status'
 *   Add-on / charge:     'Charge model is not available for this addon type',
 *                        'Charge model is not available for this charge type',
 *                        'Percentage is required for the percentage model'
 *   Price point:         'Invalid currency code' (reused), 'Invalid pricing model', 'Invalid billing frequency',
 *                        'Price is required', 'Price must be a number', 'Price cannot be negative',
 *                        'Setup fee must be a number', 'Setup fee cannot be negative',
 *                        'Unit price must be a number', 'Unit price cannot be negative',
 *                        'Free quantity must be a whole number of 0 or more',
 *                        'Trial period must be a whole number of 0 or more',
 *                        'Package size is required', 'Package size must be a whole number of at least 1',
 *                        'Percentage must be a number', 'Percentage must be between 0 and 100',
 *                        'At least one tier is required', 'Tiers must start at unit 1',
 *                        'Tiers must be contiguous', 'Only the last tier can be unlimited',
 *                        'Tier end must not be before its start',
 *                        'Starting unit must be a whole number of at least 1',
 *                        'Ending unit must be a whole number'
 *   Plan:                'Billing cycles must be a whole number of at least 1', 'Feature name is required',
 *                        'Invalid feature type', 'Metric name is required', 'Unit is required',
 *                        'Invalid aggregation', 'Invalid billing period',
 *                        'Included quantity must be a whole number of 0 or more'
 *   Coupon:              'Please enter a valid date', 'End date is required for limited period coupons',
 *                        'Duration must be a whole number of months',
 *                        'Max redemptions must be a whole number', 'Minimum order value cannot be negative'
 *   Generic:             'Must be true or false', 'Must be text'
 */

export const VALIDATION_CODES = [
  "REQUIRED",
  "MIN_LENGTH",
  "MAX_LENGTH",
  "INVALID_FORMAT",
  "WEAK_PASSWORD",
  "INVALID_CURRENCY",
  "INVALID_ADDON_TYPE",
  "INVALID_CHARGE_MODEL",
  "INVALID_CHARGE_TYPE",
  "INVALID_COUPON_CODE",
  "INVALID_DISCOUNT_TYPE",
  "INVALID_DISCOUNT_VALUE",
  "INVALID_PERCENTAGE",
  "INVALID_DURATION_TYPE",
  "REQUIRED_DURATION",
  "INVALID_DATE_RANGE",
  "INVALID_MAX_REDEMPTIONS",
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

const codeByMessage = new Map<string, ValidationCode>();

/** Registers a message with its code and returns the message, so schemas use plain strings. */
function m<const T extends string>(code: ValidationCode, text: T): T {
  const known = codeByMessage.get(text);
  if (known !== undefined && known !== code) {
    throw new Error(`Message "${text}" registered with two codes: ${known} and ${code}`);
  }
  codeByMessage.set(text, code);
  return text;
}

/** The code of a registered message; undefined for text that is not one of ours. */
export function codeForMessage(message: string): ValidationCode | undefined {
  return codeByMessage.get(message);
}

export const MESSAGES = {
  email: {
    required: m("REQUIRED", "Email address is required"),
    format: m("INVALID_FORMAT", "Please enter a valid email address"),
    tooLong: m("MAX_LENGTH", "Email address is too long"),
  },
  password: {
    required: m("REQUIRED", "Password is required"),
    tooShort: m("MIN_LENGTH", "Password must be at least 8 characters long"),
    weak: m(
      "WEAK_PASSWORD",
      "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
    ),
    tooLong: m("MAX_LENGTH", "Password is too long"),
  },
  firstName: {
    required: m("REQUIRED", "First name is required"),
    tooShort: m("MIN_LENGTH", "First name must be at least 2 characters long"),
    tooLong: m("MAX_LENGTH", "First name is too long"),
    format: m("INVALID_FORMAT", "First name can only contain letters, spaces, hyphens, and apostrophes"),
  },
  lastName: {
    required: m("REQUIRED", "Last name is required"),
    tooShort: m("MIN_LENGTH", "Last name must be at least 2 characters long"),
    tooLong: m("MAX_LENGTH", "Last name is too long"),
    format: m("INVALID_FORMAT", "Last name can only contain letters, spaces, hyphens, and apostrophes"),
  },
  phone: {
    required: m("REQUIRED", "Phone number is required"),
    // Shared by the character rule and the 10-character minimum; validate() reports MIN_LENGTH for the latter.
    invalid: m("INVALID_FORMAT", "Please enter a valid phone number"),
    tooLong: m("MAX_LENGTH", "Phone number is too long"),
  },
  companyName: {
    required: m("REQUIRED", "Company name is required"),
    tooShort: m("MIN_LENGTH", "Company name must be at least 2 characters long"),
    tooLong: m("MAX_LENGTH", "Company name is too long"),
    format: m("INVALID_FORMAT", "Company name can only contain letters, numbers, spaces, and - & . , ( )"),
  },
  registrationNumber: {
    required: m("REQUIRED", "Registration number is required"),
    tooShort: m("MIN_LENGTH", "Registration number must be at least 3 characters long"),
    tooLong: m("MAX_LENGTH", "Registration number is too long"),
    format: m("INVALID_FORMAT", "Registration number can only contain letters, numbers, spaces, and hyphens"),
  },
  taxId: {
    tooShort: m("MIN_LENGTH", "Tax ID must be at least 5 characters long"),
    tooLong: m("MAX_LENGTH", "Tax ID is too long"),
    format: m("INVALID_FORMAT", "Tax ID can only contain letters, numbers, spaces, and hyphens"),
  },
  website: {
    format: m("INVALID_FORMAT", "Please enter a valid website URL"),
    tooLong: m("MAX_LENGTH", "Website URL is too long"),
  },
  currency: {
    required: m("REQUIRED", "Currency is required"),
    invalid: m("INVALID_CURRENCY", "Please select a valid currency"),
  },
  companyInfo: {
    industryTooLong: m("MAX_LENGTH", "Industry is too long"),
    businessTypeTooLong: m("MAX_LENGTH", "Business type is too long"),
    employeeCountTooLong: m("MAX_LENGTH", "Employee count is too long"),
    descriptionTooLong: m("MAX_LENGTH", "Company description is too long"),
  },
  address: {
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
    nameRequired: m("REQUIRED", "Address name is required"),
    nameTooLong: m("MAX_LENGTH", "Address name is too long"),
    numberRequired: m("REQUIRED", "Unit number is required"),
    numberTooLong: m("MAX_LENGTH", "Unit number is too long"),
    /** Saving an address needs name, line 1, city and country (spec, onboarding). */
    incomplete: m("REQUIRED", "Address information is incomplete"),
  },
  onboarding: {
    /** The wizard's message when Next is refused. */
    requiredFields: m("REQUIRED", "Please fill in all required fields"),
    industryRequired: m("REQUIRED", "Industry is required"),
    companySizeRequired: m("REQUIRED", "Company size is required"),
    companySizeTooLong: m("MAX_LENGTH", "Company size is too long"),
    descriptionTooLong: m("MAX_LENGTH", "Description is too long"),
    revenueNotNumber: m("INVALID_FORMAT", "Revenue must be a number"),
    revenueNegative: m("INVALID_FORMAT", "Revenue cannot be negative"),
    timezoneRequired: m("REQUIRED", "Time zone is required"),
    fiscalYearStartRequired: m("REQUIRED", "Fiscal year start is required"),
    fiscalYearStartInvalid: m("INVALID_FORMAT", "Please select a month"),
  },
  invitation: {
    emailRequired: m("REQUIRED", "Please enter an email address."),
    missingAccount: m("REQUIRED", "User authentication error. Please refresh and try again."),
    self: m("INVALID_FORMAT", "You cannot invite yourself to the organization."),
    duplicate: m("INVALID_FORMAT", "This email address has already been invited."),
    roleRequired: m("REQUIRED", "Please select a role"),
    roleNotInvitable: m("INVALID_FORMAT", "This role cannot be invited"),
  },
  productFamily: {
    nameRequired: m("REQUIRED", "Product family name is required"),
    nameTooShort: m("MIN_LENGTH", "Product family name must be at least 2 characters"),
    nameTooLong: m("MAX_LENGTH", "Product family name cannot exceed 100 characters"),
    descriptionRequired: m("REQUIRED", "Description is required"),
    descriptionTooShort: m("MIN_LENGTH", "Description must be at least 10 characters"),
    descriptionTooLong: m("MAX_LENGTH", "Description cannot exceed 500 characters"),
    categoryRequired: m("REQUIRED", "Category is required"),
    invalidCurrency: m("INVALID_CURRENCY", "Invalid currency code"),
    invalidStatus: m("INVALID_FORMAT", "Invalid status"),
  },
  addon: {
    nameRequired: m("REQUIRED", "Addon name is required"),
    invalidType: m("INVALID_ADDON_TYPE", "Invalid addon type"),
    invalidChargeModel: m("INVALID_CHARGE_MODEL", "Invalid charge model"),
    modelNotForType: m("INVALID_CHARGE_MODEL", "Charge model is not available for this addon type"),
    pricePointRequired: m("REQUIRED", "At least one price point is required"),
  },
  charge: {
    nameRequired: m("REQUIRED", "Charge name is required"),
    invalidType: m("INVALID_CHARGE_TYPE", "Invalid charge type"),
    modelNotForType: m("INVALID_CHARGE_MODEL", "Charge model is not available for this charge type"),
  },
  pricePoint: {
    invalidPricingModel: m("INVALID_CHARGE_MODEL", "Invalid pricing model"),
    invalidBillingFrequency: m("INVALID_FORMAT", "Invalid billing frequency"),
    priceRequired: m("REQUIRED", "Price is required"),
    priceNotNumber: m("INVALID_FORMAT", "Price must be a number"),
    priceNegative: m("INVALID_FORMAT", "Price cannot be negative"),
    setupFeeNotNumber: m("INVALID_FORMAT", "Setup fee must be a number"),
    setupFeeNegative: m("INVALID_FORMAT", "Setup fee cannot be negative"),
    unitPriceNotNumber: m("INVALID_FORMAT", "Unit price must be a number"),
    unitPriceNegative: m("INVALID_FORMAT", "Unit price cannot be negative"),
    freeQuantityInvalid: m("INVALID_FORMAT", "Free quantity must be a whole number of 0 or more"),
    trialPeriodInvalid: m("INVALID_FORMAT", "Trial period must be a whole number of 0 or more"),
    packageSizeRequired: m("REQUIRED", "Package size is required"),
    packageSizeInvalid: m("INVALID_FORMAT", "Package size must be a whole number of at least 1"),
    percentageNotNumber: m("INVALID_PERCENTAGE", "Percentage must be a number"),
    percentageRange: m("INVALID_PERCENTAGE", "Percentage must be between 0 and 100"),
    percentageRequired: m("INVALID_PERCENTAGE", "Percentage is required for the percentage model"),
    tiersRequired: m("REQUIRED", "At least one tier is required"),
    tiersStartAtOne: m("INVALID_FORMAT", "Tiers must start at unit 1"),
    tiersContiguous: m("INVALID_FORMAT", "Tiers must be contiguous"),
    onlyLastTierUnlimited: m("INVALID_FORMAT", "Only the last tier can be unlimited"),
    tierEndBeforeStart: m("INVALID_FORMAT", "Tier end must not be before its start"),
    startingUnitInvalid: m("INVALID_FORMAT", "Starting unit must be a whole number of at least 1"),
    endingUnitInvalid: m("INVALID_FORMAT", "Ending unit must be a whole number"),
  },
  plan: {
    nameRequired: m("REQUIRED", "Plan name is required"),
    productFamilyRequired: m("REQUIRED", "Product family is required"),
    billingCyclesInvalid: m("INVALID_FORMAT", "Billing cycles must be a whole number of at least 1"),
    invalidBillingPeriod: m("INVALID_FORMAT", "Invalid billing period"),
    featureNameRequired: m("REQUIRED", "Feature name is required"),
    invalidFeatureType: m("INVALID_FORMAT", "Invalid feature type"),
    metricNameRequired: m("REQUIRED", "Metric name is required"),
    unitRequired: m("REQUIRED", "Unit is required"),
    invalidAggregation: m("INVALID_FORMAT", "Invalid aggregation"),
    includedQuantityInvalid: m("INVALID_FORMAT", "Included quantity must be a whole number of 0 or more"),
  },
  coupon: {
    nameRequired: m("REQUIRED", "Coupon name is required"),
    codeRequired: m("REQUIRED", "Coupon code is required"),
    codeFormat: m(
      "INVALID_COUPON_CODE",
      "Coupon code can only contain uppercase letters, numbers, underscores, and hyphens",
    ),
    invalidDiscountType: m("INVALID_DISCOUNT_TYPE", "Invalid discount type"),
    discountValuePositive: m("INVALID_DISCOUNT_VALUE", "Discount value must be positive"),
    percentageTooHigh: m("INVALID_PERCENTAGE", "Percentage discount cannot exceed 100%"),
    invalidDurationType: m("INVALID_DURATION_TYPE", "Invalid duration type"),
    durationRequired: m("REQUIRED_DURATION", "Duration is required for limited period coupons"),
    durationWhole: m("REQUIRED_DURATION", "Duration must be a whole number of months"),
    invalidDate: m("INVALID_FORMAT", "Please enter a valid date"),
    validUntilRequired: m("REQUIRED", "End date is required for limited period coupons"),
    dateRange: m("INVALID_DATE_RANGE", "End date must be after start date"),
    maxRedemptionsPositive: m("INVALID_MAX_REDEMPTIONS", "Max redemptions must be positive"),
    maxRedemptionsWhole: m("INVALID_MAX_REDEMPTIONS", "Max redemptions must be a whole number"),
    minimumOrderValueNegative: m("INVALID_FORMAT", "Minimum order value cannot be negative"),
  },
  generic: {
    boolean: m("INVALID_FORMAT", "Must be true or false"),
    text: m("INVALID_FORMAT", "Must be text"),
  },
} as const;
