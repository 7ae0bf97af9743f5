import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addAmounts,
  addDays,
  type CouponLike,
  compareAmounts,
  daysBetween,
  decreaseCredit,
  divideAmount,
  type InvoiceLine,
  invoiceTotals,
  multiplyAmount,
  type PaidInvoice,
  prorateChange,
  roundMoney,
  subtractAmounts,
  type Term,
  termAt,
  unusedCredit,
} from "./index.ts";

const percent = (value: string): CouponLike => ({
  discountType: "percentage",
  discountValue: value,
  durationType: "forever",
});
const fixed = (value: string): CouponLike => ({
  discountType: "fixed_amount",
  discountValue: value,
  durationType: "forever",
});

/** The invoice of a term for a plan at `price`, with its coupons, as it was billed (a setup fee too). */
function termInvoice(term: Term, price: string, coupons: CouponLike[] = [], setupFee?: string) {
  const totals = invoiceTotals({
    currency: "USD",
    lines: [
      {
        kind: "plan",
        description: "Plan",
        quantity: 1,
        amount: price,
        recurring: true,
        ref: { periodStart: term.start, periodEnd: term.end },
      },
      ...(setupFee
        ? [
            {
              kind: "setup_fee" as const,
              description: "Setup",
              quantity: 1,
              amount: setupFee,
              recurring: false,
            },
          ]
        : []),
    ],
    coupons,
  });
  return { totals, invoice: asPaid(term, totals.lines) };
}

const asPaid = (term: Term, lines: InvoiceLine[]): PaidInvoice => ({
  periodStart: term.start,
  periodEnd: term.end,
  lines: lines.map((line) => ({
    kind: line.kind,
    amount: line.amount,
    periodStart: (line.ref?.periodStart as string | undefined) ?? null,
    periodEnd: (line.ref?.periodEnd as string | undefined) ?? null,
  })),
});

const april: Term = { start: "2027-04-01", end: "2027-05-01" }; // 30 days
const may: Term = { start: "2027-05-01", end: "2027-06-01" }; // 31 days

describe("credit for unused time", () => {
  it("pauses on day 11 of a 30-day term: 20 days of 30 credited", () => {
    const { invoice } = termInvoice(april, "30");
    expect(unusedCredit({ term: april, on: "2027-04-11", currency: "USD", invoices: [invoice] })).toBe("20");
  });

  it("pauses on day 11 of a 31-day term: 21 days of 31, rounded once", () => {
    const { invoice } = termInvoice(may, "100");
    // 100 × 21 / 31 = 67.7419…
    expect(unusedCredit({ term: may, on: "2027-05-11", currency: "USD", invoices: [invoice] })).toBe("67.74");
  });

  it("credits what was paid: after the discount, without the setup fee, nothing under a 100% coupon", () => {
    const discounted = termInvoice(april, "90", [percent("20")], "50").invoice;
    // (90 − 18) × 15 / 30.
    expect(unusedCredit({ term: april, on: "2027-04-16", currency: "USD", invoices: [discounted] })).toBe(
      "36",
    );
    const free = termInvoice(april, "90", [percent("100")]).invoice;
    expect(unusedCredit({ term: april, on: "2027-04-16", currency: "USD", invoices: [free] })).toBe("0");
  });

  it("credits the whole term on its first day and nothing from its last", () => {
    const { invoice } = termInvoice(april, "30");
    const on = (day: string) => unusedCredit({ term: april, on: day, currency: "USD", invoices: [invoice] });
    expect(on("2027-04-01")).toBe("30");
    expect(on("2027-04-30")).toBe("1");
    expect(on("2027-05-01")).toBe("0");
  });

  it("after a downgrade with a 20% coupon, credits the decrease after the discount, then on a pause only the lower price's unused days", () => {
    const { invoice } = termInvoice(april, "100", [percent("20")]);
    // $100 → $40 on April 16: 15 of 30 days left, 50 unused, 20 for the rest: 30 less, 24 after 20%.
    const change = prorateChange("100", "40", april, "2027-04-16", "USD");
    expect(change.net).toBe("-30");
    const given = decreaseCredit(subtractAmounts("0", change.net), [percent("20")], "USD");
    expect(given).toBe("24");
    // Paused on April 21: 10 days left of $40 less 20%, 32 × 10 / 30 = 10.666….
    const credits = [{ amount: given, periodStart: "2027-04-16", periodEnd: "2027-05-01" }];
    expect(
      unusedCredit({ term: april, on: "2027-04-21", currency: "USD", invoices: [invoice], credits }),
    ).toBe("10.67");
  });

  it("after an upgrade, credits the unused part of the higher price, as paid", () => {
    const { invoice } = termInvoice(april, "40");
    const change = prorateChange("40", "100", april, "2027-04-16", "USD");
    const period = { start: "2027-04-16", end: "2027-05-01" };
    const proration = asPaid(
      period,
      invoiceTotals({
        currency: "USD",
        lines: [
          {
            kind: "proration",
            description: "Unused",
            quantity: 1,
            amount: change.unused,
            recurring: true,
            ref: { periodStart: period.start, periodEnd: period.end },
          },
          {
            kind: "proration",
            description: "Remaining",
            quantity: 1,
            amount: change.remaining,
            recurring: true,
            ref: { periodStart: period.start, periodEnd: period.end },
          },
        ],
      }).lines,
    );
    // Cancelled on April 21: 10 days of $100.
    expect(
      unusedCredit({ term: april, on: "2027-04-21", currency: "USD", invoices: [invoice, proration] }),
    ).toBe("33.33");
  });
});

