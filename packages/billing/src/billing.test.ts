import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { couponApplies, discountOf, invoiceTotals } from "./invoice.ts";
import { addAmounts } from "./money.ts";
import { prorate, prorateChange } from "./proration.ts";
import { addDays, addMonths, daysBetween, termAt, termIndexOn, termStart } from "./terms.ts";

describe("billing terms", () => {
  // Stripe Billing docs, "Billing cycle": a monthly subscription anchored on January 31 bills on February 28
  // (29 in a leap year), then March 31: the anchor day is kept and clamped to short months.
  it("keeps the anchor day of the month, clamped to the month's end (Stripe's billing cycle anchor)", () => {
    expect(termStart("2027-01-31", "monthly", 1)).toBe("2027-02-28");
    expect(termStart("2027-01-31", "monthly", 2)).toBe("2027-03-31");
    expect(termStart("2028-01-31", "monthly", 1)).toBe("2028-02-29");
    expect(termStart("2027-01-30", "month", 1)).toBe("2027-02-28");
    expect(termStart("2027-01-30", "month", 2)).toBe("2027-03-30");
  });

  it("steps each frequency from the anchor", () => {
    expect(termAt("2027-05-15", "quarterly", 1)).toEqual({ start: "2027-08-15", end: "2027-11-15" });
    expect(termAt("2027-05-15", "semi_annual", 1)).toEqual({ start: "2027-11-15", end: "2028-05-15" });
    expect(termAt("2028-02-29", "yearly", 1)).toEqual({ start: "2029-02-28", end: "2030-02-28" });
    expect(termAt("2028-02-29", "yearly", 4)).toEqual({ start: "2032-02-29", end: "2033-02-28" });
    expect(termAt("2027-12-30", "weekly", 1)).toEqual({ start: "2028-01-06", end: "2028-01-13" });
    expect(termAt("2027-12-31", "daily", 1)).toEqual({ start: "2028-01-01", end: "2028-01-02" });
  });

  it("finds the term a day falls in", () => {
    expect(termIndexOn("2027-01-31", "monthly", "2027-01-31")).toBe(0);
    expect(termIndexOn("2027-01-31", "monthly", "2027-02-27")).toBe(0);
    expect(termIndexOn("2027-01-31", "monthly", "2027-02-28")).toBe(1);
    expect(termIndexOn("2027-01-31", "monthly", "2027-03-30")).toBe(1);
    expect(termIndexOn("2027-01-31", "monthly", "2027-03-31")).toBe(2);
    expect(termIndexOn("2027-01-01", "weekly", "2027-01-15")).toBe(2);
    expect(termIndexOn("2027-01-01", "monthly", "2026-12-31")).toBe(-1);
  });

  it("counts days across years and refuses days that do not exist", () => {
    expect(daysBetween("2027-12-31", "2028-03-01")).toBe(61);
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addMonths("2027-10-31", 4)).toBe("2028-02-29");
    expect(() => daysBetween("2027-02-30", "2027-03-01")).toThrow("not a day of the calendar");
  });

  it("has terms that follow each other without gap or overlap, from any anchor", () => {
    const frequency = fc.constantFrom(
      "monthly",
      "quarterly",
      "semi_annual",
      "yearly",
      "weekly",
      "daily" as const,
    );
    const anchor = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2090-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(anchor, frequency, fc.integer({ min: 0, max: 40 }), (start, every, index) => {
        const term = termAt(start, every, index);
        expect(termAt(start, every, index + 1).start).toBe(term.end);
        expect(daysBetween(term.start, term.end)).toBeGreaterThan(0);
        expect(termIndexOn(start, every, term.start)).toBe(index);
        expect(termIndexOn(start, every, addDays(term.end, -1))).toBe(index);
      }),
    );
  });
});

describe("proration", () => {
  // Stripe Billing docs, "Prorations": a customer on a $10 a month price who moves to $20 halfway through
  // the month is credited $5 for the unused time and charged $10 for the remaining time: $5 net.
  it("credits the unused half and charges the new price's half (Stripe's example)", () => {
    const term = { start: "2027-04-01", end: "2027-05-01" }; // 30 days
    expect(prorateChange(10, 20, term, "2027-04-16", "USD")).toEqual({
      unused: "-5",
      remaining: "10",
      net: "5",
    });
  });

  // Chargebee docs, "Proration": a $100 a month plan upgraded to $200 with 20 of its 30 days left gives a
  // credit of $66.67 for the unused days and a charge of $133.33 for the rest of the term.
  it("rounds each line once, half away from zero (Chargebee's example)", () => {
    const term = { start: "2027-06-01", end: "2027-07-01" };
    expect(prorateChange(100, 200, term, "2027-06-11", "USD")).toEqual({
      unused: "-66.67",
      remaining: "133.33",
      net: "66.66",
    });
    expect(prorate(100, term, "2027-06-11")).toBe("66.66666666666666666667");
  });

  it("charges nothing on the first day's downgrade to the same price, and everything on the term's first day", () => {
    const term = { start: "2027-06-01", end: "2027-07-01" };
    expect(prorateChange(30, 30, term, "2027-06-20", "USD").net).toBe("0");
    expect(prorateChange(30, 60, term, "2027-06-01", "USD")).toEqual({
      unused: "-30",
      remaining: "60",
      net: "30",
    });
    expect(prorateChange(30, 60, term, "2027-07-01", "USD").net).toBe("0");
    expect(() => prorate(30, term, "2027-07-02")).toThrow("not inside the term");
    expect(prorateChange(1000, 3000, term, "2027-06-16", "JPY")).toEqual({
      unused: "-500",
      remaining: "1500",
      net: "1000",
    });
  });

  it("nets an upgrade and the reverse downgrade on the same day to zero", () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 30 }), (low, high, day) => {
        const term = { start: "2027-09-01", end: "2027-10-01" };
        const on = addDays(term.start, day);
        const up = prorateChange(low, high, term, on, "USD");
        const down = prorateChange(high, low, term, on, "USD");
        expect(addAmounts(up.net, down.net)).toBe("0");
      }),
    );
  });
});

