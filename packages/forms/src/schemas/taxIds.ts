/**
 * Customers' tax ids (COMMERCE.md, "Correcting and taxing invoices"): each type's format and, where it has
 * them, its check digits, with the validators of `stdnum` (a port of python-stdnum): a German VAT number's
 * ISO 7064 check, the UK's mod-97 and 9755 rules, the Australian ABN's mod-89, the Canadian business
 * number's Luhn check, the US EIN's campus prefixes. A valid id is kept in its compact form
 * (`DE 123 456 788` becomes `DE123456788`; an EIN is written `12-3456789`).
 */
import { euVat, stdnum, type Validator } from "stdnum";
import * as v from "valibot";
import { genericMessages } from "./messages/generic.ts";
import { TAX_EXEMPT_STATUSES, TAX_ID_LABELS, TAX_ID_TYPES, type TaxIdType } from "./taxIdLabels.ts";

export {
  TAX_EXEMPT_LABELS,
  TAX_EXEMPT_STATUSES,
  TAX_ID_LABELS,
  TAX_ID_TYPES,
  type TaxExemptStatus,
  type TaxIdType,
} from "./taxIdLabels.ts";

/** What each type looks like, for the messages: an example a person can compare theirs with. */
const EXAMPLES: Record<TaxIdType, string> = {
  eu_vat: "DE123456788",
  gb_vat: "GB980780684",
  au_abn: "51824753556",
  ca_gst_hst: "123456782RT0001",
  us_ein: "12-3456789",
};

/** The most tax ids one customer holds (Stripe's limit). */
export const MAX_TAX_IDS = 25;

export const taxIdMessages = {
  list: "Tax IDs must be a list of { type, value }",
  item: "Each tax ID must be an object { type, value }",
  type: `Tax ID type must be one of: ${TAX_ID_TYPES.join(", ")}`,
  required: "Please enter the tax ID",
  tooLong: "Tax ID is too long",
  euPrefix:
    "An EU VAT number starts with its country's two-letter prefix (DE, FR, EL for Greece, XI for Northern Ireland…)",
  tooMany: `A customer can have at most ${MAX_TAX_IDS} tax IDs`,
  duplicate: "This tax ID is already listed",
  exempt: `Tax exemption must be one of: ${TAX_EXEMPT_STATUSES.join(", ")}`,
} as const;

/** The message of an id of `type` that is not valid. */
export function invalidTaxIdMessage(type: TaxIdType): string {
  return `This is not a valid ${TAX_ID_LABELS[type]} (for example ${EXAMPLES[type]})`;
}

/** VAT prefixes of the EU's member states: the country codes, but EL for Greece; XI is Northern Ireland. */
const EU_VAT_PREFIXES = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "EL",
  "ES",
  "FI",
  "FR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
  "XI",
] as const;

/**
 * The shapes of a UK VAT number (python-stdnum's): 9 or 12 digits, a government department's GD000-GD499,
 * a health authority's HA500-HA999, or their 11-character forms. The validator alone lets other 5-character
 * values through.
 */
const GB_VAT_SHAPE = /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2}|(GD|HA)8888\d{5})$/;

/** A UK VAT number (and Northern Ireland's, XI) in its compact form, or undefined when it is not valid. */
function ukVat(value: string): string | undefined {
  const validator = stdnum.GB?.vat;
  if (!validator || !GB_VAT_SHAPE.test(value.replace(/[\s\-/.]/g, "").replace(/^GB/, ""))) return undefined;
  return compactWith([validator], value);
}

/** The validators of an EU VAT prefix: Greece's are filed under GR, Northern Ireland follows the UK's. */
function euValidators(prefix: string): readonly Validator[] {
  if (!(EU_VAT_PREFIXES as readonly string[]).includes(prefix)) return [];
  return euVat[prefix === "EL" ? "GR" : prefix] ?? [];
}

/** The first validator of `validators` that finds `value` valid, as the compact value it keeps. */
function compactWith(validators: readonly Validator[], value: string): string | undefined {
  for (const validator of validators) {
    try {
      if (validator.validate(value).isValid) return validator.compact(value);
    } catch {
      // A value the validator cannot even clean is not valid for it.
    }
  }
  return undefined;
}

