/*
 * Every validation message of Round, each with its error code.
 *
 * Messages the spec shows are copied verbatim. The spec shows no text for the following rules, so these
 * were written here, in the voice of the ones it does show:
 *
 *   Phone:               'Phone number is required'
 *   Password:            'Password can only contain letters, numbers and the special characters @$!%*?&#'
 *                        (a deviation: said when such a character is the password's only fault)
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
 *   Onboarding address:  'Address type is required', 'Address type is too long', 'Address name is required',
 *                        'Address name is too long', 'Unit number is required', 'Unit number is too long'
 *   Onboarding org:      'Industry is required', 'Company size is required', 'Company size is too long',
 *                        'Description is too long',
 *                        'Revenue must be a number', 'Revenue cannot be negative'
 *   Business settings:   'Time zone is required', 'Time zone is too long', 'Fiscal year start is required',
 *                        'Please select a month'
 *   Invitation:          'Please select a role', 'This role cannot be invited'
 *   Onboarding product:  'Product name is too long', 'Product name must be at least 2 characters',
 *                        'Price can have at most 2 (3, 4) decimal places',
 *                        'Price must be a whole number' (a currency without minor units)
 *   Product family:      'Invalid status', 'Category cannot exceed 100 characters'
 *   Add-on / charge:     'Charge model is not available for this addon type',
 *                        'Charge model is not available for this charge type',
 *                        'Percentage is required for the percentage model',
 *                        'Addon name must be at least 2 characters', 'Addon name cannot exceed 100 characters',
 *                        'Charge name must be at least 2 characters', 'Charge name cannot exceed 100 characters'
 *                        (in the words of the product family's name; every description of the catalog takes
 *                        the family's 'Description cannot exceed 500 characters')
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
 *                        'Included quantity must be a whole number of 0 or more',
 *                        'Plan name must be at least 2 characters', 'Plan name cannot exceed 100 characters',
 *                        'Feature name cannot exceed 100 characters', 'Feature value cannot exceed 100 characters',
 *                        'Metric name cannot exceed 100 characters', 'Unit cannot exceed 50 characters'
 *   Coupon:              'Please enter a valid date', 'End date is required for limited period coupons',
 *                        'Duration must be a whole number of months',
 *                        'Max redemptions must be a whole number', 'Minimum order value cannot be negative',
 *                        'Coupon name must be at least 2 characters', 'Coupon name cannot exceed 100 characters',
 *                        'Coupon code cannot exceed 50 characters', 'A coupon can apply to at most 100 plans',
 *                        'Plan id cannot exceed 100 characters', 'A coupon can have at most 50 customer segments',
 *                        'Customer segment cannot exceed 100 characters'
 *   Catalog amounts:     a fixed discount, a minimum order value and a setup fee take the credits' messages
 *                        ('Amount can have at most 2 decimal places', 'Amount must be a whole number')
 *   Generic:             'Must be true or false', 'Must be text'
 *   Password change:     'Current password is required', 'Please confirm your password',
 *                        'Passwords do not match', 'The new password must be different from the current one'
 *   Team member:         'This role cannot be given'
 *   Customers:           every message of ./messages/customers.ts (display name, company, tax number,
 *                        locale, time zone, status, tags, custom fields, country, notes, payment methods,
 *                        credits and emails to a customer)
 *   Billing:             every message of ./messages/billing.ts (subscriptions, invoices, payments, usage,
 *                        test clocks and billing settings)
 */

import { registeredCode, type ValidationCode } from "./codes.ts";
import {
  billingSettingsMessages,
  invoiceMessages,
  subscriptionMessages,
  testClockMessages,
  usageMessages,
} from "./messages/billing.ts";
import {
  addonMessages,
  chargeMessages,
  couponMessages,
  planMessages,
  pricePointMessages,
  productFamilyMessages,
} from "./messages/catalog.ts";
import {
  addressMessages,
  companyInfoMessages,
  companyNameMessages,
  currencyMessages,
  registrationNumberMessages,
  taxIdMessages,
  websiteMessages,
} from "./messages/company.ts";
import { emailMessages, passwordMessages } from "./messages/credentials.ts";
import {
  creditMessages,
  customerEmailMessages,
  customerMessages,
  noteMessages,
  paymentMethodMessages,
} from "./messages/customers.ts";
import { apiKeyMessages, webhookMessages } from "./messages/developers.ts";
import { genericMessages } from "./messages/generic.ts";
import { invitationMessages, onboardingMessages } from "./messages/onboarding.ts";
import { firstNameMessages, lastNameMessages, phoneMessages } from "./messages/person.ts";
import { memberMessages, passwordChangeMessages } from "./messages/settings.ts";

export { VALIDATION_CODES, type ValidationCode } from "./codes.ts";

/**
 * Every message by group. The groups live in ./messages/, one module per part of the product, so that a
 * page's bundle carries the messages of its own rules only.
 */
export const MESSAGES = {
  email: emailMessages,
  password: passwordMessages,
  firstName: firstNameMessages,
  lastName: lastNameMessages,
  phone: phoneMessages,
  companyName: companyNameMessages,
  registrationNumber: registrationNumberMessages,
  taxId: taxIdMessages,
  website: websiteMessages,
  currency: currencyMessages,
  companyInfo: companyInfoMessages,
  address: addressMessages,
  onboarding: onboardingMessages,
  invitation: invitationMessages,
  productFamily: productFamilyMessages,
  addon: addonMessages,
  charge: chargeMessages,
  pricePoint: pricePointMessages,
  plan: planMessages,
  coupon: couponMessages,
  generic: genericMessages,
  passwordChange: passwordChangeMessages,
  member: memberMessages,
  customer: customerMessages,
  note: noteMessages,
  paymentMethod: paymentMethodMessages,
  credit: creditMessages,
  customerEmail: customerEmailMessages,
  subscription: subscriptionMessages,
  invoice: invoiceMessages,
  usage: usageMessages,
  testClock: testClockMessages,
  billingSettings: billingSettingsMessages,
  apiKey: apiKeyMessages,
  webhook: webhookMessages,
} as const;

let ours: ReadonlySet<string> | undefined;

/** The code of one of the messages above; undefined for text that is not one of ours. */
export function codeForMessage(message: string): ValidationCode | undefined {
  ours ??= new Set(Object.values(MESSAGES).flatMap((group) => Object.values(group)));
  return ours.has(message) ? registeredCode(message) : undefined;
}
