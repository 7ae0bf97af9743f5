import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { invoiceNumbering, invoices, subscriptionEvents, subscriptions } from "../../src/db/schema/index.ts";
import { BillingFixture } from "../billingFixture.ts";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

// The billing engine over HTTP (COMMERCE.md, "Subscription rules", "Invoices, payments and billing"), on
// PGlite and PostgreSQL, with test clocks moving time: each invoice checked against amounts worked out by
// hand below.

const VISA = "4242424242424242";
const NO_FUNDS = "4000000000009995";

describeOnBothDatabases("billing", (kind: DatabaseKind) => {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  const points: Record<string, string> = {};

  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    server.call("POST", path, { body, token: owner.token, ...(headers ? { headers } : {}) });
  const get = (path: string, token = owner.token) => server.get(path, token);
  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };

  let f: BillingFixture;
  /** A plan with one monthly (or yearly) flat price point in USD; answers the point's id. */
  const plan = async (name: string, price: number, extra: Json = {}, pointExtra: Json = {}) =>
    (await f.plan(name, price, extra, pointExtra)).pricePoints[0].id as string;
  const clockAt = (frozenTime: string) => f.clockAt(frozenTime);
  const customerOn = (clockId: string, card?: string, extra: Json = {}) => f.customerOn(clockId, card, extra);
  const advance = (clockId: string, frozenTime: string) => f.advance(clockId, frozenTime);
  const invoicesOf = async (customerId: string) =>
    ok(await get(`/api/invoices?customerId=${customerId}&orderBy=createdAt&isAscending=true&pageSize=100`))
      .items as Json[];
  const customer = async (id: string) => ok(await get(`/api/customers/${id}`));

  beforeAll(async () => {
    server = await TestServer.start(kind);
    [owner, stranger] = await Promise.all([
      server.signUp({}, "business"),
      server.signUp({ firstName: "Grace" }),
    ]);
    // A family, and USD as the catalog's currency (coupons of a fixed amount are in it).
    f = await BillingFixture.open(server, owner);
    points.basic = await plan("Basic", 30);
    points.pro = await plan("Pro", 60);
    points.trial = await plan("Trial plan", 30, {}, { trialPeriod: 14 });
    points.twice = await plan("Two months", 20, { billingCycles: 2 });
    points.metered = await plan("Metered", 10, {
      usageMetrics: [{ metricName: "api_calls", unit: "call", aggregation: "sum", pricePerUnit: 0.01 }],
    });
    ok(
      await post("/api/catalog/coupons", {
        name: "Ten off",
        couponCode: "TENOFF",
        discountType: "percentage",
        discountValue: 10,
        durationType: "forever",
        stackable: true,
      }),
      201,
    );
    ok(
      await post("/api/catalog/coupons", {
        name: "Welcome",
        couponCode: "WELCOME5",
        discountType: "fixed_amount",
        discountValue: 5,
        currency: "USD",
        durationType: "one_time",
        stackable: true,
      }),
      201,
    );
  });
  afterAll(() => server?.close());

  it("bills a month-end subscription with coupons on its anchor day, renewal by renewal, and collects each", async () => {
    const clock = await clockAt("2027-01-31T12:00:00Z");
    const id = await customerOn(clock, VISA);
    const created = ok(
      await post("/api/subscriptions", {
        customerId: id,
        planPricePointId: points.basic,
        couponCodes: ["TENOFF", "WELCOME5"],
      }),
      201,
    );
    expect(created).toMatchObject({
      status: "active",
      currentTermStart: "2027-01-31",
      currentTermEnd: "2027-02-28",
      nextBillingDate: "2027-02-28",
      amount: 30,
      // 30 − 10% (the one-time coupon is not recurring revenue).
      mrr: 27,
      coupons: [expect.objectContaining({ code: "TENOFF" }), expect.objectContaining({ code: "WELCOME5" })],
    });
    // First invoice: 30 − 3.00 (10%) − 5.00 (one time) = 22.00, charged at once.
    let invoices = await invoicesOf(id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      status: "paid",
      total: 22,
      amountPaid: 22,
      amountDue: 0,
      reason: "subscription_create",
    });
    // A test clock's invoices are numbered in the clock's own sequence.
    expect(invoices[0].number).toMatch(/^INV-TEST-\d{6}$/);

    const moved = await advance(clock, "2027-04-01T00:00:00Z");
    expect(moved.steps.map((step: Json) => step.action)).toEqual(
      expect.arrayContaining([
        "Renewed",
        expect.stringMatching(/^Invoice INV-TEST-\d{6} issued for \$27\.00$/),
      ]),
    );
    invoices = await invoicesOf(id);
    // Renewals on Feb 28 and Mar 31 (the anchor's 31st, clamped in February), 27.00 each: 10% forever only.
    expect(
      invoices.map((invoice: Json) => [
        invoice.periodStart,
        invoice.periodEnd,
        invoice.total,
        invoice.status,
      ]),
    ).toEqual([
      ["2027-01-31", "2027-02-28", 22, "paid"],
      ["2027-02-28", "2027-03-31", 27, "paid"],
      ["2027-03-31", "2027-04-30", 27, "paid"],
    ]);
    const numbers = invoices.map((invoice: Json) => Number(invoice.number.slice("INV-TEST-".length)));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    const detail = ok(await get(`/api/invoices/${invoices[1].id}`));
    expect(detail.lines.map((line: Json) => [line.kind, line.amount])).toEqual([
      ["plan", 30],
      ["discount", -3],
    ]);
    expect(detail.payments).toEqual([
      expect.objectContaining({ status: "succeeded", amount: 27, methodLabel: "Visa •••• 4242" }),
    ]);
    // Advancing again to the same time does nothing twice.
    expectError(await post(`/api/test-clocks/${clock}/advance`, { frozenTime: "2027-04-01T00:00:00Z" }), 400);
    expect(await invoicesOf(id)).toHaveLength(3);
    expect((await customer(id)).totalMRR).toBe(27);
    // The customers list's plan filter finds it under its plan only.
    const byPlan = ok(await get(`/api/customers?planId=${created.planId}&pageSize=100`));
    expect(byPlan.items.map((item: Json) => item.id)).toContain(id);
    // A customer with invoices is archived, not deleted.
    expectError(await server.del(`/api/customers/${id}`, owner.token), 409);
  });

  it("prorates an upgrade at once and the same-day downgrade as credit, applied to the next renewal", async () => {
    const clock = await clockAt("2027-04-01T09:00:00Z");
    const id = await customerOn(clock);
    const sub = ok(await post("/api/subscriptions", { customerId: id, planPricePointId: points.basic }), 201);
    await advance(clock, "2027-04-16T09:00:00Z");
    // 15 of April's 30 days left: −15.00 unused on Basic, +30.00 for Pro, 15.00 due.
    const preview = ok(
      await server.call("PUT", `/api/subscriptions/${sub.id}`, {
        body: { planPricePointId: points.pro, preview: true },
        token: owner.token,
      }),
    );
    expect(preview.preview).toBe(true);
    expect(preview.invoice.lines.map((line: Json) => line.amount)).toEqual([-15, 30]);
    expect(preview.invoice.total).toBe(15);
    expect(await invoicesOf(id)).toHaveLength(1);
    const upgraded = ok(
      await server.call("PUT", `/api/subscriptions/${sub.id}`, {
        body: { planPricePointId: points.pro },
        token: owner.token,
      }),
    );
    expect(upgraded).toMatchObject({ planName: "Pro", amount: 60, mrr: 60 });
    let invoices = await invoicesOf(id);
    expect(invoices.map((invoice: Json) => [invoice.reason, invoice.total])).toEqual([
      ["subscription_create", 30],
      ["proration", 15],
    ]);
    // The reverse downgrade the same day nets to zero: 15.00 of credit.
    const downgraded = ok(
      await server.call("PUT", `/api/subscriptions/${sub.id}`, {
        body: { planPricePointId: points.basic, preview: true },
        token: owner.token,
      }),
    );
    expect(downgraded).toMatchObject({ invoice: null, credit: 15 });
    ok(
      await server.call("PUT", `/api/subscriptions/${sub.id}`, {
        body: { planPricePointId: points.basic },
        token: owner.token,
      }),
    );
    expect((await customer(id)).creditBalance).toBe(15);
    await advance(clock, "2027-05-01T10:00:00Z");
    invoices = await invoicesOf(id);
    expect(invoices.at(-1)).toMatchObject({
      reason: "renewal",
      total: 30,
      creditApplied: 15,
      amountDue: 15,
      status: "open",
    });
    expect((await customer(id)).creditBalance).toBe(0);
  });

  it("runs a trial, a pause with credit, a resume that starts a new term, and a cancel at term end", async () => {
    const clock = await clockAt("2027-01-01T08:00:00Z");
    const id = await customerOn(clock);
    const sub = ok(await post("/api/subscriptions", { customerId: id, planPricePointId: points.trial }), 201);
    expect(sub).toMatchObject({
      status: "trialing",
      trialEnd: "2027-01-15",
      nextBillingDate: "2027-01-15",
      mrr: 0,
    });
    expect(await invoicesOf(id)).toHaveLength(0);
    await advance(clock, "2027-01-20T08:00:00Z");
    let current = ok(await get(`/api/subscriptions/${sub.id}`));
    expect(current).toMatchObject({
      status: "active",
      currentTermStart: "2027-01-15",
      currentTermEnd: "2027-02-15",
    });
    expect((await invoicesOf(id)).map((invoice: Json) => [invoice.reason, invoice.total])).toEqual([
      ["trial_end", 30],
    ]);
    // Paused on Jan 20: 26 of the term's 31 days unused, 30 × 26 / 31 = 25.16 credited.
    const paused = ok(await post(`/api/subscriptions/${sub.id}/pause`, { resumeDate: "2027-02-10" }));
    expect(paused).toMatchObject({
      status: "paused",
      pausedAt: "2027-01-20",
      resumeDate: "2027-02-10",
      mrr: 0,
    });
    expect((await customer(id)).creditBalance).toBe(25.16);
    expectError(await post(`/api/subscriptions/${sub.id}/pause`, {}), 409);
    await advance(clock, "2027-02-11T08:00:00Z");
    current = ok(await get(`/api/subscriptions/${sub.id}`));
    expect(current).toMatchObject({
      status: "active",
      currentTermStart: "2027-02-10",
      currentTermEnd: "2027-03-10",
    });
    const resumed = (await invoicesOf(id)).at(-1);
    expect(resumed).toMatchObject({ reason: "resume", total: 30, creditApplied: 25.16, amountDue: 4.84 });
    const cancelling = ok(await post(`/api/subscriptions/${sub.id}/cancel`, { atTermEnd: true }));
    expect(cancelling).toMatchObject({ status: "active", cancelAt: "2027-03-10", nextBillingDate: null });
    await advance(clock, "2027-03-12T08:00:00Z");
    current = ok(await get(`/api/subscriptions/${sub.id}`));
    expect(current).toMatchObject({ status: "cancelled", mrr: 0 });
    expect(await invoicesOf(id)).toHaveLength(2);
    // Reactivated: a new term from today, invoiced at once.
    const again = ok(await post(`/api/subscriptions/${sub.id}/reactivate`, {}));
    expect(again).toMatchObject({
      status: "active",
      currentTermStart: "2027-03-12",
      currentTermEnd: "2027-04-12",
    });
    expect((await invoicesOf(id)).at(-1)).toMatchObject({ reason: "reactivation", total: 30 });
  });

  it("ends a plan's billing cycles as expired", async () => {
    const clock = await clockAt("2027-06-01T00:00:00Z");
    const id = await customerOn(clock);
    const sub = ok(await post("/api/subscriptions", { customerId: id, planPricePointId: points.twice }), 201);
    await advance(clock, "2027-09-01T00:00:00Z");
    expect(ok(await get(`/api/subscriptions/${sub.id}`))).toMatchObject({
      status: "expired",
      termsBilled: 2,
      nextBillingDate: null,
    });
    expect((await invoicesOf(id)).map((invoice: Json) => invoice.periodStart)).toEqual([
      "2027-06-01",
      "2027-07-01",
    ]);
  });

  it("cancels a subscription whose first payment is declined with no retry left, when the settings say so", async () => {
    const other = await server.signUp({ firstName: "Final" }, "business");
    const call = (method: string, path: string, body?: unknown) =>
      server.call(method, path, { body, token: other.token });
    ok(await call("PUT", "/api/billing/settings", { dunningDays: [], afterFinalFailure: "cancel" }));
    const family = ok(
      await call("POST", "/api/catalog/product-families", {
        name: "Final",
        description: "Declined cards",
        category: "SaaS Platform",
      }),
      201,
    );
    const point = ok(
      await call("POST", "/api/catalog/plans", {
        name: "Final",
        productFamilyId: family.id,
        pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 15, billingFrequency: "monthly" }],
      }),
      201,
    ).pricePoints[0].id;
    const customerId = ok(
      await call("POST", "/api/customers", {
        email: uniqueEmail("final"),
        currency: "USD",
        autoCollection: true,
      }),
      201,
    ).id;
    ok(
      await call("POST", `/api/customers/${customerId}/payment-methods`, {
        type: "card",
        cardNumber: NO_FUNDS,
        expiryMonth: 12,
        expiryYear: 2099,
        cvc: "123",
      }),
      201,
    );
    const created = ok(
      await call("POST", "/api/subscriptions", { customerId, planPricePointId: point }),
      201,
    );
    // The answer is the subscription as it stands: cancelled by the declined payment, not active.
    expect(created).toMatchObject({ status: "cancelled", mrr: 0 });
    expect(ok(await call("GET", `/api/subscriptions/${created.id}`))).toMatchObject({ status: "cancelled" });
  });

  it("retries a declined card on the dunning schedule, then takes a partial and a full offline payment", async () => {
    const clock = await clockAt("2027-03-01T00:00:00Z");
    const id = await customerOn(clock, NO_FUNDS);
    ok(await post("/api/subscriptions", { customerId: id, planPricePointId: points.basic }), 201);
    let [invoice] = await invoicesOf(id);
    expect(invoice).toMatchObject({
      status: "open",
      amountDue: 30,
      paymentAttempts: 1,
      nextRetryOn: "2027-03-04",
    });
    await advance(clock, "2027-03-10T00:00:00Z");
    [invoice] = await invoicesOf(id);
    // Days 3, 5 and 7 after the first failure: four attempts in all, then no more; overdue since Mar 2.
    expect(invoice).toMatchObject({ status: "overdue", paymentAttempts: 4, nextRetryOn: null });
    const payments = ok(
      await get(`/api/payments?invoiceId=${invoice.id}&orderBy=createdAt&isAscending=true`),
    ).items;
    expect(payments.map((payment: Json) => payment.status)).toEqual(["failed", "failed", "failed", "failed"]);
    expect(payments[0].failureMessage).toBe("Your card has insufficient funds.");
    // Two signals of churn: failed payments and an overdue invoice.
    expect(await customer(id)).toMatchObject({
      churnRisk: "high",
      churnSignals: ["failed_payment", "overdue_invoice"],
    });

    const partial = ok(
      await post(`/api/invoices/${invoice.id}/payments`, {
        amount: 10,
        paymentMethod: "offline",
        reference: "CHQ-1",
      }),
    );
    expect(partial).toMatchObject({ status: "partially_paid", amountPaid: 10, amountDue: 20 });
    expectError(
      await post(`/api/invoices/${invoice.id}/payments`, { amount: 25, paymentMethod: "offline" }),
      400,
    );
    // Dated before the invoice was issued (Mar 1), or after the clock's today (Mar 10): refused.
    expectError(
      await post(`/api/invoices/${invoice.id}/payments`, {
        amount: 5,
        paymentMethod: "offline",
        paidAt: "2027-02-20",
      }),
      400,
      "The payment date can't be before the invoice was issued",
      "paidAt",
    );
    expectError(
      await post(`/api/invoices/${invoice.id}/payments`, {
        amount: 5,
        paymentMethod: "offline",
        paidAt: "2027-03-11",
      }),
      400,
      "The payment date can't be in the future",
      "paidAt",
    );
    // The same Idempotency-Key sent 20 times at once: one payment.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          `/api/invoices/${invoice.id}/payments`,
          { amount: 20, paymentMethod: "offline" },
          { "Idempotency-Key": `pay-${invoice.id}` },
        ),
      ),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const paid = ok(await get(`/api/invoices/${invoice.id}`));
    expect(paid).toMatchObject({ status: "paid", amountPaid: 30, amountDue: 0 });
    expect(paid.payments.filter((payment: Json) => payment.status === "succeeded")).toHaveLength(2);
    // Its lifetime value is what it paid: the failed attempts count for nothing. Paid, it is no longer
    // overdue; the failed payments of the last 60 days still count.
    expect(await customer(id)).toMatchObject({
      totalLTV: 30,
      churnRisk: "medium",
      churnSignals: ["failed_payment"],
    });
  });

  it("reads falling usage as a churn signal: a metric used less than half as much as in the 30 days before", async () => {
    // Paying by card, so that no overdue invoice adds its own signal.
    const clock = await clockAt("2027-05-01T00:00:00Z");
    const id = await customerOn(clock, VISA);
    const sub = ok(
      await post("/api/subscriptions", { customerId: id, planPricePointId: points.metered }),
      201,
    );
    const use = async (quantity: number, key: string) =>
      ok(
        await post("/api/usage", {
          subscriptionId: sub.id,
          metricName: "api_calls",
          quantity,
          idempotencyKey: key,
        }),
        201,
      );
    await advance(clock, "2027-05-10T00:00:00Z");
    await use(100, "may");
    // The renewal of June 1 reads May's 100 calls: nothing to compare with yet.
    await advance(clock, "2027-06-10T00:00:00Z");
    expect((await customer(id)).churnSignals).not.toContain("falling_usage");
    await use(40, "june");
    // On July 1, 40 calls in the last 30 days against 100 in the 30 before: falling usage.
    await advance(clock, "2027-07-01T00:00:00Z");
    expect(await customer(id)).toMatchObject({ churnRisk: "medium", churnSignals: ["falling_usage"] });
  });

  it("credits the unused part of the plan held now when a subscription upgraded mid-term is paused", async () => {
    const clock = await clockAt("2027-04-01T09:00:00Z");
    const id = await customerOn(clock);
    const sub = ok(await post("/api/subscriptions", { customerId: id, planPricePointId: points.basic }), 201);
    await advance(clock, "2027-04-16T09:00:00Z");
    ok(
      await server.call("PUT", `/api/subscriptions/${sub.id}`, {
        body: { planPricePointId: points.pro },
        token: owner.token,
      }),
    );
    // Paid for April: Basic 30.00 at the start, then 15.00 for Pro's last 15 days less Basic's (−15 + 30).
    // Paused the same day: 15 of 30 days of Pro unused, 60 × 15 / 30 = 30.00 (not Basic's 15.00).
    const paused = ok(await post(`/api/subscriptions/${sub.id}/pause`, {}));
    expect(paused.status).toBe("paused");
    expect((await customer(id)).creditBalance).toBe(30);
  });

  it("counts a limited coupon's redemptions exactly when they race", async () => {
    ok(
      await post("/api/catalog/coupons", {
        name: "Ten only",
        couponCode: "TENONLY",
        discountType: "percentage",
        discountValue: 50,
        durationType: "one_time",
        maxRedemptions: 10,
      }),
      201,
    );
    const clock = await clockAt("2027-05-01T00:00:00Z");
    const customers = await Promise.all(Array.from({ length: 50 }, () => customerOn(clock)));
    const answers = await Promise.all(
      customers.map((customerId) =>
        post("/api/subscriptions", { customerId, planPricePointId: points.basic, couponCodes: ["TENONLY"] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.body.errors[0]).toMatchObject({
        field: "couponCodes",
        description: "Coupon TENONLY has reached its maximum number of redemptions",
      });
    }
  });

  it("finds invoices by number, by the customer's name, email or company, by status, amount and id", async () => {
    const clock = await clockAt("2027-09-01T00:00:00Z");
    const point = await plan("Searched", 41.37);
    const graceEmail = uniqueEmail("hopper");
    const grace = await customerOn(clock, VISA, {
      firstName: "Grace",
      lastName: "Hopperfield",
      company: "Zebulon Quartzworks",
      email: graceEmail,
    });
    const alan = await customerOn(clock, undefined, { firstName: "Alan", lastName: "Turingham" });
    ok(await post("/api/subscriptions", { customerId: grace, planPricePointId: point }), 201);
    ok(await post("/api/subscriptions", { customerId: alan, planPricePointId: point }), 201);
    const [paid] = await invoicesOf(grace);
    const [open] = await invoicesOf(alan);
    expect(paid).toMatchObject({ status: "paid", total: 41.37 });
    expect(open).toMatchObject({ status: "open", total: 41.37 });
    // The clock's invoices: out of the account's lists unless the clock is chosen.
    expect(ok(await get(`/api/invoices?search=${encodeURIComponent(paid?.number)}`)).items).toEqual([]);
    const found = async (query: string) =>
      (ok(await get(`/api/invoices?${query}&testClockId=${clock}&pageSize=100`)).items as Json[]).map(
        (item) => item.id,
      );

    expect(await found(`search=${encodeURIComponent(paid?.number)}`)).toEqual([paid?.id]);
    for (const words of [
      "Zebulon",
      "quartzworks",
      "hopperfield",
      "Grace Hopperfield",
      graceEmail.toUpperCase(),
    ])
      expect(await found(`search=${encodeURIComponent(words)}`), words).toEqual([paid?.id]);
    expect(await found("search=turingham&orderBy=createdAt")).toEqual([open?.id]);
    // A status, read from the words; then an amount and an id; each with the customer's filter.
    expect(await found(`search=open&customerId=${alan}`)).toEqual([open?.id]);
    expect(await found(`search=paid&customerId=${alan}`)).toEqual([]);
    expect(await found(`search=PAID&customerId=${grace}`)).toEqual([paid?.id]);
    expect((await found("search=41.37")).sort()).toEqual([paid?.id, open?.id].sort());
    expect(await found(`search=${open?.id}`)).toEqual([open?.id]);
    expect(await found("search=Nobody%20Here%20Zebulon")).toEqual([]);
    // A day that does not exist is refused in the filter's words, never left to the database.
    for (const day of ["9999-99-99", "2027-02-29"])
      expectError(await get(`/api/invoices?to=${day}`), 400, "to must be a day, YYYY-MM-DD", "to");
    // The total counts what the search finds, whatever the page.
    const page = ok(await get(`/api/invoices?search=41.37&testClockId=${clock}&pageSize=1`));
    expect(page.totalCount).toBe(2);
    expect(page.items).toHaveLength(1);
    const second = ok(await get(`/api/invoices?search=41.37&testClockId=${clock}&pageSize=1&pageNumber=2`));
    expect([page.items[0].id, second.items[0].id].sort()).toEqual([paid?.id, open?.id].sort());
    // A page past the last still says how many were found.
    const past = ok(await get(`/api/invoices?search=41.37&testClockId=${clock}&pageSize=1&pageNumber=5`));
    expect(past).toMatchObject({ items: [], totalCount: 2 });
  });

  it("writes one-off invoices as drafts, finalizes, voids, exports and draws them as PDF", async () => {
    const clock = await clockAt("2027-08-01T00:00:00Z");
    const id = await customerOn(clock);
    const draft = ok(
      await post("/api/invoices", {
        customerId: id,
        items: [{ description: "Consulting", amount: 120.5, quantity: 2 }],
        memo: "Thanks",
      }),
      201,
    );
    expect(draft).toMatchObject({
      status: "draft",
      number: null,
      total: 241,
      lines: [expect.objectContaining({ kind: "charge", amount: 241 })],
    });
    expectError(
      await post("/api/invoices", { customerId: id, items: [{ description: "Too precise", amount: 1.001 }] }),
      400,
    );
    const open = ok(await post(`/api/invoices/${draft.id}/finalize`, {}));
    expect(open).toMatchObject({ status: "open", issueDate: "2027-08-01", dueDate: "2027-08-31" });
    expect(open.number).toMatch(/^INV-TEST-\d{6}$/);
    expectError(await server.del(`/api/invoices/${draft.id}`, owner.token), 409);
    const pdf = await server.instance.app.request(`/api/invoices/${draft.id}/pdf`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const other = await server.instance.app.request(`/api/invoices/${draft.id}/pdf`, {
      headers: { Authorization: `Bearer ${stranger.token}` },
    });
    expect(other.status).toBe(404);
    const bulk = ok(
      await post("/api/invoices/bulk", {
        action: "void",
        ids: [draft.id, "00000000-0000-4000-8000-000000000000"],
      }),
    );
    expect(bulk.results).toEqual([
      { id: draft.id, ok: true, status: "voided", message: null },
      { id: "00000000-0000-4000-8000-000000000000", ok: false, status: null, message: "Invoice not found." },
    ]);
    const csv = await server.instance.app.request(`/api/invoices/export?customerId=${id}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    const text = await csv.text();
    expect(text.split("\n")[0]).toBe(
      "Number,Customer,Status,Currency,Total,Tax,Paid,Due,Credited,Refunded,Issued,Due date,Id",
    );
    expect(text).toContain(
      `${open.number},Ada Lovelace,voided,USD,241.00,0.00,0.00,0.00,0.00,0.00,2027-08-01,2027-08-31,${draft.id}`,
    );

    // The list's totals (kept counts without a search) are the invoices there are, in every status, through
    // drafts written and deleted, finalizing, payments and voids, before the changes are folded and after.
    const gone = ok(
      await post("/api/invoices", { customerId: id, items: [{ description: "Dropped", amount: 5 }] }),
      201,
    );
    ok(await server.del(`/api/invoices/${gone.id}`, owner.token), 204);
    ok(await post("/api/invoices", { customerId: id, items: [{ description: "Kept", amount: 7 }] }), 201);
    // And a live customer's: a draft, and one finalized.
    const live = ok(await post("/api/customers", { email: uniqueEmail("one-off"), currency: "USD" }), 201).id;
    ok(
      await post("/api/invoices", { customerId: live, items: [{ description: "Live draft", amount: 9 }] }),
      201,
    );
    const finalized = ok(
      await post("/api/invoices", { customerId: live, items: [{ description: "Live", amount: 11 }] }),
      201,
    );
    ok(await post(`/api/invoices/${finalized.id}/finalize`, {}));
    // The account's list counts its live invoices (the kept counts); a clock's list counts the clock's.
    const expectExactTotals = async (scope: "live" | string) => {
      const rows = await server.db
        .select({ status: invoices.status })
        .from(invoices)
        .where(
          and(
            eq(invoices.roundAccountId, owner.accountId),
            scope === "live" ? isNull(invoices.testClockId) : eq(invoices.testClockId, scope),
          ),
        );
      const of = scope === "live" ? "" : `&testClockId=${scope}`;
      const there = (statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).length;
      expect(ok(await get(`/api/invoices?pageSize=1${of}`)).totalCount).toBe(rows.length);
      for (const status of ["draft", "open", "paid", "partially_paid", "overdue", "voided"])
        expect(ok(await get(`/api/invoices?status=${status}&pageSize=1${of}`)).totalCount, status).toBe(
          there([status]),
        );
      expect(ok(await get(`/api/invoices?status=pending&pageSize=1${of}`)).totalCount).toBe(
        there(["open", "partially_paid"]),
      );
      return rows.length;
    };
    const before = await expectExactTotals("live");
    expect(before).toBeGreaterThan(1);
    expect(await expectExactTotals(clock)).toBe(2);
    expect((await server.instance.sweep()).countChanges).toBeGreaterThan(0);
    expect(await expectExactTotals("live")).toBe(before);
  });

  it("feeds the catalog's figures from real subscriptions, not from test clocks' rehearsals", async () => {
    const id = ok(await post("/api/customers", { email: uniqueEmail("real"), currency: "USD" }), 201).id;
    const sub = ok(
      await post("/api/subscriptions", {
        customerId: id,
        planPricePointId: points.pro,
        couponCodes: ["TENOFF"],
      }),
      201,
    );
    expect(sub).toMatchObject({ mrr: 54, testClockId: null });
    const plan = ok(await get(`/api/catalog/plans/${sub.planId}`));
    // Only this subscription counts: the test clocks' Pro subscriptions above are rehearsals.
    expect(plan.mrr).toBe(54);
    const coupon = ok(await get("/api/catalog/coupons?search=TENOFF")).items[0];
    // Redeemed once for real; its first invoice took 6.00 off.
    expect(coupon).toMatchObject({ currentRedemptions: 1, totalSavings: 6 });

    // Each plan's MRR (kept from the subscriptions' changes) is the sum over its active subscriptions as they
    // are, through starts, a downgrade, a pause, a resume and a cancel, before the changes are folded and after.
    const basicId = ok(
      await post("/api/subscriptions", { customerId: id, planPricePointId: points.basic }),
      201,
    );
    const other = ok(await post("/api/customers", { email: uniqueEmail("kept"), currency: "USD" }), 201).id;
    const third = ok(
      await post("/api/subscriptions", { customerId: other, planPricePointId: points.pro }),
      201,
    );
    ok(
      await server.call("PUT", `/api/subscriptions/${sub.id}`, {
        body: { planPricePointId: points.basic },
        token: owner.token,
      }),
    );
    ok(await post(`/api/subscriptions/${third.id}/pause`, {}));
    const expectKeptMrr = async () => {
      const rows = await server.db
        .select({ planId: subscriptions.planId, mrr: subscriptions.mrr })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.roundAccountId, owner.accountId),
            eq(subscriptions.status, "active"),
            isNull(subscriptions.testClockId),
          ),
        );
      const plans = ok(await get("/api/catalog/plans?pageSize=100")).items as Json[];
      for (const plan of plans) {
        const cents = rows
          .filter((row) => row.planId === plan.id)
          .reduce((sum, row) => sum + Math.round(Number(row.mrr) * 100), 0);
        expect(Math.round(plan.mrr * 100), plan.name).toBe(cents);
      }
      return plans;
    };
    await expectKeptMrr();
    ok(await post(`/api/subscriptions/${third.id}/resume`, {}));
    ok(await post(`/api/subscriptions/${basicId.id}/cancel`, { atTermEnd: false }));
    const before = await expectKeptMrr();
    expect(before.some((plan) => plan.mrr > 0)).toBe(true);
    expect((await server.instance.sweep()).planMrrChanges).toBeGreaterThan(0);
    expect(await expectKeptMrr()).toEqual(before);
  });

  it("numbers invoices when their writes commit: no gap or repeat under concurrent writes, the number in mails and credits", async () => {
    // A real customer with credit, a card and invoice mails: the invoice finalized by its subscription takes
    // the credit; the credit's reason, the issued and the paid mails name the number the invoice got.
    const email = uniqueEmail("numbered");
    const id = ok(
      await post("/api/customers", {
        email,
        currency: "USD",
        autoCollection: true,
        emailPreferences: { invoices: true },
      }),
      201,
    ).id;
    ok(await post(`/api/customers/${id}/credits`, { amount: 10, reason: "Goodwill" }), 201);
    ok(
      await post(`/api/customers/${id}/payment-methods`, {
        type: "card",
        cardNumber: VISA,
        expiryMonth: 12,
        expiryYear: 2099,
        cvc: "123",
      }),
      201,
    );
    ok(await post("/api/subscriptions", { customerId: id, planPricePointId: points.basic }), 201);
    const [invoice] = await invoicesOf(id);
    expect(invoice).toMatchObject({ status: "paid", total: 30, creditApplied: 10, amountPaid: 20 });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    const credits = ok(await get(`/api/customers/${id}/credits`)) as Json[];
    expect(credits.map((credit) => credit.reason)).toContain(`Applied to invoice ${invoice.number}`);
    expect((await server.mail(email, /^Invoice /)).subject).toMatch(
      new RegExp(`^Invoice ${invoice.number} from `),
    );
    expect((await server.mail(email, /^Payment received/)).subject).toBe(
      `Payment received for invoice ${invoice.number}`,
    );

    // Twelve customers subscribing at once: twelve invoices, numbered one after another, none twice.
    const last = async () => {
      const rows = await server.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.roundAccountId, owner.accountId), isNull(invoices.testClockId)));
      return rows.map((row) => row.number).filter((number): number is string => number !== null);
    };
    const before = await last();
    const ids = await Promise.all(
      Array.from(
        { length: 12 },
        async (_, index) =>
          ok(await post("/api/customers", { email: uniqueEmail(`at-once-${index}`), currency: "USD" }), 201)
            .id,
      ),
    );
    await Promise.all(
      ids.map(async (customerId) =>
        ok(await post("/api/subscriptions", { customerId, planPricePointId: points.basic }), 201),
      ),
    );
    const after = await last();
    const taken = (numbers: string[]) =>
      numbers.map((number) => Number(number.slice(4))).sort((a, b) => a - b);
    const added = taken(after.filter((number) => !before.includes(number)));
    expect(added).toHaveLength(12);
    expect(added).toEqual(Array.from({ length: 12 }, (_, index) => taken(before).length + 1 + index));
    expect(taken(before)).toEqual(Array.from({ length: before.length }, (_, index) => index + 1));
  });

  it("writes nothing of a subscription whose last statement fails, and numbers the next one without a gap", async () => {
    // The last statement (the account's numbers and revenue sums) goes with the commit on PostgreSQL; when
    // it fails (the counter at the end of its range), nothing of the subscription may stay.
    const customerId = ok(
      await post("/api/customers", { email: uniqueEmail("last"), currency: "USD" }),
      201,
    ).id;
    // The account's counter exists once it has numbered an invoice.
    const first = ok(await post("/api/customers", { email: uniqueEmail("first"), currency: "USD" }), 201).id;
    ok(await post("/api/subscriptions", { customerId: first, planPricePointId: points.basic }), 201);
    const counter = and(eq(invoiceNumbering.roundAccountId, owner.accountId), eq(invoiceNumbering.scope, ""));
    const [counted] = await server.db.select().from(invoiceNumbering).where(counter);
    const lastNumber = counted!.lastNumber;
    await server.db.update(invoiceNumbering).set({ lastNumber: 2_147_483_647 }).where(counter);
    const failed = await post("/api/subscriptions", { customerId, planPricePointId: points.basic });
    expect(failed.status).toBe(500);
    const of = eq(subscriptions.customerId, customerId);
    expect(await server.db.select().from(subscriptions).where(of)).toEqual([]);
    expect(await server.db.select().from(invoices).where(eq(invoices.customerId, customerId))).toEqual([]);
    expect(
      await server.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.customerId, customerId)),
    ).toEqual([]);
    await server.db.update(invoiceNumbering).set({ lastNumber }).where(counter);
    // Every connection of the pool still works, each write in its own transaction.
    const others = await Promise.all(
      Array.from(
        { length: 10 },
        async (_, index) =>
          ok(await post("/api/customers", { email: uniqueEmail(`after-${index}`), currency: "USD" }), 201).id,
      ),
    );
    await Promise.all(
      [customerId, ...others].map(async (id) =>
        ok(await post("/api/subscriptions", { customerId: id, planPricePointId: points.basic }), 201),
      ),
    );
    const [invoice] = await invoicesOf(customerId);
    const numbers = (
      await server.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.roundAccountId, owner.accountId), isNull(invoices.testClockId)))
    )
      .flatMap((row) => (row.number === null ? [] : [Number(row.number.slice(4))]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
  });

  it("keeps another account's subscriptions and invoices out of reach", async () => {
    const list = ok(await get("/api/subscriptions", stranger.token));
    expect(list.items).toEqual([]);
    const mine = ok(await get("/api/subscriptions?pageSize=1"));
    expectError(await get(`/api/subscriptions/${mine.items[0].id}`, stranger.token), 404);
  });
});
