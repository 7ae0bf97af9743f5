/**
 * The customer rules (COMMERCE.md, "Customers and subscriptions"; catalog spec §3 Customer, Payment method,
 * Note): the customer record, notes, payment methods, credits and emails to a customer. Names, email, phone
 * and addresses follow the accounts document's rules and messages.
 */
import { minorUnits } from "@round/billing";
import * as v from "valibot";
import { CURRENCY_CODE_PATTERN } from "./accounts/company.ts";
import { emailSchema } from "./accounts/credentials.ts";
import { decimalPlaces } from "./accounts/onboarding.ts";
import { NAME_PATTERN, PHONE_PATTERN } from "./accounts/person.ts";
import { isTimeZone } from "./constants.ts";
import {
  CUSTOMER_LIMITS,
  CUSTOMER_STATUSES,
  EMAIL_PREFERENCE_DEFAULTS,
  type EmailPreferences,
  OFFLINE_PAYMENT_METHODS,
} from "./customerConstants.ts";
import {
  minLengthUnlessEmpty,
  optionalBoolean,
  optionalLimited,
  patternUnlessEmpty,
  requiredLimited,
} from "./fieldRules.ts";
import { LIMITS } from "./limits.ts";
import { addressMessages, currencyMessages } from "./messages/company.ts";
import {
  amountDecimalsMessage,
  creditMessages,
  customerEmailMessages,
  customerMessages,
  noteMessages,
  paymentMethodMessages,
} from "./messages/customers.ts";
import { genericMessages } from "./messages/generic.ts";
import { firstNameMessages, lastNameMessages, phoneMessages } from "./messages/person.ts";
import { isBlank, optionalText, requiredText } from "./rules.ts";

/** A person's name when given: the accounts rules, but empty is allowed (a company may have no contact). */
function optionalPersonName(messages: typeof firstNameMessages | typeof lastNameMessages) {
  return v.pipe(
    optionalText(genericMessages.text),
    minLengthUnlessEmpty(LIMITS.name.min, messages.tooShort),
    v.maxLength(LIMITS.name.max, messages.tooLong),
    patternUnlessEmpty(NAME_PATTERN, messages.format),
  );
}

const optionalPhone = v.pipe(
  optionalText(genericMessages.text),
  patternUnlessEmpty(PHONE_PATTERN, phoneMessages.invalid),
  minLengthUnlessEmpty(LIMITS.phone.min, phoneMessages.invalid),
  v.maxLength(LIMITS.phone.max, phoneMessages.tooLong),
);

/** BCP 47 language tags as people write them: en, en-US, pt-BR, zh-Hant-TW. */
const LOCALE_PATTERN = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/;

export function isLocale(value: string): boolean {
  if (!LOCALE_PATTERN.test(value)) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** A customer's billing or shipping address (the spec's line1, line2, city, state, country, zip). */
export const customerAddressSchema = v.object({
  line1: requiredLimited(
    LIMITS.address.street,
    addressMessages.streetRequired,
    addressMessages.streetTooLong,
  ),
  line2: optionalLimited(LIMITS.address.street, addressMessages.street2TooLong),
  city: requiredLimited(LIMITS.address.city, addressMessages.cityRequired, addressMessages.cityTooLong),
  state: requiredLimited(LIMITS.address.state, addressMessages.stateRequired, addressMessages.stateTooLong),
  zip: requiredLimited(
    LIMITS.address.zipCode,
    addressMessages.zipCodeRequired,
    addressMessages.zipCodeTooLong,
  ),
  country: requiredLimited(
    LIMITS.address.country,
    addressMessages.countryRequired,
    addressMessages.countryTooLong,
  ),
});
export type CustomerAddress = v.InferOutput<typeof customerAddressSchema>;
export type CustomerAddressInput = v.InferInput<typeof customerAddressSchema>;

export const CUSTOMER_ADDRESS_FIELDS = ["line1", "line2", "city", "state", "zip", "country"] as const;

/** True when no field of the address holds anything but blanks. */
export function isCustomerAddressEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return CUSTOMER_ADDRESS_FIELDS.every((field) => isBlank(record[field]));
}

/** An optional address: all blank (or null) gives null; anything typed in it brings the full rules. */
const optionalAddressSchema = v.lazy(
  (input): v.GenericSchema<CustomerAddressInput | null | undefined, CustomerAddress | null> =>
    isCustomerAddressEmpty(input)
      ? (v.pipe(
          v.unknown(),
          v.transform(() => null),
        ) as unknown as v.GenericSchema<CustomerAddressInput | null | undefined, CustomerAddress | null>)
      : customerAddressSchema,
);

