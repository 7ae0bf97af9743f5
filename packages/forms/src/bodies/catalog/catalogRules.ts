/**
 * Pure rules behind the catalog dialogs: coupon codes, charge models allowed per type, tier rows, price
 * display. No React here, so each rule has a plain unit test.
 */
import { errorsByField, tierProblems, tiersSchema, validate } from "../../schemas/index.ts";

// ---- Coupon codes ---------------------------------------------------------------------------------------

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
export const COUPON_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const COUPON_CODE_PREFIX = "SAVE";
const COUPON_CODE_RANDOM_LENGTH = 6;

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Numbers in [0, 1) from the platform's cryptographic generator. */
const cryptoRandom: RandomSource = () => {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! / 2 ** 32;
};

/**
 * A code such as 'SAVE-7KQ2M9': the prefix, a hyphen and six characters of the alphabet. It always matches
 * the coupon schema's pattern (uppercase letters, digits, underscores, hyphens).
 */
export function couponCode(random: RandomSource = cryptoRandom, prefix = COUPON_CODE_PREFIX): string {
  let tail = "";
  for (let index = 0; index < COUPON_CODE_RANDOM_LENGTH; index += 1) {
    const pick = Math.min(
      Math.floor(random() * COUPON_CODE_ALPHABET.length),
      COUPON_CODE_ALPHABET.length - 1,
    );
    tail += COUPON_CODE_ALPHABET[Math.max(pick, 0)];
  }
  return `${prefix}-${tail}`;
}

/** The default Generate action: a crypto-random code. */
export function generateCouponCode(): string {
  return couponCode(cryptoRandom);
}

/** A repeatable random source (mulberry32), for stories and tests that must generate the same codes. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A code generator that gives the same sequence of codes for the same seed. */
export function seededCouponCodeGenerator(seed: number): () => string {
  const random = seededRandom(seed);
  return () => couponCode(random);
}

// ---- Charge models by type ------------------------------------------------------------------------------

/** The model to keep when the allowed list changes: the current one if still allowed, else the first allowed. */
export function modelAfterTypeChange<M extends string>(allowed: readonly M[], current: M | string): M {
  return (allowed as readonly string[]).includes(current) ? (current as M) : allowed[0]!;
}

// ---- Tiers ----------------------------------------------------------------------------------------------

/** A tier as edited: numbers, or null while a field is empty (an empty ending unit means unlimited). */
export interface TierDraft {
  startingUnit: number | null;
  endingUnit: number | null;
  price: number | null;
}

export const FIRST_TIER: TierDraft = { startingUnit: 1, endingUnit: null, price: null };

/**
 * Appends a tier that starts right after the previous one: at its end + 1, or when the previous tier is
 * open-ended, at its start + 1 (the person then gives the previous tier an end, and the new start follows).
 */
export function appendTier(tiers: readonly TierDraft[]): TierDraft[] {
  const last = tiers[tiers.length - 1];
  if (!last) return [{ ...FIRST_TIER }];
  const startingUnit = (last.endingUnit ?? last.startingUnit ?? 0) + 1;
  return [...tiers, { startingUnit, endingUnit: null, price: null }];
}

/** Removes a tier; the one after it then starts right after the tier before it. */
export function removeTier(tiers: readonly TierDraft[], index: number): TierDraft[] {
  const next = tiers.filter((_, position) => position !== index);
  const previous = next[index - 1];
  const following = next[index];
  if (previous && following && previous.endingUnit !== null) {
    next[index] = { ...following, startingUnit: previous.endingUnit + 1 };
  }
  return next;
}

/** Changes one field of a tier; a new ending unit moves the next tier's start to just after it. */
export function updateTier(
  tiers: readonly TierDraft[],
  index: number,
  field: keyof TierDraft,
  value: number | null,
): TierDraft[] {
  const next = tiers.map((tier, position) => (position === index ? { ...tier, [field]: value } : tier));
  const following = next[index + 1];
  if (field === "endingUnit" && value !== null && following) {
    next[index + 1] = { ...following, startingUnit: value + 1 };
  }
  return next;
}

/**
 * The shared tier schema's messages for a list of tiers: by '<index>.<field>', and for the list as a whole
 * (under '').
 */
export function tierErrors(tiers: readonly TierDraft[]): Record<string, string> {
  const result = validate(tiersSchema, tiers);
  if (result.ok) return {};
  const errors = errorsByField(result.errors);
  // The schema checks the shape only once every field is valid; show shape problems of filled rows meanwhile.
  const filled = tiers.every((tier) => tier.startingUnit !== null);
  if (filled) {
    const shaped = tiers.map((tier) => ({
      startingUnit: tier.startingUnit!,
      endingUnit: tier.endingUnit ?? undefined,
    }));
    for (const problem of tierProblems(shaped))
      errors[`${problem.index}.${problem.field}`] ??= problem.message;
  }
  return errors;
}

// ---- Errors ---------------------------------------------------------------------------------------------

/** The text of a failed submission: the error's own message when it has one, else the dialog's default. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return fallback;
}

// ---- Price display --------------------------------------------------------------------------------------

/** The suffix after a price for its billing frequency (spec: /mo, /yr, /wk, /day). */
const FREQUENCY_SUFFIX: Readonly<Record<string, string>> = {
  monthly: "/mo",
  month: "/mo",
  yearly: "/yr",
  year: "/yr",
  weekly: "/wk",
  week: "/wk",
  day: "/day",
  quarterly: "/qtr",
  semi_annual: "/6 mo",
};

export function frequencySuffix(frequency: string | undefined): string {
  return frequency ? (FREQUENCY_SUFFIX[frequency] ?? "") : "";
}

// ---- Dates ----------------------------------------------------------------------------------------------

/** A date as 'YYYY-MM-DD' in local time, the value of a date field. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}
