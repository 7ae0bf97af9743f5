import * as v from "valibot";

// The query parameters every tenant-scoped route shares, and what its documentation says of them.

/** Every call works in the caller's first account, or in the one `roundAccountId` names. */
export const tenantQuery = v.object({ roundAccountId: v.optional(v.string()) });

/** What every tenant-scoped route says about its tenant. */
export const TENANT =
  "Works in your first account, or in the one `roundAccountId` names (another account of yours).";

/** A list filter with a fixed set of values: anything else is refused with `message`. */
export function pickFilter<const T extends readonly [string, ...string[]]>(options: T, name: string) {
  return v.optional(v.picklist(options, `${name} must be one of: ${options.join(", ")}`));
}

/** A filter naming a record by id: kept as text (an id that is not a UUID matches nothing). */
export const idFilter = v.optional(v.pipe(v.string(), v.trim()));
