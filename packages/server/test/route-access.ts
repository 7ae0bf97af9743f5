import type { Action } from "../src/auth/permissions.ts";

/** The records of one account that the calls below name. */
export interface Fixture {
  accountId: string;
  organizationId: string;
  addressId: string;
  invitationId: string;
  /** A member of the account other than its owner (the calls about one member name them). */
  memberId: string;
}

/**
 * Who may call a route: anyone (`public`), any signed-in user (`user`), or a member of the account the
 * call is about whose role may do that action (PERMISSIONS.md).
 */
export type Guard = "public" | "user" | Action;

export interface RouteCase {
  guard: Guard;
  /**
   * A call that passes validation (so that who is calling is what decides the answer), about the
   * fixture's account. Needed for every guarded route.
   */
  call?: (f: Fixture) => { path: string; body?: unknown };
  /** The call names the fixture's account or one of its records: another tenant gets 404. */
  tenant?: boolean;
}

const address = { name: "Annex", addressLine1: "2 Side Street", city: "Springfield", country: "US" };

/** An id no catalog record has: calls about one record are refused before it is looked up. */
const CATALOG_ID = "00000000-0000-4000-8000-00000000ca7a";

const catalogBodies: Record<string, unknown> = {
  "product-families": {
    name: "Access Family",
    description: "A family for the access table",
    category: "Analytics",
  },
  plans: { name: "Access Plan", productFamilyId: CATALOG_ID },
  addons: {
    name: "Access Add-on",
    type: "recurring",
    chargeModel: "flat_fee",
    pricePoints: [{ currency: "USD", price: 5 }],
  },
  charges: {
    name: "Access Charge",
    type: "one_time",
    chargeModel: "flat_fee",
    pricePoints: [{ currency: "USD", price: 5 }],
  },
  coupons: {
    name: "Access",
    couponCode: "ACCESS",
    discountType: "percentage",
    discountValue: 10,
    durationType: "forever",
  },
};

function catalogRoutes(): Record<string, RouteCase> {
  const routes: Record<string, RouteCase> = {};
  const tenant = (f: Fixture) => `roundAccountId=${f.accountId}`;
  for (const [resource, body] of Object.entries(catalogBodies)) {
    const base = `/api/catalog/${resource}`;
    routes[`GET ${base}`] = { guard: "read", tenant: true, call: (f) => ({ path: `${base}?${tenant(f)}` }) };
    routes[`POST ${base}`] = {
      guard: "manageCatalog",
      tenant: true,
      call: (f) => ({ path: `${base}?${tenant(f)}`, body }),
    };
    routes[`GET ${base}/:id`] = {
      guard: "read",
      tenant: true,
      call: (f) => ({ path: `${base}/${CATALOG_ID}?${tenant(f)}` }),
    };
    routes[`PUT ${base}/:id`] = {
      guard: "manageCatalog",
      tenant: true,
      call: (f) => ({
        path: `${base}/${CATALOG_ID}?${tenant(f)}`,
        body: { description: "Changed by the access table" },
      }),
    };
    routes[`DELETE ${base}/:id`] = {
      guard: "manageCatalog",
      tenant: true,
      call: (f) => ({ path: `${base}/${CATALOG_ID}?${tenant(f)}` }),
    };
    if (resource !== "product-families") {
      routes[`POST ${base}/:id/duplicate`] = {
        guard: "manageCatalog",
        tenant: true,
        call: (f) => ({ path: `${base}/${CATALOG_ID}/duplicate?${tenant(f)}` }),
      };
    }
  }
  routes["GET /api/catalog/coupons/by-code/:code"] = {
    guard: "read",
    tenant: true,
    call: (f) => ({ path: `/api/catalog/coupons/by-code/ACCESS?${tenant(f)}` }),
  };
  routes["GET /api/catalog/summary"] = {
    guard: "read",
    tenant: true,
    call: (f) => ({ path: `/api/catalog/summary?${tenant(f)}` }),
  };
  routes["GET /api/catalog/settings"] = {
    guard: "read",
    tenant: true,
    call: (f) => ({ path: `/api/catalog/settings?${tenant(f)}` }),
  };
  routes["PUT /api/catalog/settings"] = {
    guard: "manageCatalog",
    tenant: true,
    call: (f) => ({ path: `/api/catalog/settings?${tenant(f)}`, body: { defaultCurrency: "USD" } }),
  };
  routes["POST /api/estimates"] = {
    guard: "read",
    tenant: true,
    call: (f) => ({ path: `/api/estimates?${tenant(f)}`, body: { items: [{ pricePointId: CATALOG_ID }] } }),
  };
  return routes;
}