const tagsSchema = v.pipe(
  v.array(
    v.pipe(
      v.string(genericMessages.text),
      v.trim(),
      v.nonEmpty(customerMessages.tagEmpty),
      v.maxLength(CUSTOMER_LIMITS.tagLength, customerMessages.tagTooLong),
    ),
    genericMessages.text,
  ),
  // The same tag twice (in any case) is one tag.
  v.transform((tags) =>
    tags.filter(
      (tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index,
    ),
  ),
  v.maxLength(CUSTOMER_LIMITS.tags, customerMessages.tooManyTags),
);

const customFieldsSchema = v.pipe(
  v.record(
    v.pipe(
      v.string(),
      v.check((key) => key.trim() !== "", customerMessages.fieldKeyRequired),
      v.maxLength(CUSTOMER_LIMITS.customFieldLength, customerMessages.fieldKeyTooLong),
    ),
    v.pipe(
      v.string(genericMessages.text),
      v.maxLength(CUSTOMER_LIMITS.customFieldLength, customerMessages.fieldValueTooLong),
    ),
    genericMessages.text,
  ),
  v.check(
    (fields) => Object.keys(fields).length <= CUSTOMER_LIMITS.customFields,
    customerMessages.tooManyFields,
  ),
  v.transform((fields) =>
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key.trim(), value])),
  ),
);

const emailPreferencesSchema = v.pipe(
  v.object(
    {
      invoices: optionalBoolean(),
      subscriptionUpdates: optionalBoolean(),
      marketingEmails: optionalBoolean(),
      paymentFailures: optionalBoolean(),
      trialReminders: optionalBoolean(),
    },
    genericMessages.boolean,
  ),
  v.transform(
    (sent): EmailPreferences => ({
      invoices: sent.invoices ?? EMAIL_PREFERENCE_DEFAULTS.invoices,
      subscriptionUpdates: sent.subscriptionUpdates ?? EMAIL_PREFERENCE_DEFAULTS.subscriptionUpdates,
      marketingEmails: sent.marketingEmails ?? EMAIL_PREFERENCE_DEFAULTS.marketingEmails,
      paymentFailures: sent.paymentFailures ?? EMAIL_PREFERENCE_DEFAULTS.paymentFailures,
      trialReminders: sent.trialReminders ?? EMAIL_PREFERENCE_DEFAULTS.trialReminders,
    }),
  ),
);

/**
 * A customer as created (POST /api/customers) and, merged with what is stored, as changed (PUT). Only the
 * email is required; every other field is checked when given. Countries are ISO 3166 alpha-2 codes, and the
 * server also checks them (and the currency) against its reference data.
 */
export const customerSchema = v.object({
  email: emailSchema,
  firstName: optionalPersonName(firstNameMessages),
  lastName: optionalPersonName(lastNameMessages),
  displayName: optionalLimited(CUSTOMER_LIMITS.displayName, customerMessages.displayNameTooLong),
  company: optionalLimited(CUSTOMER_LIMITS.company, customerMessages.companyTooLong),
  phone: optionalPhone,
  taxNumber: optionalLimited(CUSTOMER_LIMITS.taxNumber, customerMessages.taxNumberTooLong),
  locale: v.pipe(
    optionalText(genericMessages.text),
    v.check((value) => value === "" || isLocale(value), customerMessages.locale),
  ),
  timezone: v.pipe(
    optionalText(genericMessages.text),
    v.check((value) => value === "" || isTimeZone(value), customerMessages.timezone),
  ),
  status: v.optional(v.picklist(CUSTOMER_STATUSES, customerMessages.status), "active"),
  currency: v.pipe(
    optionalText(currencyMessages.invalid),
    v.transform((value) => value.toUpperCase()),
    patternUnlessEmpty(CURRENCY_CODE_PATTERN, currencyMessages.invalid),
  ),
  billingAddress: v.optional(optionalAddressSchema, null),
  shippingAddress: v.optional(optionalAddressSchema, null),
  emailPreferences: v.optional(emailPreferencesSchema, { ...EMAIL_PREFERENCE_DEFAULTS }),
  portalAccess: v.optional(v.boolean(genericMessages.boolean), true),
  autoCollection: v.optional(v.boolean(genericMessages.boolean), false),
  tags: v.optional(tagsSchema, []),
  customFields: v.optional(customFieldsSchema, {}),
});
export type CustomerInput = v.InferInput<typeof customerSchema>;
export type Customer = v.InferOutput<typeof customerSchema>;

/**
 * Add Customer and Edit Customer: `customerSchema`'s rules, and the test clock the customer lives on (its
 * id, or null for a live customer; left out, it stays as it is). The server refuses a move once the customer
 * has subscriptions or invoices.
 */
export const customerFormSchema = v.object({
  ...customerSchema.entries,
  testClockId: v.optional(
    v.nullable(v.pipe(v.string(genericMessages.text), v.maxLength(100, customerMessages.testClock))),
  ),
});
export type CustomerFormInput = v.InferInput<typeof customerFormSchema>;

/** The name a customer goes by when none is given: first and last name, else company, else email. */
export function defaultDisplayName(customer: {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  email: string;
}): string {
  const person = [customer.firstName, customer.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return person || customer.company?.trim() || customer.email;
}

// ---- Notes ----------------------------------------------------------------------------------------------

export const noteSchema = v.object({
  content: requiredLimited(CUSTOMER_LIMITS.note, noteMessages.required, noteMessages.tooLong),
  isInternal: v.optional(v.boolean(genericMessages.boolean), true),
});
export type NoteInput = v.InferInput<typeof noteSchema>;

// ---- Payment methods ------------------------------------------------------------------------------------

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** True when a card whose expiry is month/year can no longer be used on `today` (it works through its month). */
export function isCardExpired(month: number, year: number, today: Date): boolean {
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth);
}

