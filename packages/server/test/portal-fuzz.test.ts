import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../src/config.ts";
import { bodies, checkUnchangedWhenRefused, rawBody } from "./fuzzing.ts";
import { type Json, TestServer, uniqueEmail } from "./helpers.ts";
import { registeredRoutes } from "./route-access.ts";

// Properties of every write of the customer's pages and of their staff links: whatever body they receive,
// they never answer 500, and when they refuse it not one row of what they touch changed.

const TABLES = [
  "customers",
  "payment_methods",
  "subscriptions",
  "invoices",
  "payments",
  "portal_sessions",
  "checkout_links",
  "idempotency_keys",
];
const FIELDS = [
  "customerId",
  "returnUrl",
  "flow",
  "subscriptionId",
  "invoiceId",
  "pricePointId",
  "quantity",
  "addons",
  "couponCodes",
  "couponCode",
  "successUrl",
  "active",
  "email",
  "firstName",
  "lastName",
  "company",
  "taxNumber",
  "billingAddress",
  "card",
  "type",
  "cardNumber",
  "expiryMonth",
  "expiryYear",
  "cvc",
  "planPricePointId",
  "atTermEnd",
  "preview",
];
const card = { type: "card", cardNumber: "4242424242424242", expiryMonth: 12, expiryYear: 2099, cvc: "123" };
const address = { line1: "1 Main St", city: "Springfield", state: "CA", zip: "94000", country: "US" };

describe("fuzzing the customer's pages", () => {
  let server: TestServer;
  let staff = "";
  const paths: Record<string, string> = {};
  const samples: Record<string, Record<string, unknown>> = {};

  beforeAll(async () => {
    const many = { limit: 100_000, windowMs: 60_000 };
    server = await TestServer.start("pglite", {
      rateLimits: { ...defaultRateLimits, customerPaymentsPerIp: many, portalRenewPerIp: many },
    });
    const owner = await server.signUp({}, "business");
    staff = owner.token;
    const ok = async (promise: ReturnType<TestServer["post"]>): Promise<Json> => {
      const answer = await promise;
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      return answer.body;
    };
    await server.put("/api/catalog/settings", { defaultCurrency: "USD" }, staff);
    const family = await ok(
      server.post(
        "/api/catalog/product-families",
        { name: "Fuzz", description: "Fuzzed plans", category: "SaaS" },
        staff,
      ),
    );
    const plan = (name: string, price: number) =>
      ok(
        server.post(
          "/api/catalog/plans",
          {
            name,
            productFamilyId: family.id,
            customerPortal: { showInPortal: true, showInCheckout: true, allowCancellation: true },
            pricePoints: [
              {
                currency: "USD",
                pricingModel: "flat_fee",
                price,
                billingFrequency: "monthly",
                showInPortal: true,
                showInCheckout: true,
              },
            ],
          },
          staff,
        ),
      );
    const [basic, pro] = [await plan("Basic", 10), await plan("Pro", 20)];
    const customer = await ok(
      server.post(
        "/api/customers",
        { email: uniqueEmail("fuzz"), firstName: "Fuzz", lastName: "Tester", currency: "USD" },
        staff,
      ),
    );
    const sub = await ok(
      server.post(
        "/api/subscriptions",
        { customerId: customer.id, planPricePointId: basic.pricePoints[0].id },
        staff,
      ),
    );
    const [invoice] = (await server.get(`/api/invoices?customerId=${customer.id}`, staff)).body.items;
    const session = await ok(server.post("/api/portal-sessions", { customerId: customer.id }, staff));
    const link = await ok(
      server.post("/api/checkout-links", { pricePointId: basic.pricePoints[0].id }, staff),
    );
    const portal = `/api/portal/${session.url.split("/").pop()}`;
    const checkout = `/api/checkout/${link.url.split("/").pop()}`;
    Object.assign(paths, {
      "POST /api/portal-sessions": "/api/portal-sessions",
      "POST /api/checkout-links": "/api/checkout-links",
      "PUT /api/checkout-links/:id": `/api/checkout-links/${link.id}`,
      "POST /api/portal/:token/renew": `${portal}/renew`,
      "POST /api/portal/:token/payment-methods": `${portal}/payment-methods`,
      "PUT /api/portal/:token/billing-details": `${portal}/billing-details`,
      "PUT /api/portal/:token/subscriptions/:id": `${portal}/subscriptions/${sub.id}`,
      "POST /api/portal/:token/subscriptions/:id/cancel": `${portal}/subscriptions/${sub.id}/cancel`,
      "POST /api/pay/:token": `/api/pay/${invoice.hostedInvoiceUrl.split("/").pop()}`,
      "POST /api/checkout/:token/preview": `${checkout}/preview`,
      "POST /api/checkout/:token": checkout,
    });
    Object.assign(samples, {
      "POST /api/portal-sessions": {
        customerId: customer.id,
        flow: "subscription_update",
        subscriptionId: sub.id,
      },
      "POST /api/checkout-links": {
        pricePointId: pro.pricePoints[0].id,
        couponCodes: [],
        successUrl: "https://x.example",
      },
      "PUT /api/checkout-links/:id": { active: true },
      "POST /api/portal/:token/renew": { email: customer.email },
      "POST /api/portal/:token/payment-methods": card,
      "PUT /api/portal/:token/billing-details": { company: "Fuzz", taxNumber: "T1", billingAddress: address },
      "PUT /api/portal/:token/subscriptions/:id": { planPricePointId: pro.pricePoints[0].id, preview: true },
      "POST /api/portal/:token/subscriptions/:id/cancel": { atTermEnd: true, preview: true },
      "POST /api/pay/:token": card,
      "POST /api/checkout/:token/preview": { couponCode: "" },
      "POST /api/checkout/:token": {
        email: uniqueEmail("buyer"),
        firstName: "B",
        lastName: "Y",
        billingAddress: address,
        card,
      },
    });
    await checkUnchangedWhenRefused.start(server, TABLES);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("covers every write of the customer's pages and their links that takes a body", () => {
    const routes = registeredRoutes(server.instance.app.routes).filter((route) =>
      /^(POST|PUT) \/api\/(portal|pay|checkout)/.test(route),
    );
    expect(Object.keys(paths).sort()).toEqual(routes.filter((route) => !/\/default$/.test(route)).sort());
  });

  for (const route of [
    "POST /api/portal-sessions",
    "POST /api/checkout-links",
    "PUT /api/checkout-links/:id",
    "POST /api/portal/:token/renew",
    "POST /api/portal/:token/payment-methods",
    "PUT /api/portal/:token/billing-details",
    "PUT /api/portal/:token/subscriptions/:id",
    "POST /api/portal/:token/subscriptions/:id/cancel",
    "POST /api/pay/:token",
    "POST /api/checkout/:token/preview",
    "POST /api/checkout/:token",
  ]) {
    it(`${route}: no 500, nothing written when refused`, async () => {
      const [method] = route.split(" ");
      // The staff's links take the owner's token; the customer's routes their link's alone.
      const token =
        route.includes("/api/portal-sessions") || route.includes("/api/checkout-links") ? staff : "";
      await fc.assert(
        fc.asyncProperty(bodies(samples[route]!, FIELDS), async (input) => {
          await checkUnchangedWhenRefused(server, TABLES, token, method!, paths[route]!, rawBody(input));
        }),
        { numRuns: 15 },
      );
    });
  }
});
