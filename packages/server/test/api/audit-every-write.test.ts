import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditLog } from "../../src/db/schema/index.ts";
import { BillingFixture } from "../billingFixture.ts";
import { type Json, PASSWORD, type SignedUp, TestServer, uniqueEmail } from "../helpers.ts";
import { WebhookReceiver } from "../webhookReceiver.ts";
import { walkCustomerPages } from "./walk-customer-pages.ts";
import { walkTaxRates } from "./walk-tax-rates.ts";

// Every write of the API records its audit entry in its own transaction (PLATFORM.md, "Audit log"): this
// walk calls each write route once, successfully, each call with its own request id, and finds for each the
// entries that call wrote, under the right actor, in the right account. Nothing records an entry after the
// fact: a write that recorded none of its own has none. The list of write routes comes from the server's own
// route table, so a new write route fails this test until the walk covers it.

const VISA = "4242424242424242";

/**
 * Writes that are not an account's: a person's own sign-in, profile and sessions, signing up (the account is
 * not there yet), a price preview, and a route that only refuses.
 */
const NOT_AN_ACCOUNTS_WRITE: Record<string, string> = {
  "POST /identities/register": "signing up: no account yet",
  "POST /identities/register-business": "signing up: no account yet",
  "POST /identities/confirm-email-and-login": "signing in",
  "POST /identities/resend": "a confirmation email to a person",
  "POST /identities/login": "signing in",
  "POST /identities/refresh-token": "signing in",
  "POST /identities/logout": "signing out",
  "POST /identities/forgot-password": "a person's password",
  "POST /identities/reset-password": "a person's password",
  "PUT /identities/me": "a person's own profile",
  "PUT /identities/me/onboarding": "a person's own onboarding answers",
  "POST /identities/me/onboarding/complete": "a person's own onboarding",
  "POST /identities/me/password": "a person's password",
  "DELETE /identities/me/sessions/:id": "a person's own sessions",
  "POST /addresses": "refuses: addresses are made under an organization",
  "POST /api/estimates": "a price preview: writes nothing",
  "POST /api/checkout/:token/preview": "a price preview: writes nothing",
};

type Actor = "user" | "api_key" | "customer";
export interface WriteOptions {
  body?: unknown;
  raw?: string;
  type?: string;
  /** The owner's token unless said; `null` sends none (the customer's pages take their link's token). */
  token?: string | null;
  headers?: Record<string, string>;
  actor?: Actor;
}
export type Write = (
  route: string,
  path: string,
  expected: { resourceType: string; action?: string },
  options?: WriteOptions,
) => Promise<Json>;

interface Step {
  route: string;
  /** The resource type one of the call's entries names. */
  resourceType: string;
  /** Its action, where the walk pins it. */
  action?: string;
  actor: Actor;
  requestId: string;
}

let server: TestServer;
let owner: SignedUp;
let f: BillingFixture;
let receiver: WebhookReceiver;
const steps: Step[] = [];

