import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingFixture } from "./billingFixture.ts";
import { type Json, TestServer, uniqueEmail } from "./helpers.ts";

// Credit notes checked against a model: random sequences of credit notes (to the balance, refunded, split)
// and voids on one invoice, open or paid by card, taxed at 20%. The model says, from the contract alone,
// which requests are taken and what each leaves; after every step the invoice, the customer's balance and
// the refunds agree with it. In cents throughout, so the model's sums are exact.

const VISA = "4242424242424242";
/** How long the whole property may run. */
const BUDGET_MS = Number(process.env.CREDIT_MODEL_MS ?? 20_000);

type Command =
  | { kind: "credit"; cents: number; mode: "balance" | "refund" | "mixed" | "unbalanced"; share: number }
  | { kind: "void"; pick: number };

interface Note {
  id: string;
  total: number;
  due: number;
  refund: number;
  credit: number;
  voided: boolean;
}

interface Model {
  total: number;
  paid: number;
  due: number;
  notes: Note[];
  balance: number;
}

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("credit" as const),
      cents: fc.integer({ min: 1, max: 8_000 }),
      mode: fc.constantFrom("balance" as const, "refund" as const, "mixed" as const, "unbalanced" as const),
      share: fc.integer({ min: 0, max: 100 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("void" as const), pick: fc.nat() }) },
);

const money = (cents: number) => Math.round(cents) / 100;
const centsOf = (amount: number) => Math.round(amount * 100);

describe("credit notes against a model", () => {
  let server: TestServer;
  let f: BillingFixture;
  let point = "";

  beforeAll(async () => {
    server = await TestServer.start("pglite");
    const owner = await server.signUp({}, "business");
    f = await BillingFixture.open(server, owner);
    point = (await f.plan("Pro", 60)).pricePoints[0].id;
    f.ok(await f.post("/api/tax-rates", { name: "VAT", percentage: 20, country: "GB" }), 201);
  });
  afterAll(() => server?.close());

  const invoiceFor = async (paid: boolean) => {
    const customer = f.ok(
      await f.post("/api/customers", {
        email: uniqueEmail("model"),
        currency: "USD",
        autoCollection: paid,
        billingAddress: { line1: "1 Way", line2: "", city: "York", state: "Yorks", zip: "Y1", country: "GB" },
      }),
      201,
    );
    if (paid) {
      f.ok(
        await f.post(`/api/customers/${customer.id}/payment-methods`, {
          type: "card",
          cardNumber: VISA,
          expiryMonth: 12,
          expiryYear: 2099,
          cvc: "123",
        }),
        201,
      );
    }
    f.ok(await f.post("/api/subscriptions", { customerId: customer.id, planPricePointId: point }), 201);
    return (await f.invoicesOf(customer.id))[0] as Json;
  };

  it("takes exactly the credit notes and voids the contract allows, and keeps the figures", async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(command, { minLength: 1, maxLength: 7 }),
        async (paid, commands) => {
          if (Date.now() - started > BUDGET_MS) return;
          const invoice = await invoiceFor(paid);
          // 60 + 20% VAT.
          const model: Model = {
            total: 7_200,
            paid: paid ? 7_200 : 0,
            due: paid ? 0 : 7_200,
            notes: [],
            balance: 0,
          };
          expect(centsOf(invoice.total)).toBe(model.total);
          for (const step of commands) {
            if (step.kind === "credit") {
              const credited = model.notes.filter((n) => !n.voided).reduce((sum, n) => sum + n.total, 0);
              const refunded = model.notes.reduce((sum, n) => sum + n.refund, 0);
              const pre = Math.min(step.cents, model.due);
              const after = step.cents - pre;
              const refund =
                step.mode === "refund"
                  ? after
                  : step.mode === "mixed"
                    ? Math.floor((after * step.share) / 100)
                    : 0;
              const credit = step.mode === "mixed" ? after - refund : step.mode === "balance" ? after : 0;
              const body: Json = { invoiceId: invoice.id, reason: "other", amount: money(step.cents) };
              if (step.mode === "refund") body.refundAmount = money(refund);
              if (step.mode === "mixed")
                Object.assign(body, { refundAmount: money(refund), creditAmount: money(credit) });
              // Parts that do not add up (one cent short), unless nothing passes the amount due.
              if (step.mode === "unbalanced") body.creditAmount = money(Math.max(0, after - 1));
              const taken =
                step.cents <= model.total - credited &&
                refund <= model.paid - refunded &&
                !(step.mode === "unbalanced" && after > 0);
              const answer = await f.post("/api/credit-notes", body);
              expect(answer.status, `${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`).toBe(
                taken ? 201 : step.cents > model.total - credited ? 409 : 400,
              );
              if (taken) {
                expect(answer.body).toMatchObject({
                  total: money(step.cents),
                  amountDueReduction: money(pre),
                  refundAmount: money(refund),
                });
                model.notes.push({
                  id: answer.body.id,
                  total: step.cents,
                  due: pre,
                  refund,
                  credit,
                  voided: false,
                });
                model.due -= pre;
                model.balance += credit;
              }
            } else {
              const note = model.notes[step.pick % Math.max(1, model.notes.length)];
              if (!note) continue;
              const answer = await f.post(`/api/credit-notes/${note.id}/void`, {});
              const taken = !note.voided && note.refund === 0 && model.balance >= note.credit;
              expect(answer.status, JSON.stringify(answer.body)).toBe(taken ? 200 : 409);
              if (taken) {
                note.voided = true;
                model.due += note.due;
                model.balance -= note.credit;
              }
            }
            // After every step: the invoice, the balance and the refunds as the model has them.
            const now = f.ok(await f.get(`/api/invoices/${invoice.id}`));
            const credited = model.notes.filter((n) => !n.voided).reduce((sum, n) => sum + n.total, 0);
            const refunded = model.notes.reduce((sum, n) => sum + n.refund, 0);
            expect(centsOf(now.amountDue)).toBe(model.due);
            expect(centsOf(now.creditedAmount)).toBe(credited);
            expect(centsOf(now.refundedAmount)).toBe(refunded);
            expect(centsOf(now.amountPaid)).toBe(model.paid);
            expect(now.status).toBe(model.due === 0 ? "paid" : "open");
            expect(credited).toBeLessThanOrEqual(model.total);
            expect(centsOf((await f.customer(invoice.customerId)).creditBalance)).toBe(model.balance);
          }
          const refunds = f.ok(await f.get(`/api/refunds?customerId=${invoice.customerId}&pageSize=100`));
          expect(refunds.items.reduce((sum: number, r: Json) => sum + centsOf(r.amount), 0)).toBe(
            model.notes.reduce((sum, n) => sum + n.refund, 0),
          );
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
