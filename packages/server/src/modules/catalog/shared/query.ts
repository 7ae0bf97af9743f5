import * as v from "valibot";

/** Every catalog call works in the caller's first account, or in the one `roundAccountId` names. */
export const tenantQuery = v.object({ roundAccountId: v.optional(v.string()) });

/** A list filter with a fixed set of values: anything else is refused with `message`. */
export function pickFilter<const T extends readonly [string, ...string[]]>(options: T, name: string) {
  return v.optional(v.picklist(options, `${name} must be one of: ${options.join(", ")}`));
}

/** A filter naming a record by id: kept as text (an id that is not a UUID matches nothing). */
export const idFilter = v.optional(v.pipe(v.string(), v.trim()));
