import * as v from "valibot";

// Shapes of the reference answers (spec, accounts §3), for the OpenAPI document.

export const countrySchema = v.object({
  countryName: v.string(),
  countryCodeAlpha2: v.pipe(v.string(), v.length(2)),
  currencyCodeAlpha: v.nullable(v.pipe(v.string(), v.length(3))),
});

export const currencySchema = v.object({
  currencyCodeAlpha: v.pipe(v.string(), v.length(3)),
  currencyName: v.string(),
  decimalDigits: v.nullable(v.number()),
  countries: v.array(v.object({ countryName: v.string(), countryCodeAlpha2: v.string() })),
});

export const industrySchema = v.object({ code: v.string(), name: v.string(), description: v.string() });

export const companySizeSchema = v.object({
  code: v.string(),
  name: v.string(),
  description: v.string(),
  minEmployees: v.number(),
  maxEmployees: v.pipe(v.nullable(v.number()), v.description("null: open-ended top range")),
});

export const addressTypeSchema = v.object({
  code: v.string(),
  name: v.string(),
  description: v.string(),
  isActive: v.boolean(),
});

export const searchQuerySchema = v.object({
  query: v.pipe(v.optional(v.string(), ""), v.maxLength(100, "The search text is too long")),
});
