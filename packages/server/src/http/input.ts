import { type FieldError, validate } from "@round/forms/schemas";
import type { Context } from "hono";
import type * as v from "valibot";
import { bodyText } from "./body.ts";
import type { AppEnv } from "./env.ts";
import { badRequest, validationFailed } from "./errors.ts";

export const INVALID_JSON = "Request body must be valid JSON";
/** Deeper than any payload of the API: refused before anything walks or stores it. */
export const MAX_JSON_DEPTH = 32;

/** PostgreSQL text and jsonb cannot hold U+0000: a value with it is refused as input, naming the field. */
export function nulCharacter(field: string) {
  const message = `${field} must not contain the NUL character (U+0000)`;
  return badRequest(message, "INVALID_FORMAT", field);
}

/** A readable field path: `address.city`, `ids.0`; a NUL inside a key is shown escaped. */
function fieldPath(path: readonly (string | number)[]): string {
  return path.map((key) => String(key).replaceAll("\u0000", "\\u0000")).join(".") || "body";
}

/**
 * Refuses a parsed body nested deeper than MAX_JSON_DEPTH, or with U+0000 in any string or key. Walks
 * with its own stack: a body may be nested far deeper than the call stack allows.
 */
function checkJsonValue(root: unknown): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) throw nulCharacter(fieldPath(path));
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH) {
      throw badRequest(
        `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
        "INVALID_JSON",
        fieldPath(path),
      );
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        stack.push({ value: item, path: [...path, index] });
      });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) throw nulCharacter(fieldPath([...path, key]));
      stack.push({ value: item, path: [...path, key] });
    }
  }
}

/**
 * The request body as JSON. An empty body reads as `{}` (several calls of the spec send none); anything
 * that is not a JSON object is refused with 400.
 */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = await bodyText(c);
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
  checkJsonValue(parsed);
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

/** The query string as a plain object: repeated keys keep their last value. U+0000 is refused. */
export function queryObject(c: Context): Record<string, string> {
  const query = c.req.query();
  for (const [key, value] of Object.entries(query)) {
    if (key.includes("\u0000") || value.includes("\u0000")) throw nulCharacter(fieldPath([key]));
  }
  return query;
}
