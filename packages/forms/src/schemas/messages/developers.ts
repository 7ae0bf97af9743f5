/** Messages of API keys (Settings → Developers). Part of MESSAGES (../messages.ts). */
import { m } from "../codes.ts";

export const apiKeyMessages = {
  nameRequired: m("REQUIRED", "Name is required"),
  nameTooLong: m("MAX_LENGTH", "Name can have at most 100 characters"),
  scopesRequired: m("REQUIRED", "Choose at least one scope"),
  scopeUnknown: m("INVALID_FORMAT", "Unknown scope"),
  expiresAtInvalid: m("INVALID_FORMAT", "Expiry must be a date and time"),
  expiresAtPast: m("INVALID_FORMAT", "Expiry must be in the future"),
  overlapInvalid: m("INVALID_FORMAT", "Overlap must be a whole number of hours from 0 to 168"),
} as const;
