/** Builders of the longer forms (sign-up, onboarding, catalog): conditional checks, numbers, limits. */
import * as v from "valibot";
import { genericMessages } from "./messages/generic.ts";
import { optionalText, requiredText } from "./rules.ts";

/** A minimum length that an empty optional value does not have to meet. */
export function minLengthUnlessEmpty(min: number, message: string) {
  return v.check((value: string) => value === "" || value.length >= min, message);
}

export function patternUnlessEmpty(pattern: RegExp, message: string) {
  return v.check((value: string) => value === "" || pattern.test(value), message);
}

function toNumber(input: number | string | null | undefined): number | undefined {
  if (input === null || input === undefined) return undefined;
  if (typeof input === "number") return Number.isFinite(input) ? input : Number.NaN;
  const trimmed = input.trim();
  if (trimmed === "") return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

/**
 * A number typed in a field: a number or numeric text. Empty gives undefined; text that is not a number
 * gives `notNumber`.
 */
export function optionalNumber(notNumber: string) {
  return v.pipe(
    v.nullish(v.union([v.number(notNumber), v.string(notNumber)], notNumber)),
    v.transform(toNumber),
    v.check((value) => value === undefined || !Number.isNaN(value), notNumber),
  );
}

/** Like optionalNumber, but empty gives `required`. (The '' default keeps the key required in the output type.) */
export function requiredNumber(required: string, notNumber: string) {
  return v.pipe(
    v.nullish(v.union([v.number(notNumber), v.string(notNumber)], notNumber), ""),
    v.transform((value: number | string) => toNumber(value)),
    v.check((value) => value !== undefined, required),
    v.check((value) => value === undefined || !Number.isNaN(value), notNumber),
    v.transform((value) => value as number),
  );
}

/** An optional text field with a maximum length. */
export function optionalLimited(max: number, tooLong: string) {
  return v.pipe(optionalText(genericMessages.text), v.maxLength(max, tooLong));
}

/** A required text field with a maximum length. */
export function requiredLimited(max: number, required: string, tooLong: string) {
  return v.pipe(requiredText(required), v.maxLength(max, tooLong));
}

export function optionalBoolean() {
  return v.optional(v.boolean(genericMessages.boolean));
}

/** A valibot path item for issues added by raw checks on nested values. */
export function pathItem(input: unknown, key: string | number, value: unknown) {
  return {
    type: "unknown",
    origin: "value",
    input,
    key,
    value,
  } as const;
}

/** Billing dates stay within these years: before 1970 or after 2999 is a typing slip, not a term. */
const FIRST_BILLING_YEAR = 1970;
const LAST_BILLING_YEAR = 2999;

/** Whether a date written as YYYY-MM-DD… falls within the billing years. */
function inBillingYears(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_BILLING_YEAR && year <= LAST_BILLING_YEAR;
}

/** How many days a month (1–12) of a year has, by the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day, YYYY-MM-DD, that exists as written (2026-02-30 does not: it is not read as 2 March),
 * between 1970 and 2999. Checked on the digits themselves, before any Date could roll it over.
 */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match || !inBillingYears(value)) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** YYYY-MM-DDTHH:MM[:SS[.fraction]] then Z or an offset ±HH:MM. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 timestamp with its zone (Z or ±HH:MM), or a day (taken as its midnight UTC), between 1970 and
 * 2999, whose date and time exist as written: 2026-02-30T00:00:00Z, 2026-04-31T12:00+02:00, 24:00 and
 * 12:60 are refused rather than rolled over into the next day, month or hour.
 */
export function isInstant(value: string): boolean {
  if (isDay(value)) return true;
  const match = INSTANT.exec(value);
  if (!match || !isDay(match[1]!)) return false;
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = match
    .slice(2)
    .map((part) => Number(part ?? 0));
  return (
    hours! <= 23 &&
    minutes! <= 59 &&
    seconds! <= 59 &&
    offsetHours! <= 23 &&
    offsetMinutes! <= 59 &&
    !Number.isNaN(Date.parse(value))
  );
}
