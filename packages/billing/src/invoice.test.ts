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

describe("an invoice's tax (COMMERCE.md, 'Correcting and taxing invoices')", () => {
  const vat = { id: "vat", name: "VAT", percentage: "20", inclusive: false, country: "GB", active: true };
  const vatIncl = { ...vat, id: "vat-incl", inclusive: true };
  const plan = (amount: string) => ({
    kind: "plan" as const,
    description: "Pro",
    quantity: 1,
    amount,
    recurring: true,
  });
  const tenOff = {
    discountType: "percentage" as const,
    discountValue: "10",
    durationType: "forever" as const,
  };

  it("adds an exclusive rate after the discount (Stripe: tax is calculated on the discounted amount)", () => {
    const totals = invoiceTotals({ currency: "GBP", lines: [plan("100")], coupons: [tenOff], taxRate: vat });
    expect(totals).toMatchObject({
      subtotal: "100",
      discount: "10",
      tax: "18",
      total: "108",
      amountDue: "108",
    });
    expect(totals.lines[0]).toMatchObject({ taxAmount: "18", taxRateId: "vat" });
    expect(totals.lines[1]).toMatchObject({ kind: "discount", taxAmount: "0", taxRateId: null });
    expect(totals.taxLines).toEqual([
      {
        taxRateId: "vat",
        name: "VAT",
        percentage: "20",
        inclusive: false,
        taxableAmount: "90",
        amount: "18",
      },
    ]);
  });

  it("takes an inclusive rate out of the amount: 120.00 at 20% holds 20.00 of tax and totals 120.00", () => {
    const totals = invoiceTotals({ currency: "GBP", lines: [plan("120")], taxRate: vatIncl });
    expect(totals).toMatchObject({ subtotal: "120", tax: "20", total: "120" });
    expect(totals.taxLines[0]).toMatchObject({ taxableAmount: "100", amount: "20" });
  });

  it("spreads a fixed discount over the recurring lines only, and taxes a one-off line in full", () => {
    const totals = invoiceTotals({
      currency: "EUR",
      lines: [
        plan("30"),
        { kind: "addon", description: "Seats", quantity: 1, amount: "10", recurring: true },
        { kind: "setup_fee", description: "Setup", quantity: 1, amount: "50", recurring: false },
      ],
      coupons: [{ discountType: "fixed_amount", discountValue: "8", durationType: "one_time" }],
      taxRate: { ...vat, percentage: "19" },
    });
    // 30 − 6 = 24 → 4.56; 10 − 2 = 8 → 1.52; 50 → 9.50.
    expect(totals.lines.map((line) => line.taxAmount)).toEqual(["4.56", "1.52", "9.5", "0"]);
    expect(totals).toMatchObject({ subtotal: "90", discount: "8", tax: "15.58", total: "97.58" });
  });

  it("Lago changelog (coupons before tax, prepaid credits after it): 50 + 20, $10 off, 10% → 66, 36 due after $30 of credit", () => {
    const totals = invoiceTotals({
      currency: "USD",
      lines: [
        plan("50"),
        { kind: "usage", description: "Usage", quantity: 1, amount: "20", recurring: false },
      ],
      coupons: [{ discountType: "fixed_amount", discountValue: "10", durationType: "forever" }],
      creditBalance: "30",
      taxRate: { ...vat, percentage: "10" },
    });
    expect(totals).toMatchObject({ subtotal: "70", discount: "10", tax: "6", total: "66" });
    expect(totals).toMatchObject({ creditApplied: "30", amountDue: "36" });
  });

  it("charges nothing without a rate, and takes credit from the total with its tax", () => {
    expect(invoiceTotals({ currency: "USD", lines: [plan("10")] })).toMatchObject({ tax: "0", total: "10" });
    const totals = invoiceTotals({
      currency: "GBP",
      lines: [plan("50")],
      taxRate: vat,
      creditBalance: "100",
    });
    expect(totals).toMatchObject({ total: "60", creditApplied: "60", amountDue: "0" });
  });

  it("always adds up: the lines and the exclusive taxes make the total; the lines' taxes make the tax", () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount, recurring: fc.boolean() }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }).map((bp) => (bp / 10_000).toFixed(4)),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
        (drawn, percentage, inclusive, percentOff) => {
          const rate = { id: "r", percentage, inclusive, country: "FR", active: true };
          const totals = invoiceTotals({
            currency: "EUR",
            lines: drawn.map((line, index) => ({
              ...plan(line.amount),
              kind: "charge",
              description: `#${index}`,
              recurring: line.recurring,
            })),
            coupons: percentOff
              ? [{ discountType: "percentage", discountValue: String(percentOff), durationType: "forever" }]
              : [],
            taxRate: rate,
          });
          const lineSum = addAmounts(...totals.lines.map((line) => line.amount));
          const taxSum = addAmounts(...totals.lines.map((line) => line.taxAmount));
          expect(taxSum).toBe(totals.tax);
          expect(totals.total).toBe(inclusive ? lineSum : addAmounts(lineSum, totals.tax));
          expect(compareAmounts(totals.total, "0")).toBeGreaterThanOrEqual(0);
          // An inclusive rate's tax never passes what it is inside of.
          if (inclusive) expect(compareAmounts(totals.tax, totals.total)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it("gives the same total inclusive and exclusive when the inclusive amounts are the exclusive ones grossed up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom("5", "10", "20", "25"),
        (cents, pct) => {
          const net = (cents / 100).toFixed(2);
          const gross = ((cents * (100 + Number(pct))) / 10_000).toFixed(4);
          const exclusive = invoiceTotals({
            currency: "EUR",
            lines: [plan(net)],
            taxRate: { ...vat, percentage: pct },
          });
          const inclusive = invoiceTotals({
            currency: "EUR",
            lines: [plan(subtractAmounts(gross, "0"))],
            taxRate: { ...vatIncl, percentage: pct },
          });
          // Rounded once each way, the totals agree to the cent.
          expect(
            compareAmounts(subtractAmounts(exclusive.total, inclusive.total).replace(/^-/, ""), "0.01"),
          ).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
