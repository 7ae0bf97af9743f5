// What a database error means, the same on PGlite and on PostgreSQL.

/** PostgreSQL's SQLSTATE of a unique (or primary key) violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * True when `error` (or an error it wraps: Drizzle puts the driver's error in `cause`) is a unique
 * violation, and, when `constraintName` is given, of that constraint or index. pg's DatabaseError and
 * PGlite's error both carry `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraintName?: string): boolean {
  const seen = new Set<unknown>();
  for (
    let cause = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    cause && typeof cause === "object" && !seen.has(cause);
    cause = cause.cause as typeof cause
  ) {
    seen.add(cause);
    if (cause.code === UNIQUE_VIOLATION) {
      return constraintName === undefined || cause.constraint === constraintName;
    }
  }
  return false;
}
