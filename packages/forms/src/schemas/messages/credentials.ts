/**
 * Messages of the email and password rules (sign-in, sign-up, resend, forgot and reset password).
 * Part of MESSAGES (../messages.ts).
 */
import { m } from "../codes.ts";

export const emailMessages = {
  required: m("REQUIRED", "Email address is required"),
  format: m("INVALID_FORMAT", "Please enter a valid email address"),
  tooLong: m("MAX_LENGTH", "Email address is too long"),
} as const;

export const passwordMessages = {
  required: m("REQUIRED", "Password is required"),
  tooShort: m("MIN_LENGTH", "Password must be at least 8 characters long"),
  weak: m(
    "WEAK_PASSWORD",
    "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
  ),
  tooLong: m("MAX_LENGTH", "Password is too long"),
  /** A deviation from the spec: said when a character outside @$!%*?&# is the password's only fault. */
  characters: m(
    "INVALID_FORMAT",
    "Password can only contain letters, numbers and the special characters @$!%*?&#",
  ),
} as const;
