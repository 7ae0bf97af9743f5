/**
 * A customer's address and a card as typed: the parts of the customer rules (./customers.ts) that the
 * customer's own pages use too, in a module of their own so that a page's form loads these rules only.
 */
import * as v from "valibot";
import { optionalBoolean, optionalLimited, requiredLimited } from "./fieldRules.ts";
import { LIMITS } from "./limits.ts";
import { addressMessages } from "./messages/company.ts";
import { paymentMethodMessages } from "./messages/customers.ts";
import { isBlank, requiredText } from "./rules.ts";

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
