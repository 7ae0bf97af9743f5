/**
 * Tax rates (COMMERCE.md, "Correcting and taxing invoices"): `{ name, percentage, inclusive, country,
 * region?, active }`. A rate's percentage, inclusiveness and place are fixed once it exists (an invoice
 * finalized with it keeps it): a change is a new rate, and `PUT` takes only `name` and `active`.
 */
import * as v from "valibot";
import { decimalPlaces } from "./accounts/onboarding.ts";
import { requiredLimited, requiredNumber } from "./fieldRules.ts";
import { genericMessages } from "./messages/generic.ts";
import { optionalText } from "./rules.ts";

export const TAX_RATE_LIMITS = { name: 100, percentageDecimals: 4 } as const;

export const taxRateMessages = {
  nameRequired: "Please enter the tax rate's name",
  nameTooLong: `Name must be at most ${TAX_RATE_LIMITS.name} characters`,
  percentageRequired: "Please enter the percentage",
  percentageNotNumber: "Percentage must be a number",
  percentageRange: "Percentage must be between 0 and 100",
  percentageDecimals: `Percentage can have at most ${TAX_RATE_LIMITS.percentageDecimals} decimal places`,
  country: "Country must be a two-letter country code (ISO 3166-1 alpha-2, such as US or DE)",
  region: "Region must be the subdivision code of ISO 3166-2 without the country (such as CA for California)",
  fixed: (field: string) =>
    `A tax rate's ${field} cannot be changed once it exists: make a new rate (and deactivate this one) instead`,
} as const;

/** ISO 3166-1 alpha-2: two letters, upper case once read. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
/** The part of an ISO 3166-2 code after the country and its hyphen: 1 to 3 letters or digits. */
export const REGION_CODE_PATTERN = /^[A-Z0-9]{1,3}$/;

const countrySchema = v.pipe(
  v.string(taxRateMessages.country),
  v.trim(),
  v.toUpperCase(),
  v.regex(COUNTRY_CODE_PATTERN, taxRateMessages.country),
);

/** Optional: blank (or null) is none. */
const regionSchema = v.pipe(
  optionalText(taxRateMessages.region),
  v.toUpperCase(),
  v.check((value) => value === "" || REGION_CODE_PATTERN.test(value), taxRateMessages.region),
  v.transform((value) => (value === "" ? null : value)),
);

const percentageSchema = v.pipe(
  requiredNumber(taxRateMessages.percentageRequired, taxRateMessages.percentageNotNumber),
  v.check((value) => value >= 0 && value <= 100, taxRateMessages.percentageRange),
  v.check(
    (value) => decimalPlaces(value) <= TAX_RATE_LIMITS.percentageDecimals,
    taxRateMessages.percentageDecimals,
  ),
);

const nameSchema = requiredLimited(
  TAX_RATE_LIMITS.name,
  taxRateMessages.nameRequired,
  taxRateMessages.nameTooLong,
);

/** POST /api/tax-rates. `inclusive` is false and `active` true unless said. */
export const taxRateSchema = v.object({
  name: nameSchema,
  percentage: percentageSchema,
  inclusive: v.optional(v.boolean(genericMessages.boolean), false),
  country: countrySchema,
  region: v.optional(regionSchema, null),
  active: v.optional(v.boolean(genericMessages.boolean), true),
});
export type TaxRateInput = v.InferInput<typeof taxRateSchema>;
export type TaxRateBody = v.InferOutput<typeof taxRateSchema>;

/** The fields a rate keeps for good: a PUT that sends another value for one is refused on that field. */
export const TAX_RATE_FIXED_FIELDS = ["percentage", "inclusive", "country", "region"] as const;

/**
 * PUT /api/tax-rates/{id}: `name` and `active`. The fixed fields are read so that the server can refuse a
 * change of them (the same value again is no change, and passes).
 */
export const taxRateUpdateSchema = v.object({
  name: v.optional(nameSchema),
  active: v.optional(v.boolean(genericMessages.boolean)),
  percentage: v.optional(v.unknown()),
  inclusive: v.optional(v.unknown()),
  country: v.optional(v.unknown()),
  region: v.optional(v.unknown()),
});
export type TaxRateUpdateInput = v.InferInput<typeof taxRateUpdateSchema>;
export type TaxRateUpdate = v.InferOutput<typeof taxRateUpdateSchema>;

/**
 * Whether a value sent for a fixed field is the rate's own: numbers compare as numbers (20 and "20.0"),
 * texts without case or surrounding blanks, a blank region as none.
 */
export function sameFixedValue(
  field: (typeof TAX_RATE_FIXED_FIELDS)[number],
  stored: unknown,
  sent: unknown,
) {
  if (field === "percentage") {
    const number = typeof sent === "string" && sent.trim() !== "" ? Number(sent) : sent;
    return typeof number === "number" && number === Number(stored);
  }
  if (field === "inclusive") return sent === stored;
  const text = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);
  const blank = (value: unknown) => (value === "" || value === undefined ? null : value);
  return blank(text(sent)) === blank(text(stored));
}
