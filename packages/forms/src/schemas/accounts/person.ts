/** The personal fields of the sign-up forms: first and last name, phone. */
import * as v from "valibot";
import { LIMITS } from "../limits.ts";
import { firstNameMessages, lastNameMessages, phoneMessages } from "../messages/person.ts";
import { requiredText } from "../rules.ts";
import { emailSchema, passwordSchema } from "./credentials.ts";

/** Letters of any alphabet with their marks, spaces, hyphens and apostrophes (straight or typographic). */
export const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;
export const PHONE_PATTERN = /^\+?[\d ()-]+$/;

function personName(messages: typeof firstNameMessages | typeof lastNameMessages) {
  return v.pipe(
    requiredText(messages.required),
    v.minLength(LIMITS.name.min, messages.tooShort),
    v.maxLength(LIMITS.name.max, messages.tooLong),
    v.regex(NAME_PATTERN, messages.format),
  );
}

export const firstNameSchema = personName(firstNameMessages);
export const lastNameSchema = personName(lastNameMessages);

export const phoneSchema = v.pipe(
  requiredText(phoneMessages.required),
  v.regex(PHONE_PATTERN, phoneMessages.invalid),
  v.minLength(LIMITS.phone.min, phoneMessages.invalid),
  v.maxLength(LIMITS.phone.max, phoneMessages.tooLong),
);

export const personalRegistrationSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});

export type PersonalRegistration = v.InferOutput<typeof personalRegistrationSchema>;
