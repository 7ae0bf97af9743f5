import * as v from "valibot";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A required text field of the server's own payloads: missing, null or blank gives `message`. */
export function requiredString(message: string, max = 2048) {
  const tooLong = `${message.replace(/ is required$/, "")} is too long`;
  return v.pipe(v.nullish(v.string(message), ""), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong));
}

/** An id in a payload: a UUID, or the field's message. */
export function requiredId(required: string, invalid: string) {
  return v.pipe(
    v.nullish(v.string(required), ""),
    v.trim(),
    v.nonEmpty(required),
    v.check((value: string) => isUuid(value), invalid),
  );
}