/** An id no customer has: calls about one customer are refused before it is looked up. */
const CUSTOMER_ID = "00000000-0000-4000-8000-0000000c0570";

function customerRoutes(): Record<string, RouteCase> {
  const tenant = (f: Fixture) => `roundAccountId=${f.accountId}`;
  const base = "/api/customers";
  const one = `${base}/${CUSTOMER_ID}`;
  const route = (guard: Guard, path: (f: Fixture) => string, body?: unknown): RouteCase => ({
    guard,
    tenant: true,
    call: (f) => ({ path: path(f), ...(body === undefined ? {} : { body }) }),
  });
  const card = {
    type: "card",
    cardNumber: "4242424242424242",
    expiryMonth: 12,
    expiryYear: 2099,
    cvc: "123",
  };
  return {
    "GET /api/customers": route("read", (f) => `${base}?${tenant(f)}`),
    "POST /api/customers": route("manageCustomers", (f) => `${base}?${tenant(f)}`, {
      email: "access@example.com",
    }),
    "GET /api/customers/summary": route("read", (f) => `${base}/summary?${tenant(f)}`),
    "GET /api/customers/export": route("read", (f) => `${base}/export?${tenant(f)}`),
    // The role is checked before the file is read.
    "POST /api/customers/import": route("manageCustomers", (f) => `${base}/import?${tenant(f)}`),
    "GET /api/customers/:id": route("read", (f) => `${one}?${tenant(f)}`),
    "PUT /api/customers/:id": route("manageCustomers", (f) => `${one}?${tenant(f)}`, { status: "inactive" }),
    "DELETE /api/customers/:id": route("manageCustomers", (f) => `${one}?${tenant(f)}`),
    "GET /api/customers/:id/export": route("read", (f) => `${one}/export?${tenant(f)}`),
    "POST /api/customers/:id/emails": route("manageCustomers", (f) => `${one}/emails?${tenant(f)}`, {
      subject: "Hello",
      message: "From the access table",
    }),
    "GET /api/customers/:id/notes": route("read", (f) => `${one}/notes?${tenant(f)}`),
    "POST /api/customers/:id/notes": route("manageCustomers", (f) => `${one}/notes?${tenant(f)}`, {
      content: "A note",
    }),
    "DELETE /api/customers/:id/notes/:noteId": route(
      "manageCustomers",
      (f) => `${one}/notes/${CUSTOMER_ID}?${tenant(f)}`,
    ),
    "GET /api/customers/:id/payment-methods": route("read", (f) => `${one}/payment-methods?${tenant(f)}`),
    "POST /api/customers/:id/payment-methods": route(
      "manageCustomers",
      (f) => `${one}/payment-methods?${tenant(f)}`,
      card,
    ),
    "DELETE /api/customers/:id/payment-methods/:pmId": route(
      "manageCustomers",
      (f) => `${one}/payment-methods/${CUSTOMER_ID}?${tenant(f)}`,
    ),
    "POST /api/customers/:id/payment-methods/:pmId/default": route(
      "manageCustomers",
      (f) => `${one}/payment-methods/${CUSTOMER_ID}/default?${tenant(f)}`,
    ),
    "GET /api/customers/:id/credits": route("read", (f) => `${one}/credits?${tenant(f)}`),
    "POST /api/customers/:id/credits": route("manageCustomers", (f) => `${one}/credits?${tenant(f)}`, {
      amount: 5,
      reason: "Access table",
    }),
  };
}

