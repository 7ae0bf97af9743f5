import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  averageCollectionDays,
  changeRatio,
  classifyMovement,
  customerDays,
  customerMrrOn,
  lastMonths,
  MOVEMENT_KINDS,
  type MrrChange,
  mrrMovements,
  paymentSuccessRate,
  summaryBasis,
  summaryFigures,
} from "./metrics.ts";
import { addAmounts, compareAmounts, toAmount } from "./money.ts";

describe("MRR movements", () => {
  // ChartMogul Help Center, "How ChartMogul uses MRR movements" (article 201244842): the customer Syncalytics
  // on Silver ($30 a month) and Gold ($50 a month, $500 a year).
  const syncalytics: MrrChange[] = [
    // Four Gold yearly plans, billed $2,000: new business of $166.67 ($2,000 / 12).
    {
      subscriptionId: "gold-yearly",
      customerId: "syncalytics",
      on: "2026-01-05",
      before: "0",
      after: "166.67",
    },
    // A few days later two Silver monthly plans ($60): expansion, not new business.
    { subscriptionId: "silver", customerId: "syncalytics", on: "2026-01-09", before: "0", after: "60" },
    // Two weeks later Silver is cancelled while Gold runs on: contraction of $60, not churn.
    { subscriptionId: "silver", customerId: "syncalytics", on: "2026-01-23", before: "60", after: "0" },
    // At the end of the year Gold is cancelled, the last subscription: churn.
    {
      subscriptionId: "gold-yearly",
      customerId: "syncalytics",
      on: "2027-01-05",
      before: "166.67",
      after: "0",
    },
    // Syncalytics comes back on three Gold monthly plans ($150): reactivation.
    {
      subscriptionId: "gold-monthly",
      customerId: "syncalytics",
      on: "2027-03-01",
      before: "0",
      after: "150",
    },
  ];

  it("classifies ChartMogul's Syncalytics example month by month", () => {
    const months = mrrMovements(syncalytics, ["2026-01", "2026-02", "2027-01", "2027-02", "2027-03"]);
    expect(months[0]).toMatchObject({ month: "2026-01", startMrr: "0", new: "166.67", expansion: "60" });
    expect(months[0]).toMatchObject({ contraction: "-60", churned: "0", mrr: "166.67" });
    expect(months[1]).toMatchObject({ month: "2026-02", startMrr: "166.67", mrr: "166.67", new: "0" });
    // The months asked for need not follow each other: 2027-01 starts where 2026-02 ended.
    expect(months[2]).toMatchObject({ month: "2027-01", churned: "-166.67", mrr: "0" });
    expect(months[4]).toMatchObject({ month: "2027-03", reactivation: "150", new: "0", mrr: "150" });
  });

  it("nets a day's changes per customer, as ChartMogul groups activities close together", () => {
    // A plan swapped for another on the same day (cancel one, start the other) is an expansion, not churn
    // followed by a reactivation.
    const swap: MrrChange[] = [
      { subscriptionId: "a", customerId: "c", on: "2026-01-01", before: "0", after: "100" },
      { subscriptionId: "a", customerId: "c", on: "2026-02-10", before: "100", after: "0" },
      { subscriptionId: "b", customerId: "c", on: "2026-02-10", before: "0", after: "150" },
    ];
    const [, february] = mrrMovements(swap, ["2026-01", "2026-02"]);
    expect(february).toMatchObject({ expansion: "50", churned: "0", reactivation: "0", mrr: "150" });
  });

  it("starts the first month from every change before it and leaves out changes after the last", () => {
    const months = mrrMovements(syncalytics, ["2026-06", "2026-07"]);
    expect(months.map((month) => month.mrr)).toEqual(["166.67", "166.67"]);
    expect(months[0]?.startMrr).toBe("166.67");
  });

  it("says which movement a customer's change is", () => {
    expect(classifyMovement("0", "10", false)).toBe("new");
    expect(classifyMovement("0", "10", true)).toBe("reactivation");
    expect(classifyMovement("10", "0", true)).toBe("churned");
    expect(classifyMovement("10", "15", true)).toBe("expansion");
    expect(classifyMovement("10", "5", true)).toBe("contraction");
    expect(classifyMovement("10", "10.00", true)).toBeNull();
  });

  const change = fc.record({
    subscription: fc.integer({ min: 0, max: 6 }),
    day: fc.integer({ min: 0, max: 400 }),
    cents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
  });

  it("start MRR plus the movements is the end MRR every month, and the end MRR is every customer's MRR", () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (raw) => {
        const changes: MrrChange[] = raw.map(({ subscription, day, cents }) => ({
          subscriptionId: `s${subscription}`,
          customerId: `c${subscription % 3}`,
          on: new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10),
          before: "0",
          after: toAmount(cents / 100),
        }));
        const months = lastMonths("2027-02-05", 14);
        const movements = mrrMovements(changes, months);
        let start = "0";
        for (const month of movements) {
          expect(month.startMrr).toBe(start);
          const sum = addAmounts(month.startMrr, ...MOVEMENT_KINDS.map((kind) => month[kind]));
          expect(compareAmounts(sum, month.mrr)).toBe(0);
          expect(compareAmounts(month.contraction, "0")).toBeLessThanOrEqual(0);
          expect(compareAmounts(month.churned, "0")).toBeLessThanOrEqual(0);
          start = month.mrr;
          const [year, m] = month.month.split("-").map(Number) as [number, number];
          const monthEnd = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
          const paying = customerMrrOn(changes, monthEnd);
          const plain = addAmounts("0", ...paying.values());
          expect(compareAmounts(plain, month.mrr)).toBe(0);
          // The summary's counts, kept by movements, are the customers paying at the month's end.
          const basis = summaryBasis(customerDays(changes), monthEnd);
          expect(basis.payingCustomers).toBe(paying.size);
          expect(compareAmounts(basis.mrr, plain)).toBe(0);
        }
      }),
    );
  });
});

