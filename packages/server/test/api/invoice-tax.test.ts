import { afterAll, beforeAll, expect, it } from "vitest";
import { BillingFixture } from "../billingFixture.ts";
import { type DatabaseKind, describeOnBothDatabases, type Json, TestServer } from "../helpers.ts";

// Tax on invoices over HTTP (COMMERCE.md, "Correcting and taxing invoices"), on PGlite and PostgreSQL: the rate
// chosen by the billing country and region, exclusive and inclusive, after discounts, exempt and reverse
// charged customers; the rate kept on a finalized invoice; previews and estimates taxed the same way.

const VISA = "4242424242424242";

describeOnBothDatabases("tax on invoices", (kind: DatabaseKind) => {
  let server: TestServer;
  let f: BillingFixture;
  let clock: string;
  const points = { basic: "", pro: "" };
  const rates: Record<string, Json> = {};

  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };
  const address = (country: string, state = "North") => ({
    billingAddress: { line1: "1 High Street", line2: "", city: "Town", state, zip: "12345", country },
  });
  const subscribe = async (customerId: string, point: string, extra: Json = {}) =>
    ok(await f.post("/api/subscriptions", { customerId, planPricePointId: point, ...extra }), 201);

  beforeAll(async () => {
    server = await TestServer.start(kind);
    const owner = await server.signUp({}, "business");
    f = await BillingFixture.open(server, owner);
    points.basic = (await f.plan("Basic", 30)).pricePoints[0].id;
    points.pro = (await f.plan("Pro", 60)).pricePoints[0].id;
    ok(
      await f.post("/api/catalog/coupons", {
        name: "Ten off",
        couponCode: "TENOFF",
        discountType: "percentage",
        discountValue: 10,
        durationType: "forever",
        stackable: true,
      }),
      201,
    );
    const rate = async (key: string, body: Json) => {
      rates[key] = ok(await f.post("/api/tax-rates", body), 201);
    };
    await rate("gb", { name: "VAT", percentage: 20, country: "GB" });
    await rate("us", { name: "US sales tax", percentage: 5, country: "US" });
    await rate("ca", { name: "California sales tax", percentage: 7.25, country: "US", region: "CA" });
    await rate("au", { name: "GST", percentage: 10, country: "AU", inclusive: true });
    await rate("de", { name: "MwSt", percentage: 19, country: "DE" });
    clock = await f.clockAt("2027-03-01T12:00:00Z");
  });
  afterAll(() => server?.close());

  it("adds an exclusive rate to each line after its discount, with a tax line per rate", async () => {
    const id = await f.customerOn(clock, VISA, address("GB"));
    const subscription = await subscribe(id, points.pro, { couponCodes: ["TENOFF"] });
    expect(subscription.mrr).toBe(54);
    const [invoice] = await f.invoicesOf(id);
    // 60 − 6.00 = 54.00 taxed at 20% = 10.80.
    expect(invoice).toMatchObject({
      subtotal: 60,
      discount: 6,
      tax: 10.8,
      total: 64.8,
      amountPaid: 64.8,
      reverseCharge: false,
      taxLines: [
        {
          taxRateId: rates.gb.id,
          name: "VAT",
          percentage: 20,
          inclusive: false,
          country: "GB",
          region: null,
          taxableAmount: 54,
          amount: 10.8,
        },
      ],
    });
    const detail = ok(await f.get(`/api/invoices/${invoice.id}`));
    expect(
      detail.lines.map((line: Json) => [line.kind, line.amount, line.taxAmount, line.taxRateId]),
    ).toEqual([
      ["plan", 60, 10.8, rates.gb.id],
      ["discount", -6, 0, null],
    ]);
  });

  it("prefers the region's rate to the country's, rounding each line's tax once half away from zero", async () => {
    const california = await f.customerOn(clock, VISA, address("US", "CA"));
    await subscribe(california, points.basic);
    // 30 × 7.25% = 2.175 → 2.18.
    expect((await f.invoicesOf(california))[0]).toMatchObject({ tax: 2.18, total: 32.18 });
    const texas = await f.customerOn(clock, VISA, address("US", "TX"));
    await subscribe(texas, points.basic);
    expect((await f.invoicesOf(texas))[0]).toMatchObject({ tax: 1.5, total: 31.5 });
    const nowhere = await f.customerOn(clock, VISA, address("JP"));
    await subscribe(nowhere, points.basic);
    expect((await f.invoicesOf(nowhere))[0]).toMatchObject({ tax: 0, total: 30, taxLines: [] });
  });

  it("takes an inclusive rate out of the price: 30.00 holds 2.73 of GST", async () => {
    const id = await f.customerOn(clock, VISA, address("AU"));
    const subscription = await subscribe(id, points.basic);
    const [invoice] = await f.invoicesOf(id);
    expect(invoice).toMatchObject({ subtotal: 30, tax: 2.73, total: 30, amountPaid: 30 });
    // MRR excludes tax both ways: 30.00 with GST inside is 27.27 of MRR; an exclusive rate's is on top.
    expect(subscription.mrr).toBe(27.27);
    expect((await f.subscription(subscription.id)).mrr).toBe(27.27);
    expect(invoice.taxLines[0]).toMatchObject({ inclusive: true, taxableAmount: 27.27, amount: 2.73 });
  });

  it("charges no tax to an exempt customer, and says 'Reverse charge' for a reverse-charged one", async () => {
    const exempt = await f.customerOn(clock, VISA, { ...address("DE"), taxExempt: "exempt" });
    await subscribe(exempt, points.basic);
    expect((await f.invoicesOf(exempt))[0]).toMatchObject({ tax: 0, total: 30, reverseCharge: false });
    const reverse = await f.customerOn(clock, VISA, {
      ...address("DE"),
      taxExempt: "reverse",
      taxIds: [{ type: "eu_vat", value: "DE123456788" }],
    });
    await subscribe(reverse, points.basic);
    expect((await f.invoicesOf(reverse))[0]).toMatchObject({ tax: 0, total: 30, reverseCharge: true });
    const taxed = await f.customerOn(clock, VISA, address("DE"));
    await subscribe(taxed, points.basic);
    expect((await f.invoicesOf(taxed))[0]).toMatchObject({ tax: 5.7, total: 35.7 });
  });

  it("keeps the rate on a finalized invoice; the next one follows the rates in force", async () => {
    const own = await f.clockAt("2027-03-01T12:00:00Z");
    const id = await f.customerOn(own, VISA, address("CH"));
    const swiss = ok(await f.post("/api/tax-rates", { name: "MWST", percentage: 8.1, country: "CH" }), 201);
    await subscribe(id, points.basic);
    ok(await f.put(`/api/tax-rates/${swiss.id}`, { active: false }));
    // A rate on an invoice is deactivated, never deleted.
    expect((await f.delete(`/api/tax-rates/${swiss.id}`)).status).toBe(409);
    await f.advance(own, "2027-04-01T12:00:00Z");
    const [first, renewal] = await f.invoicesOf(id);
    expect(first).toMatchObject({ tax: 2.43, total: 32.43, taxLines: [{ name: "MWST", percentage: 8.1 }] });
    expect(renewal).toMatchObject({ reason: "renewal", tax: 0, total: 30, taxLines: [] });
  });

  it("gives back the tax paid on unused time: a downgrade, then a cancel, mid-term", async () => {
    const own = await f.clockAt("2027-03-01T12:00:00Z");
    const id = await f.customerOn(own, VISA, address("GB"));
    const subscription = await subscribe(id, points.pro);
    // Paid 72.00 (60.00 + 20% VAT) for March 1 to April 1; 16 of its 31 days are left on March 16.
    await f.advance(own, "2027-03-16T12:00:00Z");
    const changed = ok(
      await f.put(`/api/subscriptions/${subscription.id}`, { planPricePointId: points.basic, prorate: true }),
    );
    expect(changed.planPricePointId).toBe(points.basic);
    // Pro's 30.97 unused less Basic's 15.48 to come = 15.49, and its VAT 3.10: 18.59.
    expect((await f.customer(id)).creditBalance).toBe(18.59);
    ok(await f.post(`/api/subscriptions/${subscription.id}/cancel`, { atTermEnd: false }));
    // The rest of what was paid: in all, 72.00 × 16/31 = 37.16 back, the tax with it.
    expect((await f.customer(id)).creditBalance).toBe(37.16);
  });

  it("taxes a draft at the rate in force when it is finalized", async () => {
    const id = await f.customerOn(clock, undefined, address("NO"));
    const draft = ok(
      await f.post("/api/invoices", { customerId: id, items: [{ description: "Consulting", amount: 100 }] }),
      201,
    );
    expect(draft).toMatchObject({ status: "draft", tax: 0, total: 100 });
    const norway = ok(await f.post("/api/tax-rates", { name: "MVA", percentage: 25, country: "NO" }), 201);
    const open = ok(await f.post(`/api/invoices/${draft.id}/finalize`, {}));
    expect(open).toMatchObject({ status: "open", tax: 25, total: 125, amountDue: 125 });
    expect(open.lines[0]).toMatchObject({ amount: 100, taxAmount: 25, taxRateId: norway.id });
  });

  it("taxes a preview and an estimate as the invoice would be", async () => {
    const id = await f.customerOn(clock, VISA, address("GB"));
    const preview = ok(
      await f.post("/api/subscriptions", { customerId: id, planPricePointId: points.basic, preview: true }),
    );
    expect(preview.invoice).toMatchObject({ subtotal: 30, tax: 6, total: 36 });
    expect(preview.invoice.lines[0]).toMatchObject({ taxAmount: 6, taxRateId: rates.gb.id });
    const estimate = ok(
      await f.post("/api/estimates", {
        customerId: id,
        items: [{ pricePointId: points.pro }],
        couponCodes: ["TENOFF"],
      }),
    );
    expect(estimate).toMatchObject({ subtotal: 60, discount: 6, tax: 10.8, total: 64.8 });
    expect(estimate.lines[0]).toMatchObject({ taxAmount: 10.8, taxRateId: rates.gb.id });
    const untaxed = ok(await f.post("/api/estimates", { items: [{ pricePointId: points.pro }] }));
    expect(untaxed).toMatchObject({ subtotal: 60, tax: 0, total: 60 });
  });
});