/**
 * Every route of the server, keyed `METHOD /path` as Hono registers it. A test compares this table with
 * the app's routes, so a new route cannot be added without saying who may call it.
 */
/** An id no billing record has (subscription, invoice, test clock). */
const BILLING_ID = "00000000-0000-4000-8000-0000000b1111";

function billingRoutes(): Record<string, RouteCase> {
  const tenant = (f: Fixture) => `roundAccountId=${f.accountId}`;
  const route = (guard: Guard, path: (f: Fixture) => string, body?: unknown): RouteCase => ({
    guard,
    tenant: true,
    call: (f) => ({ path: path(f), ...(body === undefined ? {} : { body }) }),
  });
  const subscription = `/api/subscriptions/${BILLING_ID}`;
  const invoice = `/api/invoices/${BILLING_ID}`;
  const clock = `/api/test-clocks/${BILLING_ID}`;
  return {
    "GET /api/subscriptions": route("read", (f) => `/api/subscriptions?${tenant(f)}`),
    "POST /api/subscriptions": route("manageCustomers", (f) => `/api/subscriptions?${tenant(f)}`, {
      customerId: CUSTOMER_ID,
      planPricePointId: BILLING_ID,
    }),
    "GET /api/subscriptions/:id": route("read", (f) => `${subscription}?${tenant(f)}`),
    "PUT /api/subscriptions/:id": route("manageCustomers", (f) => `${subscription}?${tenant(f)}`, {
      quantity: 2,
    }),
    "POST /api/subscriptions/:id/pause": route(
      "manageCustomers",
      (f) => `${subscription}/pause?${tenant(f)}`,
      {},
    ),
    "POST /api/subscriptions/:id/resume": route(
      "manageCustomers",
      (f) => `${subscription}/resume?${tenant(f)}`,
      {},
    ),
    "POST /api/subscriptions/:id/cancel": route(
      "manageCustomers",
      (f) => `${subscription}/cancel?${tenant(f)}`,
      {
        atTermEnd: true,
      },
    ),
    "POST /api/subscriptions/:id/reactivate": route(
      "manageCustomers",
      (f) => `${subscription}/reactivate?${tenant(f)}`,
      {},
    ),
    "GET /api/invoices": route("read", (f) => `/api/invoices?${tenant(f)}`),
    "GET /api/invoices/export": route("read", (f) => `/api/invoices/export?${tenant(f)}`),
    "POST /api/invoices": route("manageBilling", (f) => `/api/invoices?${tenant(f)}`, {
      customerId: CUSTOMER_ID,
      items: [{ description: "Access", amount: 5 }],
    }),
    "POST /api/invoices/bulk": route("manageBilling", (f) => `/api/invoices/bulk?${tenant(f)}`, {
      action: "void",
      ids: [BILLING_ID],
    }),
    "GET /api/invoices/:id": route("read", (f) => `${invoice}?${tenant(f)}`),
    "DELETE /api/invoices/:id": route("manageBilling", (f) => `${invoice}?${tenant(f)}`),
    "POST /api/invoices/:id/finalize": route("manageBilling", (f) => `${invoice}/finalize?${tenant(f)}`),
    "POST /api/invoices/:id/void": route("manageBilling", (f) => `${invoice}/void?${tenant(f)}`),
    "POST /api/invoices/:id/collect": route("manageBilling", (f) => `${invoice}/collect?${tenant(f)}`),
    "POST /api/invoices/:id/payments": route("manageBilling", (f) => `${invoice}/payments?${tenant(f)}`, {
      amount: 5,
      paymentMethod: "offline",
    }),
    "GET /api/invoices/:id/pdf": route("read", (f) => `${invoice}/pdf?${tenant(f)}`),
    "GET /api/payments": route("read", (f) => `/api/payments?${tenant(f)}`),
    "POST /api/usage": route("manageCustomers", (f) => `/api/usage?${tenant(f)}`, {
      subscriptionId: BILLING_ID,
      metricName: "api_calls",
      quantity: 1,
      idempotencyKey: "access",
    }),
    "POST /api/usage/batch": route("manageCustomers", (f) => `/api/usage/batch?${tenant(f)}`, {
      events: [
        { subscriptionId: BILLING_ID, metricName: "api_calls", quantity: 1, idempotencyKey: "access" },
      ],
    }),
    "GET /api/usage": route("read", (f) => `/api/usage?subscriptionId=${BILLING_ID}&${tenant(f)}`),
    "GET /api/test-clocks": route("read", (f) => `/api/test-clocks?${tenant(f)}`),
    "POST /api/test-clocks": route("manageBilling", (f) => `/api/test-clocks?${tenant(f)}`, {
      name: "Access",
      frozenTime: "2027-01-01",
    }),
    "GET /api/test-clocks/:id": route("read", (f) => `${clock}?${tenant(f)}`),
    "DELETE /api/test-clocks/:id": route("manageBilling", (f) => `${clock}?${tenant(f)}`),
    "POST /api/test-clocks/:id/advance": route("manageBilling", (f) => `${clock}/advance?${tenant(f)}`, {
      frozenTime: "2027-02-01",
    }),
    "GET /api/tax-rates": route("read", (f) => `/api/tax-rates?${tenant(f)}`),
    "POST /api/tax-rates": route("manageBilling", (f) => `/api/tax-rates?${tenant(f)}`, {
      name: "Access VAT",
      percentage: 20,
      country: "GB",
    }),
    "GET /api/tax-rates/:id": route("read", (f) => `/api/tax-rates/${BILLING_ID}?${tenant(f)}`),
    "PUT /api/tax-rates/:id": route("manageBilling", (f) => `/api/tax-rates/${BILLING_ID}?${tenant(f)}`, {
      active: false,
    }),
    "DELETE /api/tax-rates/:id": route("manageBilling", (f) => `/api/tax-rates/${BILLING_ID}?${tenant(f)}`),
    "GET /api/credit-notes": route("read", (f) => `/api/credit-notes?${tenant(f)}`),
    "GET /api/credit-notes/export": route("read", (f) => `/api/credit-notes/export?${tenant(f)}`),
    "POST /api/credit-notes": route("manageBilling", (f) => `/api/credit-notes?${tenant(f)}`, {
      invoiceId: BILLING_ID,
      reason: "other",
      amount: 1,
    }),
    "GET /api/credit-notes/:id": route("read", (f) => `/api/credit-notes/${BILLING_ID}?${tenant(f)}`),
    "POST /api/credit-notes/:id/void": route(
      "manageBilling",
      (f) => `/api/credit-notes/${BILLING_ID}/void?${tenant(f)}`,
      {},
    ),
    "GET /api/credit-notes/:id/pdf": route("read", (f) => `/api/credit-notes/${BILLING_ID}/pdf?${tenant(f)}`),
    "GET /api/refunds": route("read", (f) => `/api/refunds?${tenant(f)}`),
    "GET /api/billing/settings": route("read", (f) => `/api/billing/settings?${tenant(f)}`),
    "PUT /api/billing/settings": route("manageBilling", (f) => `/api/billing/settings?${tenant(f)}`, {
      netTermDays: 14,
    }),
    "POST /api/billing/run": route("manageBilling", (f) => `/api/billing/run?${tenant(f)}`),
    "GET /api/events": route("read", (f) => `/api/events?${tenant(f)}`),
    "GET /api/events/:id": route("read", (f) => `/api/events/${BILLING_ID}?${tenant(f)}`),
    "GET /api/metrics/summary": route("read", (f) => `/api/metrics/summary?${tenant(f)}`),
    "GET /api/metrics/mrr": route("read", (f) => `/api/metrics/mrr?months=3&${tenant(f)}`),
  };
}

