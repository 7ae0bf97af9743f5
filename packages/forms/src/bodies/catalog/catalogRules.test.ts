import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ADDON_MODELS_BY_TYPE,
  ADDON_TYPES,
  CHARGE_MODELS_BY_TYPE,
  CHARGE_TYPES,
  COUPON_CODE_PATTERN,
  couponSchema,
  tierProblems,
  validate,
} from "../../schemas/index.ts";
import {
  appendTier,
  COUPON_CODE_ALPHABET,
  couponCode,
  FIRST_TIER,
  failureMessage,
  frequencySuffix,
  generateCouponCode,
  isoDate,
  modelAfterTypeChange,
  removeTier,
  seededCouponCodeGenerator,
  seededRandom,
  type TierDraft,
  tierErrors,
  updateTier,
} from "./catalogRules.ts";

describe("coupon code generator", () => {
  it("makes codes of the form PREFIX-XXXXXX from the unambiguous alphabet", () => {
    for (let run = 0; run < 200; run += 1) {
      const code = generateCouponCode();
      expect(code).toMatch(/^SAVE-[A-Z0-9]{6}$/);
      for (const character of code.slice(5)) expect(COUPON_CODE_ALPHABET).toContain(character);
    }
  });

  it("always gives a code the coupon schema accepts, whatever the random source returns", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }),
        (values) => {
          let index = 0;
          const code = couponCode(() => values[index++ % values.length]!);
          expect(code).toMatch(COUPON_CODE_PATTERN);
          expect(code).toHaveLength(11);
        },
      ),
    );
  });

  it("passes couponSchema's code rule", () => {
    const result = validate(couponSchema, {
      name: "Spring",
      couponCode: generateCouponCode(),
      discountType: "percentage",
      discountValue: 10,
      durationType: "one_time",
    });
    expect(result.ok).toBe(true);
  });

  it("repeats the same codes for the same seed", () => {
    const first = seededCouponCodeGenerator(42);
    const second = seededCouponCodeGenerator(42);
    const codes = [first(), first(), first()];
    expect([second(), second(), second()]).toEqual(codes);
    expect(new Set(codes).size).toBe(3);
  });

  it("maps the edges of [0, 1) onto the first and last characters", () => {
    expect(couponCode(() => 0)).toBe("SAVE-AAAAAA");
    expect(couponCode(() => 0.999_999_999)).toBe("SAVE-999999");
    expect(couponCode(() => 0, "VIP")).toBe("VIP-AAAAAA");
  });

  it("seeded random numbers stay in [0, 1)", () => {
    const random = seededRandom(7);
    for (let run = 0; run < 1000; run += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe("charge model after a type change", () => {
  it.each([
    ["recurring", "flat_fee", "flat_fee"],
    ["one_time", "tiered", "flat_fee"],
    ["one_time", "per_unit", "per_unit"],
    ["usage_based", "flat_fee", "per_unit"],
    ["usage_based", "volume", "volume"],
    ["recurring", "stairstep", "flat_fee"],
  ] as const)("add-on type %s with model %s keeps %s", (type, current, expected) => {
    expect(modelAfterTypeChange(ADDON_MODELS_BY_TYPE[type], current)).toBe(expected);
  });

  it.each([
    ["one_time", "per_unit", "flat_fee"],
    ["recurring", "percentage", "flat_fee"],
    ["usage_based", "flat_fee", "per_unit"],
    ["penalty", "percentage", "percentage"],
    ["usage_based", "tiered", "tiered"],
  ] as const)("charge type %s with model %s keeps %s", (type, current, expected) => {
    expect(modelAfterTypeChange(CHARGE_MODELS_BY_TYPE[type], current)).toBe(expected);
  });

  it("always lands on a model allowed for the new type", () => {
    for (const type of ADDON_TYPES) {
      for (const model of ["flat_fee", "per_unit", "tiered", "volume", "stairstep"]) {
        expect(ADDON_MODELS_BY_TYPE[type]).toContain(modelAfterTypeChange(ADDON_MODELS_BY_TYPE[type], model));
      }
    }
    for (const type of CHARGE_TYPES) {
      for (const model of ["flat_fee", "per_unit", "tiered", "percentage"]) {
        expect(CHARGE_MODELS_BY_TYPE[type]).toContain(
          modelAfterTypeChange(CHARGE_MODELS_BY_TYPE[type], model),
        );
      }
    }
  });
});

describe("tiers", () => {
  const tier = (startingUnit: number, endingUnit: number | null, price: number | null = 1): TierDraft => ({
    startingUnit,
    endingUnit,
    price,
  });

  it("starts a list with the tier from unit 1", () => {
    expect(appendTier([])).toEqual([FIRST_TIER]);
  });

  it("appends a tier starting at the previous end + 1, open-ended", () => {
    expect(appendTier([tier(1, 10)])).toEqual([tier(1, 10), tier(11, null, null)]);
    expect(appendTier([tier(1, 10), tier(11, 100)])[2]).toEqual(tier(101, null, null));
  });

  it("after an open-ended tier, starts at its start + 1", () => {
    expect(appendTier([tier(1, null)])[1]).toEqual(tier(2, null, null));
  });

  it("moves the next tier's start when an end changes", () => {
    const tiers = updateTier([tier(1, null), tier(2, null)], 0, "endingUnit", 50);
    expect(tiers).toEqual([tier(1, 50), tier(51, null)]);
  });

  it("leaves the next tier alone when an end is cleared or another field changes", () => {
    const tiers = [tier(1, 10), tier(11, null)];
    expect(updateTier(tiers, 0, "endingUnit", null)[1]).toEqual(tier(11, null));
    expect(updateTier(tiers, 0, "price", 5)).toEqual([tier(1, 10, 5), tier(11, null)]);
  });

  it("closes the gap when a middle tier is removed", () => {
    expect(removeTier([tier(1, 10), tier(11, 20), tier(21, null)], 1)).toEqual([tier(1, 10), tier(11, null)]);
    expect(removeTier([tier(1, 10), tier(11, null)], 1)).toEqual([tier(1, 10)]);
    expect(removeTier([tier(1, 10), tier(11, null)], 0)).toEqual([tier(11, null)]);
  });

  it("keeps a list built only by appending and setting ends contiguous (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 }), (widths) => {
        let tiers = appendTier([]);
        widths.forEach((width, index) => {
          const start = tiers[index]!.startingUnit!;
          tiers = updateTier(tiers, index, "endingUnit", start + width - 1);
          tiers = appendTier(tiers);
        });
        const shaped = tiers.map((t) => ({
          startingUnit: t.startingUnit!,
          endingUnit: t.endingUnit ?? undefined,
        }));
        expect(tierProblems(shaped)).toEqual([]);
      }),
    );
  });
});