beforeAll(async () => {
  server = await TestServer.start("pglite");
  owner = await server.signUp({ firstName: "Ada", lastName: "Lovelace" }, "business");
  f = await BillingFixture.open(server, owner);
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/**
 * Calls `route` (its `:params` filled in by `path`) as the owner (or with `token`), expects a success, and
 * notes which entry the call must have written.
 */
async function write(
  route: string,
  path: string,
  expected: { resourceType: string; action?: string },
  options: WriteOptions = {},
): Promise<Json> {
  const requestId = `walk-${steps.length + 1}`;
  const [method] = route.split(" ");
  const headers: Record<string, string> = { ...options.headers, "X-Request-Id": requestId };
  if (options.type) headers["Content-Type"] = options.type;
  const token = options.token === null ? undefined : (options.token ?? owner.token);
  const answer = await server.call(method!, path, {
    ...(token ? { token } : {}),
    headers,
    ...(options.raw !== undefined ? { raw: options.raw } : { body: options.body }),
  });
  expect(answer.status, `${route}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  steps.push({ route, ...expected, actor: options.actor ?? "user", requestId });
  return answer.body;
}

const address = (name: string) => ({
  name,
  addressLine1: "1 Main Street",
  city: "Springfield",
  country: "US",
  addressType: "billing",
});

it("records an entry for every write route, in the write's transaction, as its caller", async () => {
  // The catalog.
  const family = await write(
    "POST /api/catalog/product-families",
    "/api/catalog/product-families",
    { resourceType: "product_family", action: "product_family.create" },
    { body: { name: "Walked", description: "Walked family", category: "Analytics" } },
  );
  await write(
    "PUT /api/catalog/product-families/:id",
    `/api/catalog/product-families/${family.id}`,
    { resourceType: "product_family", action: "product_family.update" },
    { body: { name: "Walked family", description: "Walked family", category: "Analytics" } },
  );
  const spare = f.ok(
    await f.post("/api/catalog/product-families", {
      name: "Spare",
      description: "A family to delete",
      category: "Analytics",
    }),
    201,
  );
  await write("DELETE /api/catalog/product-families/:id", `/api/catalog/product-families/${spare.id}`, {
    resourceType: "product_family",
    action: "product_family.delete",
  });
  await write(
    "PUT /api/catalog/settings",
    "/api/catalog/settings",
    { resourceType: "catalog_settings", action: "catalog_settings.update" },
    { body: { defaultCurrency: "USD" } },
  );
  const plan = await write(
    "POST /api/catalog/plans",
    "/api/catalog/plans",
    { resourceType: "plan", action: "plan.create" },
    {
      body: {
        name: "Walked plan",
        productFamilyId: f.familyId,
        pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 30, billingFrequency: "monthly" }],
        usageMetrics: [{ metricName: "api_calls", unit: "call", aggregation: "sum", pricePerUnit: 0.01 }],
      },
    },
  );
  await write(
    "PUT /api/catalog/plans/:id",
    `/api/catalog/plans/${plan.id}`,
    { resourceType: "plan" },
    {
      body: { description: "Walked through the catalog" },
    },
  );
  const planCopy = await write(
    "POST /api/catalog/plans/:id/duplicate",
    `/api/catalog/plans/${plan.id}/duplicate`,
    { resourceType: "plan" },
  );
  await write("DELETE /api/catalog/plans/:id", `/api/catalog/plans/${planCopy.id}`, { resourceType: "plan" });
  for (const [kind, type] of [
    ["addons", "addon"],
    ["charges", "charge"],
  ] as const) {
    const made = await write(
      `POST /api/catalog/${kind}`,
      `/api/catalog/${kind}`,
      { resourceType: type, action: `${type}.create` },
      {
        body: {
          name: `Walked ${type}`,
          type: type === "addon" ? "recurring" : "one_time",
          chargeModel: "flat_fee",
          pricePoints: [{ currency: "USD", price: 5 }],
        },
      },
    );
    await write(
      `PUT /api/catalog/${kind}/:id`,
      `/api/catalog/${kind}/${made.id}`,
      { resourceType: type, action: `${type}.update` },
      { body: { description: "Walked through the catalog" } },
    );
    const copy = await write(
      `POST /api/catalog/${kind}/:id/duplicate`,
      `/api/catalog/${kind}/${made.id}/duplicate`,
      {
        resourceType: type,
      },
    );
    await write(`DELETE /api/catalog/${kind}/:id`, `/api/catalog/${kind}/${copy.id}`, {
      resourceType: type,
      action: `${type}.delete`,
    });
  }
  const coupon = await write(
    "POST /api/catalog/coupons",
    "/api/catalog/coupons",
    { resourceType: "coupon", action: "coupon.create" },
    {
      body: {
        name: "Walked",
        couponCode: "WALKED",
        discountType: "percentage",
        discountValue: 10,
        durationType: "forever",
      },
    },
  );
  await write(
    "PUT /api/catalog/coupons/:id",
    `/api/catalog/coupons/${coupon.id}`,
    { resourceType: "coupon" },
    {
      body: { description: "Walked through the catalog" },
    },
  );
  const couponCopy = await write(
    "POST /api/catalog/coupons/:id/duplicate",
    `/api/catalog/coupons/${coupon.id}/duplicate`,
    { resourceType: "coupon" },
  );
  await write("DELETE /api/catalog/coupons/:id", `/api/catalog/coupons/${couponCopy.id}`, {
    resourceType: "coupon",
  });

  // Customers, with an API key for one of the writes.
  const key = await write(
    "POST /api/api-keys",
    "/api/api-keys",
    { resourceType: "api_key", action: "api_key.create" },
    { body: { name: "Walker", scopes: ["customers:write"] } },
  );
  const clock = await write(
    "POST /api/test-clocks",
    "/api/test-clocks",
    { resourceType: "test_clock", action: "test_clock.create" },
    { body: { name: "Walk", frozenTime: "2027-01-01T08:00:00Z" } },
  );
  const customer = await write(
    "POST /api/customers",
    "/api/customers",
    { resourceType: "customer", action: "customer.create" },
    {
      body: {
        email: uniqueEmail("walked"),
        firstName: "Grace",
        lastName: "Hopper",
        currency: "USD",
        autoCollection: true,
        testClockId: clock.id,
      },
    },
  );
  await write(
    "PUT /api/customers/:id",
    `/api/customers/${customer.id}`,
    { resourceType: "customer", action: "customer.update" },
    { body: { firstName: "Amazing Grace" }, token: key.secret, actor: "api_key" },
  );
  await write(
    "POST /api/customers/import",
    "/api/customers/import",
    { resourceType: "customer", action: "customer.create" },
    { raw: `email,firstName\n${uniqueEmail("imported")},Imported`, type: "text/csv" },
  );
  await write(
    "POST /api/customers/:id/emails",
    `/api/customers/${customer.id}/emails`,
    {
      resourceType: "customer",
      action: "customer.email",
    },
    { body: { subject: "Hello", message: "A word from us." } },
  );
  const note = await write(
    "POST /api/customers/:id/notes",
    `/api/customers/${customer.id}/notes`,
    { resourceType: "customer", action: "customer.note_add" },
    { body: { content: "Walked by" } },
  );
  await write("DELETE /api/customers/:id/notes/:noteId", `/api/customers/${customer.id}/notes/${note.id}`, {
    resourceType: "customer",
    action: "customer.note_remove",
  });
  const card = { type: "card", cardNumber: VISA, expiryMonth: 12, expiryYear: 2099, cvc: "123" };
  await write(
    "POST /api/customers/:id/payment-methods",
    `/api/customers/${customer.id}/payment-methods`,
    { resourceType: "payment_method" },
    { body: card },
  );
  const second = f.ok(await f.post(`/api/customers/${customer.id}/payment-methods`, card), 201);
  await write(
    "POST /api/customers/:id/payment-methods/:pmId/default",
    `/api/customers/${customer.id}/payment-methods/${second.id}/default`,
    { resourceType: "payment_method" },
  );
  const third = f.ok(await f.post(`/api/customers/${customer.id}/payment-methods`, card), 201);
  await write(
    "DELETE /api/customers/:id/payment-methods/:pmId",
    `/api/customers/${customer.id}/payment-methods/${third.id}`,
    { resourceType: "payment_method" },
  );
  await write(
    "POST /api/customers/:id/credits",
    `/api/customers/${customer.id}/credits`,
    { resourceType: "customer", action: "customer.credit" },
    { body: { amount: 5, reason: "Goodwill" } },
  );

  const leaving = f.ok(
    await f.post("/api/customers", { email: uniqueEmail("leaving"), currency: "USD" }),
    201,
  );
  await write("DELETE /api/customers/:id", `/api/customers/${leaving.id}`, {
    resourceType: "customer",
    action: "customer.delete",
  });

  // Subscriptions and usage.
  const sub = await write(
    "POST /api/subscriptions",
    "/api/subscriptions",
    { resourceType: "subscription", action: "subscription.create" },
    { body: { customerId: customer.id, planPricePointId: plan.pricePoints[0].id } },
  );
  await write(
    "PUT /api/subscriptions/:id",
    `/api/subscriptions/${sub.id}`,
    { resourceType: "subscription" },
    {
      body: { quantity: 2 },
    },
  );
  await write(
    "POST /api/usage",
    "/api/usage",
    { resourceType: "usage_event", action: "usage_event.create" },
    { body: { subscriptionId: sub.id, metricName: "api_calls", quantity: 3, idempotencyKey: "walk-1" } },
  );
  await write(
    "POST /api/usage/batch",
    "/api/usage/batch",
    { resourceType: "usage_event", action: "usage_event.batch" },
    {
      body: {
        events: [{ subscriptionId: sub.id, metricName: "api_calls", quantity: 2, idempotencyKey: "walk-2" }],
      },
    },
  );
  await write(
    "POST /api/subscriptions/:id/pause",
    `/api/subscriptions/${sub.id}/pause`,
    {
      resourceType: "subscription",
      action: "subscription.pause",
    },
    { body: {} },
  );
  await write(
    "POST /api/subscriptions/:id/resume",
    `/api/subscriptions/${sub.id}/resume`,
    {
      resourceType: "subscription",
      action: "subscription.resume",
    },
    { body: {} },
  );
  await write(
    "POST /api/subscriptions/:id/cancel",
    `/api/subscriptions/${sub.id}/cancel`,
    {
      resourceType: "subscription",
    },
    { body: { atTermEnd: true } },
  );
  await write(
    "POST /api/subscriptions/:id/reactivate",
    `/api/subscriptions/${sub.id}/reactivate`,
    {
      resourceType: "subscription",
    },
    { body: {} },
  );
  await write(
    "POST /api/test-clocks/:id/advance",
    `/api/test-clocks/${clock.id}/advance`,
    { resourceType: "test_clock", action: "test_clock.advance" },
    { body: { frozenTime: "2027-01-02T08:00:00Z" } },
  );

  // Invoices, of a customer paying by bank transfer until they give a card.
  const payer = f.ok(
    await f.post("/api/customers", { email: uniqueEmail("payer"), currency: "USD", autoCollection: false }),
    201,
  );
  const draft = () => ({ customerId: payer.id, items: [{ description: "Consulting", amount: 100 }] }) as Json;
  const spareDraft = await write(
    "POST /api/invoices",
    "/api/invoices",
    { resourceType: "invoice", action: "invoice.create" },
    {
      body: draft(),
    },
  );
  await write("DELETE /api/invoices/:id", `/api/invoices/${spareDraft.id}`, { resourceType: "invoice" });
  const toFinalize = f.ok(await f.post("/api/invoices", draft()), 201);
  await write("POST /api/invoices/:id/finalize", `/api/invoices/${toFinalize.id}/finalize`, {
    resourceType: "invoice",
    action: "invoice.finalize",
  });
  const offline = f.ok(await f.post("/api/invoices", { ...draft(), finalize: true }), 201);
  await write(
    "POST /api/invoices/:id/payments",
    `/api/invoices/${offline.id}/payments`,
    { resourceType: "payment" },
    { body: { amount: 40, paymentMethod: "offline" } },
  );
  f.ok(await f.post(`/api/customers/${payer.id}/payment-methods`, card), 201);
  await write("POST /api/invoices/:id/collect", `/api/invoices/${offline.id}/collect`, {
    resourceType: "invoice",
  });
  const toVoid = f.ok(await f.post("/api/invoices", { ...draft(), finalize: true }), 201);
  await write(
    "POST /api/invoices/:id/void",
    `/api/invoices/${toVoid.id}/void`,
    {
      resourceType: "invoice",
      action: "invoice.void",
    },
    { body: {} },
  );
  // A credit note on an open invoice, then voided.
  const credited = f.ok(await f.post("/api/invoices", { ...draft(), finalize: true }), 201);
  const creditNote = await write(
    "POST /api/credit-notes",
    "/api/credit-notes",
    { resourceType: "credit_note", action: "credit_note.create" },
    { body: { invoiceId: credited.id, reason: "order_change", amount: 25 } },
  );
  await write(
    "POST /api/credit-notes/:id/void",
    `/api/credit-notes/${creditNote.id}/void`,
    { resourceType: "credit_note", action: "credit_note.void" },
    { body: {} },
  );
  const bulkDraft = f.ok(await f.post("/api/invoices", draft()), 201);
  await write(
    "POST /api/invoices/bulk",
    "/api/invoices/bulk",
    { resourceType: "invoice" },
    {
      body: { action: "finalize", ids: [bulkDraft.id] },
    },
  );

  // Billing, test clocks.
  await write(
    "PUT /api/billing/settings",
    "/api/billing/settings",
    { resourceType: "billing_settings", action: "billing_settings.update" },
    { body: { dunningDays: [1, 3], afterFinalFailure: "cancel" } },
  );
  await write("POST /api/billing/run", "/api/billing/run", {
    resourceType: "billing",
    action: "billing.run",
  });
  const spareClock = f.ok(
    await f.post("/api/test-clocks", { name: "Spare", frozenTime: "2027-01-01T08:00:00Z" }),
    201,
  );
  await write("DELETE /api/test-clocks/:id", `/api/test-clocks/${spareClock.id}`, {
    resourceType: "test_clock",
    action: "test_clock.delete",
  });

  // Developers: keys and webhooks.
  await write(
    "POST /api/api-keys/:id/roll",
    `/api/api-keys/${key.id}/roll`,
    {
      resourceType: "api_key",
      action: "api_key.roll",
    },
    { body: { overlapHours: 0 } },
  );
  await write("DELETE /api/api-keys/:id", `/api/api-keys/${key.id}`, {
    resourceType: "api_key",
    action: "api_key.revoke",
  });
  receiver.status = 500;
  const endpoint = await write(
    "POST /api/webhook-endpoints",
    "/api/webhook-endpoints",
    { resourceType: "webhook_endpoint", action: "webhook_endpoint.create" },
    { body: { url: receiver.url, enabledEvents: ["customer.*"] } },
  );
  await write(
    "PUT /api/webhook-endpoints/:id",
    `/api/webhook-endpoints/${endpoint.id}`,
    { resourceType: "webhook_endpoint", action: "webhook_endpoint.update" },
    { body: { description: "Walked" } },
  );
  await write(
    "POST /api/webhook-endpoints/:id/rotate-secret",
    `/api/webhook-endpoints/${endpoint.id}/rotate-secret`,
    { resourceType: "webhook_endpoint" },
  );
  await write("POST /api/webhook-endpoints/:id/test", `/api/webhook-endpoints/${endpoint.id}/test`, {
    resourceType: "webhook_endpoint",
  });
  f.ok(await f.put(`/api/customers/${customer.id}`, { lastName: "Hopper-Walked" }));
  await server.instance.webhooks.runOnce();
  const deliveries = f.ok(await f.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`)).items as Json[];
  expect(deliveries.length).toBeGreaterThan(0);
  await write("POST /api/webhook-deliveries/:id/retry", `/api/webhook-deliveries/${deliveries[0].id}/retry`, {
    resourceType: "webhook_delivery",
  });
  await write(
    "POST /api/webhook-endpoints/:id/replay",
    `/api/webhook-endpoints/${endpoint.id}/replay`,
    { resourceType: "webhook_endpoint" },
    { body: { since: "2020-01-01T00:00:00Z", status: "failed" } },
  );
  await write("DELETE /api/webhook-endpoints/:id", `/api/webhook-endpoints/${endpoint.id}`, {
    resourceType: "webhook_endpoint",
    action: "webhook_endpoint.delete",
  });

  // The team: invitations (one accepted), roles, removal.
  const email = uniqueEmail("invited");
  await write(
    "POST /identities/invite-user",
    "/identities/invite-user",
    { resourceType: "invitation", action: "invitation.create" },
    { body: { RoundAccountId: owner.accountId, Email: email, Role: 4 } },
  );
  const token = new URL((await server.mail(email, /invited you/)).links[0]!).searchParams.get("token")!;
  const joined = await write(
    "POST /identities/register-with-invitation",
    "/identities/register-with-invitation",
    { resourceType: "member", action: "member.join" },
    {
      body: {
        token,
        firstName: "Mia",
        lastName: "Manager",
        phoneNumber: "+1 555 000 1111",
        password: PASSWORD,
      },
    },
  );
  const other = await write(
    "POST /identities/invite-user",
    "/identities/invite-user",
    { resourceType: "invitation", action: "invitation.create" },
    { body: { RoundAccountId: owner.accountId, Email: uniqueEmail("revoked"), Role: 4 } },
  );
  await write("POST /identities/invitations/:id/resend", `/identities/invitations/${other.id}/resend`, {
    resourceType: "invitation",
    action: "invitation.resend",
  });
  await write("DELETE /identities/invitations/:id", `/identities/invitations/${other.id}`, {
    resourceType: "invitation",
    action: "invitation.revoke",
  });
  const memberId =
    (await server.get("/identities/me", joined.token ?? joined.accessToken)).body.id ?? joined.userId;
  await write(
    "PUT /api/members/:userId",
    `/api/members/${memberId}?roundAccountId=${owner.accountId}`,
    { resourceType: "member", action: "member.role_change" },
    { body: { role: 17 } },
  );
  await write("DELETE /api/members/:userId", `/api/members/${memberId}?roundAccountId=${owner.accountId}`, {
    resourceType: "member",
    action: "member.remove",
  });

  // Organizations and their addresses.
  const organization = await write(
    "POST /organizations",
    "/organizations",
    { resourceType: "organization", action: "organization.create" },
    { body: { name: "Walked Inc", roundAccountId: owner.accountId, address: address("Head office") } },
  );
  await write(
    "PUT /organizations/:id",
    `/organizations/${organization.id}`,
    {
      resourceType: "organization",
      action: "organization.update",
    },
    { body: { name: "Walked Incorporated" } },
  );
  const annex = await write(
    "POST /organizations/:id/addresses",
    `/organizations/${organization.id}/addresses`,
    { resourceType: "organization", action: "organization.address_add" },
    { body: address("Annex") },
  );
  await write(
    "PUT /organizations/:id/addresses",
    `/organizations/${organization.id}/addresses`,
    { resourceType: "organization", action: "organization.address_update" },
    { body: { ...address("Annex 2"), addressId: annex.id } },
  );
  await write(
    "PUT /organizations/:id/addresses/:addressId",
    `/organizations/${organization.id}/addresses/${annex.id}`,
    { resourceType: "organization", action: "organization.address_update" },
    { body: address("Annex 3") },
  );
  await write(
    "PUT /addresses/:id",
    `/addresses/${annex.id}`,
    {
      resourceType: "organization",
      action: "organization.address_update",
    },
    { body: address("Annex 4") },
  );
  await write(
    "DELETE /organizations/:id/addresses/:addressId",
    `/organizations/${organization.id}/addresses/${annex.id}`,
    { resourceType: "organization", action: "organization.address_remove" },
  );
  const moreAddresses = [];
  for (const name of ["A", "B", "C", "D"]) {
    moreAddresses.push(f.ok(await f.post(`/organizations/${organization.id}/addresses`, address(name)), 201));
  }
  await write("DELETE /addresses/:id", `/addresses/${moreAddresses[0].id}`, {
    resourceType: "organization",
    action: "organization.address_remove",
  });
  await write(
    "POST /addresses/bulk-delete",
    "/addresses/bulk-delete",
    {
      resourceType: "organization",
      action: "organization.address_remove",
    },
    { body: { ids: [moreAddresses[1].id] } },
  );
  await write("DELETE /organizations/:id/addresses", `/organizations/${organization.id}/addresses`, {
    resourceType: "organization",
    action: "organization.address_remove",
  });
  f.ok(await f.post(`/organizations/${organization.id}/addresses`, address("E")), 201);
  await write("DELETE /addresses", `/addresses?roundAccountId=${owner.accountId}`, {
    resourceType: "organization",
    action: "organization.address_remove",
  });
  await write("DELETE /organizations/:id", `/organizations/${organization.id}`, {
    resourceType: "organization",
    action: "organization.delete",
  });

  // The customer's pages: portal links, checkout links, and the customer's own writes.
  await walkCustomerPages(write, f);
  // Tax rates.
  await walkTaxRates(write);

  // Every write route is walked.
  const writes = server.instance.api.routes
    .filter((route) => route.method !== "get")
    .map((route) => `${route.method.toUpperCase()} ${route.path.replace(/\{(\w+)\}/g, ":$1")}`)
    .filter((route) => !(route in NOT_AN_ACCOUNTS_WRITE));
  const walked = new Set(steps.map((step) => step.route));
  expect(writes.filter((route) => !walked.has(route))).toEqual([]);

  // Each call wrote its own entries, in the owner's account, as its caller; the one it names is there.
  const missing: string[] = [];
  for (const step of steps) {
    const entries = await server.db.select().from(auditLog).where(eq(auditLog.requestId, step.requestId));
    const named = entries.find(
      (entry) =>
        entry.resourceType === step.resourceType &&
        (step.action === undefined || entry.action === step.action),
    );
    if (!named) {
      missing.push(`${step.route}: ${JSON.stringify(entries.map((entry) => entry.action))}`);
      continue;
    }
    expect(named.roundAccountId, step.route).toBe(owner.accountId);
    const callers = entries.filter((entry) => entry.actorType !== "system");
    expect(callers.length, step.route).toBeGreaterThan(0);
    for (const entry of callers) {
      expect(entry.actorType, step.route).toBe(step.actor);
      if (step.route !== "POST /identities/register-with-invitation" && step.actor === "user")
        expect(entry.actorId, step.route).toBe(owner.userId);
    }
  }
  expect(missing.join("\n")).toBe("");
}, 120_000); // One walk of ~120 writes: about 20 s alone, more beside other files.