/** An id no webhook endpoint or delivery has. */
const HOOK_ID = "00000000-0000-4000-8000-0000000e00c5";

export const ROUTES: Record<string, RouteCase> = {
  "GET /healthz": { guard: "public" },
  "GET /readyz": { guard: "public" },
  "GET /api/CountryCurrency/countries": { guard: "public" },
  "GET /api/CountryCurrency/countries/:code": { guard: "public" },
  "GET /api/CountryCurrency/currencies": { guard: "public" },
  "GET /api/CountryCurrency/currencies/:code": { guard: "public" },
  "GET /api/CountryCurrency/search": { guard: "public" },
  "GET /api/Industries": { guard: "public" },
  "GET /api/Industries/search": { guard: "public" },
  "GET /api/Industries/:code": { guard: "public" },
  "GET /api/CompanySizes": { guard: "public" },
  "GET /api/CompanySizes/search": { guard: "public" },
  "GET /api/CompanySizes/:code": { guard: "public" },
  "GET /api/AddressTypes": { guard: "public" },
  "GET /api/AddressTypes/:code": { guard: "public" },
  "GET /api/openapi.json": { guard: "public" },
  "GET /api/docs": { guard: "public" },
  // Only while SMTP_URL is unset, and only to this machine (tested on its own).
  "GET /dev/mail": { guard: "public" },
  "GET /dev/mail/messages": { guard: "public" },
  "GET /dev/mail/messages/:id/html": { guard: "public" },

  "POST /identities/register": { guard: "public" },
  "POST /identities/register-business": { guard: "public" },
  "GET /identities/confirm-email": { guard: "public" },
  "POST /identities/confirm-email-and-login": { guard: "public" },
  "POST /identities/resend": { guard: "public" },
  "POST /identities/login": { guard: "public" },
  "POST /identities/refresh-token": { guard: "public" },
  // Ends the session of the access token or of the refresh token in the body: either proves the caller.
  "POST /identities/logout": { guard: "public" },
  "POST /identities/forgot-password": { guard: "public" },
  "POST /identities/reset-password": { guard: "public" },
  "GET /identities/invitations/lookup": { guard: "public" },
  "POST /identities/register-with-invitation": { guard: "public" },

  "GET /identities/me": { guard: "user", call: () => ({ path: "/identities/me" }) },
  "PUT /identities/me": {
    guard: "user",
    call: () => ({
      path: "/identities/me",
      body: { firstName: "Ada", lastName: "Lovelace", phoneNumber: "+1 555 123 4567" },
    }),
  },
  "GET /identities/me/onboarding": { guard: "user", call: () => ({ path: "/identities/me/onboarding" }) },
  "PUT /identities/me/onboarding": {
    guard: "user",
    call: () => ({ path: "/identities/me/onboarding", body: { currentStep: 1 } }),
  },
  "POST /identities/me/onboarding/complete": {
    guard: "user",
    call: () => ({ path: "/identities/me/onboarding/complete" }),
  },
  "POST /identities/me/password": {
    guard: "user",
    call: () => ({
      path: "/identities/me/password",
      body: { currentPassword: "Not!TheRight1", newPassword: "Another#Pass1" },
    }),
  },
  "GET /identities/me/sessions": { guard: "user", call: () => ({ path: "/identities/me/sessions" }) },
  "DELETE /identities/me/sessions/:id": {
    guard: "user",
    call: () => ({ path: "/identities/me/sessions/00000000-0000-4000-8000-000000000005" }),
  },
  // Signed in, it explains where addresses are created.
  "POST /addresses": { guard: "user", call: () => ({ path: "/addresses", body: address }) },

  "POST /identities/invite-user": {
    guard: "invite",
    tenant: true,
    call: (f) => ({
      path: "/identities/invite-user",
      body: { RoundAccountId: f.accountId, Email: "someone.new@example.com", Role: 17 },
    }),
  },
  "GET /identities/invitations": {
    guard: "invite",
    tenant: true,
    call: (f) => ({ path: `/identities/invitations?roundAccountId=${f.accountId}` }),
  },
  "DELETE /identities/invitations/:id": {
    guard: "invite",
    tenant: true,
    call: (f) => ({ path: `/identities/invitations/${f.invitationId}` }),
  },
  "POST /identities/invitations/:id/resend": {
    guard: "invite",
    tenant: true,
    call: (f) => ({ path: `/identities/invitations/${f.invitationId}/resend` }),
  },

  "GET /api/members": {
    guard: "read",
    tenant: true,
    call: (f) => ({ path: `/api/members?roundAccountId=${f.accountId}` }),
  },
  "PUT /api/members/:userId": {
    guard: "invite",
    tenant: true,
    call: (f) => ({ path: `/api/members/${f.memberId}?roundAccountId=${f.accountId}`, body: { role: 17 } }),
  },
  "DELETE /api/members/:userId": {
    guard: "invite",
    tenant: true,
    call: (f) => ({ path: `/api/members/${f.memberId}?roundAccountId=${f.accountId}` }),
  },

  "GET /organizations": {
    guard: "read",
    tenant: true,
    call: (f) => ({ path: `/organizations?roundAccountId=${f.accountId}` }),
  },
  "POST /organizations": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: "/organizations", body: { name: "Another Ltd", roundAccountId: f.accountId } }),
  },
  "GET /organizations/:id": {
    guard: "read",
    tenant: true,
    call: (f) => ({ path: `/organizations/${f.organizationId}` }),
  },
  "PUT /organizations/:id": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: `/organizations/${f.organizationId}`, body: { description: "Changed" } }),
  },
  "DELETE /organizations/:id": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: `/organizations/${f.organizationId}` }),
  },
  "GET /organizations/:id/addresses": {
    guard: "read",
    tenant: true,
    call: (f) => ({ path: `/organizations/${f.organizationId}/addresses` }),
  },
  "POST /organizations/:id/addresses": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: `/organizations/${f.organizationId}/addresses`, body: address }),
  },
  "PUT /organizations/:id/addresses": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({
      path: `/organizations/${f.organizationId}/addresses`,
      body: { ...address, addressId: f.addressId },
    }),
  },
  "PUT /organizations/:id/addresses/:addressId": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: `/organizations/${f.organizationId}/addresses/${f.addressId}`, body: address }),
  },
  "DELETE /organizations/:id/addresses": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: `/organizations/${f.organizationId}/addresses?addressId=${f.addressId}` }),
  },
  "DELETE /organizations/:id/addresses/:addressId": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: `/organizations/${f.organizationId}/addresses/${f.addressId}` }),
  },

  "GET /addresses": {
    guard: "read",
    tenant: true,
    call: (f) => ({ path: `/addresses?roundAccountId=${f.accountId}` }),
  },
  "DELETE /addresses": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: `/addresses?roundAccountId=${f.accountId}` }),
  },
  "POST /addresses/bulk-delete": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: "/addresses/bulk-delete", body: { ids: [f.addressId] } }),
  },
  "GET /addresses/:id": { guard: "read", tenant: true, call: (f) => ({ path: `/addresses/${f.addressId}` }) },
  "PUT /addresses/:id": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: `/addresses/${f.addressId}`, body: address }),
  },
  "DELETE /addresses/:id": {
    guard: "editOrganization",
    tenant: true,
    call: (f) => ({ path: `/addresses/${f.addressId}` }),
  },

  // The catalog (COMMERCE.md): every call names the fixture's account with roundAccountId, so another tenant
  // gets 404; a call about one record names an id that does not exist (the role is checked first).
  ...catalogRoutes(),
  // Customers (COMMERCE.md): as the catalog, every call names the account and an id no customer has.
  ...customerRoutes(),
  ...billingRoutes(),
  // API keys (PLATFORM.md): people's endpoints of `manageDevelopers`.
  ...apiKeyRoutes(),
  // Webhooks (PLATFORM.md): managed with `manageDevelopers`, by people or keys with `webhooks`.
  ...webhookRoutes(),
  // The customer's pages (PLATFORM.md): portal links by those who manage customers, checkout links by those
  // who manage the catalog; the pages' own routes take their link's token (tested in api/portal.test.ts).
  ...customerPageRoutes(),
  // The audit log (PLATFORM.md): read by owners and admins (`viewAuditLog`), never written through a route.
  "GET /api/audit-log": {
    guard: "viewAuditLog",
    tenant: true,
    call: (f) => ({ path: `/api/audit-log?roundAccountId=${f.accountId}` }),
  },
  "GET /api/audit-log/export": {
    guard: "viewAuditLog",
    tenant: true,
    call: (f) => ({ path: `/api/audit-log/export?roundAccountId=${f.accountId}` }),
  },
};