describe("failure message", () => {
  it("uses the error's own message when it has one", () => {
    expect(failureMessage(new Error("Name already taken"), "Failed")).toBe("Name already taken");
  });

  it("falls back to the dialog's text otherwise", () => {
    expect(failureMessage(new Error(""), "Failed")).toBe("Failed");
    expect(failureMessage(new Error("   "), "Failed")).toBe("Failed");
    expect(failureMessage("boom", "Failed")).toBe("Failed");
    expect(failureMessage(undefined, "Failed")).toBe("Failed");
    expect(failureMessage({ message: "not an Error" }, "Failed")).toBe("Failed");
  });
});

describe("display helpers", () => {
  it("suffixes prices by billing frequency", () => {
    expect(frequencySuffix("monthly")).toBe("/mo");
    expect(frequencySuffix("month")).toBe("/mo");
    expect(frequencySuffix("yearly")).toBe("/yr");
    expect(frequencySuffix("weekly")).toBe("/wk");
    expect(frequencySuffix("day")).toBe("/day");
    expect(frequencySuffix(undefined)).toBe("");
  });

  it("writes a local date as YYYY-MM-DD", () => {
    expect(isoDate(new Date(2025, 0, 5))).toBe("2025-01-05");
    expect(isoDate(new Date(2024, 11, 31, 23, 59))).toBe("2024-12-31");
  });
});

describe("tier errors", () => {
  it("reports the shared schema's messages by row and field", () => {
    expect(
      tierErrors([
        { startingUnit: 1, endingUnit: 10, price: null },
        { startingUnit: 12, endingUnit: null, price: 2 },
      ]),
    ).toEqual({ "0.price": "Price is required", "1.startingUnit": "Tiers must be contiguous" });
  });

  it("reports an open tier that is not the last, and an end before its start", () => {
    expect(
      tierErrors([
        { startingUnit: 1, endingUnit: null, price: 1 },
        { startingUnit: 2, endingUnit: 1, price: 1 },
      ]),
    ).toEqual({
      "0.endingUnit": "Only the last tier can be unlimited",
      "1.endingUnit": "Tier end must not be before its start",
    });
  });

  it("accepts contiguous tiers", () => {
    expect(tierErrors([FIRST_TIER].map((tier) => ({ ...tier, price: 0 })))).toEqual({});
  });
});
