/**
 * What the customer's pages' routes answer (PLATFORM.md, "The customer's pages"), and the staff's portal and
 * checkout links: the server's views satisfy these schemas, the API tests check every answer against them,
 * and the pages infer their types. The bodies are in ../portal.ts.
 */
import * as v from "valibot";
import { INVOICE_STATUSES } from "../billingConstants.ts";
import { PORTAL_FLOWS } from "../portal.ts";
import {
  billingPreviewResponse,
  invoiceLineResponse,
  invoiceTaxLineResponse,
  paymentResponse,
  subscriptionResponse,
} from "./billing.ts";
import { paymentMethodResponse } from "./customers.ts";

const money = v.number();

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
export const portalRenewResponse = v.object({ message: v.string() });
/**
 * A portal change's or cancellation's preview: what the staff's preview says (COMMERCE.md), and what the
 * customer's card is charged now (the invoice it raises, less credit; 0 when nothing is collected at once).
 */
export const portalPreviewResponse = v.object({
  ...billingPreviewResponse.entries,
  chargeNow: money,
});
export type PortalPreview = v.InferOutput<typeof portalPreviewResponse>;
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
    tax: money,
    taxLines: v.array(invoiceTaxLineResponse),
    reverseCharge: v.boolean(),
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
export const checkoutInvoicePreview = v.object({
  currency: v.string(),
  lines: v.array(
    v.object({ description: v.string(), quantity: v.number(), amount: money, kind: v.string() }),
  ),
  subtotal: money,
  discount: money,
  tax: money,
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
