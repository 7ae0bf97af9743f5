import { stdnum as full, euVat as fullEuVat } from "stdnum";
import { describe, expect, it } from "vitest";
import { euVat, stdnum } from "./stdnumLite";

// Numbers each validator must judge as the package's own index does: valid ones (from the validators'
// documentation) and the same with a digit changed.
const SAMPLES: Record<string, string[]> = {
  DE: ["DE136695976", "DE136695977", "123456788", "123456789"],
  FR: ["FR40303265045", "FR40303265046"],
  NL: ["NL004495445B01", "NL004495445B02"],
  IT: ["IT00743110157", "IT00743110158"],
  ES: ["ESA13585625", "ESA13585626"],
  AT: ["ATU13585627", "ATU13585626"],
  BE: ["BE0403019261", "BE0403019262"],
  PL: ["PL8567346215", "PL8567346216"],
  SE: ["SE123456789701", "SE123456789702"],
  IE: ["IE6433435F", "IE6433435E"],
};

describe("the app build's stdnum (vendor/stdnumLite.ts)", () => {
  it("holds, for every EU prefix, the validators the package's index holds", () => {
    expect(Object.keys(euVat).sort()).toEqual(Object.keys(fullEuVat).sort());
    for (const [prefix, validators] of Object.entries(euVat)) {
      const expected = fullEuVat[prefix as keyof typeof fullEuVat];
      expect(
        validators.map((validator) => validator.name),
        prefix,
      ).toEqual(expected?.map((validator) => validator.name));
    }
  });

  it("judges numbers as the package does", () => {
    for (const [prefix, numbers] of Object.entries(SAMPLES)) {
      const lite = euVat[prefix as keyof typeof euVat];
      const whole = fullEuVat[prefix as keyof typeof fullEuVat];
      for (const number of numbers) {
        expect(
          lite.map((validator) => validator.validate(number).isValid),
          `${prefix} ${number}`,
        ).toEqual(whole?.map((validator) => validator.validate(number).isValid));
      }
    }
    const pairs = [
      [stdnum.GB.vat, full.GB?.vat, ["GB980780684", "GB980780685"]],
      [stdnum.AU.abn, full.AU?.abn, ["51824753556", "51824753557"]],
      [stdnum.CA.gst, full.CA?.gst, ["123456782RT0001", "123456783RT0001"]],
      [stdnum.US.ein, full.US?.ein, ["12-3456789", "07-3456789"]],
    ] as const;
    for (const [lite, whole, numbers] of pairs) {
      for (const number of numbers) {
        expect(lite.validate(number).isValid, number).toBe(whole?.validate(number).isValid);
      }
    }
    // The documented valid German number is valid here too (COMMERCE.md's example), its neighbour is not.
    expect(euVat.DE[0]?.validate("DE123456788").isValid).toBe(true);
    expect(euVat.DE[0]?.validate("DE123456789").isValid).toBe(false);
    expect(stdnum.GB.vat.validate("GB980780684").isValid).toBe(true);
  });
});
