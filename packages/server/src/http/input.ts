import { type FieldError, validate } from "@round/forms/schemas";
import type { Context } from "hono";
import type * as v from "valibot";
import { badRequest, validationFailed } from "./errors.ts";

export const INVALID_JSON = "Request body must be valid JSON";

/**
 * The request body as JSON. An empty body reads as `{}` (several calls of the spec send none); anything
 * that is not a JSON object is refused with 400.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  const type = c.req.header("content-type") ?? "";
  if (type && !/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw badRequest("Request body must be JSON (Content-Type: application/json)", "UNSUPPORTED_MEDIA_TYPE");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(INVALID_JSON, "INVALID_JSON");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw badRequest("Request body must be a JSON object", "INVALID_JSON");
  }
  return parsed as Record<string, unknown>;
}

/** Field errors of the shared schemas as the error body's items; `rename` maps schema fields to wire fields. */
export function toErrorItems(errors: readonly FieldError[], rename: Record<string, string> = {}) {
  return errors.map((error) => ({
    code: error.code,
    description: error.message,
    field: rename[error.field] ?? error.field,
  }));
}

/** Validates with a shared schema; a failure answers 400 with the schema's own messages and codes. */
export function parseWith<const S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  rename: Record<string, string> = {},
): v.InferOutput<S> {
  const result = validate(schema, value);
  if (!result.ok) throw validationFailed(toErrorItems(result.errors, rename));
  return result.value;
}

/** The query string as a plain object: repeated keys keep their last value. */
export function queryObject(c: Context): Record<string, string> {
  return c.req.query();
}
