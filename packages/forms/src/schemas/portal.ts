/**
 * The customer's pages (PLATFORM.md, "The customer's pages"): the portal, the pay page and checkout links.
 * The bodies the server checks; the same rules check the pages' forms. What the routes answer is in
 * ./responses/portal.ts, apart, so that a page's form loads none of the answers' schemas.
 */
import * as v from "valibot";
import { emailSchema } from "./accounts/credentials.ts";
import { firstNameSchema, lastNameSchema } from "./accounts/person.ts";
import { cardPaymentMethodSchema, customerAddressSchema } from "./cardAndAddress.ts";
import { m } from "./codes.ts";
import { CUSTOMER_LIMITS } from "./customerConstants.ts";
import { optionalLimited, requiredLimited } from "./fieldRules.ts";
import { customerMessages } from "./messages/customers.ts";

export const portalMessages = {
  customerRequired: m("REQUIRED", "Customer is required"),
  flowInvalid: m(
    "INVALID_FORMAT",
    "Flow must be payment_method_update, invoice_pay, subscription_update or subscription_cancel",
  ),
  subscriptionRequired: m("REQUIRED", "This flow needs a subscription"),
  invoiceRequired: m("REQUIRED", "This flow needs an invoice"),
  urlInvalid: m("INVALID_FORMAT", "URL must be a full http(s) address"),
  pricePointRequired: m("REQUIRED", "Price point is required"),
  quantity: m("INVALID_FORMAT", "Quantity must be a whole number from 1 to 10000"),
  couponCode: m("INVALID_FORMAT", "Coupon code can have at most 50 characters"),
  country: m("INVALID_FORMAT", "Country must be a two-letter country code (ISO 3166-1 alpha-2, such as GB)"),
  state: m("INVALID_FORMAT", "State can have at most 100 characters"),
  tooManyCoupons: m("MAX_LENGTH", "At most 5 coupon codes"),
  tooManyAddons: m("MAX_LENGTH", "At most 20 add-ons"),
  active: m("INVALID_FORMAT", "Active must be true or false"),
  emailRequired: m("REQUIRED", "Email is required"),
} as const;

/** What a page shows (and a customer's route answers, 404) for a made-up, expired or deleted link. */
export const LINK_INVALID = "This link is invalid or has expired";

/** The tasks a portal link may land on. */
export const PORTAL_FLOWS = [
  "payment_method_update",
  "invoice_pay",
  "subscription_update",
  "subscription_cancel",
] as const;
export type PortalFlow = (typeof PORTAL_FLOWS)[number];

/** Whether `text` is a whole http(s) address. */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const optionalUrl = v.optional(
  v.nullable(
    v.pipe(
      v.string(portalMessages.urlInvalid),
      v.trim(),
      v.maxLength(2048, portalMessages.urlInvalid),
      v.check(isHttpUrl, portalMessages.urlInvalid),
    ),
  ),
  null,
);

const id = (message: string) => requiredLimited(100, message, message);

/** `POST /api/portal-sessions`. */
export const portalSessionSchema = v.pipe(
  v.object({
    customerId: id(portalMessages.customerRequired),
    returnUrl: optionalUrl,
    flow: v.optional(v.nullable(v.picklist(PORTAL_FLOWS, portalMessages.flowInvalid)), null),
    subscriptionId: v.optional(v.nullable(id(portalMessages.subscriptionRequired)), null),
    invoiceId: v.optional(v.nullable(id(portalMessages.invoiceRequired)), null),
  }),
  v.forward(
    v.check(
      (body) =>
        !(body.flow === "subscription_update" || body.flow === "subscription_cancel") ||
        body.subscriptionId !== null,
      portalMessages.subscriptionRequired,
    ),
    ["subscriptionId"],
  ),
  v.forward(
    v.check((body) => body.flow !== "invoice_pay" || body.invoiceId !== null, portalMessages.invoiceRequired),
    ["invoiceId"],
  ),
);
export type PortalSessionInput = v.InferInput<typeof portalSessionSchema>;

const quantity = v.optional(
  v.pipe(
    v.number(portalMessages.quantity),
    v.integer(portalMessages.quantity),
    v.minValue(1, portalMessages.quantity),
    v.maxValue(10_000, portalMessages.quantity),
  ),
  1,
);

const couponCodes = v.optional(
  v.pipe(
    v.array(
      v.pipe(v.string(portalMessages.couponCode), v.trim(), v.maxLength(50, portalMessages.couponCode)),
    ),
    v.maxLength(5, portalMessages.tooManyCoupons),
  ),
  [],
);

