/**
 * The customer's pages (PLATFORM.md, "The customer's pages"): the portal, the pay page and checkout links.
 * The bodies the server checks and the answers the pages show; the same rules check the pages' forms.
 */
import * as v from "valibot";
import { emailSchema, firstNameSchema, lastNameSchema } from "./accounts.ts";
import { INVOICE_STATUSES } from "./billing.ts";
import { m } from "./codes.ts";
import { CUSTOMER_LIMITS } from "./customerConstants.ts";
import { cardPaymentMethodSchema, customerAddressSchema } from "./customers.ts";
import { optionalLimited, requiredLimited } from "./fieldRules.ts";
import { customerMessages } from "./messages/customers.ts";
import {
  billingPreviewResponse,
  invoiceLineResponse,
  paymentResponse,
  subscriptionResponse,
} from "./responses/billing.ts";
import { paymentMethodResponse } from "./responses/customers.ts";

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

export const portalSessionResponse = v.object({
  id: v.string(),
  /** `{APP_URL}/portal/{token}`: the token is shown once, in this answer. */
  url: v.string(),
  expiresAt: v.string(),
  customerId: v.string(),
  flow: v.nullable(v.picklist(PORTAL_FLOWS)),
  returnUrl: v.nullable(v.string()),
});
export type PortalSessionResponse = v.InferOutput<typeof portalSessionResponse>;

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

const money = v.number();

export const checkoutLinkResponse = v.object({
  id: v.string(),
  /** `{APP_URL}/checkout/{token}`: shareable for as long as the link is active. */
  url: v.string(),
  active: v.boolean(),
  pricePointId: v.string(),
  planId: v.string(),
  planName: v.string(),
  pricePointName: v.string(),
  currency: v.string(),
  /** One term's price of the plan at the link's quantity, before discounts. */
  price: money,
  billingPeriod: v.string(),
  quantity: v.number(),
  addons: v.array(v.object({ pricePointId: v.string(), name: v.string(), quantity: v.number() })),
  couponCodes: v.array(v.string()),
  successUrl: v.nullable(v.string()),
  /** How many customers have bought through it. */
  sales: v.number(),
  createdAt: v.string(),
});
export type CheckoutLinkResponse = v.InferOutput<typeof checkoutLinkResponse>;

/** The business behind a customer's page, as its pages show it. */
export const brandResponse = v.object({
  name: v.string(),
  logoUrl: v.nullable(v.string()),
  /** `#rrggbb`, the pages' accent; null for Round's own. */
  brandColor: v.nullable(v.string()),
});
export type BrandResponse = v.InferOutput<typeof brandResponse>;

/** A price point the customer may move a subscription to in the portal. */
export const portalPlanOptionResponse = v.object({
  pricePointId: v.string(),
  planId: v.string(),
  planName: v.string(),
  pricePointName: v.string(),
  currency: v.string(),
  /** One term's price at the subscription's quantity. */
  price: money,
  billingPeriod: v.string(),
  direction: v.picklist(["upgrade", "downgrade"]),
});

export const portalAddonOptionResponse = v.object({
  pricePointId: v.string(),
  name: v.string(),
  price: money,
  /** On the subscription now (its quantity), or 0. */
  quantity: v.number(),
  canAdd: v.boolean(),
  canRemove: v.boolean(),
});

export const portalSubscriptionResponse = v.object({
  ...subscriptionResponse.entries,
  /** Cancel now and at term end are offered only when the plan allows cancellation. */
  canCancel: v.boolean(),
  changeOptions: v.array(portalPlanOptionResponse),
  addonOptions: v.array(portalAddonOptionResponse),
});
export type PortalSubscription = v.InferOutput<typeof portalSubscriptionResponse>;

export const portalInvoiceResponse = v.object({
  id: v.string(),
  number: v.nullable(v.string()),
  status: v.picklist(INVOICE_STATUSES),
  currency: v.string(),
  issueDate: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  description: v.string(),
  total: money,
  amountPaid: money,
  amountDue: money,
  /** The PDF, signed for the customer. */
  pdfUrl: v.string(),
  /** The pay page while the invoice is open. */
  hostedInvoiceUrl: v.nullable(v.string()),
});
export type PortalInvoice = v.InferOutput<typeof portalInvoiceResponse>;

export const portalCustomerResponse = v.object({
  id: v.string(),
  email: v.string(),
  displayName: v.string(),
  company: v.string(),
  phone: v.string(),
  taxNumber: v.string(),
  currency: v.string(),
  billingAddress: v.nullable(
    v.object({
      line1: v.string(),
      line2: v.string(),
      city: v.string(),
      state: v.string(),
      zip: v.string(),
      country: v.string(),
    }),
  ),
});

