import * as v from "valibot";

// The query of the reference searches; the answers are described in @round/forms/schemas.

export const searchQuerySchema = v.object({
  query: v.pipe(v.optional(v.string(), ""), v.maxLength(100, "The search text is too long")),
});
