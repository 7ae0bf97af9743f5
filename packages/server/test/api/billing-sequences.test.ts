import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resumeStoppedAdvances } from "../../src/engine/advance.ts";
import { BillingFixture } from "../billingFixture.ts";
import { type DatabaseKind, describeOnBothDatabases, type Json, TestServer } from "../helpers.ts";

// Billing defects that lived in sequences of actions, not in one action alone: a reprice then a renewal, a
// pause then a resume, a failing subscription then an advance of its clock.

const VISA = "4242424242424242";

describeOnBothDatabases("billing sequences", (kind: DatabaseKind) => {
  let server: TestServer;
  let f: BillingFixture;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    f = await BillingFixture.open(server, await server.signUp({}, "business"));
  });
  afterAll(() => server?.close());

  it("renews, resumes, reactivates and changes the quantity of a subscription on a repriced (grandfathered) point at its own price", async () => {
    const plan = await f.plan("Grandfathered", 40, {}, { pricingModel: "per_unit" });
    const oldPoint = plan.pricePoints[0].id as string;
    const clock = await f.clockAt("2027-01-10T10:00:00Z");
    const id = await f.customerOn(clock, VISA);
    const sub = f.ok(await f.post("/api/subscriptions", { customerId: id, planPricePointId: oldPoint }), 201);
    // Repriced: the point gets a new version (a new id) for new sales; this subscription keeps 40.
    const repriced = f.ok(
      await f.put(`/api/catalog/plans/${plan.id}`, {
        pricePoints: [{ ...plan.pricePoints[0], price: 55 }],
      }),
    );
    const newPoint = repriced.pricePoints[0].id as string;
    expect(newPoint).not.toBe(oldPoint);
    // New sales of the old version are refused.
    const refused = await f.post("/api/subscriptions", { customerId: id, planPricePointId: oldPoint });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ field: "planPricePointId" });
    await f.advance(clock, "2027-03-11T10:00:00Z");
    expect((await f.invoicesOf(id)).map((invoice: Json) => [invoice.reason, invoice.total])).toEqual([
      ["subscription_create", 40],
      ["renewal", 40],
      ["renewal", 40],
    ]);
    expect(await f.subscription(sub.id)).toMatchObject({ planPricePointId: oldPoint, mrr: 40 });
    // A quantity change keeps the old version too.
    const two = f.ok(await f.put(`/api/subscriptions/${sub.id}`, { quantity: 2 }));
    expect(two).toMatchObject({ planPricePointId: oldPoint, quantity: 2, mrr: 80 });
    // Pause, resume, cancel and reactivate keep it.
    f.ok(await f.post(`/api/subscriptions/${sub.id}/pause`, {}));
    expect(f.ok(await f.post(`/api/subscriptions/${sub.id}/resume`, {}))).toMatchObject({
      status: "active",
      planPricePointId: oldPoint,
    });
    f.ok(await f.post(`/api/subscriptions/${sub.id}/cancel`, { atTermEnd: false }));
    expect(f.ok(await f.post(`/api/subscriptions/${sub.id}/reactivate`, {}))).toMatchObject({
      status: "active",
      planPricePointId: oldPoint,
      mrr: 80,
    });
    // A change to the old version from another point is a new sale of it: refused.
    const other = await f.plan("Other", 10);
    const moved = f.ok(
      await f.put(`/api/subscriptions/${sub.id}`, { planPricePointId: other.pricePoints[0].id }),
    );
    expect(moved.planPricePointId).toBe(other.pricePoints[0].id);
    const back = await f.put(`/api/subscriptions/${sub.id}`, { planPricePointId: oldPoint });
    expect(back.status).toBe(400);
    expect(back.body.errors[0]).toMatchObject({
      field: "planPricePointId",
      description: "This price point has been replaced by a newer version",
    });
  });

  it("renews the subscriptions of an archived plan (no new sales, existing ones go on)", async () => {
    const plan = await f.plan("Archived later", 25);
    const point = plan.pricePoints[0].id as string;
    const clock = await f.clockAt("2027-01-10T10:00:00Z");
    const id = await f.customerOn(clock, VISA);
    f.ok(await f.post("/api/subscriptions", { customerId: id, planPricePointId: point }), 201);
    f.ok(await f.put(`/api/catalog/plans/${plan.id}`, { status: "archived" }));
    const refused = await f.post("/api/subscriptions", { customerId: id, planPricePointId: point });
    expect(refused.status).toBe(400);
    await f.advance(clock, "2027-02-11T10:00:00Z");
    expect((await f.invoicesOf(id)).map((invoice: Json) => invoice.total)).toEqual([25, 25]);
  });

  it("pause then resume on the same day: the unused time is credited and the new term invoiced, so no day goes unpaid", async () => {
    const plan = await f.plan("Paused", 62);
    const clock = await f.clockAt("2027-01-01T10:00:00Z");
    const id = await f.customerOn(clock);
    const sub = f.ok(
      await f.post("/api/subscriptions", { customerId: id, planPricePointId: plan.pricePoints[0].id }),
      201,
    );
    await f.advance(clock, "2027-01-11T10:00:00Z");
    // 21 of January's 31 days unused: 62 × 21 / 31 = 42.00 credited.
    const paused = f.ok(await f.post(`/api/subscriptions/${sub.id}/pause`, {}));
    expect(paused.status).toBe("paused");
    expect((await f.customer(id)).creditBalance).toBe(42);
    const preview = f.ok(await f.post(`/api/subscriptions/${sub.id}/resume`, { preview: true }));
    expect(preview.invoice).toMatchObject({ total: 62, creditApplied: 42, amountDue: 20 });
    const resumed = f.ok(await f.post(`/api/subscriptions/${sub.id}/resume`, {}));
    expect(resumed).toMatchObject({
      status: "active",
      currentTermStart: "2027-01-11",
      currentTermEnd: "2027-02-11",
    });
    expect(
      (await f.invoicesOf(id)).map((invoice: Json) => [invoice.reason, invoice.total, invoice.amountDue]),
    ).toEqual([
      ["subscription_create", 62, 62],
      ["resume", 62, 20],
    ]);
    expect((await f.customer(id)).creditBalance).toBe(0);
  });

  it("pause and resume, cancel and reactivate on the day a term began: each new term invoiced, each unused term credited once", async () => {
    const plan = await f.plan("Same day", 51.2);
    const clock = await f.clockAt("2027-03-05T10:00:00Z");
    const id = await f.customerOn(clock);
    const sub = f.ok(
      await f.post("/api/subscriptions", { customerId: id, planPricePointId: plan.pricePoints[0].id }),
      201,
    );
    // Paused the day it began: the whole term is unused.
    f.ok(await f.post(`/api/subscriptions/${sub.id}/pause`, {}));
    expect((await f.customer(id)).creditBalance).toBe(51.2);
    const preview = f.ok(await f.post(`/api/subscriptions/${sub.id}/resume`, { preview: true }));
    expect(preview.invoice).toMatchObject({ total: 51.2, creditApplied: 51.2, amountDue: 0 });
    f.ok(await f.post(`/api/subscriptions/${sub.id}/resume`, {}));
    f.ok(await f.post(`/api/subscriptions/${sub.id}/cancel`, { atTermEnd: false }));
    expect((await f.customer(id)).creditBalance).toBe(51.2);
    f.ok(await f.post(`/api/subscriptions/${sub.id}/reactivate`, {}));
    expect(
      (await f.invoicesOf(id)).map((invoice: Json) => [invoice.reason, invoice.total, invoice.creditApplied]),
    ).toEqual([
      ["subscription_create", 51.2, 0],
      ["resume", 51.2, 51.2],
      ["reactivation", 51.2, 51.2],
    ]);
    expect((await f.customer(id)).creditBalance).toBe(0);
    // A month on: one renewal, paid in full, nothing credited twice.
    await f.advance(clock, "2027-04-05T12:00:00Z");
    const invoices = await f.invoicesOf(id);
    expect(invoices.map((invoice: Json) => [invoice.reason, invoice.total])).toEqual([
      ["subscription_create", 51.2],
      ["resume", 51.2],
      ["reactivation", 51.2],
      ["renewal", 51.2],
    ]);
    f.ok(await f.post(`/api/subscriptions/${sub.id}/cancel`, { atTermEnd: false }));
    // Cancelled the day the renewal began: its whole term back, once.
    expect((await f.customer(id)).creditBalance).toBe(51.2);
  });

  it("a failing subscription is kept apart: the clock's other customers reach its time, the clock says what failed, a later advance catches up", async () => {
    const plan = await f.plan("Clocked", 20);
    const point = plan.pricePoints[0].id as string;
    const clock = await f.clockAt("2027-05-01T09:00:00Z");
    const broken = await f.customerOn(clock, VISA, { firstName: "Broken", lastName: "Books" });
    const healthy = await f.customerOn(clock, VISA, { firstName: "Healthy", lastName: "Habits" });
    const failing = f.ok(
      await f.post("/api/subscriptions", { customerId: broken, planPricePointId: point }),
      201,
    );
    // The healthy one starts later: its renewals fall after the first failing day.
    await f.advance(clock, "2027-05-10T09:00:00Z");
    const fine = f.ok(
      await f.post("/api/subscriptions", { customerId: healthy, planPricePointId: point }),
      201,
    );
    // A record the engine cannot bill: its price point gone.
    await server.db.execute(
      sql`update subscriptions set plan_price_point_id = gen_random_uuid() where id = ${failing.id}`,
    );
    const answer = await f.advance(clock, "2027-08-15T09:00:00Z");
    expect(answer.clock).toMatchObject({
      status: "internal_failure",
      frozenTime: "2027-08-15T09:00:00.000Z",
      advanceTo: null,
      failures: [
        {
          on: "2027-06-01",
          subscriptionId: failing.id,
          invoiceId: null,
          customerId: broken,
          customerName: "Broken Books",
          message: "Plan price point not found",
        },
      ],
    });
    expect((await f.invoicesOf(healthy)).map((invoice: Json) => invoice.periodStart)).toEqual([
      "2027-05-10",
      "2027-06-10",
      "2027-07-10",
      "2027-08-10",
    ]);
    expect(await f.subscription(fine.id)).toMatchObject({ currentTermStart: "2027-08-10" });
    expect(f.ok(await f.get(`/api/test-clocks/${clock}`)).status).toBe("internal_failure");
    // Mended, the next advance bills the terms it missed, each once, and the clock is ready again.
    await server.db.execute(
      sql`update subscriptions set plan_price_point_id = ${point} where id = ${failing.id}`,
    );
    const after = await f.advance(clock, "2027-08-16T09:00:00Z");
    expect(after.clock).toMatchObject({
      status: "ready",
      failures: [],
      frozenTime: "2027-08-16T09:00:00.000Z",
    });
    expect((await f.invoicesOf(broken)).map((invoice: Json) => invoice.periodStart)).toEqual([
      "2027-05-01",
      "2027-06-01",
      "2027-07-01",
      "2027-08-01",
    ]);
  });

  it("an advance whose process stopped is taken over once its lease is over, and finishes without billing twice", async () => {
    const plan = await f.plan("Leased", 15);
    const clock = await f.clockAt("2027-01-01T09:00:00Z");
    const id = await f.customerOn(clock, VISA);
    f.ok(
      await f.post("/api/subscriptions", { customerId: id, planPricePointId: plan.pricePoints[0].id }),
      201,
    );
    // As a process killed in the middle of an advance to April leaves it: advancing, a lease still running.
    const lease = (until: string) =>
      server.db.execute(sql`update test_clocks set status = 'advancing',
        advance_to = '2027-04-01T09:00:00Z', lease_owner = 'gone', lease_until = ${until}::timestamptz
        where id = ${clock}`);
    await lease("2999-01-01T00:00:00Z");
    const busy = await f.post(`/api/test-clocks/${clock}/advance`, { frozenTime: "2027-02-01T10:00:00Z" });
    expect(busy.status).toBe(409);
    expect(busy.body.errors[0].code).toBe("CLOCK_ADVANCING");
    expect(await server.instance.resumeClockAdvances()).toBe(0);
    // Its lease over: run again to its own target by the scheduler's pass.
    await lease("2000-01-01T00:00:00Z");
    expect(f.ok(await f.get(`/api/test-clocks/${clock}`))).toMatchObject({
      status: "advancing",
      advanceTo: "2027-04-01T09:00:00.000Z",
    });
    expect(await server.instance.resumeClockAdvances()).toBe(1);
    expect(f.ok(await f.get(`/api/test-clocks/${clock}`))).toMatchObject({
      status: "ready",
      frozenTime: "2027-04-01T09:00:00.000Z",
      advanceTo: null,
    });
    // At the start of an embedded database's only process, an advance still leased stopped with the last one.
    await server.db.execute(sql`update test_clocks set status = 'advancing',
      advance_to = '2027-04-15T09:00:00Z', lease_owner = 'gone', lease_until = '2999-01-01T00:00:00Z'
      where id = ${clock}`);
    expect(await resumeStoppedAdvances(server.instance.deps, true)).toBe(1);
    expect(f.ok(await f.get(`/api/test-clocks/${clock}`))).toMatchObject({
      status: "ready",
      frozenTime: "2027-04-15T09:00:00.000Z",
      advanceTo: null,
    });
    // Or by the next advance asked for: a stopped advance is run again and finishes, each term once.
    await lease("2000-01-01T00:00:00Z");
    f.ok(await f.post(`/api/test-clocks/${clock}/advance`, { frozenTime: "2027-05-02T09:00:00Z" }));
    expect((await f.invoicesOf(id)).map((invoice: Json) => invoice.periodStart)).toEqual([
      "2027-01-01",
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
      "2027-05-01",
    ]);
  });

  it("numbers a test clock's invoices in a sequence of its own, out of live lists and numbers; deleting the clock leaves no gap", async () => {
    // A fresh account: its live numbers start at 1.
    const own = await BillingFixture.open(server, await server.signUp({}, "business"));
    const plan = await own.plan("Numbered", 12);
    const point = plan.pricePoints[0].id as string;
    const live = async () => {
      const id = own.ok(
        await own.post("/api/customers", { email: `live-${Math.random()}@example.com`, currency: "USD" }),
        201,
      ).id;
      own.ok(await own.post("/api/subscriptions", { customerId: id, planPricePointId: point }), 201);
      return id as string;
    };
    const first = await live();
    const clock = await own.clockAt("2027-01-01T09:00:00Z");
    const rehearsal = await own.customerOn(clock, VISA);
    own.ok(await own.post("/api/subscriptions", { customerId: rehearsal, planPricePointId: point }), 201);
    await own.advance(clock, "2027-03-02T09:00:00Z");
    const second = await live();
    // The clock's own sequence, beside the live one.
    expect((await own.invoicesOf(rehearsal)).map((invoice: Json) => invoice.number)).toEqual([
      "INV-TEST-000001",
      "INV-TEST-000002",
      "INV-TEST-000003",
    ]);
    expect(
      [...(await own.invoicesOf(first)), ...(await own.invoicesOf(second))].map((i: Json) => i.number),
    ).toEqual(["INV-000001", "INV-000002"]);
    // Out of the account's lists unless the clock is chosen (a customer's own invoices are all theirs).
    const listed = own.ok(await own.get("/api/invoices?pageSize=100"));
    expect(listed.totalCount).toBe(2);
    expect(listed.items.map((invoice: Json) => invoice.number).sort()).toEqual(["INV-000001", "INV-000002"]);
    expect(own.ok(await own.get("/api/invoices?status=paid&pageSize=100")).totalCount).toBe(0);
    expect(own.ok(await own.get("/api/invoices?search=INV-TEST&pageSize=100")).totalCount).toBe(0);
    const ofClock = own.ok(await own.get(`/api/invoices?testClockId=${clock}&pageSize=100`));
    expect(ofClock.totalCount).toBe(3);
    expect(
      own.ok(await own.get(`/api/invoices?testClockId=${clock}&search=INV-TEST-000002`)).totalCount,
    ).toBe(1);
    expect(own.ok(await own.get("/api/payments?pageSize=100")).totalCount).toBe(0);
    expect(own.ok(await own.get(`/api/payments?testClockId=${clock}&pageSize=100`)).totalCount).toBe(3);
    const exported = await own.get("/api/invoices/export");
    expect(exported.body).not.toContain("INV-TEST");
    // The clock says what goes with it; deleting it leaves the live numbers whole.
    expect(own.ok(await own.get(`/api/test-clocks/${clock}`))).toMatchObject({
      customerCount: 1,
      subscriptionCount: 1,
      invoiceCount: 3,
    });
    expect((await own.del(`/api/test-clocks/${clock}`)).status).toBe(204);
    const third = await live();
    expect((await own.invoicesOf(third))[0].number).toBe("INV-000003");
    // A new clock starts its own sequence again.
    const again = await own.clockAt("2027-01-01T09:00:00Z");
    const next = await own.customerOn(again, VISA);
    own.ok(await own.post("/api/subscriptions", { customerId: next, planPricePointId: point }), 201);
    expect((await own.invoicesOf(next))[0].number).toBe("INV-TEST-000001");
  });

  it("a downgrade of a discounted subscription credits the decrease after its discount, and a pause after it only the lower price's unused days", async () => {
    // Found by the model test (billing-model.test.ts): the credit took the prices before the 25% off.
    const high = await f.plan("High seat", 62, {}, { pricingModel: "per_unit" });
    const low = await f.plan("Low seat", 31);
    if (!(await f.get("/api/catalog/coupons/by-code/SEQ25")).body?.id) {
      f.ok(
        await f.post("/api/catalog/coupons", {
          name: "Sequence quarter off",
          couponCode: "SEQ25",
          discountType: "percentage",
          discountValue: 25,
          durationType: "forever",
          stackable: true,
        }),
        201,
      );
    }
    const clock = await f.clockAt("2027-01-01T09:00:00Z");
    const id = await f.customerOn(clock);
    const sub = f.ok(
      await f.post("/api/subscriptions", {
        customerId: id,
        planPricePointId: high.pricePoints[0].id,
        quantity: 2,
        couponCodes: ["SEQ25"],
      }),
      201,
    );
    // 124 less 25% = 93.00 for January.
    expect((await f.invoicesOf(id)).map((invoice: Json) => invoice.total)).toEqual([93]);
    await f.advance(clock, "2027-01-11T09:00:00Z");
    // To 31 (23.25 after the discount) with 21 of 31 days left: (93 − 23.25) × 21 / 31 = 47.25.
    const changed = f.ok(
      await f.put(`/api/subscriptions/${sub.id}`, { planPricePointId: low.pricePoints[0].id, preview: true }),
    );
    expect(changed.credit).toBe(47.25);
    f.ok(await f.put(`/api/subscriptions/${sub.id}`, { planPricePointId: low.pricePoints[0].id }));
    expect((await f.customer(id)).creditBalance).toBe(47.25);
    // Paused 10 days later: 23.25 × 11 / 31 = 8.25 unused, not the higher price's.
    await f.advance(clock, "2027-01-21T09:00:00Z");
    const paused = f.ok(await f.post(`/api/subscriptions/${sub.id}/pause`, { preview: true }));
    expect(paused.credit).toBe(8.25);
  });

  it("starts and reactivates subscriptions only for an active customer, and a customer with live ones stays active", async () => {
    const plan = await f.plan("Customer status", 10);
    const point = plan.pricePoints[0].id as string;
    const clock = await f.clockAt("2027-01-01T09:00:00Z");
    const id = await f.customerOn(clock);
    const paused = f.ok(await f.post("/api/subscriptions", { customerId: id, planPricePointId: point }), 201);
    const cancelled = f.ok(
      await f.post("/api/subscriptions", { customerId: id, planPricePointId: point }),
      201,
    );
    f.ok(await f.post(`/api/subscriptions/${paused.id}/pause`, {}));
    f.ok(await f.post(`/api/subscriptions/${cancelled.id}/cancel`, { atTermEnd: false }));
    // Not while a subscription lives (paused included): its status would disagree with its subscriptions.
    const refusedStatus = await f.put(`/api/customers/${id}`, { status: "inactive" });
    expect(refusedStatus.status).toBe(409);
    expect(refusedStatus.body.errors[0]).toMatchObject({
      field: "status",
      code: "CUSTOMER_HAS_SUBSCRIPTIONS",
      description: "This customer has 1 live subscription; cancel it before making the customer inactive.",
    });
    expect((await f.customer(id)).status).toBe("active");
    f.ok(await f.post(`/api/subscriptions/${paused.id}/cancel`, { atTermEnd: false }));
    f.ok(await f.put(`/api/customers/${id}`, { status: "inactive" }));
    const created = await f.post("/api/subscriptions", { customerId: id, planPricePointId: point });
    expect(created.status).toBe(400);
    expect(created.body.errors[0]).toMatchObject({
      field: "customerId",
      description: "This customer is inactive; a subscription needs an active customer",
    });
    for (const action of [`${paused.id}/reactivate`, `${cancelled.id}/reactivate`]) {
      const refused = await f.post(`/api/subscriptions/${action}`, {});
      expect(refused.status, action).toBe(409);
      expect(refused.body.errors[0].code).toBe("CUSTOMER_NOT_ACTIVE");
    }
    expect((await f.invoicesOf(id)).length).toBe(2);
    // Active again, it may subscribe.
    f.ok(await f.put(`/api/customers/${id}`, { status: "active" }));
    f.ok(await f.post(`/api/subscriptions/${cancelled.id}/reactivate`, {}));
  });
});