/** `POST /api/checkout-links`. */
export const checkoutLinkSchema = v.object({
  pricePointId: id(portalMessages.pricePointRequired),
  quantity,
  addons: v.optional(
    v.pipe(
      v.array(v.object({ pricePointId: id(portalMessages.pricePointRequired), quantity })),
      v.maxLength(20, portalMessages.tooManyAddons),
    ),
    [],
  ),
  couponCodes,
  successUrl: optionalUrl,
  active: v.optional(v.boolean(portalMessages.active), true),
});
export type CheckoutLinkInput = v.InferInput<typeof checkoutLinkSchema>;

/** `PUT /api/checkout-links/{id}`: turn a link on or off. */
export const checkoutLinkUpdateSchema = v.object({
  active: v.boolean(portalMessages.active),
});

/** `POST /api/portal/{token}/renew`: a fresh link to the customer's address, when it matches. */
export const portalRenewSchema = v.object({ email: emailSchema });
export const PORTAL_RENEW_ANSWER =
  "If that address belongs to this link's customer, a fresh link is on its way to it.";

/** `PUT /api/portal/{token}/billing-details`. */
export const portalBillingDetailsSchema = v.object({
  company: optionalLimited(CUSTOMER_LIMITS.company, customerMessages.companyTooLong),
  taxNumber: optionalLimited(CUSTOMER_LIMITS.taxNumber, customerMessages.taxNumberTooLong),
  billingAddress: customerAddressSchema,
});
export type PortalBillingDetailsInput = v.InferInput<typeof portalBillingDetailsSchema>;

const addonItems = v.optional(
  v.pipe(
    v.array(v.object({ pricePointId: id(portalMessages.pricePointRequired), quantity })),
    v.maxLength(20, portalMessages.tooManyAddons),
  ),
);

/** `PUT /api/portal/{token}/subscriptions/{id}`: another price point or add-ons, previewed first. */
export const portalChangeSchema = v.object({
  planPricePointId: v.optional(id(portalMessages.pricePointRequired)),
  addons: addonItems,
  preview: v.optional(v.boolean(), false),
});
export type PortalChangeInput = v.InferInput<typeof portalChangeSchema>;

/** `POST /api/portal/{token}/subscriptions/{id}/cancel`. */
export const portalCancelSchema = v.object({
  atTermEnd: v.optional(v.boolean(), true),
  preview: v.optional(v.boolean(), false),
});

/** A card typed on a customer's page (the gateway keeps it; Round keeps its brand, last four and expiry). */
export function portalCardSchema(today: Date) {
  return cardPaymentMethodSchema(today);
}

/** `POST /api/pay/{token}`: a new card, or the customer's saved default card. */
export function payInvoiceSchema(today: Date) {
  return v.variant("type", [cardPaymentMethodSchema(today), v.object({ type: v.literal("saved") })]);
}
export type PayInvoiceInput = v.InferInput<ReturnType<typeof cardPaymentMethodSchema>> | { type: "saved" };

/** `POST /api/checkout/{token}/preview`: what the first invoice comes to with a coupon code. */
export const checkoutPreviewSchema = v.object({
  couponCode: v.optional(
    v.pipe(v.string(portalMessages.couponCode), v.trim(), v.maxLength(50, portalMessages.couponCode)),
    "",
  ),
  /**
   * Where the buyer is billed, as far as they have typed it: the first invoice is taxed at that place's rate
   * (COMMERCE.md, "Which rate"). Blank: untaxed, as before an address is given.
   */
  country: v.optional(
    v.pipe(
      v.string(portalMessages.country),
      v.trim(),
      v.toUpperCase(),
      v.check((value) => value === "" || /^[A-Z]{2}$/.test(value), portalMessages.country),
    ),
    "",
  ),
  state: v.optional(
    v.pipe(v.string(portalMessages.state), v.trim(), v.maxLength(100, portalMessages.state)),
    "",
  ),
});

/** `POST /api/checkout/{token}`: the buyer, their billing address and card, and a coupon code. */
export function checkoutSchema(today: Date) {
  const card = cardPaymentMethodSchema(today);
  return v.pipe(
    v.object({
      email: emailSchema,
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      company: optionalLimited(CUSTOMER_LIMITS.company, customerMessages.companyTooLong),
      billingAddress: customerAddressSchema,
      couponCode: checkoutPreviewSchema.entries.couponCode,
      card,
    }),
  );
}
export type CheckoutInput = v.InferInput<ReturnType<typeof checkoutSchema>>;
