import { firstNameSchema, lastNameSchema, passwordSchema, phoneSchema } from "@round/forms/schemas";
import * as v from "valibot";
import { requiredString } from "./common.ts";

// Wire shapes of identity calls that no browser form describes; the fields inside them are validated
// with the shared rules (@round/forms/schemas) wherever a form exists.

/** POST /identities/login as the app sends it: the password base64-encoded when `encoded` is true. */
export const loginWireSchema = v.object({
  identifier: v.pipe(
    v.nullish(v.string("Email address is required"), ""),
    v.description("The email address"),
  ),
  password: v.pipe(
    v.nullish(v.string("Password is required"), ""),
    v.description("Base64 of the password when encoded is true"),
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

/** The billing address's second line, which the shared register-business payload does not carry. */
export const addressLine2Schema = v.object({
  addressLine2: v.optional(
    v.nullable(
      v.pipe(
        v.string("Address line 2 must be text"),
        v.trim(),
        v.maxLength(100, "Address line 2 is too long"),
      ),
    ),
  ),
});
