/**
 * Email and password: the sign-in form's rules, shared by the sign-up, resend, forgot and reset password
 * pages. Kept apart from the other account schemas so that the sign-in page loads these rules only.
 */
import * as v from "valibot";
import { LIMITS } from "../limits.ts";
import { emailMessages, passwordMessages } from "../messages/credentials.ts";
import { requiredText } from "../rules.ts";

/** Exactly eight to 128 of: letters, digits and @$!%*?&#, with one of each kind. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#])[A-Za-z\d@$!%*?&#]+$/;
export const PASSWORD_SPECIALS = "@$!%*?&#";
const HAS_EVERY_KIND = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#])/s;
const OUTSIDE_CHARACTER = /[^A-Za-z\d@$!%*?&#]/;

export const emailSchema = v.pipe(
  requiredText(emailMessages.required),
  v.email(emailMessages.format),
  v.maxLength(LIMITS.email.max, emailMessages.tooLong),
);

export const passwordSchema = v.pipe(
  // Passwords are never trimmed: a space is simply a character that is not allowed.
  v.nullish(v.string(passwordMessages.required), ""),
  v.nonEmpty(passwordMessages.required),
  v.minLength(LIMITS.password.min, passwordMessages.tooShort),
  // Every kind of character is there and only an unknown character is wrong ('é', a space, '^'): say so,
  // rather than that a special character is missing.
  v.check(
    (value) => !(HAS_EVERY_KIND.test(value) && OUTSIDE_CHARACTER.test(value)),
    passwordMessages.characters,
  ),
  v.regex(PASSWORD_PATTERN, passwordMessages.weak),
  v.maxLength(LIMITS.password.max, passwordMessages.tooLong),
);

export const loginSchema = v.object({
  email: emailSchema,
  password: passwordSchema,
});

/** The resend page's email: the same rules and messages as everywhere else (its own are not shown). */
export const resendConfirmationSchema = v.object({
  email: emailSchema,
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;
