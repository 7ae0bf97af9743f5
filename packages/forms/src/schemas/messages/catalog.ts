/**
 * Messages of the catalog: product families, add-ons, charges, price points, plans and coupons.
 * Part of MESSAGES (../messages.ts).
 */
import { m } from "../codes.ts";

export const productFamilyMessages = {
  nameRequired: m("REQUIRED", "Product family name is required"),
  nameTooShort: m("MIN_LENGTH", "Product family name must be at least 2 characters"),
  nameTooLong: m("MAX_LENGTH", "Product family name cannot exceed 100 characters"),
  descriptionRequired: m("REQUIRED", "Description is required"),
  descriptionTooShort: m("MIN_LENGTH", "Description must be at least 10 characters"),
  descriptionTooLong: m("MAX_LENGTH", "Description cannot exceed 500 characters"),
  categoryRequired: m("REQUIRED", "Category is required"),
  categoryTooLong: m("MAX_LENGTH", "Category cannot exceed 100 characters"),
  invalidCurrency: m("INVALID_CURRENCY", "Invalid currency code"),
  invalidStatus: m("INVALID_FORMAT", "Invalid status"),
} as const;

export const addonMessages = {
  nameRequired: m("REQUIRED", "Addon name is required"),
  nameTooShort: m("MIN_LENGTH", "Addon name must be at least 2 characters"),
  nameTooLong: m("MAX_LENGTH", "Addon name cannot exceed 100 characters"),
  invalidType: m("INVALID_ADDON_TYPE", "Invalid addon type"),
  invalidChargeModel: m("INVALID_CHARGE_MODEL", "Invalid charge model"),
  modelNotForType: m("INVALID_CHARGE_MODEL", "Charge model is not available for this addon type"),
  pricePointRequired: m("REQUIRED", "At least one price point is required"),
} as const;

export const chargeMessages = {
  nameRequired: m("REQUIRED", "Charge name is required"),
  nameTooShort: m("MIN_LENGTH", "Charge name must be at least 2 characters"),
  nameTooLong: m("MAX_LENGTH", "Charge name cannot exceed 100 characters"),
  invalidType: m("INVALID_CHARGE_TYPE", "Invalid charge type"),
  modelNotForType: m("INVALID_CHARGE_MODEL", "Charge model is not available for this charge type"),
} as const;

export const pricePointMessages = {
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
} as const;

export const planMessages = {
  nameRequired: m("REQUIRED", "Plan name is required"),
  nameTooShort: m("MIN_LENGTH", "Plan name must be at least 2 characters"),
  nameTooLong: m("MAX_LENGTH", "Plan name cannot exceed 100 characters"),
  productFamilyRequired: m("REQUIRED", "Product family is required"),
  billingCyclesInvalid: m("INVALID_FORMAT", "Billing cycles must be a whole number of at least 1"),
  invalidBillingPeriod: m("INVALID_FORMAT", "Invalid billing period"),
  featureNameRequired: m("REQUIRED", "Feature name is required"),
  featureNameTooLong: m("MAX_LENGTH", "Feature name cannot exceed 100 characters"),
  featureValueTooLong: m("MAX_LENGTH", "Feature value cannot exceed 100 characters"),
  invalidFeatureType: m("INVALID_FORMAT", "Invalid feature type"),
  metricNameRequired: m("REQUIRED", "Metric name is required"),
  metricNameTooLong: m("MAX_LENGTH", "Metric name cannot exceed 100 characters"),
  unitRequired: m("REQUIRED", "Unit is required"),
  unitTooLong: m("MAX_LENGTH", "Unit cannot exceed 50 characters"),
  invalidAggregation: m("INVALID_FORMAT", "Invalid aggregation"),
  includedQuantityInvalid: m("INVALID_FORMAT", "Included quantity must be a whole number of 0 or more"),
} as const;

export const couponMessages = {
  nameRequired: m("REQUIRED", "Coupon name is required"),
  nameTooShort: m("MIN_LENGTH", "Coupon name must be at least 2 characters"),
  nameTooLong: m("MAX_LENGTH", "Coupon name cannot exceed 100 characters"),
  codeRequired: m("REQUIRED", "Coupon code is required"),
  codeTooLong: m("MAX_LENGTH", "Coupon code cannot exceed 50 characters"),
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
  applicablePlansTooMany: m("MAX_LENGTH", "A coupon can apply to at most 100 plans"),
  applicablePlanTooLong: m("MAX_LENGTH", "Plan id cannot exceed 100 characters"),
  segmentsTooMany: m("MAX_LENGTH", "A coupon can have at most 50 customer segments"),
  segmentTooLong: m("MAX_LENGTH", "Customer segment cannot exceed 100 characters"),
} as const;
