/**
 * Messages of the customer rules (customers, notes, payment methods, credits, emails to a customer).
 * Part of MESSAGES (../messages.ts). Names, email, phone and addresses reuse the accounts' messages.
 */
import { m } from "../codes.ts";

export const customerMessages = {
  displayNameTooLong: m("MAX_LENGTH", "Display name is too long"),
  companyTooLong: m("MAX_LENGTH", "Company name is too long"),
  taxNumberTooLong: m("MAX_LENGTH", "Tax number is too long"),
  locale: m("INVALID_FORMAT", "Please enter a valid locale, for example en-US"),
  timezone: m("INVALID_FORMAT", "Please select a valid time zone"),
  status: m("INVALID_FORMAT", "Status must be active, inactive, suspended or cancelled"),
  tooManyTags: m("MAX_LENGTH", "A customer can have at most 50 tags"),
  tagTooLong: m("MAX_LENGTH", "A tag can have at most 255 characters"),
  tagEmpty: m("REQUIRED", "A tag cannot be empty"),
  tooManyFields: m("MAX_LENGTH", "A customer can have at most 50 custom fields"),
  fieldKeyRequired: m("REQUIRED", "Custom field name is required"),
  fieldKeyTooLong: m("MAX_LENGTH", "A custom field name can have at most 255 characters"),
  fieldValueTooLong: m("MAX_LENGTH", "A custom field value can have at most 255 characters"),
  fieldKeyDuplicate: m("INVALID_FORMAT", "Custom field names must be unique"),
  countryUnknown: m("INVALID_FORMAT", "Please select a valid country"),
  testClock: m("INVALID_FORMAT", "Please select a valid test clock"),
} as const;

export const noteMessages = {
  required: m("REQUIRED", "Note is required"),
  tooLong: m("MAX_LENGTH", "Note can have at most 5000 characters"),
} as const;

export const paymentMethodMessages = {
  type: m("INVALID_FORMAT", "Payment method type must be card or offline"),
  cardNumberRequired: m("REQUIRED", "Card number is required"),
  cardNumberInvalid: m("INVALID_FORMAT", "Card number is invalid"),
  expiryMonth: m("INVALID_FORMAT", "Expiry month must be between 1 and 12"),
  expiryYear: m("INVALID_FORMAT", "Expiry year must be a four-digit year"),
  expired: m("INVALID_FORMAT", "This card has expired"),
  cvcRequired: m("REQUIRED", "Security code is required"),
  cvcInvalid: m("INVALID_FORMAT", "Security code must be 3 or 4 digits"),
  offlineMethod: m("INVALID_FORMAT", "Choose bank transfer, cheque or cash"),
  referenceTooLong: m("MAX_LENGTH", "Reference is too long"),
} as const;

export const creditMessages = {
  amountRequired: m("REQUIRED", "Amount is required"),
  amountNotNumber: m("INVALID_FORMAT", "Amount must be a number"),
  amountPositive: m("INVALID_DISCOUNT_VALUE", "Amount must be greater than 0"),
  amountTooLarge: m("MAX_LENGTH", "Amount is too large"),
  amountWholeNumber: m("INVALID_FORMAT", "Amount must be a whole number"),
  amountDecimals2: m("INVALID_FORMAT", "Amount can have at most 2 decimal places"),
  amountDecimals3: m("INVALID_FORMAT", "Amount can have at most 3 decimal places"),
  amountDecimals4: m("INVALID_FORMAT", "Amount can have at most 4 decimal places"),
  reasonRequired: m("REQUIRED", "Reason is required"),
  reasonTooLong: m("MAX_LENGTH", "Reason can have at most 500 characters"),
} as const;

export const customerEmailMessages = {
  subjectRequired: m("REQUIRED", "Subject is required"),
  subjectTooLong: m("MAX_LENGTH", "Subject can have at most 200 characters"),
  messageRequired: m("REQUIRED", "Message is required"),
  messageTooLong: m("MAX_LENGTH", "Message can have at most 10000 characters"),
} as const;

/** The message for an amount with more decimals than `digits`, its currency's minor unit. */
export function amountDecimalsMessage(digits: number): string {
  if (digits <= 0) return creditMessages.amountWholeNumber;
  if (digits === 3) return creditMessages.amountDecimals3;
  if (digits >= 4) return creditMessages.amountDecimals4;
  return creditMessages.amountDecimals2;
}
