import { toAmount } from "@round/billing";
import { validationFailed } from "../../../http/errors.ts";

// What the catalog's columns can hold, checked after the shared schemas (which know the spec's rules but
// not the database's ranges): money fits numeric(20, 6), counts fit integer. A value past them is refused
// with 400 naming its field, never left to fail in the database.

/** numeric(20, 6): 14 digits before the point. */
const MONEY_LIMIT = 1e14;
const MONEY_DECIMALS = 6;
const INTEGER_LIMIT = 2_147_483_647;

const MONEY_FIELDS: Record<string, string> = {
  price: "Price",
  setupFee: "Setup fee",
  unitPrice: "Unit price",
  percentage: "Percentage",
  pricePerUnit: "Price per unit",
  discountValue: "Discount value",
  minimumOrderValue: "Minimum order value",
};

const INTEGER_FIELDS: Record<string, string> = {
  startingUnit: "Starting unit",
  endingUnit: "Ending unit",
  freeQuantity: "Free quantity",
  packageSize: "Package size",
  trialPeriod: "Trial period",
  billingCycles: "Billing cycles",
  duration: "Duration",
  maxRedemptions: "Max redemptions",
  includedQuantity: "Included quantity",
  displayOrder: "Display order",
};

function decimals(value: number): number {
  const text = toAmount(value);
  const point = text.indexOf(".");
  return point === -1 ? 0 : text.length - point - 1;
}

/** The first value of `body` (a validated catalog body) that its column cannot hold, as field and message. */
function firstProblem(value: unknown, path: string[]): { field: string; message: string } | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = firstProblem(item, [...path, String(index)]);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = [...path, key].join(".");
    if (typeof item === "number") {
      const money = MONEY_FIELDS[key];
      if (money && Math.abs(item) >= MONEY_LIMIT) return { field, message: `${money} is too large` };
      if (money && decimals(item) > MONEY_DECIMALS) {
        return { field, message: `${money} can have at most ${MONEY_DECIMALS} decimals` };
      }
      const integer = INTEGER_FIELDS[key];
      if (integer && !Number.isInteger(item)) return { field, message: `${integer} must be a whole number` };
      if (integer && Math.abs(item) > INTEGER_LIMIT) return { field, message: `${integer} is too large` };
    } else if (typeof item === "object") {
      const problem = firstProblem(item, [...path, key]);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Refuses (400) a body with a number its column cannot hold. */
export function assertStorable(body: unknown): void {
  const problem = firstProblem(body, []);
  if (problem) {
    throw validationFailed([{ code: "INVALID_FORMAT", description: problem.message, field: problem.field }]);
  }
}

/**
 * A date field of a body (YYYY-MM-DD, maybe with a time) as the day a date column holds, or undefined; a day
 * that does not exist in the calendar (2027-02-30) is refused with 400 naming `field`.
 */
export function dayOf(value: string | undefined, field: string, message: string): string | undefined {
  if (value === undefined) return undefined;
  const day = value.slice(0, 10);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, date);
  const real =
    year >= 1 &&
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === date;
  if (!real) throw validationFailed([{ code: "INVALID_FORMAT", description: message, field }]);
  return day;
}

/** A copy's name: '{name} (copy)'. */
export function copyName(name: string): string {
  return `${name} (copy)`;
}
