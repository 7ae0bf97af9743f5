import { afterAll, beforeAll, expect, it } from "vitest";
import { BillingFixture } from "../billingFixture.ts";
import { describeOnBothDatabases, type Json, type SignedUp, TestServer, uniqueEmail } from "../helpers.ts";

// The billing's events (PLATFORM.md, "Events"), as a person following one customer would see them: each
// change writes its event in its own transaction, in order, its `object` the resource as its GET answers it
// right after that change (so the last event of a resource in a request equals the GET taken then), with the
// old values of what changed as `previous`, and the customer's test clock as `testClockId`.

const VISA = "4242424242424242";
const NO_FUNDS = "4000000000009995";

describeOnBothDatabases("billing events", (kind) => {
  let server: TestServer;
  let owner: SignedUp;
  let billing: BillingFixture;
  const points: Record<string, string> = {};

  beforeAll(async () => {
    server = await TestServer.start(kind);
    owner = await server.signUp({}, "business");
    billing = await BillingFixture.open(server, owner);
    points.trial = (await billing.plan("Trial", 30, {}, { trialPeriod: 10 })).pricePoints[0].id;
    points.basic = (await billing.plan("Basic", 20)).pricePoints[0].id;
  });
  afterAll(() => server?.close());

  const ok = (answer: Json, status = 200) => billing.ok(answer, status);
  let seen = 0;

  /** The account's events written since the last call, oldest first. */
  async function newEvents(): Promise<Json[]> {
    const found: Json[] = [];
    let after = "";
    for (;;) {
      const page = ok(await billing.get(`/api/events?limit=100${after}`));
      const fresh = page.items.filter((event: Json) => event.sequence > seen);
      found.push(...fresh);
      if (!page.hasMore || fresh.length < page.items.length) break;
      after = `&startingAfter=${page.items.at(-1).id}`;
    }
    found.reverse();
    const sequences = found.map((event) => event.sequence);
    expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
    if (found.length > 0) seen = found.at(-1).sequence;
    return found;
  }

  const typesOf = (events: Json[]) => events.map((event) => event.type);
  const invoice = async (id: string) => ok(await billing.get(`/api/invoices/${id}`));
  const payment = async (invoiceId: string, id: string) =>
    (ok(await billing.get(`/api/payments?invoiceId=${invoiceId}&pageSize=100`)).items as Json[]).find(
      (item) => item.id === id,
    );

  /** Each resource's last event equals its GET taken now; every event is of the clock (or none). */
  async function matchGets(events: Json[], clockId: string | null) {
    const last = new Map<string, Json>();
    for (const event of events) {
      expect(event.testClockId).toBe(clockId);
      last.set(`${event.type.split(".")[0]}:${event.data.object.id}`, event);
    }
    for (const [key, event] of last) {
      const object = event.data.object;
      if (key.startsWith("subscription:")) expect(object).toEqual(await billing.subscription(object.id));
      if (key.startsWith("invoice:")) expect(object).toEqual(await invoice(object.id));
      if (key.startsWith("payment:")) expect(object).toEqual(await payment(object.invoiceId, object.id));
      if (key.startsWith("customer:")) expect(object).toEqual(await billing.customer(object.id));
    }
  }

  it("follows a trial: created, told three days before its end once, then its first invoice paid and its renewal", async () => {
    const clock = await billing.clockAt("2027-01-01T08:00:00Z");
    const customerId = await billing.customerOn(clock, VISA);
    await newEvents();
    const created = ok(
      await billing.post("/api/subscriptions", { customerId, planPricePointId: points.trial }),
      201,
    );
    expect(created).toMatchObject({
      status: "trialing",
      trialEnd: "2027-01-11",
      nextBillingDate: "2027-01-11",
    });
    let events = await newEvents();
    expect(typesOf(events)).toEqual(["subscription.created"]);
    expect(events[0].data).toEqual({ object: created });
    await matchGets(events, clock);

    // Told on Jan 8, three days before the trial ends, and only then.
    await billing.advance(clock, "2027-01-07T12:00:00Z");
    expect(await newEvents()).toEqual([]);
    await billing.advance(clock, "2027-01-08T12:00:00Z");
    events = await newEvents();
    expect(typesOf(events)).toEqual(["subscription.trial_will_end"]);
    expect(events[0].data.previous).toBeUndefined();
    expect(events[0].data.object).toMatchObject({ status: "trialing", nextBillingDate: "2027-01-11" });
    await matchGets(events, clock);
    await billing.advance(clock, "2027-01-10T12:00:00Z");
    expect(await newEvents()).toEqual([]);

    // The trial's end: the first term, its invoice raised, finalized, charged and paid, each event as it stood.
    await billing.advance(clock, "2027-01-11T12:00:00Z");
    events = await newEvents();
    expect(typesOf(events)).toEqual([
      "subscription.updated",
      "invoice.created",
      "invoice.finalized",
      "payment.succeeded",
      "invoice.paid",
    ]);
    const [started, raised, finalized, charged, paid] = events;
    expect(started.data.previous).toMatchObject({ status: "trialing", currentTermStart: null, mrr: 0 });
    expect(started.data.object).toMatchObject({ status: "active", currentTermStart: "2027-01-11", mrr: 30 });
    expect(raised.data.previous).toBeUndefined();
    expect(raised.data.object).toMatchObject({ status: "draft", number: null, total: 30, payments: [] });
    expect(raised.data.object.lines).toHaveLength(1);
    expect(finalized.data.object).toMatchObject({ status: "open", amountDue: 30, payments: [] });
    expect(finalized.data.object.number).toMatch(/^INV-TEST-\d{6}$/);
    expect(finalized.data.previous).toMatchObject({ status: "draft", number: null, issueDate: null });
    expect(charged.data.object).toMatchObject({ status: "succeeded", amount: 30, method: "card" });
    expect(charged.data.object.invoiceNumber).toBe(finalized.data.object.number);
    expect(paid.data.object).toMatchObject({ status: "paid", amountPaid: 30, amountDue: 0 });
    expect(paid.data.object.payments).toEqual([charged.data.object]);
    expect(paid.data.previous).toMatchObject({
      status: "open",
      amountPaid: 0,
      paymentAttempts: 0,
      payments: [],
    });
    await matchGets(events, clock);

    // A renewal a month on.
    await billing.advance(clock, "2027-02-11T12:00:00Z");
    events = await newEvents();
    expect(typesOf(events)).toEqual([
      "subscription.renewed",
      "invoice.created",
      "invoice.finalized",
      "payment.succeeded",
      "invoice.paid",
    ]);
    expect(events[0].data.previous).toMatchObject({
      currentTermStart: "2027-01-11",
      termsBilled: 1,
    });
    expect(events[0].data.object).toMatchObject({ currentTermStart: "2027-02-11", termsBilled: 2 });
    await matchGets(events, clock);
  });

  it("tells a trial shorter than three days at its start, and a trial set to cancel, then cancelled at its end", async () => {
    const clock = await billing.clockAt("2027-02-01T08:00:00Z");
    const customerId = await billing.customerOn(clock, VISA);
    await newEvents();
    const short = ok(
      await billing.post("/api/subscriptions", {
        customerId,
        planPricePointId: points.basic,
        trialEnd: "2027-02-03",
      }),
      201,
    );
    let events = await newEvents();
    expect(typesOf(events)).toEqual(["subscription.created", "subscription.trial_will_end"]);
    expect(events[1].data.object).toEqual(short);
    await matchGets(events, clock);

    const ending = ok(
      await billing.post("/api/subscriptions", { customerId, planPricePointId: points.trial }),
      201,
    );
    await newEvents();
    const cancelling = ok(await billing.post(`/api/subscriptions/${ending.id}/cancel`, { atTermEnd: true }));
    expect(cancelling).toMatchObject({ status: "trialing", cancelAt: "2027-02-11", nextBillingDate: null });
    events = await newEvents();
    expect(typesOf(events)).toEqual(["subscription.updated"]);
    expect(events[0].data.previous).toMatchObject({ cancelAt: null, nextBillingDate: "2027-02-11" });
    // Still told three days before, then cancelled at its end without an invoice (the short trial's first
    // term starts on the way: its events are left aside here).
    await billing.advance(clock, "2027-02-08T12:00:00Z");
    events = (await newEvents()).filter((event) => event.data.object.id === ending.id);
    expect(typesOf(events)).toEqual(["subscription.trial_will_end"]);
    await billing.advance(clock, "2027-02-11T12:00:00Z");
    events = (await newEvents()).filter((event) => event.data.object.id === ending.id);
    expect(typesOf(events)).toEqual(["subscription.cancelled"]);
    expect(events[0].data.previous).toMatchObject({ status: "trialing", cancelledAt: null });
    await matchGets(events, clock);
  });

  it("tells a pause, a resume, a cancel scheduled and undone, a cancel and a reactivation, and nothing of a preview", async () => {
    const clock = await billing.clockAt("2027-03-01T08:00:00Z");
    const customerId = await billing.customerOn(clock, VISA);
    await newEvents();
    const sub = ok(
      await billing.post("/api/subscriptions", { customerId, planPricePointId: points.basic }),
      201,
    );
    let events = await newEvents();
    expect(typesOf(events)).toEqual([
      "subscription.created",
      "invoice.created",
      "invoice.finalized",
      "payment.succeeded",
      "invoice.paid",
    ]);
    expect(events[0].data.object).toEqual(sub);
    await matchGets(events, clock);

    // Previews write nothing.
    ok(await billing.post(`/api/subscriptions/${sub.id}/pause`, { preview: true }));
    ok(await billing.post(`/api/subscriptions/${sub.id}/cancel`, { atTermEnd: false, preview: true }));
    ok(
      await billing.post("/api/subscriptions", { customerId, planPricePointId: points.basic, preview: true }),
    );
    expect(await newEvents()).toEqual([]);

    await billing.advance(clock, "2027-03-11T08:00:00Z");
    expect(await newEvents()).toEqual([]);
    const paused = ok(await billing.post(`/api/subscriptions/${sub.id}/pause`, {}));
    events = await newEvents();
    expect(typesOf(events)).toEqual(["subscription.paused"]);
    expect(events[0].data).toEqual({
      object: paused,
      previous: expect.objectContaining({ status: "active", pausedAt: null, mrr: 20 }),
    });
    await matchGets(events, clock);

    await billing.advance(clock, "2027-03-15T08:00:00Z");
    const resumed = ok(await billing.post(`/api/subscriptions/${sub.id}/resume`, {}));
    events = await newEvents();
    expect(typesOf(events).slice(0, 3)).toEqual([
      "subscription.resumed",
      "invoice.created",
      "invoice.finalized",
    ]);
    expect(events[0].data.object).toEqual(resumed);
    expect(events[0].data.previous).toMatchObject({ status: "paused", pausedAt: "2027-03-11" });
    await matchGets(events, clock);

    const cancelling = ok(await billing.post(`/api/subscriptions/${sub.id}/cancel`, { atTermEnd: true }));
    events = await newEvents();
    // Scheduled, it is an update; `subscription.cancelled` is told when it ends.
    expect(typesOf(events)).toEqual(["subscription.updated"]);
    expect(events[0].data).toEqual({
      object: cancelling,
      previous: expect.objectContaining({ cancelAt: null, nextBillingDate: "2027-04-15" }),
    });
    const undone = ok(await billing.post(`/api/subscriptions/${sub.id}/reactivate`, {}));
    events = await newEvents();
    expect(typesOf(events)).toEqual(["subscription.reactivated"]);
    expect(events[0].data).toEqual({
      object: undone,
      previous: expect.objectContaining({ cancelAt: "2027-04-15", nextBillingDate: null }),
    });

    const cancelled = ok(await billing.post(`/api/subscriptions/${sub.id}/cancel`, { atTermEnd: false }));
    events = await newEvents();
    expect(typesOf(events)).toEqual(["subscription.cancelled"]);
    expect(events[0].data).toEqual({
      object: cancelled,
      previous: expect.objectContaining({ status: "active", cancelledAt: null }),
    });
    const again = ok(await billing.post(`/api/subscriptions/${sub.id}/reactivate`, {}));
    events = await newEvents();
    expect(typesOf(events)[0]).toBe("subscription.reactivated");
    expect(typesOf(events)).toContain("invoice.finalized");
    expect(events[0].data.object).toEqual(again);
    expect(events[0].data.previous).toMatchObject({ status: "cancelled" });
    await matchGets(events, clock);

    // An upgrade: an update, its proration invoice after it.
    const changed = ok(await billing.put(`/api/subscriptions/${sub.id}`, { planPricePointId: points.trial }));
    events = await newEvents();
    expect(typesOf(events)[0]).toBe("subscription.updated");
    expect(events[0].data.previous).toMatchObject({ planName: "Basic", amount: 20, mrr: 20 });
    expect(events[0].data.object).toMatchObject({ planName: "Trial", amount: 30, mrr: 30 });
    expect(events[0].data.object).toEqual(changed);
    expect(typesOf(events)).toContain("invoice.paid");
    await matchGets(events, clock);
  });

  it("tells a declined card's failures, the invoice overdue, then voided", async () => {
    const clock = await billing.clockAt("2027-05-01T08:00:00Z");
    const customerId = await billing.customerOn(clock, NO_FUNDS);
    await newEvents();
    ok(await billing.post("/api/subscriptions", { customerId, planPricePointId: points.basic }), 201);
    let events = await newEvents();
    expect(typesOf(events)).toEqual([
      "subscription.created",
      "invoice.created",
      "invoice.finalized",
      "payment.failed",
      "invoice.payment_failed",
    ]);
    const failed = events[4];
    expect(failed.data.object).toMatchObject({
      status: "open",
      paymentAttempts: 1,
      nextRetryOn: "2027-05-04",
    });
    expect(failed.data.previous).toMatchObject({ paymentAttempts: 0, nextRetryOn: null });
    expect(events[3].data.object).toMatchObject({ status: "failed", attempt: 1 });
    await matchGets(events, clock);
    const invoiceId = failed.data.object.id;

    // Due the day it was charged: overdue the next day, then retried on the dunning schedule.
    await billing.advance(clock, "2027-05-02T08:00:00Z");
    events = await newEvents();
    expect(typesOf(events)).toEqual(["invoice.overdue"]);
    expect(events[0].data.previous).toMatchObject({ status: "open" });
    await matchGets(events, clock);
    await billing.advance(clock, "2027-05-04T08:00:00Z");
    events = await newEvents();
    expect(typesOf(events)).toEqual(["payment.failed", "invoice.payment_failed"]);
    expect(events[1].data.previous).toMatchObject({ paymentAttempts: 1, nextRetryOn: "2027-05-04" });
    expect(events[1].data.object.payments).toHaveLength(2);
    await matchGets(events, clock);

    const voided = ok(await billing.post(`/api/invoices/${invoiceId}/void`, {}));
    events = await newEvents();
    expect(typesOf(events)).toEqual(["invoice.voided"]);
    expect(events[0].data).toEqual({
      object: voided,
      previous: expect.objectContaining({ status: "overdue", voidedAt: null }),
    });
    await matchGets(events, clock);
  });

  it("tells a one-off invoice raised and finalized, and payments recorded in part and in full", async () => {
    const customer = ok(
      await billing.post("/api/customers", { email: uniqueEmail("offline"), currency: "USD" }),
      201,
    );
    const charge = ok(
      await billing.post("/api/catalog/charges", {
        name: "Workshop",
        type: "one_time",
        chargeModel: "flat_fee",
        pricePoints: [{ currency: "USD", price: 100 }],
      }),
      201,
    );
    await newEvents();
    const draft = ok(
      await billing.post("/api/invoices", {
        customerId: customer.id,
        items: [{ pricePointId: charge.pricePoints[0].id }],
      }),
      201,
    );
    let events = await newEvents();
    expect(typesOf(events)).toEqual(["invoice.created"]);
    expect(events[0].data).toEqual({ object: draft });
    const open = ok(await billing.post(`/api/invoices/${draft.id}/finalize`, {}));
    events = await newEvents();
    expect(typesOf(events)).toEqual(["invoice.finalized"]);
    expect(events[0].data).toEqual({
      object: open,
      previous: expect.objectContaining({ status: "draft", number: null }),
    });
    const part = ok(
      await billing.post(`/api/invoices/${draft.id}/payments`, { amount: 40, paymentMethod: "offline" }),
    );
    events = await newEvents();
    expect(typesOf(events)).toEqual(["payment.succeeded", "invoice.partially_paid"]);
    expect(events[1].data.object).toEqual(part);
    expect(events[1].data.previous).toMatchObject({ status: "open", amountPaid: 0, amountDue: 100 });
    await matchGets(events, null);
    ok(await billing.post(`/api/invoices/${draft.id}/payments`, { amount: 60, paymentMethod: "offline" }));
    events = await newEvents();
    expect(typesOf(events)).toEqual(["payment.succeeded", "invoice.paid"]);
    expect(events[1].data.previous).toMatchObject({ status: "partially_paid", amountDue: 60 });
    await matchGets(events, null);
  });

  it("tells each customer a CSV import creates, and nothing of an import refused", async () => {
    const [first, second] = [uniqueEmail("imported"), uniqueEmail("imported")];
    const answer = await server.call("POST", "/api/customers/import", {
      raw: `email,firstName,company\n${first},Grace,Navy\n${second},Alan,`,
      token: owner.token,
      headers: { "Content-Type": "text/csv" },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const events = await newEvents();
    expect(typesOf(events)).toEqual(["customer.created", "customer.created"]);
    expect(events.map((event) => event.data.object.email)).toEqual([first, second]);
    await matchGets(events, null);
    const refused = await server.call("POST", "/api/customers/import", {
      raw: `email\n${uniqueEmail("again")}\nnot an email`,
      token: owner.token,
      headers: { "Content-Type": "text/csv" },
    });
    expect(refused.status).toBe(400);
    expect(await newEvents()).toEqual([]);
  });
});
