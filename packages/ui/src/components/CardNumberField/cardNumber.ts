/** The card networks the field recognises from the first digits of a number. */
export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unionpay";

interface BrandRule {
  brand: CardBrand;
  /** Ranges of leading digits, inclusive; a range's length in digits is that of its bounds. */
  prefixes: ReadonlyArray<readonly [number, number]>;
  maxLength: number;
}

// Issuer ranges as the networks publish them; the ranges do not overlap (a number shared by Discover and
// UnionPay, 622126-622925, is read as UnionPay, the network that issued it).
const rules: readonly BrandRule[] = [
  { brand: "visa", prefixes: [[4, 4]], maxLength: 19 },
  {
    brand: "mastercard",
    prefixes: [
      [51, 55],
      [2221, 2720],
    ],
    maxLength: 16,
  },
  {
    brand: "amex",
    prefixes: [
      [34, 34],
      [37, 37],
    ],
    maxLength: 15,
  },
  {
    brand: "discover",
    prefixes: [
      [6011, 6011],
      [644, 649],
      [65, 65],
    ],
    maxLength: 19,
  },
  {
    brand: "diners",
    prefixes: [
      [300, 305],
      [3095, 3095],
      [36, 36],
      [38, 39],
    ],
    maxLength: 19,
  },
  { brand: "jcb", prefixes: [[3528, 3589]], maxLength: 19 },
  {
    brand: "unionpay",
    prefixes: [
      [62, 62],
      [810, 817],
    ],
    maxLength: 19,
  },
];

/** The longest card number of any network. */
const CARD_NUMBER_MAX_LENGTH = 19;

/** The digits of a text, in order. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * The card network of a number, from its first digits, or undefined while they are too few to tell (or
 * match no known network). Non-digits are ignored. It says nothing of the number's validity (no Luhn check).
 */
export function detectCardBrand(digits: string): CardBrand | undefined {
  const number = onlyDigits(digits);
  for (const rule of rules) {
    for (const [low, high] of rule.prefixes) {
      const length = String(low).length;
      if (number.length < length) continue;
      const lead = Number(number.slice(0, length));
      if (lead >= low && lead <= high) return rule.brand;
    }
  }
  return undefined;
}

/** How many digits a number of this network can have (19 when the network is unknown). */
export function cardNumberMaxLength(brand: CardBrand | undefined): number {
  return rules.find((rule) => rule.brand === brand)?.maxLength ?? CARD_NUMBER_MAX_LENGTH;
}

/** Where spaces go: American Express 4-6-5, a 14-digit Diners Club 4-6-4, every other number in fours. */
function groupStarts(brand: CardBrand | undefined, length: number): number[] {
  if (brand === "amex" || (brand === "diners" && length <= 14)) return [4, 10];
  return [4, 8, 12, 16];
}

/**
 * A card number grouped for reading as people type it ('4242 4242 4242 4242', American Express
 * '3782 822463 10005'), cut to its network's length. Non-digits are dropped.
 */
export function formatCardNumber(digits: string): string {
  const brand = detectCardBrand(digits);
  const number = onlyDigits(digits).slice(0, cardNumberMaxLength(brand));
  let formatted = "";
  let start = 0;
  for (const end of [...groupStarts(brand, number.length), number.length]) {
    if (start >= number.length) break;
    formatted += `${start > 0 ? " " : ""}${number.slice(start, end)}`;
    start = end;
  }
  return formatted;
}

/** The caret position in `formatted` just after its `count`-th digit (0: the start). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted.charAt(index)) && ++seen === count) return index + 1;
  }
  return formatted.length;
}