export type TaxIdCheck = { valid: true; value: string } | { valid: false; message: string };

/**
 * Whether `value` is a valid tax id of `type` (format and check digits); a valid one comes back in its
 * compact form, prefixed with its country where the type has a prefix.
 */
export function checkTaxId(type: TaxIdType, value: string): TaxIdCheck {
  const typed = value.trim().toUpperCase();
  const invalid: TaxIdCheck = { valid: false, message: invalidTaxIdMessage(type) };
  if (typed === "") return { valid: false, message: taxIdMessages.required };
  switch (type) {
    case "eu_vat": {
      const prefix = typed.slice(0, 2);
      if (prefix !== "XI" && euValidators(prefix).length === 0) {
        return { valid: false, message: taxIdMessages.euPrefix };
      }
      const rest = typed.slice(2);
      const compact = prefix === "XI" ? ukVat(rest) : compactWith(euValidators(prefix), rest);
      return compact === undefined ? invalid : { valid: true, value: `${prefix}${compact}` };
    }
    case "gb_vat": {
      const compact = ukVat(typed.replace(/^GB/, ""));
      return compact === undefined ? invalid : { valid: true, value: `GB${compact}` };
    }
    case "au_abn": {
      const compact = compactWith(stdnum.AU?.abn ? [stdnum.AU.abn] : [], typed);
      return compact === undefined ? invalid : { valid: true, value: compact };
    }
    case "ca_gst_hst": {
      // The business number (9 digits, Luhn) and its GST/HST program account: RT and 4 digits.
      const shaped = /^\d{9}RT\d{4}$/.test(typed.replace(/[\s-]/g, ""));
      const compact = shaped ? compactWith(stdnum.CA?.gst ? [stdnum.CA.gst] : [], typed) : undefined;
      return compact === undefined ? invalid : { valid: true, value: compact };
    }
    case "us_ein": {
      const ein = stdnum.US?.ein;
      const compact = ein ? compactWith([ein], typed) : undefined;
      return compact === undefined || !ein ? invalid : { valid: true, value: ein.format(compact) };
    }
  }
}

/** True when `value` is a valid tax id of `type`. */
export const isValidTaxId = (type: TaxIdType, value: string): boolean => checkTaxId(type, value).valid;

/**
 * One tax id `{ type, value }`: the type one of TAX_ID_TYPES, the value valid for it (its message on
 * `value`), kept in its compact form.
 */
export const customerTaxIdSchema = v.pipe(
  v.object(
    {
      type: v.picklist(TAX_ID_TYPES, taxIdMessages.type),
      value: v.pipe(v.string(genericMessages.text), v.maxLength(40, taxIdMessages.tooLong)),
    },
    taxIdMessages.item,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const checked = checkTaxId(dataset.value.type, dataset.value.value);
    if (!checked.valid) {
      addIssue({
        message: checked.message,
        path: [
          {
            type: "object",
            origin: "value",
            input: dataset.value,
            key: "value",
            value: dataset.value.value,
          },
        ],
      });
      return NEVER;
    }
    return { type: dataset.value.type, value: checked.value };
  }),
);
export type CustomerTaxId = v.InferOutput<typeof customerTaxIdSchema>;
export type CustomerTaxIdInput = v.InferInput<typeof customerTaxIdSchema>;

/** A customer's tax ids: at most MAX_TAX_IDS, none twice. */
export const customerTaxIdsSchema = v.pipe(
  v.array(customerTaxIdSchema, taxIdMessages.list),
  v.maxLength(MAX_TAX_IDS, taxIdMessages.tooMany),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.forEach((item, index) => {
      const key = `${item.type}:${item.value}`;
      if (seen.has(key)) {
        addIssue({
          message: taxIdMessages.duplicate,
          path: [
            { type: "array", origin: "value", input: dataset.value, key: index, value: item },
            { type: "object", origin: "value", input: item, key: "value", value: item.value },
          ],
        });
      }
      seen.add(key);
    });
  }),
);

export const taxExemptSchema = v.picklist(TAX_EXEMPT_STATUSES, taxIdMessages.exempt);
