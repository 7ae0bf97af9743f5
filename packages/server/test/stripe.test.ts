import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSettings, paymentMethods } from "../src/db/schema/index.ts";
import { stripeAmount } from "../src/payments/stripe.ts";
import { expectError, type Json, type SignedUp, TestServer, uniqueEmail } from "./helpers.ts";

// The Stripe gateway through the official `stripe` package, pointed (STRIPE_API_URL) at a local HTTP server
// answering Stripe's API shapes: the key checked and kept encrypted, cards saved as PaymentMethods (their
// numbers reach Stripe only), invoices charged as confirmed PaymentIntents in minor units under Round's
// idempotency key, and Stripe's card errors in Round's words.

const GOOD_KEY = "sk_test_51RoundStripeDouble00000000abcd";
const DECLINED = "4000000000000002";
const NO_FUNDS = "4000000000009995";

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** A Stripe double: the endpoints the gateway calls, with Stripe's status codes and error bodies. */
function stripeDouble() {
  const seen: Seen[] = [];
  const cards = new Map<string, string>();
  const intents = new Map<string, Json>();
  let next = 0;
  /** Stripe-like ids: cus_1, pm_2, pi_3… */
  const nextId = (prefix: string) => {
    next += 1;
    return `${prefix}_${next}`;
  };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://stripe.test").pathname;
      const form = new URLSearchParams(body);
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      seen.push({
        method: request.method ?? "",
        path,
        form,
        idempotencyKey,
        authorization: request.headers.authorization,
      });
      const send = (status: number, payload: Json) => {
        response.writeHead(status, {
          "content-type": "application/json",
          "request-id": nextId("req"),
        });
        response.end(JSON.stringify(payload));
      };
      const cardError = (code: string, declineCode: string, message: string) =>
        send(402, { error: { type: "card_error", code, decline_code: declineCode, message } });
      if (request.headers.authorization !== `Bearer ${GOOD_KEY}`) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (path === "/v1/balance")
        return send(200, { object: "balance", available: [], pending: [], livemode: false });
      if (path === "/v1/customers") return send(200, { id: nextId("cus"), object: "customer" });
      if (path === "/v1/payment_methods") {
        const number = form.get("card[number]") ?? "";
        if (number === DECLINED)
          return cardError("card_declined", "generic_decline", "Your card was declined.");
        const id = nextId("pm");
        cards.set(id, number);
        return send(200, {
          id,
          object: "payment_method",
          type: "card",
          card: {
            brand: "visa",
            last4: number.slice(-4),
            exp_month: Number(form.get("card[exp_month]")),
            exp_year: Number(form.get("card[exp_year]")),
          },
        });
      }
      const attach = /^\/v1\/payment_methods\/(pm_\d+)\/attach$/.exec(path);
      if (attach)
        return send(200, { id: attach[1], object: "payment_method", customer: form.get("customer") });
      if (path === "/v1/payment_intents") {
        // Stripe answers a repeated idempotency key with the first answer.
        const earlier = idempotencyKey ? intents.get(idempotencyKey) : undefined;
        if (earlier) return send(200, earlier);
        if (cards.get(form.get("payment_method") ?? "") === NO_FUNDS) {
          return cardError("card_declined", "insufficient_funds", "Your card has insufficient funds.");
        }
        const intent = {
          id: nextId("pi"),
          object: "payment_intent",
          status: "succeeded",
          amount: Number(form.get("amount")),
        };
        if (idempotencyKey) intents.set(idempotencyKey, intent);
        return send(200, intent);
      }
      if (path === "/v1/refunds") {
        const intent = [...intents.values()].find((one) => one.id === form.get("payment_intent"));
        if (!intent)
          return send(400, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
        return send(200, {
          id: nextId("re"),
          object: "refund",
          status: "succeeded",
          amount: Number(form.get("amount")),
          payment_intent: intent.id,
        });
      }
      return send(404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` },
      });
    });
  });
  return { server, seen };
}

describe("the Stripe gateway", () => {
  const stripe = stripeDouble();
  let server: TestServer;
  let owner: SignedUp;
  let planPoint: string;

  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };
  const post = (path: string, body: unknown) => server.call("POST", path, { body, token: owner.token });

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, "127.0.0.1", resolve));
    const { port } = stripe.server.address() as AddressInfo;
    server = await TestServer.start("pglite", { stripeApiUrl: `http://127.0.0.1:${port}` });
    owner = await server.signUp({}, "business");
    ok(await server.put("/api/catalog/settings", { defaultCurrency: "USD" }, owner.token));
    const family = ok(
      await post("/api/catalog/product-families", {
        name: "Plans",
        description: "Plans billed by Stripe",
        category: "SaaS Platform",
      }),
      201,
    );
    const plan = ok(
      await post("/api/catalog/plans", {
        name: "Team",
        productFamilyId: family.id,
        pricePoints: [
          { currency: "USD", pricingModel: "flat_fee", price: 49.99, billingFrequency: "monthly" },
        ],
      }),
      201,
    );
    planPoint = plan.pricePoints[0].id;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => stripe.server.close(resolve));
  });

  it("refuses a key Stripe does not accept, and Stripe without a key, changing nothing", async () => {
    expectError(
      await server.put(
        "/api/billing/settings",
        { stripeSecretKey: "sk_test_51WrongKey0000000000" },
        owner.token,
      ),
      400,
      "Stripe did not accept this secret key",
      "stripeSecretKey",
    );
    expectError(
      await server.put("/api/billing/settings", { gateway: "stripe" }, owner.token),
      400,
      "Enter your Stripe secret key to connect Stripe",
      "stripeSecretKey",
    );
    expect(ok(await server.get("/api/billing/settings", owner.token))).toMatchObject({
      gateway: "test",
      stripeKeyLast4: null,
    });
  });

  it("keeps a good key encrypted and answers only its last 4", async () => {
    const settings = ok(
      await server.put("/api/billing/settings", { stripeSecretKey: GOOD_KEY }, owner.token),
    );
    expect(settings).toMatchObject({ gateway: "stripe", stripeKeyLast4: "abcd" });
    expect(JSON.stringify(settings)).not.toContain(GOOD_KEY);
    const [row] = await server.db.select().from(billingSettings);
    expect(row?.stripeSecret).toBeTruthy();
    expect(row?.stripeSecret).not.toContain(GOOD_KEY.slice(8));
    expect(
      stripe.seen.some((call) => call.path === "/v1/balance" && call.authorization === `Bearer ${GOOD_KEY}`),
    ).toBe(true);
  });

  it("saves a card with Stripe, keeping none of its number, and charges invoices as PaymentIntents", async () => {
    const customer = ok(
      await post("/api/customers", {
        email: uniqueEmail("stripe"),
        firstName: "Ada",
        lastName: "Lovelace",
        currency: "USD",
        autoCollection: true,
      }),
      201,
    );
    const method = ok(
      await post(`/api/customers/${customer.id}/payment-methods`, {
        type: "card",
        cardNumber: "4242424242424242",
        expiryMonth: 12,
        expiryYear: 2099,
        cvc: "123",
      }),
      201,
    );
    expect(method).toMatchObject({ gateway: "stripe", cardType: "visa", last4: "4242" });
    const stored = await server.db.select().from(paymentMethods);
    expect(JSON.stringify(stored)).not.toContain("4242424242424242");
    expect(stripe.seen.find((call) => call.path === "/v1/payment_methods")?.form.get("card[number]")).toBe(
      "4242424242424242",
    );

    // Subscribing raises the first invoice and charges it at once: 49.99 USD is 4999 cents.
    ok(await post("/api/subscriptions", { customerId: customer.id, planPricePointId: planPoint }), 201);
    const charge = stripe.seen.filter((call) => call.path === "/v1/payment_intents").at(-1);
    expect(charge?.form.get("amount")).toBe("4999");
    expect(charge?.form.get("currency")).toBe("usd");
    expect(charge?.form.get("confirm")).toBe("true");
    expect(charge?.idempotencyKey).toMatch(/^[0-9a-f-]+:sub:/);
    const invoices = ok(await server.get(`/api/invoices?customerId=${customer.id}`, owner.token));
    expect(invoices.items[0]).toMatchObject({ status: "paid", amountPaid: 49.99 });
    const payments = ok(await server.get(`/api/payments?customerId=${customer.id}`, owner.token));
    expect(payments.items[0]).toMatchObject({
      status: "succeeded",
      gatewayTransactionId: expect.stringMatching(/^pi_/),
    });

    // A credit note refunds part of it to the card: a Refund of the PaymentIntent, under Round's key.
    const note = ok(
      await post("/api/credit-notes", {
        invoiceId: invoices.items[0].id,
        reason: "product_unsatisfactory",
        amount: 20,
        refundAmount: 20,
      }),
      201,
    );
    const refund = stripe.seen.filter((call) => call.path === "/v1/refunds").at(-1);
    expect(refund?.form.get("payment_intent")).toBe(payments.items[0].gatewayTransactionId);
    expect(refund?.form.get("amount")).toBe("2000");
    expect(refund?.idempotencyKey).toContain(`:refund:${note.id}:`);
    expect(note.refunds).toEqual([
      expect.objectContaining({
        amount: 20,
        status: "succeeded",
        gatewayRefundId: expect.stringMatching(/^re_/),
      }),
    ]);
  });

  it("says Stripe's card errors in Round's words", async () => {
    const customer = ok(
      await post("/api/customers", {
        email: uniqueEmail("stripe"),
        firstName: "Grace",
        lastName: "Hopper",
        currency: "USD",
        autoCollection: true,
      }),
      201,
    );
    expectError(
      await post(`/api/customers/${customer.id}/payment-methods`, {
        type: "card",
        cardNumber: DECLINED,
        expiryMonth: 12,
        expiryYear: 2099,
        cvc: "123",
      }),
      400,
      "Your card was declined.",
      "cardNumber",
    );
    ok(
      await post(`/api/customers/${customer.id}/payment-methods`, {
        type: "card",
        cardNumber: NO_FUNDS,
        expiryMonth: 12,
        expiryYear: 2099,
        cvc: "123",
      }),
      201,
    );
    ok(await post("/api/subscriptions", { customerId: customer.id, planPricePointId: planPoint }), 201);
    const payments = ok(await server.get(`/api/payments?customerId=${customer.id}`, owner.token));
    expect(payments.items[0]).toMatchObject({ status: "failed" });
    expect(JSON.stringify(payments.items[0])).toContain("Your card has insufficient funds.");
  });

  it("writes amounts in each currency's minor unit", () => {
    expect(stripeAmount("49.99", "USD")).toBe(4999);
    expect(stripeAmount("12.5", "EUR")).toBe(1250);
    expect(stripeAmount("500", "JPY")).toBe(500);
    expect(stripeAmount("1.234", "KWD")).toBe(1234);
  });
});
