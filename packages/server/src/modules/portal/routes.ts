import {
  cardPaymentMethodSchema,
  checkoutLinkResponse,
  checkoutLinkSchema,
  checkoutLinkUpdateSchema,
  checkoutPageResponse,
  checkoutPreviewResponse,
  checkoutPreviewSchema,
  checkoutResultResponse,
  checkoutSchema,
  pageOf,
  payInvoiceSchema,
  paymentMethodResponse,
  payPageResponse,
  portalBillingDetailsSchema,
  portalCancelSchema,
  portalChangeSchema,
  portalCustomerResponse,
  portalOverviewResponse,
  portalPreviewResponse,
  portalRenewResponse,
  portalRenewSchema,
  portalSessionResponse,
  portalSessionSchema,
  subscriptionResponse,
} from "@round/forms/schemas";
import type { Context } from "hono";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import type { AppEnv } from "../../http/env.ts";
import { ApiError } from "../../http/errors.ts";
import { idempotencyKeyOf } from "../../http/idempotency.ts";
import { pageNumberQuery, pageSizeQuery } from "../../http/paging.ts";
import { tenantQuery } from "../../http/query.ts";
import { portalActions } from "./actions.ts";
import { checkoutLinks } from "./checkout.ts";
import { portalOverview } from "./overview.ts";
import { payPages } from "./pay.ts";
import { portalSessions } from "./sessions.ts";
import { refuseStaffCredentials } from "./tokens.ts";

const PUBLIC =
  "Authorized by the link's token in the path alone: a staff token or an API key answers 401, a made-up, expired or deleted link 404 'This link is invalid or has expired'. Rate limited per address.";
const customerErrors = {
  401: "A staff token or API key came with the request",
  404: "This link is invalid or has expired",
  429: "Too many requests from this address",
};
const staffErrors = {
  400: "Invalid field (errors[].field names it)",
  401: "Not signed in",
  403: "Your role may not do this",
  404: "No such record in the account",
};

