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
