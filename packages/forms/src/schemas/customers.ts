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
import {
  type CustomerAddress,
  type CustomerAddressInput,
  cardPaymentMethodSchema,
  customerAddressSchema,
  isCustomerAddressEmpty,
} from "./cardAndAddress.ts";
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
import { currencyMessages } from "./messages/company.ts";
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
import { optionalText } from "./rules.ts";
import { customerTaxIdsSchema, taxExemptSchema } from "./taxIds.ts";

export {
  CUSTOMER_ADDRESS_FIELDS,
  type CustomerAddress,
  type CustomerAddressInput,
  cardPaymentMethodSchema,
  customerAddressSchema,
  isCardExpired,
  isCustomerAddressEmpty,
  passesLuhn,
} from "./cardAndAddress.ts";

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
  /** Checked per type, with check digits where the type has them (a bad one's message on `taxIds.N.value`). */
  taxIds: v.optional(customerTaxIdsSchema, []),
  taxExempt: v.optional(taxExemptSchema, "none"),
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
 * Add Customer and Edit Customer: `customerSchema`'s rules, tax ids and exemption included (an edit sends the
 * ones it shows, so none is lost), and the test clock the customer lives on (its id, or null for a live
 * customer; left out, it stays as it is). The server refuses a move once the customer has subscriptions or
 * invoices.
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