describe("summary figures", () => {
  it("works out churn, ARPA and LTV as ChartMogul defines them", () => {
    // ChartMogul Help Center, "LTV": LTV = ARPA ÷ customer churn rate. Four customers paying $100 each 30 days
    // ago; one of them stopped: churn 25 %, ARPA $100 (three left paying $300), LTV $400.
    const changes: MrrChange[] = ["a", "b", "c", "d"].map((id) => ({
      subscriptionId: id,
      customerId: id,
      on: "2026-01-01",
      before: "0",
      after: "100",
    }));
    changes.push({ subscriptionId: "d", customerId: "d", on: "2026-02-20", before: "100", after: "0" });
    const figures = summaryFigures(summaryBasis(customerDays(changes), "2026-03-01"));
    expect(figures).toMatchObject({ mrr: "300", arr: "3600", payingCustomers: 3, customerChurnRate: "0.25" });
    expect(figures).toMatchObject({ arpa: "100", ltv: "400" });
  });

  it("without churn, LTV is ARPA × 60 (five years); without customers, nothing is made up", () => {
    const one: MrrChange[] = [
      { subscriptionId: "a", customerId: "a", on: "2026-01-01", before: "0", after: "49.99" },
    ];
    expect(summaryFigures(summaryBasis(customerDays(one), "2026-03-01"))).toMatchObject({
      customerChurnRate: "0",
      arpa: "49.99",
      ltv: "2999.4",
    });
    expect(summaryFigures(summaryBasis([], "2026-03-01"))).toMatchObject({
      mrr: "0",
      customerChurnRate: null,
      arpa: null,
      ltv: null,
    });
  });

  it("counts payment attempts and collection days", () => {
    // Stripe Billing's payment success rate: succeeded attempts over every attempt, failed retries included.
    expect(paymentSuccessRate(2, 3)).toBe("0.6667");
    expect(paymentSuccessRate(0, 0)).toBeNull();
    expect(
      averageCollectionDays([
        { issuedOn: "2026-01-01", paidOn: "2026-01-01" },
        { issuedOn: "2026-01-01", paidOn: "2026-01-15" },
        { issuedOn: "2026-01-10", paidOn: "2026-01-20" },
      ]),
    ).toBe("8");
    expect(averageCollectionDays([])).toBeNull();
  });

  it("says the change against the previous period, or nothing when there was nothing before", () => {
    expect(changeRatio("110", "100")).toBe("0.1");
    expect(changeRatio("90", "100")).toBe("-0.1");
    expect(changeRatio("10", "0")).toBeNull();
    expect(changeRatio(null, "1")).toBeNull();
  });
});
