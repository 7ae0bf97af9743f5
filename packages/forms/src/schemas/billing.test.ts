import { describe, expect, it } from "vitest";
import {
  invoiceCreateSchema,
  isDay,
  isInstant,
  recordPaymentSchema,
  testClockAdvanceSchema,
  testClockSchema,
  usageEventSchema,
} from "./billing";
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

describe("impossible instants", () => {
  const IMPOSSIBLE = [
    "2026-02-30T00:00:00Z",
    "2026-04-31T12:00+02:00",
    "2026-02-29T10:00:00Z",
    "2026-13-01T00:00:00Z",
    "2026-00-10T00:00:00Z",
    "2026-01-00T00:00:00Z",
    "2026-01-01T24:00:00Z",
    "2026-01-01T23:60:00Z",
    "2026-01-01T23:59:60Z",
    "2026-01-01T10:00:00+24:00",
    "2026-01-01T10:00:00+05:60",
    "2026-02-30",
  ];

  it("are refused as written, not rolled over into the next day or month", () => {
    for (const value of IMPOSSIBLE) expect(isInstant(value), value).toBe(false);
    // What does exist still passes: a leap day, the last second of a day, an offset.
    for (const value of [
      "2028-02-29T00:00:00Z",
      "2026-04-30T12:00+02:00",
      "2026-12-31T23:59:59.999Z",
      "2026-01-01T00:00:00-12:00",
    ]) {
      expect(isInstant(value), value).toBe(true);
    }
  });

  it("give each instant field its message: test clocks, usage and recorded payments", () => {
    const fieldError = (result: ReturnType<typeof validate>, field: string) =>
      result.ok ? undefined : result.errors.find((error) => error.field === field)?.message;
    for (const value of IMPOSSIBLE) {
      expect(fieldError(validate(testClockSchema, { name: "Clock", frozenTime: value }), "frozenTime")).toBe(
        "Please enter a valid date and time",
      );
      expect(fieldError(validate(testClockAdvanceSchema, { frozenTime: value }), "frozenTime")).toBe(
        "Please enter a valid date and time",
      );
      const usage = { subscriptionId: "s", metricName: "calls", quantity: 1, idempotencyKey: "k" };
      expect(fieldError(validate(usageEventSchema, { ...usage, timestamp: value }), "timestamp")).toBe(
        "Please enter a valid date and time",
      );
      const payment = { amount: 10, paymentMethod: "bank_transfer", paidAt: value };
      expect(fieldError(validate(recordPaymentSchema("USD"), payment), "paidAt")).toBe(
        "Please enter a valid date and time",
      );
    }
  });
});

describe("coupon dates", () => {
  it("refuse a day that does not exist, with or without a time", () => {
    for (const value of ["2026-02-30", "2026-04-31T00:00:00Z", "2026-02-01T25:00:00Z"]) {
      const result = validate(couponSchema, {
        name: "Spring",
        couponCode: "SPRING",
        discountType: "percentage",
        discountValue: 10,
        durationType: "forever",
        validFrom: value,
      });
      expect(result.ok, value).toBe(false);
      if (!result.ok) {
        expect(result.errors).toContainEqual(
          expect.objectContaining({ field: "validFrom", message: "Please enter a valid date" }),
        );
      }
    }
  });

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
