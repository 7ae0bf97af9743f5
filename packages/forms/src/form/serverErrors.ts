/** Reading the server's error body (spec, accounts §8; ARCHITECTURE "Error body"). */

export interface ServerErrorItem {
  code?: string;
  description?: string;
  field?: string;
}

export interface ServerErrorBody {
  message?: string;
  error?: string;
  errors?: ServerErrorItem[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The error body inside whatever was thrown: the body itself, or an error carrying it as `body`, `data`
 * or `response.data` (the usual shapes of fetch wrappers).
 */
export function serverErrorBody(error: unknown): unknown {
  if (!isRecord(error)) return error;
  if ("errors" in error || ("message" in error && !(error instanceof Error))) return error;
  for (const key of ["body", "data"] as const) {
    if (isRecord(error[key]) || Array.isArray(error[key])) return error[key];
  }
  const response = error.response;
  if (isRecord(response) && (isRecord(response.data) || Array.isArray(response.data))) return response.data;
  return error;
}

function firstDescription(items: readonly unknown[]): string | undefined {
  for (const item of items) {
    if (typeof item === "string" && item.trim() !== "") return item;
    if (isRecord(item) && typeof item.description === "string" && item.description.trim() !== "") {
      return item.description;
    }
  }
  return undefined;
}

/**
 * The text to show for a failure: the first description of an errors array (or of an array body, or its
 * first string), else the message, else the error field, else `fallback`.
 */
export function serverErrorText(error: unknown, fallback = "An unexpected error occurred"): string {
  const body = serverErrorBody(error);
  if (Array.isArray(body)) return firstDescription(body) ?? fallback;
  if (typeof body === "string" && body.trim() !== "") return body;
  if (!isRecord(body)) return fallback;
  if (Array.isArray(body.errors)) {
    const description = firstDescription(body.errors);
    if (description) return description;
  }
  if (typeof body.message === "string" && body.message.trim() !== "") return body.message;
  if (typeof body.error === "string" && body.error.trim() !== "") return body.error;
  return fallback;
}

export interface SplitServerErrors {
  /** Field name (as the form spells it) to message; the first error of each field. */
  fields: Record<string, string>;
  /** Text for the general banner, or null when every error belongs to a field. */
  general: string | null;
}

/**
 * The field messages a rejection carries as `{ fieldErrors: { path: message } }` or
 * `{ fieldErrors: [{ field, message | description }] }` (on the error itself or on its body), as error
 * items; an empty list for any other rejection.
 */
export function fieldErrorItems(error: unknown): ServerErrorItem[] {
  const holder = isRecord(error) && "fieldErrors" in error ? error : serverErrorBody(error);
  if (!isRecord(holder) || !("fieldErrors" in holder)) return [];
  const { fieldErrors } = holder;
  const items: ServerErrorItem[] = [];
  if (Array.isArray(fieldErrors)) {
    for (const item of fieldErrors) {
      if (!isRecord(item) || typeof item.field !== "string") continue;
      const message = typeof item.message === "string" ? item.message : item.description;
      if (typeof message === "string" && message !== "")
        items.push({ field: item.field, description: message });
    }
  } else if (isRecord(fieldErrors)) {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (typeof message === "string" && message !== "") items.push({ field, description: message });
    }
  }
  return items;
}

/** Whether a rejection carries `fieldErrors` at all (even an empty set). */
export function hasFieldErrors(error: unknown): boolean {
  const holder = isRecord(error) && "fieldErrors" in error ? error : serverErrorBody(error);
  return isRecord(holder) && "fieldErrors" in holder;
}

export interface SplitServerErrorsOptions {
  /** Server field names that differ from the form's, e.g. { phoneNumber: "phone" }. */
  aliases?: Readonly<Record<string, string>>;
  /** General text when the failure carries none. */
  fallback?: string;
  /**
   * Keeps dotted server paths ('pricePoints.0.price') whose first part names a form field: the message
   * lands under that path. Off: only whole field names match.
   */
  nested?: boolean;
}

/**
 * Splits a server error onto the form's fields: an item whose `field` names a form field (case-insensitive,
 * or through `aliases`; with `nested`, a dotted path under one) goes to that field; the first other
 * description becomes the general error. With no field matched, the general error follows serverErrorText.
 * Items come from the body's `errors[]` and from a `fieldErrors` map or list: one dialect for both.
 */
export function splitServerErrors(
  error: unknown,
  fieldNames: readonly string[],
  options: SplitServerErrorsOptions = {},
): SplitServerErrors {
  const body = serverErrorBody(error);
  const byLowerName = new Map(fieldNames.map((name) => [name.toLowerCase(), name]));
  for (const [serverName, formName] of Object.entries(options.aliases ?? {})) {
    byLowerName.set(serverName.toLowerCase(), formName);
  }
  const targetOf = (field: string): string | undefined => {
    const whole = byLowerName.get(field.toLowerCase());
    if (whole !== undefined || !options.nested) return whole;
    const dot = field.indexOf(".");
    if (dot <= 0) return undefined;
    const head = byLowerName.get(field.slice(0, dot).toLowerCase());
    return head === undefined ? undefined : `${head}${field.slice(dot)}`;
  };
  const fields: Record<string, string> = {};
  let general: string | undefined;
  const items = [
    ...(isRecord(body) && Array.isArray(body.errors) ? body.errors : []),
    ...fieldErrorItems(error),
  ];
  for (const item of items) {
    if (!isRecord(item)) continue;
    const description = typeof item.description === "string" ? item.description : undefined;
    if (!description) continue;
    const target = typeof item.field === "string" ? targetOf(item.field) : undefined;
    if (target !== undefined) fields[target] ??= description;
    else general ??= description;
  }
  if (general !== undefined) return { fields, general };
  if (Object.keys(fields).length > 0) return { fields, general: null };
  return { fields, general: serverErrorText(error, options.fallback) };
}