function customerPageRoutes(): Record<string, RouteCase> {
  const tenant = (f: Fixture) => `roundAccountId=${f.accountId}`;
  const link = `/api/checkout-links/${CATALOG_ID}`;
  const guarded = (guard: Guard, path: (f: Fixture) => string, body?: unknown): RouteCase => ({
    guard,
    tenant: true,
    call: (f) => ({ path: path(f), ...(body === undefined ? {} : { body }) }),
  });
  const open: RouteCase = { guard: "public" };
  return {
    "POST /api/portal-sessions": guarded("manageCustomers", (f) => `/api/portal-sessions?${tenant(f)}`, {
      customerId: CATALOG_ID,
    }),
    "GET /api/checkout-links": guarded("read", (f) => `/api/checkout-links?${tenant(f)}`),
    "POST /api/checkout-links": guarded("manageCatalog", (f) => `/api/checkout-links?${tenant(f)}`, {
      pricePointId: CATALOG_ID,
    }),
    "GET /api/checkout-links/:id": guarded("read", (f) => `${link}?${tenant(f)}`),
    "PUT /api/checkout-links/:id": guarded("manageCatalog", (f) => `${link}?${tenant(f)}`, { active: false }),
    "DELETE /api/checkout-links/:id": guarded("manageCatalog", (f) => `${link}?${tenant(f)}`),
    "GET /api/portal/:token": open,
    "POST /api/portal/:token/renew": open,
    "POST /api/portal/:token/payment-methods": open,
    "POST /api/portal/:token/payment-methods/:pmId/default": open,
    "DELETE /api/portal/:token/payment-methods/:pmId": open,
    "PUT /api/portal/:token/billing-details": open,
    "PUT /api/portal/:token/subscriptions/:id": open,
    "POST /api/portal/:token/subscriptions/:id/cancel": open,
    "GET /api/pay/:token": open,
    "POST /api/pay/:token": open,
    "GET /api/checkout/:token": open,
    "POST /api/checkout/:token/preview": open,
    "POST /api/checkout/:token": open,
  };
}

