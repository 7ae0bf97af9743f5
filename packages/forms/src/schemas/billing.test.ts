import { describe, expect, it } from "vitest";
import { invoiceCreateSchema, isDay, isInstant, testClockSchema } from "./billing";
import { couponSchema } from "./catalog";
import { validate } from "./validate";

describe("billing dates", () => {
  it("takes days and instants that exist between 1970 and 2999", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isInstant("2026-11-26T10:30:00Z")).toBe(true);
    expect(isInstant("2026-11-26T10:30:00+05:30")).toBe(true);
  });

  it("refuses year 0 and other typing slips with the date message", () => {
    for (const value of ["0000-01-01", "1969-12-31", "3000-01-01", "0000-01-01T00:00:00Z"]) {
      expect(isInstant(value), value).toBe(false);
    }
    const result = validate(testClockSchema, { name: "Clock", frozenTime: "0000-01-01" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toContainEqual(
        expect.objectContaining({ field: "frozenTime", message: "Please enter a valid date and time" }),
      );
    }
  });
});

describe("coupon dates", () => {
  it("refuse a year outside 1970–2999 with the date message", () => {
    const result = validate(couponSchema, { id: "c", name: "C", validFrom: "0000-01-01" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.field)).toContain("validFrom");
  });
});

describe("one-off invoice items", () => {
  const fields = (items: unknown[]) => {
    const result = validate(invoiceCreateSchema("USD"), { customerId: "cus_1", items });
    return result.ok ? [] : result.errors.map((error) => [error.field, error.message]);
  };

  it("answers each fault of a typed line on its own field", () => {
    const line = { description: "Consulting", amount: 100 };
    expect(fields([{ ...line, amount: -1 }])).toEqual([["items.0.amount", "Amount cannot be negative"]]);
    expect(fields([{ ...line, amount: 1.005 }])).toEqual([
      ["items.0.amount", "Amount can have at most 2 decimal places"],
    ]);
    expect(fields([{ ...line, quantity: 0 }])).toEqual([
      ["items.0.quantity", "Quantity must be a whole number of at least 1"],
    ]);
    expect(fields([{ ...line, description: "x".repeat(300) }])).toEqual([
      ["items.0.description", "Description can have at most 255 characters"],
    ]);
  });

  it("checks a catalog charge's quantity and base amount on their own fields", () => {
    expect(fields([{ pricePointId: "pp_1", quantity: 3 }])).toEqual([]);
    expect(fields([{ pricePointId: "pp_1", baseAmount: 12.345 }])).toEqual([
      ["items.0.baseAmount", "Amount can have at most 2 decimal places"],
    ]);
    expect(fields([{ pricePointId: "pp_1", quantity: 0 }])).toEqual([
      ["items.0.quantity", "Quantity must be a whole number of at least 1"],
    ]);
    expect(fields([{ pricePointId: " " }])).toEqual([["items.0.pricePointId", "Charge is required"]]);
  });
});

describe("an item that is not an object", () => {
  it("says what an item is, on the item", () => {
    const result = validate(invoiceCreateSchema("USD"), { customerId: "cus_1", items: ["Consulting"] });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toContainEqual(
        expect.objectContaining({
          field: "items.0",
          message: "Each line is a charge of the catalog or a description and an amount",
        }),
      );
  });
});