/** `GET /api/portal/{token}`: everything the portal shows, in one answer. */
export const portalOverviewResponse = v.object({
  account: brandResponse,
  returnUrl: v.nullable(v.string()),
  flow: v.nullable(v.picklist(PORTAL_FLOWS)),
  subscriptionId: v.nullable(v.string()),
  invoiceId: v.nullable(v.string()),
  expiresAt: v.string(),
  customer: portalCustomerResponse,
  subscriptions: v.array(portalSubscriptionResponse),
  invoices: v.array(portalInvoiceResponse),
  paymentMethods: v.array(paymentMethodResponse),
  /** The next invoice the subscriptions will raise: its day and amount; null when none is due. */
  nextBill: v.nullable(v.object({ date: v.string(), amount: money, currency: v.string() })),
  /** Whether removing the default card is refused (an active subscription collects automatically). */
  cardRequired: v.boolean(),
});
export type PortalOverview = v.InferOutput<typeof portalOverviewResponse>;

/** `POST /api/portal/{token}/renew`: a fresh link to the customer's address, when it matches. */
export const portalRenewSchema = v.object({ email: emailSchema });
export const portalRenewResponse = v.object({ message: v.string() });
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

/**
 * A portal change's or cancellation's preview: what the staff's preview says (COMMERCE.md), and what the
 * customer's card is charged now (the invoice it raises, less credit; 0 when nothing is collected at once).
 */
export const portalPreviewResponse = v.object({
  ...billingPreviewResponse.entries,
  chargeNow: money,
});
export type PortalPreview = v.InferOutput<typeof portalPreviewResponse>;

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

/** `GET /api/pay/{token}`: the invoice as its PDF shows it, and how to pay it (or its receipt). */
export const payPageResponse = v.object({
  account: brandResponse,
  invoice: v.object({
    id: v.string(),
    number: v.nullable(v.string()),
    status: v.picklist(INVOICE_STATUSES),
    currency: v.string(),
    issueDate: v.nullable(v.string()),
    dueDate: v.nullable(v.string()),
    periodStart: v.nullable(v.string()),
    periodEnd: v.nullable(v.string()),
    lines: v.array(invoiceLineResponse),
    subtotal: money,
    discount: money,
    total: money,
    creditApplied: money,
    amountPaid: money,
    amountDue: money,
    paidAt: v.nullable(v.string()),
  }),
  customer: v.object({ displayName: v.string(), email: v.string() }),
  pdfUrl: v.string(),
  /** The default card the customer could pay with, when one is saved. */
  savedCard: v.nullable(v.object({ brand: v.string(), last4: v.string() })),
  /** The payments made on the invoice (the receipt once paid). */
  payments: v.array(paymentResponse),
});
export type PayPage = v.InferOutput<typeof payPageResponse>;

/** `POST /api/checkout/{token}/preview`: what the first invoice comes to with a coupon code. */
export const checkoutPreviewSchema = v.object({
  couponCode: v.optional(
    v.pipe(v.string(portalMessages.couponCode), v.trim(), v.maxLength(50, portalMessages.couponCode)),
    "",
  ),
});

export const checkoutInvoicePreview = v.object({
  currency: v.string(),
  lines: v.array(
    v.object({ description: v.string(), quantity: v.number(), amount: money, kind: v.string() }),
  ),
  subtotal: money,
  discount: money,
  total: money,
  /** What the card is charged today (0 during a trial). */
  amountDue: money,
});

/** `GET /api/checkout/{token}`: what the link sells, as the catalog says it. */
export const checkoutPageResponse = v.object({
  account: brandResponse,
  planName: v.string(),
  planDescription: v.string(),
  pricePointName: v.string(),
  currency: v.string(),
  billingPeriod: v.string(),
  quantity: v.number(),
  addons: v.array(v.object({ name: v.string(), quantity: v.number() })),
  /** Days of trial before the first charge; 0 for none. */
  trialDays: v.number(),
  /** Codes the link applies by itself. */
  couponCodes: v.array(v.string()),
  preview: checkoutInvoicePreview,
  successUrl: v.nullable(v.string()),
});
export type CheckoutPage = v.InferOutput<typeof checkoutPageResponse>;

export const checkoutPreviewResponse = v.object({
  preview: checkoutInvoicePreview,
  /** The code as applied, with its discount in words; null when none was sent. */
  coupon: v.nullable(v.object({ code: v.string(), description: v.string() })),
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

export const checkoutResultResponse = v.object({
  customerId: v.string(),
  subscriptionId: v.string(),
  /** The first invoice: paid at once, or none during a trial. */
  invoice: v.nullable(
    v.object({
      number: v.nullable(v.string()),
      total: money,
      amountPaid: money,
      currency: v.string(),
      status: v.picklist(INVOICE_STATUSES),
    }),
  ),
  successUrl: v.nullable(v.string()),
});
export type CheckoutResult = v.InferOutput<typeof checkoutResultResponse>;
