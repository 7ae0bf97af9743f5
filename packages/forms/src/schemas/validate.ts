/** Runs a schema and reports one error per field: the first of its rules that fails, with its code. */
import * as v from "valibot";
import { registeredCode, type ValidationCode } from "./codes.ts";

export interface FieldError {
  /** Dotted path of the field ('email', 'pricePoints.0.price'); '' for the value as a whole. */
  field: string;
  code: ValidationCode;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Issue types whose failure is always about length, whatever their message says. */
const CODE_BY_ISSUE_TYPE: Readonly<Record<string, ValidationCode>> = {
  min_length: "MIN_LENGTH",
  max_length: "MAX_LENGTH",
};

function fieldOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join(".");
}

function codeOf(issue: v.BaseIssue<unknown>): ValidationCode {
  return CODE_BY_ISSUE_TYPE[issue.type] ?? registeredCode(issue.message) ?? "INVALID_FORMAT";
}

/** The first issue of each field, in the order the rules ran, as field errors. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, code: codeOf(issue), message: issue.message });
  }
  return errors;
}

export function validate<const S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, errors: toFieldErrors(result.issues) };
}

/** Field errors as a map from field to message. */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) map[error.field] ??= error.message;
  return map;
}
