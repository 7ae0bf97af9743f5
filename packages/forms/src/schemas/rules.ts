/** Small builders shared by the account and catalog schemas. Each rule's message carries its code. */
import * as v from "valibot";
import { MESSAGES } from "./messages.ts";

/** A missing value (undefined, null) reads as an empty string, so the 'required' message is the one shown. */
export function requiredText(required: string) {
  return v.pipe(v.nullish(v.string(required), ""), v.trim(), v.nonEmpty(required));
}

/** An optional text field: missing or blank gives ''. */
export function optionalText(typeMessage: string) {
  return v.pipe(v.nullish(v.string(typeMessage), ""), v.trim());
}

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

export function optionalBoolean() {
  return v.optional(v.boolean(MESSAGES.generic.boolean));
}

/** True when a value counts as not filled in (the rule behind 'all fields filled'). */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
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