function webhookRoutes(): Record<string, RouteCase> {
  const tenant = (f: Fixture) => `roundAccountId=${f.accountId}`;
  const endpoint = `/api/webhook-endpoints/${HOOK_ID}`;
  const route = (path: (f: Fixture) => string, body?: unknown): RouteCase => ({
    guard: "manageDevelopers",
    tenant: true,
    call: (f) => ({ path: path(f), ...(body === undefined ? {} : { body }) }),
  });
  return {
    "GET /api/webhook-endpoints": route((f) => `/api/webhook-endpoints?${tenant(f)}`),
    "POST /api/webhook-endpoints": route((f) => `/api/webhook-endpoints?${tenant(f)}`, {
      url: "http://127.0.0.1:9/access",
      enabledEvents: ["*"],
    }),
    "GET /api/webhook-endpoints/:id": route((f) => `${endpoint}?${tenant(f)}`),
    "PUT /api/webhook-endpoints/:id": route((f) => `${endpoint}?${tenant(f)}`, { enabled: false }),
    "DELETE /api/webhook-endpoints/:id": route((f) => `${endpoint}?${tenant(f)}`),
    "POST /api/webhook-endpoints/:id/rotate-secret": route((f) => `${endpoint}/rotate-secret?${tenant(f)}`),
    "GET /api/webhook-endpoints/:id/deliveries": route((f) => `${endpoint}/deliveries?${tenant(f)}`),
    "POST /api/webhook-endpoints/:id/replay": route((f) => `${endpoint}/replay?${tenant(f)}`, {
      since: "2027-01-01",
      status: "failed",
    }),
    "POST /api/webhook-endpoints/:id/test": route((f) => `${endpoint}/test?${tenant(f)}`),
    "POST /api/webhook-deliveries/:id/retry": route(
      (f) => `/api/webhook-deliveries/${HOOK_ID}/retry?${tenant(f)}`,
    ),
  };
}