describe("a decrease's credit", () => {
  it("is the decrease less its percentage coupons, each of what the ones before left; fixed amounts take nothing", () => {
    expect(decreaseCredit("30", [], "USD")).toBe("30");
    expect(decreaseCredit("30", [fixed("10")], "USD")).toBe("30");
    // 30 less 50% is 15, less 10% of the 15 left is 13.50.
    expect(decreaseCredit("30", [percent("50"), percent("10")], "USD")).toBe("13.5");
    expect(decreaseCredit("30", [percent("100")], "USD")).toBe("0");
    expect(decreaseCredit("0.333", [], "USD")).toBe("0.33");
  });
});

const cents = fc
  .integer({ min: 0, max: 1_000_000 })
  .map((value) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`);
const anchor = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays("2026-01-01", offset));
const coupons = fc.array(
  fc.oneof(
    fc.integer({ min: 0, max: 100 }).map((p) => percent(String(p))),
    cents.map(fixed),
  ),
  { maxLength: 2 },
);

describe("credit properties", () => {
  it("the unused part plus the used part is what was paid for the term's time, to a cent; never more than the invoice", () => {
    fc.assert(
      fc.property(anchor, cents, coupons, fc.nat(30), (start, price, held, elapsed) => {
        const term = termAt(start, "monthly", 0);
        const length = daysBetween(term.start, term.end);
        const on = addDays(term.start, elapsed % length);
        const { totals, invoice } = termInvoice(term, price, held, "25");
        const credit = unusedCredit({ term, on, currency: "USD", invoices: [invoice] });
        // The setup fee is not time: what was paid for the term's days is the rest.
        const paidForTime = subtractAmounts(totals.total, "25");
        const used = roundMoney(
          divideAmount(multiplyAmount(paidForTime, daysBetween(term.start, on)), length),
          "USD",
        );
        const gap = subtractAmounts(addAmounts(credit, used), paidForTime);
        expect(["-0.01", "0", "0.01"]).toContain(gap);
        expect(compareAmounts(credit, "0")).toBeGreaterThanOrEqual(0);
        expect(compareAmounts(credit, totals.total)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("the credit falls day by day through the term, to 0 at its end", () => {
    fc.assert(
      fc.property(anchor, cents, coupons, fc.nat(30), (start, price, held, elapsed) => {
        const term = termAt(start, "monthly", 0);
        const on = addDays(term.start, elapsed % daysBetween(term.start, term.end));
        const { invoice } = termInvoice(term, price, held);
        const credit = (day: string) => unusedCredit({ term, on: day, currency: "USD", invoices: [invoice] });
        expect(compareAmounts(credit(addDays(on, 1)), credit(on))).toBeLessThanOrEqual(0);
        expect(credit(term.end)).toBe("0");
      }),
    );
  });

  it("a decrease's credit is never more than the decrease, nor below 0", () => {
    fc.assert(
      fc.property(cents, coupons, (amount, held) => {
        const given = decreaseCredit(amount, held, "USD");
        expect(compareAmounts(given, "0")).toBeGreaterThanOrEqual(0);
        expect(compareAmounts(given, amount)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
