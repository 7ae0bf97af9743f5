import { toAmount } from "@round/billing";

// How exact amounts and times cross the API's edge: a body's number becomes the exact decimal string a
// numeric column holds, and a column's value becomes the JSON number (major units) or ISO time of an answer.

/** A money value for a numeric column: the exact decimal string of the number sent (29.99 → "29.99"). */
export function decimalOrNull(value: number | undefined | null): string | null {
  return value === undefined || value === null ? null : toAmount(value);
}

/** A numeric column as the JSON number of the answers (major units), at the view's edge only. */
export function moneyOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function iso(value: Date): string {
  return value.toISOString();
}

/** An optional text field for its column: left out, null or blank ("") is stored as null. */
export function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === "" ? null : value;
}