/** An id no API key has. */
const KEY_ID = "00000000-0000-4000-8000-0000000ae1e7";

function apiKeyRoutes(): Record<string, RouteCase> {
  const tenant = (f: Fixture) => `roundAccountId=${f.accountId}`;
  const route = (path: (f: Fixture) => string, body?: unknown): RouteCase => ({
    guard: "manageDevelopers",
    tenant: true,
    call: (f) => ({ path: path(f), ...(body === undefined ? {} : { body }) }),
  });
  return {
    "GET /api/api-keys": route((f) => `/api/api-keys?${tenant(f)}`),
    "POST /api/api-keys": route((f) => `/api/api-keys?${tenant(f)}`, {
      name: "Access table",
      scopes: ["customers:read"],
    }),
    "GET /api/api-keys/:id": route((f) => `/api/api-keys/${KEY_ID}?${tenant(f)}`),
    "POST /api/api-keys/:id/roll": route((f) => `/api/api-keys/${KEY_ID}/roll?${tenant(f)}`, {}),
    "DELETE /api/api-keys/:id": route((f) => `/api/api-keys/${KEY_ID}?${tenant(f)}`),
  };
}

/**
 * The scope an API key needs for a route (PLATFORM.md), worked out from its path: the area its path names,
 * `read` for GET and `write` for the rest; undefined for a people's route (the profile, the team,
 * organizations and addresses, the keys themselves), which a key may not call at all.
 */
