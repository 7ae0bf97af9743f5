/** Messages of the personal sign-up fields: first and last name, phone. Part of MESSAGES (../messages.ts). */
import { m } from "../codes.ts";

export const firstNameMessages = {
  required: m("REQUIRED", "First name is required"),
  tooShort: m("MIN_LENGTH", "First name must be at least 2 characters long"),
  tooLong: m("MAX_LENGTH", "First name is too long"),
  format: m("INVALID_FORMAT", "First name can only contain letters, spaces, hyphens, and apostrophes"),
} as const;

export const lastNameMessages = {
  required: m("REQUIRED", "Last name is required"),
  tooShort: m("MIN_LENGTH", "Last name must be at least 2 characters long"),
  tooLong: m("MAX_LENGTH", "Last name is too long"),
  format: m("INVALID_FORMAT", "Last name can only contain letters, spaces, hyphens, and apostrophes"),
} as const;

export const phoneMessages = {
  required: m("REQUIRED", "Phone number is required"),
  // Shared by the character rule and the 10-character minimum; validate() reports MIN_LENGTH for the latter.
  invalid: m("INVALID_FORMAT", "Please enter a valid phone number"),
  tooLong: m("MAX_LENGTH", "Phone number is too long"),
} as const;
