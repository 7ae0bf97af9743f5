import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { customerSchema } from "./customers.ts";
import { checkTaxId, customerTaxIdsSchema, isValidTaxId, type TaxIdType } from "./taxIds.ts";
import { validate } from "./validate.ts";

// Published examples (python-stdnum's tests and the tax authorities'), valid and with one digit changed.
const VALID: [TaxIdType, string, string][] = [
  ["eu_vat", "DE123456788", "DE123456788"],
  ["eu_vat", "de 136,695 976", "DE136695976"],
  ["eu_vat", "ATU13585627", "ATU13585627"],
  ["eu_vat", "BE0776091951", "BE0776091951"],
  ["eu_vat", "FR40303265045", "FR40303265045"],
  ["eu_vat", "NL004495445B01", "NL004495445B01"],
  ["eu_vat", "EL094259216", "EL094259216"],
  ["eu_vat", "ESX2482300W", "ESX2482300W"],
  ["eu_vat", "IT00743110157", "IT00743110157"],
  ["eu_vat", "IE6433435F", "IE6433435F"],
  ["eu_vat", "PL8567346215", "PL8567346215"],
  ["eu_vat", "XI980780684", "XI980780684"],
  ["gb_vat", "GB980780684", "GB980780684"],
  ["gb_vat", "980 7806 84", "GB980780684"],
  ["gb_vat", "GBGD001", "GBGD001"],
  ["gb_vat", "GBHA599", "GBHA599"],
  ["au_abn", "51 824 753 556", "51824753556"],
  ["au_abn", "83914571673", "83914571673"],
  ["ca_gst_hst", "123456782RT0001", "123456782RT0001"],
  ["ca_gst_hst", "123456782 rt 0001", "123456782RT0001"],
  ["us_ein", "12-3456789", "12-3456789"],
  ["us_ein", "911234567", "91-1234567"],
];

const INVALID: [TaxIdType, string][] = [
  ["eu_vat", "DE123456789"],
  ["eu_vat", "DE12345678"],
  ["eu_vat", "ATU13585626"],
  ["eu_vat", "FR41303265045"],
  ["eu_vat", "NL004495446B01"],
  ["eu_vat", "EL094259217"],
  ["eu_vat", "XI980780685"],
  ["gb_vat", "GB980780685"],
  ["gb_vat", "GB123456789"],
  ["gb_vat", "GB12345"],
  ["gb_vat", "GBGD500"],
  ["gb_vat", "GBHA499"],
  ["au_abn", "51824753557"],
  ["au_abn", "5182475355"],
  ["ca_gst_hst", "123456789RT0001"],
  ["ca_gst_hst", "123456782"],
  ["ca_gst_hst", "123456782RC0001"],
  ["us_ein", "07-3456789"],
  ["us_ein", "12-345678"],
  ["us_ein", "12-34567890"],
];

describe("tax ids", () => {
  it.each(VALID)("accepts %s %s, kept as %s", (type, value, compact) => {
    expect(checkTaxId(type, value)).toEqual({ valid: true, value: compact });
  });

  it.each(INVALID)("refuses %s %s by its format or check digits", (type, value) => {
    const checked = checkTaxId(type, value);
    expect(checked.valid).toBe(false);
    expect(isValidTaxId(type, value)).toBe(false);
  });

  it("says what is wrong: the prefix of an EU number, the type's example, an empty value", () => {
    expect(checkTaxId("eu_vat", "123456788")).toMatchObject({ message: expect.stringMatching(/prefix/) });
    expect(checkTaxId("eu_vat", "GR094259216")).toMatchObject({
      message: expect.stringMatching(/EL for Greece/),
    });
    expect(checkTaxId("eu_vat", "GB980780684")).toMatchObject({ message: expect.stringMatching(/prefix/) });
    expect(checkTaxId("au_abn", "1")).toEqual({
      valid: false,
      message: "This is not a valid Australian Business Number (ABN) (for example 51824753556)",
    });
    expect(checkTaxId("us_ein", "  ")).toEqual({ valid: false, message: "Please enter the tax ID" });
  });

  it("puts a bad id's message on taxIds.N.value, and refuses the same id twice", () => {
    const result = validate(customerSchema, {
      email: "a@b.co",
      taxIds: [
        { type: "gb_vat", value: "GB980780684" },
        { type: "eu_vat", value: "DE123456789" },
      ],
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContainEqual(
      expect.objectContaining({ field: "taxIds.1.value", message: expect.stringMatching(/EU VAT/) }),
    );
    const twice = v.safeParse(customerTaxIdsSchema, [
      { type: "eu_vat", value: "DE123456788" },
      { type: "eu_vat", value: "de 123 456 788" },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.issues?.map((issue) => v.getDotPath(issue))).toEqual(["1.value"]);
  });

  it("defaults a customer to no tax ids and no exemption, and checks the exemption", () => {
    const parsed = v.parse(customerSchema, { email: "a@b.co" });
    expect(parsed).toMatchObject({ taxIds: [], taxExempt: "none" });
    expect(v.parse(customerSchema, { email: "a@b.co", taxExempt: "reverse" }).taxExempt).toBe("reverse");
    expect(v.safeParse(customerSchema, { email: "a@b.co", taxExempt: "never" }).success).toBe(false);
  });
});
