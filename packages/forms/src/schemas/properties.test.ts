import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  firstNameSchema,
  lastNameSchema,
  PASSWORD_SPECIALS,
  passwordSchema,
  tierProblems,
  tiersSchema,
  validate,
} from "./index.ts";

const passwordAlphabet = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@$!%*?&#^ _-éÄ".split(""),
);
/** Mostly password-like strings, so a good share of them is accepted. */
const passwordLike = fc.oneof(
  {
    arbitrary: fc.string({ unit: fc.constantFrom(..."aZ09@#!xQ".split("")), minLength: 6, maxLength: 140 }),
    weight: 3,
  },
  fc.string({ unit: passwordAlphabet, minLength: 0, maxLength: 140 }),
  fc.string({ minLength: 0, maxLength: 140 }),
);

describe("password properties", () => {
  const accepted = (password: string) => validate(passwordSchema, password).ok;

  it("no accepted password lacks a digit, an uppercase, a lowercase letter or a special", () => {
    fc.assert(
      fc.property(passwordLike, (password) => {
        if (!accepted(password)) return;
        expect(password).toMatch(/\d/);
        expect(password).toMatch(/[A-Z]/);
        expect(password).toMatch(/[a-z]/);
        expect([...password].some((char) => PASSWORD_SPECIALS.includes(char))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("every accepted password is 8 to 128 characters of letters, digits and the allowed specials", () => {
    fc.assert(
      fc.property(passwordLike, (password) => {
        if (!accepted(password)) return;
        expect(password.length).toBeGreaterThanOrEqual(8);
        expect(password.length).toBeLessThanOrEqual(128);
        expect(password).toMatch(/^[A-Za-z0-9@$!%*?&#]+$/);
      }),
      { numRuns: 1000 },
    );
  });

  it("a password built from one of each kind plus allowed characters is accepted", () => {
    const allowed = fc.constantFrom(..."abcXYZ0189@$!%*?&#".split(""));
    fc.assert(
      fc.property(fc.string({ unit: allowed, minLength: 4, maxLength: 124 }), (rest) => {
        expect(accepted(`aA1#${rest}`)).toBe(true);
      }),
    );
  });
});

describe("name properties", () => {
  const nameUnit = fc.oneof(
    { arbitrary: fc.constantFrom(..."abcXYZéñÖçł -'’\u0301".split("")), weight: 30 },
    fc.constantFrom("1", "_", "!", "\t"),
    fc.string({ minLength: 1, maxLength: 1 }),
  );

  it.each([
    ["first", firstNameSchema],
    ["last", lastNameSchema],
  ])("accepted %s names, trimmed, are 2 to 50 characters and equal the output", (_label, schema) => {
    fc.assert(
      fc.property(fc.string({ unit: nameUnit, minLength: 0, maxLength: 60 }), (name) => {
        const result = validate(schema, name);
        if (!result.ok) return;
        const trimmed = name.trim();
        expect(result.value).toBe(trimmed);
        expect(trimmed.length).toBeGreaterThanOrEqual(2);
        expect(trimmed.length).toBeLessThanOrEqual(50);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("tier properties", () => {
  const tierArbitrary = fc.record(
    {
      startingUnit: fc.integer({ min: 0, max: 30 }),
      endingUnit: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
      price: fc.integer({ min: 0, max: 100 }),
    },
    { requiredKeys: ["startingUnit", "price"] },
  );

  /** Tier lists that are often well-formed: built from cut points, then sometimes nudged. */
  const contiguousTiers = fc
    .tuple(fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 5 }), fc.boolean())
    .map(([cuts, openEnded]) => {
      const ends = [...cuts].sort((a, b) => a - b);
      const tiers: { startingUnit: number; endingUnit?: number; price: number }[] = [];
      let start = 1;
      for (const end of ends) {
        tiers.push({ startingUnit: start, endingUnit: end, price: 1 });
        start = end + 1;
      }
      if (openEnded || tiers.length === 0) tiers.push({ startingUnit: start, price: 1 });
      return tiers;
    });

  it("accepted tiers are contiguous from 1 with only the last open", () => {
    fc.assert(
      fc.property(fc.oneof(contiguousTiers, fc.array(tierArbitrary, { maxLength: 5 })), (tiers) => {
        const result = validate(tiersSchema, tiers);
        if (!result.ok || tiers.length === 0) return;
        expect(tiers[0]!.startingUnit).toBe(1);
        tiers.forEach((tier, index) => {
          const next = tiers[index + 1];
          if (next) {
            expect(tier.endingUnit).toBeDefined();
            expect(next.startingUnit).toBe(tier.endingUnit! + 1);
          }
          if (tier.endingUnit !== undefined)
            expect(tier.endingUnit).toBeGreaterThanOrEqual(tier.startingUnit);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it("tiers built contiguously from 1 are always accepted", () => {
    fc.assert(
      fc.property(contiguousTiers, (tiers) => {
        expect(tierProblems(tiers)).toEqual([]);
        expect(validate(tiersSchema, tiers).ok).toBe(true);
      }),
    );
  });
});
