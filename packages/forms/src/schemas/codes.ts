/**
 * The error codes of the validation messages, and the table from each message to its code. Every message
 * module registers its messages (with m) when it loads, so a schema's messages are known whenever it runs.
 */

export const VALIDATION_CODES = [
  "REQUIRED",
  "MIN_LENGTH",
  "MAX_LENGTH",
  "INVALID_FORMAT",
  "WEAK_PASSWORD",
  "INVALID_CURRENCY",
  "INVALID_ADDON_TYPE",
  "INVALID_CHARGE_MODEL",
  "INVALID_CHARGE_TYPE",
  "INVALID_COUPON_CODE",
  "INVALID_DISCOUNT_TYPE",
  "INVALID_DISCOUNT_VALUE",
  "INVALID_PERCENTAGE",
  "INVALID_DURATION_TYPE",
  "REQUIRED_DURATION",
  "INVALID_DATE_RANGE",
  "INVALID_MAX_REDEMPTIONS",
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

const codeByMessage = new Map<string, ValidationCode>();

/**
 * Registers a message with its code and returns the message, so schemas use plain strings. Marked free of side
 * effects for bundlers: a message object nothing uses is left out of a bundle, and a message that is never
 * shown needs no code (every one that can be shown comes from an object something uses, so it registers).
 */
// @__NO_SIDE_EFFECTS__
export function m<const T extends string>(code: ValidationCode, text: T): T {
  const known = codeByMessage.get(text);
  if (known !== undefined && known !== code) {
    throw new Error(`Message "${text}" registered with two codes: ${known} and ${code}`);
  }
  codeByMessage.set(text, code);
  return text;
}

/** The code of a registered message; undefined for text that is not one of ours (or not loaded). */
export function registeredCode(message: string): ValidationCode | undefined {
  return codeByMessage.get(message);
}
