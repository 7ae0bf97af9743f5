import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addAmounts,
  compareAmounts,
  creditToApply,
  estimateDiscount,
  invoiceTotals,
  paymentOn,
  subtractAmounts,
} from "./index.ts";

describe("credit and payments on an invoice", () => {
  it("takes the customer's whole credit up to the total, and none from a balance of 0 or less", () => {
    expect(creditToApply("25", "100")).toBe("25");
    expect(creditToApply("250", "100.5")).toBe("100.5");
    expect(creditToApply("0", "100")).toBe("0");
    expect(creditToApply("-10", "100")).toBe("0");
  });

  it("settles an invoice once what is due is paid, a payment of more leaving nothing due", () => {
    expect(paymentOn({ amountPaid: "0", amountDue: "100" }, "40")).toEqual({
      amountPaid: "40",
      amountDue: "60",
      paid: false,
    });
    expect(paymentOn({ amountPaid: "40", amountDue: "60" }, "60")).toEqual({
      amountPaid: "100",
      amountDue: "0",
      paid: true,
    });
    expect(paymentOn({ amountPaid: "0", amountDue: "60" }, "75")).toMatchObject({
      amountDue: "0",
      paid: true,
    });
  });
});

describe("an estimate's discount", () => {
  it("takes each coupon on its own (a percentage of the recurring amount), rounded once each", () => {
    // 15% of 99.99 is 14.9985 → 15.00; 10% of it 9.999 → 10.00; and $5 off.
    expect(
      estimateDiscount({
        currency: "USD",
        subtotal: "149.99",
        recurring: "99.99",
        coupons: [
          { discountType: "percentage", discountValue: "15" },
          { discountType: "percentage", discountValue: "10" },
          { discountType: "fixed_amount", discountValue: "5" },
        ],
      }),
    ).toEqual({ discount: "30", total: "119.99" });
  });

  it("never takes more than the subtotal, so a 100% coupon and a fixed amount leave 0", () => {
    expect(
      estimateDiscount({
        currency: "USD",
        subtotal: "50",
        recurring: "50",
        coupons: [
          { discountType: "percentage", discountValue: "100" },
          { discountType: "fixed_amount", discountValue: "20" },
        ],
      }),
    ).toEqual({ discount: "50", total: "0" });
  });
});

const cents = fc
  .integer({ min: -100_000, max: 1_000_000 })
  .map(
    (value) =>
      `${value < 0 ? "-" : ""}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, "0")}`,
  );
const positive = cents.filter((value) => !value.startsWith("-"));

describe("credit and payments, properties", () => {
  it("the credit taken is never below 0, nor more than the balance or the total, and matches the invoice's own", () => {
    fc.assert(
      fc.property(cents, positive, (balance, total) => {
        const credit = creditToApply(balance, total);
        expect(compareAmounts(credit, "0")).toBeGreaterThanOrEqual(0);
        expect(compareAmounts(credit, total)).toBeLessThanOrEqual(0);
        if (compareAmounts(balance, "0") > 0) expect(compareAmounts(credit, balance)).toBeLessThanOrEqual(0);
        const lines = [
          { kind: "charge" as const, description: "", quantity: 1, amount: total, recurring: false },
        ];
        expect(invoiceTotals({ currency: "USD", lines, creditBalance: balance }).creditApplied).toBe(credit);
      }),
    );
  });

  it("a payment of no more than is due moves it from due to paid, the sum unchanged", () => {
    fc.assert(
      fc.property(positive, positive, positive, (paidBefore, due, share) => {
        const amount = compareAmounts(share, due) > 0 ? due : share;
        const after = paymentOn({ amountPaid: paidBefore, amountDue: due }, amount);
        expect(addAmounts(after.amountPaid, after.amountDue)).toBe(addAmounts(paidBefore, due));
        expect(after.paid).toBe(compareAmounts(subtractAmounts(due, amount), "0") === 0);
      }),
    );
  });
});
