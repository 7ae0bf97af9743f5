import { checkoutPageResponse, LINK_INVALID, payPageResponse } from "@round/forms/schemas";
import * as v from "valibot";
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultRateLimits } from "../../src/config.ts";
import {
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

const VISA = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
/** Saved by the test gateway, its charges then fail for insufficient funds. */
const NO_FUNDS = "4000 0000 0000 9995";
const card = (number: string) => ({
  type: "card",
  cardNumber: number,
  expiryMonth: 12,
  expiryYear: 2099,
  cvc: "123",
});
const address = { line1: "1 Main St", city: "Springfield", state: "CA", zip: "94000", country: "US" };

// Pay pages and checkout links (PLATFORM.md, "The customer's pages"): an open invoice's hostedInvoiceUrl paid
// by card once; a checkout link selling its price point, the customer, card and subscription made together
// or not at all.
describeOnBothDatabases("pay pages and checkout", (kind) => {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  let point = "";
  let hidden = "";
  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };
  const staff = (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: owner.token, ...(body === undefined ? {} : { body }) });
  const tokenOf = (url: string) => url.split("/").pop()!;

  async function customersNamed(email: string) {
    return ok(await staff("GET", `/api/customers?search=${encodeURIComponent(email)}`)).items as Json[];
  }

  beforeAll(async () => {
    server = await TestServer.start(kind, {
      rateLimits: { ...defaultRateLimits, customerLinkMissesPerIp: { limit: 25, windowMs: 60_000 } },
    });
    [owner, stranger] = await Promise.all([server.signUp({}, "business"), server.signUp()]);
    ok(await staff("PUT", "/api/catalog/settings", { defaultCurrency: "USD" }));
    const familyId = ok(
      await staff("POST", "/api/catalog/product-families", {
        name: "Shop",
        description: "Plans sold through checkout",
        category: "SaaS Platform",
      }),
      201,
    ).id;
    const plan = async (name: string, showInCheckout: boolean) =>
      ok(
        await staff("POST", "/api/catalog/plans", {
          name,
          productFamilyId: familyId,
          customerPortal: { showInCheckout, showInPortal: true },
          pricePoints: [
            {
              currency: "USD",
              pricingModel: "flat_fee",
              price: 40,
              billingFrequency: "monthly",
              showInCheckout: true,
            },
          ],
        }),
        201,
      ).pricePoints[0].id as string;
    point = await plan("Team", true);
    hidden = await plan("Internal", false);
    ok(
      await staff("POST", "/api/catalog/coupons", {
        name: "Launch",
        couponCode: "LAUNCH25",
        discountType: "percentage",
        discountValue: 25,
        durationType: "one_time",
      }),
      201,
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  it("an open invoice's pay page takes a card once, then shows its receipt; a declined card changes nothing", async () => {
    const customer = ok(
      await staff("POST", "/api/customers", {
        email: uniqueEmail("payer"),
        firstName: "Ada",
        lastName: "Byron",
        currency: "USD",
      }),
      201,
    );
    ok(await staff("POST", "/api/subscriptions", { customerId: customer.id, planPricePointId: point }), 201);
    const [open] = ok(await staff("GET", `/api/invoices?customerId=${customer.id}`)).items;
    expect(open.status).toBe("open");
    expect(open.hostedInvoiceUrl).toMatch(/^http:\/\/app\.test\/pay\/[A-Za-z0-9_-]{86}$/);
    const detail = ok(await staff("GET", `/api/invoices/${open.id}`));
    expect(detail.hostedInvoiceUrl).toBe(open.hostedInvoiceUrl);
    // The invoice email links to the pay page.
    const mail = await server.mail(customer.email, /Invoice/);
    expect(mail.links).toContain(open.hostedInvoiceUrl);

    const path = `/api/pay/${tokenOf(open.hostedInvoiceUrl)}`;
    const page = ok(await server.get(path));
    expect(v.is(payPageResponse, page), JSON.stringify(page)).toBe(true);
    expect(page.invoice).toMatchObject({ status: "open", total: 40, amountDue: 40 });
    expect(page.savedCard).toBeNull();

    expectError(await server.post(path, card(DECLINED)), 402, undefined, "cardNumber");
    expectError(await server.post(path, card(NO_FUNDS)), 402, undefined, "cardNumber");
    expect(ok(await server.get(path)).invoice.status).toBe("open");
    expect(ok(await staff("GET", `/api/customers/${customer.id}/payment-methods`))).toEqual([]);

    const paid = ok(
      await server.call("POST", path, { body: card(VISA), headers: { "Idempotency-Key": "pay-1" } }),
    );
    expect(paid.invoice).toMatchObject({ status: "paid", amountDue: 0, amountPaid: 40 });
    expect(paid.payments.filter((payment: Json) => payment.status === "succeeded")).toHaveLength(1);
    // Paying again charges nothing more: the receipt.
    const again = ok(await server.post(path, { type: "saved" }));
    expect(again.invoice.status).toBe("paid");
    expect(again.payments.filter((payment: Json) => payment.status === "succeeded")).toHaveLength(1);
    expect(ok(await staff("GET", `/api/invoices/${open.id}`))).toMatchObject({
      status: "paid",
      hostedInvoiceUrl: null,
    });
    // The link keeps answering the receipt.
    expect(ok(await server.get(path)).invoice.paidAt).not.toBeNull();

    // A token changed by one character opens nothing; nor does a staff token.
    const tampered = `${path.slice(0, -1)}${path.endsWith("A") ? "B" : "A"}`;
    expectError(await server.get(tampered), 404, LINK_INVALID);
    expectError(await server.get(path, owner.token), 401);
  });

  it("checkout links: only for price points sold through checkout, listed, turned off and deleted", async () => {
    expectError(
      await staff("POST", "/api/checkout-links", { pricePointId: hidden }),
      400,
      undefined,
      "pricePointId",
    );
    expectError(
      await staff("POST", "/api/checkout-links", { pricePointId: point, couponCodes: ["NOPE"] }),
      400,
      undefined,
      "couponCode",
    );
    expectError(await server.post("/api/checkout-links", { pricePointId: point }, stranger.token), 400);
    const made = ok(
      await staff("POST", "/api/checkout-links", {
        pricePointId: point,
        successUrl: "https://shop.example/thanks",
      }),
      201,
    );
    expect(made).toMatchObject({ active: true, planName: "Team", price: 40, currency: "USD", sales: 0 });
    expect(made.url).toMatch(/^http:\/\/app\.test\/checkout\/[A-Za-z0-9_-]{43}$/);
    const listed = ok(await staff("GET", `/api/checkout-links?pricePointId=${point}`));
    expect(listed.items.map((item: Json) => item.url)).toContain(made.url);
    expectError(await server.get(`/api/checkout-links/${made.id}`, stranger.token), 404);

    const path = `/api/checkout/${tokenOf(made.url)}`;
    ok(await server.get(path));
    ok(await staff("PUT", `/api/checkout-links/${made.id}`, { active: false }));
    expectError(await server.get(path), 404, LINK_INVALID);
    ok(await staff("PUT", `/api/checkout-links/${made.id}`, { active: true }));
    ok(await staff("DELETE", `/api/checkout-links/${made.id}`), 204);
    expectError(await server.get(path), 404, LINK_INVALID);
    expectError(await staff("GET", `/api/checkout-links/${made.id}`), 404);
  });

  it("a stranger buys through a checkout link with a coupon; a declined card leaves no customer behind", async () => {
    const made = ok(await staff("POST", "/api/checkout-links", { pricePointId: point }), 201);
    const path = `/api/checkout/${tokenOf(made.url)}`;
    const page = ok(await server.get(path));
    expect(v.is(checkoutPageResponse, page), JSON.stringify(page)).toBe(true);
    expect(page).toMatchObject({ planName: "Team", currency: "USD", preview: { total: 40, amountDue: 40 } });

    expectError(await server.post(`${path}/preview`, { couponCode: "NOPE" }), 400, /NOPE/, "couponCode");
    const discounted = ok(await server.post(`${path}/preview`, { couponCode: "LAUNCH25" }));
    expect(discounted.preview).toMatchObject({ discount: 10, total: 30 });
    expect(discounted.coupon).toMatchObject({ code: "LAUNCH25" });

    const buyer = {
      email: uniqueEmail("buyer"),
      firstName: "Grace",
      lastName: "Hopper",
      billingAddress: address,
      couponCode: "LAUNCH25",
    };
    const declined = await server.post(path, { ...buyer, card: card(DECLINED) });
    expectError(declined, 402, undefined, "card.cardNumber");
    const noFunds = await server.post(path, { ...buyer, card: card(NO_FUNDS) });
    expectError(noFunds, 402, undefined, "card.cardNumber");
    expect(await customersNamed(buyer.email)).toEqual([]);
    expectError(
      await server.post(path, { ...buyer, email: "nope", card: card(VISA) }),
      400,
      undefined,
      "email",
    );

    const headers = { "Idempotency-Key": "checkout-attempt-1" };
    const bought = await server.call("POST", path, { body: { ...buyer, card: card(VISA) }, headers });
    const result = ok(bought, 201);
    expect(result.invoice).toMatchObject({ status: "paid", total: 30, amountPaid: 30 });
    const again = ok(await server.call("POST", path, { body: { ...buyer, card: card(VISA) }, headers }), 201);
    expect(again).toEqual(result);
    const [customer] = await customersNamed(buyer.email);
    expect(customer).toMatchObject({
      id: result.customerId,
      firstName: "Grace",
      billingAddress: { city: "Springfield" },
    });
    expect(await customersNamed(buyer.email)).toHaveLength(1);
    const sub = ok(await staff("GET", `/api/subscriptions/${result.subscriptionId}`));
    expect(sub).toMatchObject({ customerId: customer.id, planName: "Team", status: "active" });
    expect(sub.coupons.map((coupon: Json) => coupon.code)).toEqual(["LAUNCH25"]);
    expect(ok(await staff("GET", `/api/checkout-links/${made.id}`)).sales).toBe(1);
  });

  it("checkout taxes the first invoice for the billing place the buyer gives, as it then charges", async () => {
    // A rate of its own place, so that no other test's buyer is taxed.
    ok(await staff("POST", "/api/tax-rates", { name: "GST", percentage: 15, country: "NZ" }), 201);
    const made = ok(await staff("POST", "/api/checkout-links", { pricePointId: point }), 201);
    const path = `/api/checkout/${tokenOf(made.url)}`;
    expect(ok(await server.get(path)).preview).toMatchObject({ tax: 0, total: 40 });
    const taxed = ok(await server.post(`${path}/preview`, { couponCode: "", country: "nz", state: "" }));
    expect(taxed.preview).toMatchObject({ subtotal: 40, tax: 6, total: 46, amountDue: 46 });
    expect(taxed.coupon).toBeNull();
    const elsewhere = ok(await server.post(`${path}/preview`, { country: "US", state: "CA" }));
    expect(elsewhere.preview).toMatchObject({ tax: 0, total: 40 });
    expectError(await server.post(`${path}/preview`, { country: "New Zealand" }), 400, undefined, "country");
    const bought = ok(
      await server.post(path, {
        email: uniqueEmail("kiwi"),
        firstName: "Kate",
        lastName: "Sheppard",
        billingAddress: { line1: "1 Queen St", city: "Auckland", state: "AUK", zip: "1010", country: "NZ" },
        card: card(VISA),
      }),
      201,
    );
    expect(bought.invoice).toMatchObject({ status: "paid", total: 46, amountPaid: 46 });
  });

  it("guessing tokens stops at the address's limit of misses", async () => {
    let last = 0;
    for (let miss = 0; miss < 26; miss += 1)
      last = (await server.get(`/api/checkout/${"C".repeat(42)}${miss % 10}`)).status;
    expect(last).toBe(429);
  });
});