const wholeNumberText = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((value) => (typeof value === "string" ? value.trim() : String(value))),
    v.regex(/^\d{1,4}$/, message),
    v.transform(Number),
  );

/**
 * A card as typed. The number and security code go to the payment gateway only: Round keeps the gateway's
 * reference, the brand, the last four digits and the expiry. `today` decides whether the card has expired.
 */
export function cardPaymentMethodSchema(today: Date) {
  return v.pipe(
    v.object({
      type: v.literal("card", paymentMethodMessages.type),
      cardNumber: v.pipe(
        requiredText(paymentMethodMessages.cardNumberRequired),
        v.transform((value) => value.replace(/[\s-]/g, "")),
        v.regex(/^\d{12,19}$/, paymentMethodMessages.cardNumberInvalid),
        v.check(passesLuhn, paymentMethodMessages.cardNumberInvalid),
      ),
      expiryMonth: v.pipe(
        wholeNumberText(paymentMethodMessages.expiryMonth),
        v.minValue(1, paymentMethodMessages.expiryMonth),
        v.maxValue(12, paymentMethodMessages.expiryMonth),
      ),
      expiryYear: v.pipe(
        wholeNumberText(paymentMethodMessages.expiryYear),
        v.minValue(2000, paymentMethodMessages.expiryYear),
        v.maxValue(2099, paymentMethodMessages.expiryYear),
      ),
      cvc: v.pipe(
        requiredText(paymentMethodMessages.cvcRequired),
        v.regex(/^\d{3,4}$/, paymentMethodMessages.cvcInvalid),
      ),
      isDefault: optionalBoolean(),
    }),
    v.forward(
      v.check(
        (card) => !isCardExpired(card.expiryMonth, card.expiryYear, today),
        paymentMethodMessages.expired,
      ),
      ["expiryYear"],
    ),
  );
}

export const offlinePaymentMethodSchema = v.object({
  type: v.literal("offline", paymentMethodMessages.type),
  method: v.picklist(OFFLINE_PAYMENT_METHODS, paymentMethodMessages.offlineMethod),
  reference: optionalLimited(CUSTOMER_LIMITS.reference, paymentMethodMessages.referenceTooLong),
  isDefault: optionalBoolean(),
});

/** POST /api/customers/{id}/payment-methods: a card (through the gateway) or an offline method. */
export function paymentMethodSchema(today: Date) {
  return v.variant(
    "type",
    [cardPaymentMethodSchema(today), offlinePaymentMethodSchema],
    paymentMethodMessages.type,
  );
}
export type PaymentMethodInput =
  | v.InferInput<ReturnType<typeof cardPaymentMethodSchema>>
  | v.InferInput<typeof offlinePaymentMethodSchema>;

// ---- Credits --------------------------------------------------------------------------------------------

/** An amount of money typed in a field, positive, with at most the currency's minor digits. */
export function positiveAmountSchema(currency: string) {
  const digits = minorUnits(currency);
  return v.pipe(
    v.nullish(
      v.union([v.number(creditMessages.amountNotNumber), v.string(creditMessages.amountNotNumber)]),
      "",
    ),
    v.transform((value) => (typeof value === "string" ? value.trim() : value)),
    v.check((value) => value !== "", creditMessages.amountRequired),
    v.transform((value) => Number(value)),
    v.check((value) => Number.isFinite(value), creditMessages.amountNotNumber),
    v.check((value) => value > 0, creditMessages.amountPositive),
    v.check((value) => value <= CUSTOMER_LIMITS.amount, creditMessages.amountTooLarge),
    v.check((value) => decimalPlaces(value) <= digits, amountDecimalsMessage(digits)),
  );
}

/** POST /api/customers/{id}/credits: credit in the customer's currency, applied to the next invoices. */
export function creditSchema(currency: string) {
  return v.object({
    amount: positiveAmountSchema(currency),
    reason: requiredLimited(
      CUSTOMER_LIMITS.reason,
      creditMessages.reasonRequired,
      creditMessages.reasonTooLong,
    ),
  });
}
export type CreditInput = v.InferInput<ReturnType<typeof creditSchema>>;

// ---- Email to a customer --------------------------------------------------------------------------------

export const customerEmailSchema = v.object({
  subject: requiredLimited(
    CUSTOMER_LIMITS.subject,
    customerEmailMessages.subjectRequired,
    customerEmailMessages.subjectTooLong,
  ),
  message: requiredLimited(
    CUSTOMER_LIMITS.message,
    customerEmailMessages.messageRequired,
    customerEmailMessages.messageTooLong,
  ),
});
export type CustomerEmailInput = v.InferInput<typeof customerEmailSchema>;