describe("coupons and invoice totals", () => {
  const plan = {
    kind: "plan" as const,
    description: "Growth",
    quantity: 1,
    amount: "99.00",
    recurring: true,
  };
  const setup = {
    kind: "setup_fee" as const,
    description: "Setup",
    quantity: 1,
    amount: "50",
    recurring: false,
  };

  // Stripe Billing docs, "Coupons": a 25% off coupon on a $99 plan takes $24.75; a $10 off amount coupon
  // takes $10. Setup fees are one-time: only recurring lines are discounted.
  it("takes a percentage or a fixed amount off the recurring lines only (Stripe's coupons)", () => {
    const percent = invoiceTotals({
      currency: "USD",
      lines: [plan, setup],
      coupons: [{ code: "QUARTER", discountType: "percentage", discountValue: 25, durationType: "forever" }],
    });
    expect(percent).toMatchObject({
      subtotal: "149",
      discount: "24.75",
      total: "124.25",
      amountDue: "124.25",
    });
    expect(percent.lines.at(-1)).toMatchObject({
      kind: "discount",
      amount: "-24.75",
      description: "QUARTER",
    });
    const fixed = invoiceTotals({
      currency: "USD",
      lines: [plan],
      coupons: [{ discountType: "fixed_amount", discountValue: 10, durationType: "once" as never }],
    });
    expect(fixed.total).toBe("89");
  });

  it("never discounts below zero, stacks coupons on what is left, then applies credit", () => {
    const totals = invoiceTotals({
      currency: "USD",
      lines: [{ ...plan, amount: "20" }],
      coupons: [
        { discountType: "percentage", discountValue: 50, durationType: "forever" },
        { discountType: "fixed_amount", discountValue: 15, durationType: "forever" },
      ],
      creditBalance: "25",
    });
    expect(totals).toMatchObject({ discount: "20", total: "0", creditApplied: "0", amountDue: "0" });
    const credited = invoiceTotals({ currency: "USD", lines: [plan], creditBalance: "25.5" });
    expect(credited).toMatchObject({ total: "99", creditApplied: "25.5", amountDue: "73.5" });
  });

  it("applies one_time to the first invoice, forever always, limited_period for its months (Chargebee's durations)", () => {
    expect(couponApplies({ durationType: "one_time" }, { invoicesBefore: 0, monthsSinceApplied: 0 })).toBe(
      true,
    );
    expect(couponApplies({ durationType: "one_time" }, { invoicesBefore: 1, monthsSinceApplied: 1 })).toBe(
      false,
    );
    expect(couponApplies({ durationType: "forever" }, { invoicesBefore: 40, monthsSinceApplied: 40 })).toBe(
      true,
    );
    const threeMonths = { durationType: "limited_period" as const, duration: 3 };
    expect(couponApplies(threeMonths, { invoicesBefore: 2, monthsSinceApplied: 2 })).toBe(true);
    expect(couponApplies(threeMonths, { invoicesBefore: 3, monthsSinceApplied: 3 })).toBe(false);
    expect(discountOf({ discountType: "percentage", discountValue: 100 }, "-5")).toBe("0");
  });

  it("refuses lines that add up to less than zero (that difference is credit, not an invoice)", () => {
    expect(() =>
      invoiceTotals({ currency: "USD", lines: [{ ...plan, kind: "proration", amount: "-5" }] }),
    ).toThrow("less than zero");
  });

  it("has lines that always add up to the total, and no total below zero", () => {
    const money = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => (cents / 1000).toFixed(3));
    const line = fc.record({
      kind: fc.constantFrom("plan", "addon", "charge", "setup_fee", "usage" as const),
      description: fc.constant("line"),
      quantity: fc.integer({ min: 1, max: 5 }),
      amount: money,
      recurring: fc.boolean(),
    });
    const coupon = fc.record({
      discountType: fc.constantFrom("percentage", "fixed_amount" as const),
      discountValue: fc.integer({ min: 1, max: 100 }),
      durationType: fc.constant("forever" as const),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.array(coupon, { maxLength: 3 }),
        money,
        fc.constantFrom("USD", "JPY", "BHD"),
        (lines, coupons, credit, currency) => {
          const totals = invoiceTotals({ currency, lines, coupons, creditBalance: credit });
          expect(addAmounts(...totals.lines.map((item) => item.amount))).toBe(totals.total);
          expect(Number(totals.total)).toBeGreaterThanOrEqual(0);
          expect(Number(totals.amountDue)).toBeGreaterThanOrEqual(0);
          expect(addAmounts(totals.amountDue, totals.creditApplied)).toBe(totals.total);
        },
      ),
    );
  });
});
