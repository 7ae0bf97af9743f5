/**
 * Messages of the billing rules (subscriptions, invoices, payments, usage, test clocks, billing settings).
 * Part of MESSAGES (../messages.ts).
 */
import { m } from "../codes.ts";

export const subscriptionMessages = {
  customerRequired: m("REQUIRED", "Customer is required"),
  planRequired: m("REQUIRED", "Plan is required"),
  pricePointRequired: m("REQUIRED", "Price point is required"),
  quantity: m("INVALID_FORMAT", "Quantity must be a whole number of at least 1"),
  quantityTooLarge: m("INVALID_FORMAT", "Quantity can be at most 1,000,000"),
  tooManyAddons: m("MAX_LENGTH", "A subscription can have at most 20 add-ons"),
  tooManyCoupons: m("MAX_LENGTH", "A subscription can have at most 5 coupons"),
  couponCode: m("INVALID_FORMAT", "Coupon code is too long"),
  date: m("INVALID_FORMAT", "Please enter a valid date"),
  atTermEnd: m("REQUIRED", "Choose whether to cancel now or at the end of the term"),
} as const;

export const invoiceMessages = {
  customerRequired: m("REQUIRED", "Customer is required"),
  itemsRequired: m("REQUIRED", "Add at least one charge"),
  tooManyItems: m("MAX_LENGTH", "An invoice can have at most 100 lines"),
  descriptionRequired: m("REQUIRED", "Description is required"),
  descriptionTooLong: m("MAX_LENGTH", "Description can have at most 255 characters"),
  amountRequired: m("REQUIRED", "Amount is required"),
  amountNotNumber: m("INVALID_FORMAT", "Amount must be a number"),
  amountNegative: m("INVALID_FORMAT", "Amount cannot be negative"),
  amountTooLarge: m("INVALID_FORMAT", "Amount can be at most 1,000,000,000"),
  quantity: m("INVALID_FORMAT", "Quantity must be a whole number of at least 1"),
  quantityTooLarge: m("INVALID_FORMAT", "Quantity can be at most 1,000,000"),
  chargeRequired: m("REQUIRED", "Charge is required"),
  itemShape: m("INVALID_FORMAT", "Each line is a charge of the catalog or a description and an amount"),
  baseAmountRequired: m("REQUIRED", "Base amount is required"),
  baseAmountNotNumber: m("INVALID_FORMAT", "Base amount must be a number"),
  baseAmountNegative: m("INVALID_FORMAT", "Base amount cannot be negative"),
  baseAmountTooLarge: m("INVALID_FORMAT", "Base amount can be at most 1,000,000,000"),
  memoTooLong: m("MAX_LENGTH", "Memo can have at most 1000 characters"),
  paymentMethodRequired: m("REQUIRED", "Payment method is required"),
  referenceTooLong: m("MAX_LENGTH", "Reference can have at most 255 characters"),
  bulkAction: m("INVALID_FORMAT", "Action must be finalize, void or collect"),
  bulkIds: m("REQUIRED", "Select at least one invoice"),
  bulkTooMany: m("MAX_LENGTH", "At most 100 invoices at once"),
} as const;

export const usageMessages = {
  subscriptionRequired: m("REQUIRED", "Subscription is required"),
  metricRequired: m("REQUIRED", "Metric name is required"),
  quantity: m("INVALID_FORMAT", "Quantity must be a number of 0 or more"),
  keyRequired: m("REQUIRED", "Idempotency key is required"),
  keyTooLong: m("MAX_LENGTH", "Idempotency key can have at most 255 characters"),
  timestamp: m("INVALID_FORMAT", "Please enter a valid date and time"),
  batchRequired: m("REQUIRED", "Send at least one usage event"),
  batchTooLarge: m("MAX_LENGTH", "A batch can hold at most 100 usage events"),
} as const;

export const testClockMessages = {
  nameRequired: m("REQUIRED", "Name is required"),
  nameTooLong: m("MAX_LENGTH", "Name can have at most 100 characters"),
  timeRequired: m("REQUIRED", "Time is required"),
  time: m("INVALID_FORMAT", "Please enter a valid date and time"),
  forwardOnly: m("INVALID_FORMAT", "A test clock can only move forward"),
  tooFar: m("INVALID_FORMAT", "A test clock can move at most two years at once"),
} as const;

export const billingSettingsMessages = {
  netTerms: m("INVALID_FORMAT", "Net terms must be a whole number of days from 0 to 365"),
  prefix: m("INVALID_FORMAT", "Invoice prefix can have 1 to 12 capital letters, digits and hyphens"),
  dunning: m("INVALID_FORMAT", "Retry days must be whole numbers from 1 to 60, in increasing order"),
  dunningTooMany: m("MAX_LENGTH", "At most 6 retries"),
  afterFinalFailure: m("INVALID_FORMAT", "Choose what happens after the last retry"),
  gateway: m("INVALID_FORMAT", "Gateway must be test or stripe"),
  stripeKey: m("INVALID_FORMAT", "A Stripe secret key starts with sk_test_ or sk_live_"),
  stripeKeyRequired: m("REQUIRED", "Stripe secret key is required"),
} as const;
