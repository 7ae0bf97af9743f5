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

export const webhookMessages = {
  urlRequired: m("REQUIRED", "URL is required"),
  urlInvalid: m("INVALID_FORMAT", "URL must be a full http(s) address"),
  urlNotHttps: m("INVALID_FORMAT", "URL must use https"),
  urlPrivate: m("INVALID_FORMAT", "URL must not point to a private, loopback or link-local address"),
  urlUnresolvable: m("INVALID_FORMAT", "URL's host could not be found"),
  descriptionTooLong: m("MAX_LENGTH", "Description can have at most 200 characters"),
  eventsRequired: m("REQUIRED", "Choose at least one event"),
  eventUnknown: m("INVALID_FORMAT", "Unknown event type"),
  sinceInvalid: m("INVALID_FORMAT", "Since must be a date and time"),
  statusInvalid: m("INVALID_FORMAT", "Status must be failed"),
} as const;
