/**
 * The text rules every form uses (the sign-in form among them). The builders of the longer forms (numbers,
 * limits, booleans) are in ./fieldRules.ts. Each rule's message carries its code.
 */
import * as v from "valibot";

/** A missing value (undefined, null) reads as an empty string, so the 'required' message is the one shown. */
export function requiredText(required: string) {
  return v.pipe(v.nullish(v.string(required), ""), v.trim(), v.nonEmpty(required));
}

/** An optional text field: missing or blank gives ''. */
export function optionalText(typeMessage: string) {
  return v.pipe(v.nullish(v.string(typeMessage), ""), v.trim());
}

/** True when a value counts as not filled in (the rule behind 'all fields filled'). */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
