import {
  LINK_INVALID,
  PORTAL_RENEW_ANSWER,
  portalOverviewResponse,
  portalSessionResponse,
} from "@round/forms/schemas";
import * as v from "valibot";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestClock,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

const HOUR = 60 * 60_000;
const VISA = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

// The portal (PLATFORM.md, "The customer's pages"): links made by the staff for one customer and one hour,
// the customer's own calls authorized by the link's token alone, within the catalog's switches, every change
// through the same services (so that the staff see it at once, with its events and audit entries).
describeOnBothDatabases("customer portal", (kind) => {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  const clock = new TestClock();
  let familyId = "";
  let basic: Json;
  let pro: Json;
  let locked: Json;

  const as = (who: SignedUp) => ({
    get: (path: string) => server.get(path, who.token),
    post: (path: string, body?: unknown) => server.post(path, body, who.token),
  });
  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };
  const portal = (token: string, path = "") => `/api/portal/${token}${path}`;
  const tokenOf = (url: string) => url.split("/").pop()!;

  async function plan(name: string, price: number, portalFlags: Json) {
    return ok(
      await as(owner).post("/api/catalog/plans", {
        name,
        productFamilyId: familyId,
        customerPortal: portalFlags,
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
      }),
      201,
    );
  }

  /** A customer with a card (auto-collecting) or without, subscribed to `on`. */
  async function subscribed(on: Json, card = true) {
    const customer = ok(
      await as(owner).post("/api/customers", {
        email: uniqueEmail("portal"),
        firstName: "Ada",
        lastName: "Lovelace",
        currency: "USD",
        autoCollection: card,
      }),
      201,
    );
    if (card) {
      ok(
        await as(owner).post(`/api/customers/${customer.id}/payment-methods`, {
          type: "card",
          cardNumber: VISA,
          expiryMonth: 12,
          expiryYear: 2099,
          cvc: "123",
        }),
        201,
      );
    }
    const sub = ok(
      await as(owner).post("/api/subscriptions", {
        customerId: customer.id,
        planPricePointId: on.pricePoints[0].id,
      }),
      201,
    );
    return { customer, sub };
  }

  async function link(customerId: string, extra: Json = {}) {
    const made = ok(await as(owner).post("/api/portal-sessions", { customerId, ...extra }), 201);
    expect(v.is(portalSessionResponse, made)).toBe(true);
    return tokenOf(made.url);
  }

  beforeAll(async () => {
    server = await TestServer.start(kind, {}, { clock });
    [owner, stranger] = await Promise.all([server.signUp({}, "business"), server.signUp()]);
    ok(await server.put("/api/catalog/settings", { defaultCurrency: "USD" }, owner.token));
    familyId = ok(
      await as(owner).post("/api/catalog/product-families", {
        name: "Portal",
        description: "Plans for the portal",
        category: "SaaS Platform",
      }),
      201,
    ).id;
    const flags = { showInPortal: true, showInCheckout: true, allowUpgrade: true, allowDowngrade: true };
    basic = await plan("Basic", 10, { ...flags, allowCancellation: true });
    pro = await plan("Pro", 30, { ...flags, allowCancellation: true });
    locked = await plan("Locked", 20, { ...flags, allowDowngrade: false, allowCancellation: false });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("a link opens the customer's overview in one request, in the account's name, and nothing of another's", async () => {
    const { customer, sub } = await subscribed(basic);
    const url = ok(
      await as(owner).post("/api/portal-sessions", {
        customerId: customer.id,
        returnUrl: "https://shop.example/account",
        flow: "subscription_update",
        subscriptionId: sub.id,
      }),
      201,
    );
    expect(url.url).toMatch(/^http:\/\/app\.test\/portal\/[A-Za-z0-9_-]{43}$/);
    const lasts = new Date(url.expiresAt).getTime() - clock.now();
    expect(lasts).toBeGreaterThan(HOUR - 60_000);
    expect(lasts).toBeLessThanOrEqual(HOUR);
    const overview = ok(await server.get(portal(tokenOf(url.url))));
    expect(v.is(portalOverviewResponse, overview), JSON.stringify(overview)).toBe(true);
    expect(overview).toMatchObject({
      returnUrl: "https://shop.example/account",
      flow: "subscription_update",
      subscriptionId: sub.id,
      customer: { id: customer.id, email: customer.email },
      cardRequired: true,
    });
    expect(overview.account.name).toBeTruthy();
    const [mine] = overview.subscriptions;
    expect(mine.id).toBe(sub.id);
    expect(mine.canCancel).toBe(true);
    // Pro is dearer: an upgrade; Locked too. Both plans and points show in the portal.
    expect(
      mine.changeOptions.map((option: Json) => [option.planName, option.direction, option.price]),
    ).toEqual(
      expect.arrayContaining([
        ["Pro", "upgrade", 30],
        ["Locked", "upgrade", 20],
      ]),
    );
    expect(overview.paymentMethods).toHaveLength(1);
    expect(overview.nextBill).toMatchObject({ amount: 10, currency: "USD" });
    // The first invoice was paid by the card: its PDF is signed for the customer; no pay page once paid.
    expect(overview.invoices[0]).toMatchObject({ status: "paid", hostedInvoiceUrl: null });
    const pdf = await server.instance.app.request(overview.invoices[0].pdfUrl.replace("http://app.test", ""));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    // Another account's staff cannot make a link for this customer.
    expectError(await as(stranger).post("/api/portal-sessions", { customerId: customer.id }), 404);
  });

  it("trusts the link's token alone: staff tokens open none of its routes, and it opens nothing else", async () => {
    const { customer } = await subscribed(basic);
    const token = await link(customer.id);
    expectError(await server.get(portal(token), owner.token), 401);
    expectError(await server.get(portal(owner.token)), 401);
    const madeUp = await server.get(portal("A".repeat(43)));
    expectError(madeUp, 404, LINK_INVALID);
    expect(madeUp.body.message).toBe(LINK_INVALID);
    // The portal token is no staff token.
    expectError(await server.get("/api/customers", token), 401);
    expectError(await server.get(`/api/customers/${customer.id}`, token), 401);
    // Another customer's subscription is not this link's.
    const other = await subscribed(basic);
    expectError(
      await server.call("PUT", portal(token, `/subscriptions/${other.sub.id}`), {
        body: { planPricePointId: pro.pricePoints[0].id, preview: true },
      }),
      404,
    );
  });

  it("an hour later the link has expired; a fresh one goes by email to the customer's address only", async () => {
    const { customer } = await subscribed(basic);
    const token = await link(customer.id);
    clock.at(HOUR + 1_000);
    expectError(await server.get(portal(token)), 404, LINK_INVALID);
    const wrong = await server.post(portal(token, "/renew"), { email: "someone@else.example" });
    expect(wrong.status).toBe(202);
    expect(wrong.body.message).toBe(PORTAL_RENEW_ANSWER);
    const madeUp = await server.post(portal("B".repeat(43), "/renew"), { email: customer.email });
    expect(madeUp.body).toEqual(wrong.body);
    const right = await server.post(portal(token, "/renew"), { email: customer.email.toUpperCase() });
    expect(right.body).toEqual(wrong.body);
    const mail = await server.mail(customer.email, /billing portal link/);
    const fresh = tokenOf(mail.links[0]!);
    expect(ok(await server.get(portal(fresh))).customer.id).toBe(customer.id);
    expectError(await server.post(portal(token, "/renew"), { email: "not an email" }), 400);
    clock.at(0);
  });

  it("cards: added through the gateway, made default, and the last one kept while a subscription collects", async () => {
    const { customer } = await subscribed(basic);
    const token = await link(customer.id);
    const [first] = ok(await server.get(portal(token))).paymentMethods;
    expectError(await server.call("DELETE", portal(token, `/payment-methods/${first.id}`)), 409, undefined);
    const declined = await server.post(portal(token, "/payment-methods"), {
      type: "card",
      cardNumber: DECLINED,
      expiryMonth: 12,
      expiryYear: 2099,
      cvc: "123",
    });
    expectError(declined, 400, undefined, "cardNumber");
    expectError(
      await server.post(portal(token, "/payment-methods"), { type: "card", cardNumber: "1234", cvc: "1" }),
      400,
    );
    const second = ok(
      await server.post(portal(token, "/payment-methods"), {
        type: "card",
        cardNumber: VISA,
        expiryMonth: 1,
        expiryYear: 2098,
        cvc: "321",
      }),
      201,
    );
    ok(await server.post(portal(token, `/payment-methods/${second.id}/default`)));
    ok(await server.call("DELETE", portal(token, `/payment-methods/${first.id}`)), 204);
    // The staff see it at once; the change is the customer's in the audit log.
    const methods = ok(await as(owner).get(`/api/customers/${customer.id}/payment-methods`));
    expect(methods.map((method: Json) => [method.expiryYear, method.isDefault])).toEqual([[2098, true]]);
    const trail = ok(await as(owner).get(`/api/audit-log?resourceType=payment_method&actorType=customer`));
    expect(trail.items.some((entry: Json) => entry.actor.id === customer.id)).toBe(true);
  });

  it("a plan change is previewed, then confirmed, within the plan's switches", async () => {
    const { customer, sub } = await subscribed(basic);
    const token = await link(customer.id);
    const path = portal(token, `/subscriptions/${sub.id}`);
    const preview = ok(
      await server.call("PUT", path, { body: { planPricePointId: pro.pricePoints[0].id, preview: true } }),
    );
    expect(preview.preview).toBe(true);
    expect(preview.invoice.total).toBeGreaterThan(0);
    // What the card is charged now: the invoice it raises (no credit to take).
    expect(preview.chargeNow).toBe(preview.invoice.total);
    // Nothing written by the preview.
    expect(ok(await as(owner).get(`/api/subscriptions/${sub.id}`)).planName).toBe("Basic");
    const changed = ok(await server.call("PUT", path, { body: { planPricePointId: pro.pricePoints[0].id } }));
    expect(changed.planName).toBe("Pro");
    expect(ok(await as(owner).get(`/api/subscriptions/${sub.id}`)).planName).toBe("Pro");
    const audit = ok(await as(owner).get(`/api/audit-log?resourceId=${sub.id}&actorType=customer`));
    expect(audit.items[0].actor).toMatchObject({ type: "customer", id: customer.id });

    // Locked allows no downgrade, and no cancellation: nothing below it is offered, nor cancel.
    const held = await subscribed(locked);
    const lockedToken = await link(held.customer.id);
    const [lockedSub] = ok(await server.get(portal(lockedToken))).subscriptions;
    expect(lockedSub.canCancel).toBe(false);
    expect(lockedSub.changeOptions.map((option: Json) => option.planName)).toEqual(["Pro"]);
    expectError(
      await server.call("PUT", portal(lockedToken, `/subscriptions/${held.sub.id}`), {
        body: { planPricePointId: basic.pricePoints[0].id, preview: true },
      }),
      400,
      undefined,
      "planPricePointId",
    );
    expectError(
      await server.post(portal(lockedToken, `/subscriptions/${held.sub.id}/cancel`), { atTermEnd: true }),
      409,
    );
  });

  it("cancels at the term's end after its preview", async () => {
    const { customer, sub } = await subscribed(basic);
    const token = await link(customer.id);
    const path = portal(token, `/subscriptions/${sub.id}/cancel`);
    const preview = ok(await server.post(path, { atTermEnd: true, preview: true }));
    expect(preview.subscription.cancelAt).toBe(sub.currentTermEnd);
    expect(ok(await as(owner).get(`/api/subscriptions/${sub.id}`)).cancelAt).toBeNull();
    const cancelled = ok(await server.post(path, { atTermEnd: true }));
    expect(cancelled.cancelAt).toBe(sub.currentTermEnd);
    expect(ok(await as(owner).get(`/api/subscriptions/${sub.id}`)).cancelAt).toBe(sub.currentTermEnd);
  });

  it("billing details: the address checked field by field, saved for the staff to see", async () => {
    const { customer } = await subscribed(basic);
    const token = await link(customer.id);
    const path = portal(token, "/billing-details");
    expectError(
      await server.call("PUT", path, {
        body: { billingAddress: { line1: "1 Main St", city: "", state: "CA", zip: "94000", country: "US" } },
      }),
      400,
      undefined,
      "billingAddress.city",
    );
    const saved = ok(
      await server.call("PUT", path, {
        body: {
          company: "Analytical Engines",
          taxNumber: "US123",
          billingAddress: {
            line1: "1 Main St",
            city: "Springfield",
            state: "CA",
            zip: "94000",
            country: "US",
          },
        },
      }),
    );
    expect(saved).toMatchObject({ company: "Analytical Engines", billingAddress: { city: "Springfield" } });
    const seen = ok(await as(owner).get(`/api/customers/${customer.id}`));
    expect(seen).toMatchObject({ company: "Analytical Engines", taxNumber: "US123" });
  });
});
