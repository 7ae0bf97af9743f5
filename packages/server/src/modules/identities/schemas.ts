import {
  emailSchema,
  firstNameSchema,
  LIMITS,
  lastNameSchema,
  PASSWORD_SPECIALS,
  passwordSchema,
  phoneSchema,
} from "@round/forms/schemas";
import * as v from "valibot";
import { requiredString } from "../../http/validation.ts";

// Wire shapes of identity calls that no browser form describes; the fields inside them are validated
// with the shared rules (@round/forms/schemas) wherever a form exists.

/** The longest base64 text a password of the maximum length can give (4 UTF-8 bytes a character at most). */
const ENCODED_PASSWORD_MAX = Math.ceil((LIMITS.password.max * 4) / 3) * 4;

/**
 * POST /identities/login as the app sends it: the identifier is the email (the shared email rules); the
 * password, base64-encoded when `encoded` is true, is checked with the shared password rules once decoded.
 */
export const loginWireSchema = v.object({
  identifier: v.pipe(emailSchema, v.description("The email address")),
  password: v.pipe(
    v.nullish(v.string("Password is required"), ""),
    v.nonEmpty("Password is required"),
    v.maxLength(ENCODED_PASSWORD_MAX, "Password is too long"),
    v.description(
      `The password: ${LIMITS.password.min} to ${LIMITS.password.max} characters, with a lowercase and an uppercase letter, a digit and one of ${PASSWORD_SPECIALS} (only those). Its base64 when encoded is true.`,
    ),
  ),
  encoded: v.optional(v.boolean("encoded must be true or false"), false),
});

export const refreshTokenSchema = v.object({
  refreshToken: requiredString("Refresh token is required"),
});

export const logoutSchema = v.object({
  refreshToken: v.optional(v.nullable(v.string())),
});

/** GET /identities/confirm-email and POST /identities/confirm-email-and-login: both parameters required. */
const invalidLink = "Invalid confirmation link. Please check your email and try again.";
export const confirmQuerySchema = v.object({
  userId: requiredString(invalidLink),
  token: requiredString(invalidLink),
});

export const resetPasswordSchema = v.object({
  userId: requiredString("Invalid password reset link. Please request a new one."),
  token: requiredString("Invalid password reset link. Please request a new one."),
  password: passwordSchema,
});

/** PUT /identities/me: the profile fields a person may change (the address and password have their own flows). */
export const profileUpdateSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneNumber: phoneSchema,
});
