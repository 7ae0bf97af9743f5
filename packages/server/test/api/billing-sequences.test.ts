import { afterAll, beforeAll, expect, it } from "vitest";
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
});