export function keyScope(key: string): string | undefined {
  const [method, path] = key.split(" ") as [string, string];
  const access = method === "GET" ? "read" : "write";
  // A calculation that writes nothing; payments have their own scope, recorded on an invoice or listed.
  if (path === "/api/estimates") return "catalog:read";
  if (path === "/api/payments" || path === "/api/invoices/:id/payments" || path === "/api/refunds") {
    return `payments:${access}`;
  }
  const areas: [string, string][] = [
    ["/api/catalog/", "catalog"],
    ["/api/customers", "customers"],
    ["/api/subscriptions", "subscriptions"],
    ["/api/invoices", "invoices"],
    ["/api/billing/", "invoices"],
    ["/api/usage", "usage"],
    ["/api/test-clocks", "test_clocks"],
    ["/api/tax-rates", "tax_rates"],
    ["/api/credit-notes", "credit_notes"],
    ["/api/metrics/", "metrics"],
    ["/api/events", "events"],
    ["/api/webhook-", "webhooks"],
    ["/api/audit-log", "audit_log"],
    // A portal link is made for a customer; checkout links are the catalog's.
    ["/api/portal-sessions", "customers"],
    ["/api/checkout-links", "catalog"],
  ];
  const area = areas.find(([prefix]) => path.startsWith(prefix))?.[1];
  return area ? `${area}:${access}` : undefined;
}

/** The app's routes as `METHOD /path`, without the middleware that applies to every path. */
export function registeredRoutes(routes: readonly { method: string; path: string }[]): string[] {
  return [
    ...new Set(
      routes
        .filter((route) => route.method !== "ALL" && route.path !== "*" && route.path !== "/*")
        .map((route) => `${route.method} ${route.path}`),
    ),
  ].sort();
}
