/**
 * A PostgreSQL array literal of plain values (ids, numbers, days, ISO times: nothing to quote), passed as one
 * text parameter and cast in the statement (`${arrayLiteral(ids)}::uuid[]`): the same on PostgreSQL and
 * PGlite, and one parameter however many values.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  for (const value of values) {
    if (typeof value === "string" && !/^[\w.:+-]*$/.test(value)) {
      throw new Error(`Not a plain value for an array literal: ${value}`);
    }
  }
  return `{${values.join(",")}}`;
}

/**
 * A PostgreSQL array literal of any texts (idempotency keys, names): each element double-quoted, its
 * backslashes and quotes escaped, so that commas, braces, spaces and quotes stay inside it. Cast in the
 * statement (`${textArrayLiteral(keys)}::text[]`). A text may not hold U+0000 (the API refuses it first).
 */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}
