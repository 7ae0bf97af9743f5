import type { BillingFixture } from "../billingFixture.ts";
import { type Json, uniqueEmail } from "../helpers.ts";
import type { Write } from "./audit-every-write.test.ts";

const card = {
  type: "card",
  cardNumber: "4242 4242 4242 4242",
  expiryMonth: 12,
  expiryYear: 2099,
  cvc: "123",
};

/**
 * The audit walk of the customer's pages (PLATFORM.md): the staff's portal and checkout links, and each write
 * a customer makes on their own pages with their link's token alone, recorded as that customer.
 */
export async function walkCustomerPages(write: Write, f: BillingFixture): Promise<void> {
  const flags = {
    showInPortal: true,
    showInCheckout: true,
    allowUpgrade: true,
    allowDowngrade: true,
    allowCancellation: true,
  };
  const point = { showInPortal: true, showInCheckout: true };
  const basic = await f.plan("Portal basic", 10, { customerPortal: flags }, point);
  const pro = await f.plan("Portal pro", 20, { customerPortal: flags }, point);
  const customer = f.ok(
    await f.post("/api/customers", {
      email: uniqueEmail("walked"),
      firstName: "Walked",
      lastName: "Customer",
      currency: "USD",
    }),
    201,
  );
  const sub = f.ok(
    await f.post("/api/subscriptions", {
      customerId: customer.id,
      planPricePointId: basic.pricePoints[0].id,
    }),
    201,
  );
  const session = await write(
    "POST /api/portal-sessions",
    "/api/portal-sessions",
    { resourceType: "portal_session", action: "portal_session.create" },
    { body: { customerId: customer.id } },
  );
  const portal = `/api/portal/${session.url.split("/").pop()}`;
  const mine = { token: null, actor: "customer" as const };
  await write(
    "POST /api/portal/:token/renew",
    `${portal}/renew`,
    { resourceType: "portal_session", action: "portal_session.renew" },
    { ...mine, body: { email: customer.email } },
  );
  const first = await write(
    "POST /api/portal/:token/payment-methods",
    `${portal}/payment-methods`,
    { resourceType: "payment_method" },
    { ...mine, body: card },
  );
  const second = f.ok(await f.post(`/api/customers/${customer.id}/payment-methods`, card), 201);
  await write(
    "POST /api/portal/:token/payment-methods/:pmId/default",
    `${portal}/payment-methods/${second.id}/default`,
    { resourceType: "payment_method", action: "payment_method.make_default" },
    mine,
  );
  await write(
    "DELETE /api/portal/:token/payment-methods/:pmId",
    `${portal}/payment-methods/${first.id}`,
    { resourceType: "payment_method" },
    mine,
  );
  await write(
    "PUT /api/portal/:token/billing-details",
    `${portal}/billing-details`,
    { resourceType: "customer" },
    {
      ...mine,
      body: {
        billingAddress: { line1: "1 Main St", city: "Springfield", state: "CA", zip: "94000", country: "US" },
      },
    },
  );
  // The first invoice is open (the customer had no card then): paid on its pay page.
  const [open] = f.ok(await f.get(`/api/invoices?customerId=${customer.id}`)).items as Json[];
  await write(
    "POST /api/pay/:token",
    `/api/pay/${open!.hostedInvoiceUrl.split("/").pop()}`,
    { resourceType: "payment" },
    { ...mine, body: { type: "saved" } },
  );
  await write(
    "PUT /api/portal/:token/subscriptions/:id",
    `${portal}/subscriptions/${sub.id}`,
    { resourceType: "subscription" },
    { ...mine, body: { planPricePointId: pro.pricePoints[0].id } },
  );
  await write(
    "POST /api/portal/:token/subscriptions/:id/cancel",
    `${portal}/subscriptions/${sub.id}/cancel`,
    { resourceType: "subscription" },
    { ...mine, body: { atTermEnd: true } },
  );

  const link = await write(
    "POST /api/checkout-links",
    "/api/checkout-links",
    { resourceType: "checkout_link", action: "checkout_link.create" },
    { body: { pricePointId: basic.pricePoints[0].id } },
  );
  await write(
    "PUT /api/checkout-links/:id",
    `/api/checkout-links/${link.id}`,
    { resourceType: "checkout_link", action: "checkout_link.update" },
    { body: { active: true } },
  );
  await write(
    "POST /api/checkout/:token",
    `/api/checkout/${link.url.split("/").pop()}`,
    { resourceType: "customer" },
    {
      ...mine,
      body: {
        email: uniqueEmail("buyer"),
        firstName: "Bought",
        lastName: "Through",
        billingAddress: { line1: "2 Side St", city: "Springfield", state: "CA", zip: "94000", country: "US" },
        card,
      },
    },
  );
  await write("DELETE /api/checkout-links/:id", `/api/checkout-links/${link.id}`, {
    resourceType: "checkout_link",
    action: "checkout_link.delete",
  });
}
