import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BillingFixture } from "../billingFixture.ts";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  expectError,
  type Json,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

// Credit notes and refunds over HTTP (COMMERCE.md, "Correcting and taxing invoices"), on PGlite and
// PostgreSQL: before payment a credit note lowers the amount due; after it, it is split into a refund (back
// through the gateway), a balance credit and an amount settled elsewhere; numbers in order; racing credit
// notes never pass the total; a refund the gateway refuses leaves nothing half-written; voiding.

const VISA = "4242424242424242";
const NO_REFUNDS = "4000000000005126";

describeOnBothDatabases("credit notes and refunds", (kind: DatabaseKind) => {
  let server: TestServer;
  let f: BillingFixture;
  const points = { basic: "", pro: "" };

  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };
  const credit = (body: Json, key?: string) =>
    f.post("/api/credit-notes", body, key ? { "Idempotency-Key": key } : undefined);
  /** A customer on the real calendar (live numbers), in Great Britain (20% VAT), paying by `card` or not. */
  const customer = async (card?: string) => {
    const body = ok(
      await f.post("/api/customers", {
        email: uniqueEmail("credited"),
        firstName: "Mary",
        lastName: "Somerville",
        currency: "USD",
        autoCollection: card !== undefined,
        billingAddress: {
          line1: "1 High St",
          line2: "",
          city: "Leeds",
          state: "Yorks",
          zip: "LS1",
          country: "GB",
        },
      }),
      201,
    );
    if (card) {
      ok(
        await f.post(`/api/customers/${body.id}/payment-methods`, {
          type: "card",
          cardNumber: card,
          expiryMonth: 12,
          expiryYear: 2099,
          cvc: "123",
        }),
        201,
      );
    }
    return body.id as string;
  };
  /** A customer's first invoice: Pro, 60.00 + 12.00 VAT = 72.00. */
  const invoiceOf = async (card?: string, point = points.pro) => {
    const id = await customer(card);
    ok(await f.post("/api/subscriptions", { customerId: id, planPricePointId: point }), 201);
    const [invoice] = await f.invoicesOf(id);
    return invoice as Json;
  };
  const invoice = async (id: string) => ok(await f.get(`/api/invoices/${id}`));
  const balanceOf = async (id: string) => (await f.customer(id)).creditBalance as number;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    const owner = await server.signUp({}, "business");
    f = await BillingFixture.open(server, owner);
    points.basic = (await f.plan("Basic", 30)).pricePoints[0].id;
    points.pro = (await f.plan("Pro", 60)).pricePoints[0].id;
    ok(await f.post("/api/tax-rates", { name: "VAT", percentage: 20, country: "GB" }), 201);
  });
  afterAll(() => server?.close());

  it("lowers an open invoice's amount due, numbered CN-000001 then CN-000002; credited to zero it is paid", async () => {
    const open = await invoiceOf();
    expect(open).toMatchObject({ status: "open", total: 72, tax: 12, amountDue: 72 });
    const first = ok(await credit({ invoiceId: open.id, reason: "order_change", amount: 30 }), 201);
    expect(first).toMatchObject({
      number: "CN-000001",
      status: "issued",
      total: 30,
      // Its share of the invoice's tax: 12 × 30 ÷ 72.
      tax: 5,
      amountDueReduction: 30,
      refundAmount: 0,
      creditAmount: 0,
      outOfBandAmount: 0,
      invoiceNumber: open.number,
    });
    expect(await invoice(open.id)).toMatchObject({ status: "open", amountDue: 42, creditedAmount: 30 });
    const second = ok(
      await credit({ invoiceId: open.id, reason: "other", amount: 42, memo: "Goodwill" }),
      201,
    );
    expect(second).toMatchObject({ number: "CN-000002", tax: 7, memo: "Goodwill" });
    // As Stripe marks it: paid, nothing paid.
    expect(await invoice(open.id)).toMatchObject({
      status: "paid",
      amountDue: 0,
      amountPaid: 0,
      creditedAmount: 72,
    });
    expectError(
      await credit({ invoiceId: open.id, reason: "other", amount: 1 }),
      409,
      /cannot pass its total/,
      "amount",
    );
    const listed = ok(await f.get(`/api/credit-notes?invoiceId=${open.id}`));
    expect(listed.items.map((note: Json) => note.number)).toEqual(["CN-000002", "CN-000001"]);
  });

  it("splits a paid invoice's credit into a card refund, a balance credit and an amount settled elsewhere", async () => {
    const paid = await invoiceOf(VISA);
    expect(paid).toMatchObject({ status: "paid", amountPaid: 72 });
    const figures = async () => {
      const summary = ok(await f.get("/api/metrics/summary"));
      return { mrr: summary.mrr, paymentSuccessRate: summary.paymentSuccessRate };
    };
    const before = await figures();
    const note = ok(
      await credit({
        invoiceId: paid.id,
        reason: "product_unsatisfactory",
        amount: 50,
        refundAmount: 30,
        creditAmount: 15,
        outOfBandAmount: 5,
      }),
      201,
    );
    expect(note).toMatchObject({
      total: 50,
      amountDueReduction: 0,
      refundAmount: 30,
      creditAmount: 15,
      outOfBandAmount: 5,
    });
    expect(note.refunds).toEqual([
      expect.objectContaining({
        amount: 30,
        status: "succeeded",
        method: "card",
        gatewayRefundId: expect.stringMatching(/^re_test_/),
      }),
    ]);
    expect(await invoice(paid.id)).toMatchObject({
      status: "paid",
      amountPaid: 72,
      creditedAmount: 50,
      refundedAmount: 30,
    });
    expect(await balanceOf(paid.customerId)).toBe(15);
    // What the customer is worth is what they paid less what went back to them.
    expect((await f.customer(paid.customerId)).totalLTV).toBe(42);
    // Credit notes and refunds never move MRR, nor the payments' success.
    expect(await figures()).toEqual(before);
    const refunds = ok(await f.get(`/api/refunds?customerId=${paid.customerId}`));
    expect(refunds.items).toEqual([
      expect.objectContaining({ amount: 30, status: "succeeded", invoiceNumber: paid.number }),
    ]);
    // What is left to refund is what was paid less earlier refunds: 72 − 30.
    expectError(
      await credit({ invoiceId: paid.id, reason: "other", amount: 22, refundAmount: 43 }),
      400,
      /At most \$42\.00 can be refunded/,
      "refundAmount",
    );
    // Only an amount on a paid invoice: all of it to the balance.
    const rest = ok(await credit({ invoiceId: paid.id, reason: "other", amount: 22 }), 201);
    expect(rest).toMatchObject({ creditAmount: 22, refundAmount: 0 });
    expect(await balanceOf(paid.customerId)).toBe(37);
    const events = ok(await f.get("/api/events?type=credit_note.created,payment.refunded&limit=100"));
    expect(
      events.items
        .filter((event: Json) => event.data.object.invoiceId === paid.id)
        .map((event: Json) => event.type),
    ).toEqual(["credit_note.created", "payment.refunded", "credit_note.created"]);
  });

  it("credits lines, each at most what is left of it, with the tax inside each", async () => {
    const paid = await invoiceOf(VISA);
    const detail = await invoice(paid.id);
    const plan = detail.lines[0];
    const note = ok(
      await credit({
        invoiceId: paid.id,
        reason: "duplicate",
        lines: [{ invoiceLineId: plan.id, amount: 36 }],
        refundAmount: 36,
      }),
      201,
    );
    expect(note.lines).toEqual([
      { invoiceLineId: plan.id, description: plan.description, amount: 36, taxAmount: 6 },
    ]);
    expect(note).toMatchObject({
      total: 36,
      tax: 6,
      taxLines: [expect.objectContaining({ name: "VAT", percentage: 20, amount: 6 })],
    });
    expectError(
      await credit({
        invoiceId: paid.id,
        reason: "duplicate",
        lines: [{ invoiceLineId: plan.id, amount: 36.01 }],
      }),
      400,
      /At most \$36\.00 of this line/,
      "lines.0.amount",
    );
  });

  it("refuses drafts, unknown invoices and amounts that are not money, changing nothing", async () => {
    const id = await customer();
    const draft = ok(
      await f.post("/api/invoices", { customerId: id, items: [{ description: "Setup", amount: 100 }] }),
      201,
    );
    expectError(
      await credit({ invoiceId: draft.id, reason: "other", amount: 10 }),
      409,
      "Only finalized invoices can be credited",
    );
    expectError(
      await credit({ invoiceId: "00000000-0000-4000-8000-000000000000", reason: "other", amount: 1 }),
      400,
      "Invoice not found",
      "invoiceId",
    );
    const open = await invoiceOf();
    expectError(
      await credit({ invoiceId: open.id, reason: "other", amount: 1.005 }),
      400,
      /minor units/,
      "amount",
    );
    expectError(await credit({ invoiceId: open.id, reason: "whim", amount: 1 }), 400, undefined, "reason");
    expectError(
      await credit({ invoiceId: open.id, reason: "other" }),
      400,
      "Give the lines to credit or an amount",
      "amount",
    );
    expect(await invoice(open.id)).toMatchObject({ amountDue: 72, creditedAmount: 0 });
  });

  it("never lets racing credit notes pass the invoice's total", async () => {
    const open = await invoiceOf();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => credit({ invoiceId: open.id, reason: "other", amount: 30 })),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(2);
    for (const answer of answers.filter((one) => one.status !== 201)) expect(answer.status).toBe(409);
    expect(await invoice(open.id)).toMatchObject({ creditedAmount: 60, amountDue: 12 });
  });

  it("keeps a refund the gateway refuses, and writes nothing else", async () => {
    const paid = await invoiceOf(NO_REFUNDS);
    expect(paid).toMatchObject({ status: "paid", amountPaid: 72 });
    const answer = await credit({ invoiceId: paid.id, reason: "other", amount: 20, refundAmount: 20 });
    expectError(answer, 402, /The refund failed: The card's bank refused the refund/);
    expect(await invoice(paid.id)).toMatchObject({ creditedAmount: 0, refundedAmount: 0, amountPaid: 72 });
    expect(await balanceOf(paid.customerId)).toBe(0);
    expect(ok(await f.get(`/api/credit-notes?invoiceId=${paid.id}`)).items).toEqual([]);
    expect(ok(await f.get(`/api/refunds?customerId=${paid.customerId}`)).items).toEqual([
      expect.objectContaining({
        amount: 20,
        status: "failed",
        failureMessage: "The card's bank refused the refund.",
      }),
    ]);
    // Credited to the balance instead, it goes through.
    ok(await credit({ invoiceId: paid.id, reason: "other", amount: 20 }), 201);
  });

  it("voids a credit note: the amount due comes back and the balance credit is taken back", async () => {
    const open = await invoiceOf();
    const note = ok(await credit({ invoiceId: open.id, reason: "other", amount: 72 }), 201);
    expect(await invoice(open.id)).toMatchObject({ status: "paid", amountDue: 0 });
    const voided = ok(await f.post(`/api/credit-notes/${note.id}/void`, {}));
    expect(voided).toMatchObject({ status: "voided", voidedAt: expect.any(String) });
    expect(await invoice(open.id)).toMatchObject({ status: "open", amountDue: 72, creditedAmount: 0 });
    expectError(
      await f.post(`/api/credit-notes/${note.id}/void`, {}),
      409,
      "This credit note is already voided",
    );

    const paid = await invoiceOf(VISA);
    const toBalance = ok(await credit({ invoiceId: paid.id, reason: "other", amount: 10 }), 201);
    const refunded = ok(
      await credit({ invoiceId: paid.id, reason: "other", amount: 10, refundAmount: 10 }),
      201,
    );
    expectError(
      await f.post(`/api/credit-notes/${refunded.id}/void`, {}),
      409,
      "A credit note that was refunded cannot be voided",
    );
    expect(await balanceOf(paid.customerId)).toBe(10);
    ok(await f.post(`/api/credit-notes/${toBalance.id}/void`, {}));
    expect(await balanceOf(paid.customerId)).toBe(0);
    expect(await invoice(paid.id)).toMatchObject({ creditedAmount: 10, refundedAmount: 10 });
  });

  it("prints a credit note naming its invoice and its split, and exports the list as CSV", async () => {
    const paid = await invoiceOf(VISA);
    const note = ok(
      await credit({
        invoiceId: paid.id,
        reason: "duplicate",
        amount: 24,
        refundAmount: 14,
        creditAmount: 10,
      }),
      201,
    );
    const answer = await server.instance.app.request(`/api/credit-notes/${note.id}/pdf`, {
      headers: { Authorization: `Bearer ${f.owner.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(await answer.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    await pdf.loadingTask.destroy();
    expect(text).toContain(note.number);
    expect(text).toContain(`Credit note for invoice ${paid.number}`);
    expect(text).toContain("Duplicate");
    expect(text).toMatch(/VAT 20%/);
    expect(text).toContain("$24.00");
    expect(text).toContain("$14.00");
    expect(text).toContain("$10.00");
    const csv = await server.instance.app.request(`/api/credit-notes/export?search=${note.number}`, {
      headers: { Authorization: `Bearer ${f.owner.token}` },
    });
    const rows = (await csv.text()).trim().split("\n");
    expect(rows[0]).toBe(
      "Number,Invoice,Customer,Status,Reason,Currency,Total,Tax,Amount due lowered,Refunded,Credited to balance,Settled elsewhere,Date,Id",
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(
      `${note.number},${paid.number},Mary Somerville,issued,Duplicate,USD,24.00,4.00,0.00,14.00,10.00,0.00`,
    );
  });

  it("honours an Idempotency-Key: the same request twice is one credit note", async () => {
    const open = await invoiceOf();
    const key = `cn-${Math.random()}`;
    const first = ok(await credit({ invoiceId: open.id, reason: "other", amount: 5 }, key), 201);
    const again = ok(await credit({ invoiceId: open.id, reason: "other", amount: 5 }, key), 201);
    expect(again.id).toBe(first.id);
    expect(await invoice(open.id)).toMatchObject({ creditedAmount: 5, amountDue: 67 });
  });
});
