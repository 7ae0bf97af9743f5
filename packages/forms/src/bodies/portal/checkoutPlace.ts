/**
 * Where a checkout's buyer is billed, as far as the first invoice's tax goes: the billing country (ISO
 * 3166-1 alpha-2) and state. The summary on screen was worked out for one place and one coupon code; paying
 * elsewhere or with another code is previewed first.
 */
export interface CheckoutPlace {
  country: string;
  state: string;
}

export const NO_PLACE: CheckoutPlace = { country: "", state: "" };

/** The place of a billing address as typed: no country, no place (a state alone chooses no rate). */
export function placeOf(address: { country: string; state: string }): CheckoutPlace {
  const country = address.country.trim();
  return country === "" ? NO_PLACE : { country, state: address.state.trim() };
}

/** Same place: the country in any case, the state as typed (trimmed). */
export function samePlace(a: CheckoutPlace, b: CheckoutPlace): boolean {
  return a.country.toUpperCase() === b.country.toUpperCase() && a.state === b.state;
}

/** A country's name in English ('NZ' → 'New Zealand'), or the code as typed when it names none. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * Why paying stopped: the total on screen changed when the payment was checked, because of the place (its
 * tax) or the coupon code. Said politely next to the Pay button.
 */
export function totalChangedNotice(change: {
  placeChanged: boolean;
  place: CheckoutPlace;
  tax: number;
  coupon: string | null;
}): string {
  const after = "check the new total, then pay.";
  if (change.placeChanged && change.place.country !== "") {
    const name = countryName(change.place.country);
    return change.tax !== 0 ? `Tax for ${name} added: ${after}` : `No tax for ${name}: ${after}`;
  }
  if (change.coupon) return `Coupon ${change.coupon} applied: ${after}`;
  return `The total changed: ${after}`;
}