export function portalRoutes(staff: Api, catalog: Api, pages: Api, deps: Deps): void {
  const sessions = portalSessions(deps);
  const actions = portalActions(deps);
  const pay = payPages(deps);
  const links = checkoutLinks(deps);
  const { limiter, requestLimiter } = deps;
  const key = (c: Context<AppEnv>) => idempotencyKeyOf(c.req.header("idempotency-key"));
  const ip = (c: Context<AppEnv>) => c.get("clientIp") ?? "unknown";

  /**
   * A customer's route: the request's own token only, counted per address; a miss (404) counts toward the
   * address's limit of misses, so that guessing tokens stops at 429.
   */
  const guarded =
    (work: (c: Context<AppEnv>, token: string, body: unknown) => Promise<Response>) =>
    async (c: Context<AppEnv>, input: { body: unknown }) => {
      const token = param(c, "token");
      await requestLimiter.consume("customerPageRequestsPerIp", ip(c));
      refuseStaffCredentials(c.req.header("authorization"), token);
      try {
        return await work(c, token, input.body);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404)
          await limiter.consume("customerLinkMissesPerIp", ip(c));
        throw error;
      }
    };
  const paying = async (c: Context<AppEnv>) => limiter.consume("customerPaymentsPerIp", ip(c));

  // ---- Staff: portal links and checkout links ------------------------------------------------------------
  staff.post(
    "/api/portal-sessions",
    {
      tag: "Customer pages",
      auth: true,
      summary: "A one-hour portal link for a customer",
      description:
        "`url` is `{APP_URL}/portal/{token}`, shown once; `flow` lands the customer on a task. A customer without portal access answers 409.",
      body: portalSessionSchema,
      query: tenantQuery,
      response: portalSessionResponse,
      status: 201,
      errors: { ...staffErrors, 409: "The customer has no portal access" },
    },
    async (_c, { claims, query, body }) =>
      staff.json(await sessions.create(claims, query.roundAccountId, body), 201),
  );
  const linkQuery = v.object({
    roundAccountId: v.optional(v.string()),
    pricePointId: v.optional(v.string()),
    pageNumber: pageNumberQuery(),
    pageSize: pageSizeQuery(50),
  });
  catalog.get(
    "/api/checkout-links",
    {
      tag: "Customer pages",
      auth: true,
      summary: "Checkout links, newest first (filter: pricePointId)",
      query: linkQuery,
      response: pageOf(checkoutLinkResponse),
      errors: staffErrors,
    },
    async (_c, { claims, query }) => catalog.json(await links.list(claims, query)),
  );
  catalog.post(
    "/api/checkout-links",
    {
      tag: "Customer pages",
      auth: true,
      summary: "A checkout link for a plan's price point",
      description:
        "Only a price point whose plan and itself have showInCheckout; it sells any number of times until deleted or made inactive. The engine prices it as it is made: coupons and add-ons it could not sell are refused on their fields.",
      body: checkoutLinkSchema,
      query: tenantQuery,
      response: checkoutLinkResponse,
      status: 201,
      errors: staffErrors,
    },
    async (_c, { claims, query, body }) =>
      catalog.json(await links.create(claims, query.roundAccountId, body), 201),
  );
  catalog.get(
    "/api/checkout-links/:id",
    {
      tag: "Customer pages",
      auth: true,
      summary: "One checkout link",
      query: tenantQuery,
      response: checkoutLinkResponse,
      errors: staffErrors,
    },
    async (c, { claims, query }) =>
      catalog.json(await links.get(claims, query.roundAccountId, param(c, "id"))),
  );
  catalog.put(
    "/api/checkout-links/:id",
    {
      tag: "Customer pages",
      auth: true,
      summary: "Turn a checkout link on or off",
      body: checkoutLinkUpdateSchema,
      query: tenantQuery,
      response: checkoutLinkResponse,
      errors: staffErrors,
    },
    async (c, { claims, query, body }) =>
      catalog.json(await links.update(claims, query.roundAccountId, param(c, "id"), body)),
  );
  catalog.delete(
    "/api/checkout-links/:id",
    {
      tag: "Customer pages",
      auth: true,
      summary: "Delete a checkout link (its page answers 404)",
      query: tenantQuery,
      status: 204,
      errors: staffErrors,
    },
    async (c, { claims, query }) => {
      await links.remove(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );

  // ---- The customer's routes -----------------------------------------------------------------------------
  const tag = "Customer pages (public)";
  const bodyErrors = { ...customerErrors, 400: "Invalid field (errors[].field names it)" };
  pages.get(
    "/api/portal/:token",
    {
      tag,
      summary: "The portal: the customer's subscriptions, invoices, cards and billing details",
      description: PUBLIC,
      response: portalOverviewResponse,
      errors: customerErrors,
    },
    guarded(async (_c, token) => pages.json(await portalOverview(deps, await sessions.open(deps.db, token)))),
  );
  pages.post(
    "/api/portal/:token/renew",
    {
      tag,
      summary: "Email a fresh portal link to the customer's address",
      description:
        "For a link that has ended (or a made-up one): when the email is the link's customer's, a fresh link goes to it. The answer is the same either way (202).",
      body: portalRenewSchema,
      bodyCheckedBy: "handler",
      response: portalRenewResponse,
      status: 202,
      errors: { ...bodyErrors, 404: "Never" },
    },
    guarded(async (c, token, body) => {
      await limiter.consume("portalRenewPerIp", ip(c));
      return pages.json(await sessions.renew(token, body), 202);
    }),
  );
  pages.post(
    "/api/portal/:token/payment-methods",
    {
      tag,
      summary: "Add a card (through the gateway)",
      description: PUBLIC,
      body: cardPaymentMethodSchema(new Date(0)),
      bodyCheckedBy: "handler",
      response: paymentMethodResponse,
      status: 201,
      errors: bodyErrors,
    },
    guarded(async (_c, token, body) =>
      pages.json(await actions.addCard(await sessions.open(deps.db, token), body), 201),
    ),
  );
  pages.post(
    "/api/portal/:token/payment-methods/:pmId/default",
    {
      tag,
      summary: "Make a card the default",
      description: PUBLIC,
      response: paymentMethodResponse,
      errors: customerErrors,
    },
    guarded(async (c, token) =>
      pages.json(await actions.makeDefault(await sessions.open(deps.db, token), param(c, "pmId"))),
    ),
  );
  pages.delete(
    "/api/portal/:token/payment-methods/:pmId",
    {
      tag,
      summary: "Remove a card",
      description: `${PUBLIC} The last card is kept while an active subscription collects automatically (409).`,
      status: 204,
      errors: { ...customerErrors, 409: "The last card of an automatically collected subscription" },
    },
    guarded(async (c, token) => {
      await actions.removeCard(await sessions.open(deps.db, token), param(c, "pmId"));
      return c.body(null, 204);
    }),
  );
  pages.put(
    "/api/portal/:token/billing-details",
    {
      tag,
      summary: "Change the billing address, company and tax number",
      description: PUBLIC,
      body: portalBillingDetailsSchema,
      bodyCheckedBy: "handler",
      response: portalCustomerResponse,
      errors: bodyErrors,
    },
    guarded(async (_c, token, body) =>
      pages.json(await actions.billingDetails(await sessions.open(deps.db, token), body)),
    ),
  );
  const previewAnswer = v.union([subscriptionResponse, portalPreviewResponse]);
  pages.put(
    "/api/portal/:token/subscriptions/:id",
    {
      tag,
      summary: "Change plan or add-ons within what the catalog allows (preview first)",
      description: `${PUBLIC} Only to a price point in changeOptions, add-ons per addonOptions; prorated now. With preview: true nothing is written. Takes an Idempotency-Key.`,
      body: portalChangeSchema,
      bodyCheckedBy: "handler",
      response: previewAnswer,
      errors: { ...bodyErrors, 409: "The subscription's status does not allow it" },
    },
    guarded(async (c, token, body) =>
      pages.json(await actions.change(await sessions.open(deps.db, token), param(c, "id"), body, key(c))),
    ),
  );
  pages.post(
    "/api/portal/:token/subscriptions/:id/cancel",
    {
      tag,
      summary: "Cancel now or at the term's end, when the plan allows cancellation (preview first)",
      description: `${PUBLIC} Takes an Idempotency-Key.`,
      body: portalCancelSchema,
      bodyCheckedBy: "handler",
      response: previewAnswer,
      errors: { ...bodyErrors, 409: "The plan does not allow cancellation, or the status does not" },
    },
    guarded(async (c, token, body) =>
      pages.json(await actions.cancel(await sessions.open(deps.db, token), param(c, "id"), body, key(c))),
    ),
  );
  pages.get(
    "/api/pay/:token",
    {
      tag,
      summary: "An invoice's pay page: the invoice as its PDF shows it, or its receipt",
      description: PUBLIC,
      response: payPageResponse,
      errors: customerErrors,
    },
    guarded(async (_c, token) => pages.json(await pay.get(token))),
  );
  pages.post(
    "/api/pay/:token",
    {
      tag,
      summary: "Pay what the invoice owes by card (a new one, or the saved default)",
      description: `${PUBLIC} A declined card answers 402 on cardNumber; an invoice that owes nothing answers its receipt. Takes an Idempotency-Key.`,
      body: payInvoiceSchema(new Date(0)),
      bodyCheckedBy: "handler",
      response: payPageResponse,
      errors: { ...bodyErrors, 402: "The card was declined" },
    },
    guarded(async (c, token, body) => {
      await paying(c);
      return pages.json(await pay.pay(token, body, key(c)));
    }),
  );
  pages.get(
    "/api/checkout/:token",
    {
      tag,
      summary: "What a checkout link sells and what its first invoice comes to",
      description: PUBLIC,
      response: checkoutPageResponse,
      errors: customerErrors,
    },
    guarded(async (_c, token) => pages.json(await links.page(token))),
  );
  pages.post(
    "/api/checkout/:token/preview",
    {
      tag,
      summary: "The first invoice with a coupon code (refused on couponCode)",
      description: PUBLIC,
      body: checkoutPreviewSchema,
      bodyCheckedBy: "handler",
      response: checkoutPreviewResponse,
      errors: bodyErrors,
    },
    guarded(async (_c, token, body) => pages.json(await links.preview(token, body))),
  );
  pages.post(
    "/api/checkout/:token",
    {
      tag,
      summary: "Buy: the customer, the card and the subscription in one transaction",
      description: `${PUBLIC} A declined card (402 on card.cardNumber) leaves nothing behind. Takes an Idempotency-Key.`,
      body: checkoutSchema(new Date(0)),
      bodyCheckedBy: "handler",
      response: checkoutResultResponse,
      status: 201,
      errors: { ...bodyErrors, 402: "The card was declined" },
    },
    guarded(async (c, token, body) => {
      await paying(c);
      const result = await links.buy(token, body, key(c));
      return pages.json(result.body, result.status);
    }),
  );
}
