import { addAmounts, compareAmounts, compareDays } from "@round/billing";
import type { PortalOverview, PortalSubscription, SubscriptionResponse } from "@round/forms/schemas";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { type Pricing, pricingOfItems, termAmount } from "../../engine/index.ts";
import { parseWith } from "../../http/input.ts";
import { type OfferablePoints, offerablePoints, plansByIds } from "../catalog/index.ts";
import { type CustomerRow, paymentMethodService } from "../customers/index.ts";
import { invoiceListQuery, invoiceService } from "../invoices/index.ts";
import { accountBrand } from "../organizations/index.ts";
import { subscriptionListQuery, subscriptionService } from "../subscriptions/index.ts";
import type { PortalSessions } from "./sessions.ts";
import { pdfLinkOf } from "./views.ts";

// What the portal shows, in one answer (PLATFORM.md, "The customer's pages"): the customer's subscriptions
// with what each may change to, invoices, cards and billing details, in the business's name.

type Opened = Awaited<ReturnType<PortalSessions["open"]>>;

/** Statuses whose subscription the customer may still change or cancel. */
const LIVE = new Set(["active", "trialing", "paused"]);

/** Whether a subscription auto-collects: its own setting, else its customer's. */
export const collectsAutomatically = (
  sub: Pick<SubscriptionResponse, "autoCollection">,
  customer: CustomerRow,
) => sub.autoCollection ?? customer.autoCollection;

/**
 * What a subscription may move to in the portal: the price points of plans (both with `showInPortal`) in its
 * currency, billed as often, each an upgrade or a downgrade by its term's price at the subscription's
 * quantity, offered as the current plan's `allowUpgrade`/`allowDowngrade` say; and the add-ons the customer
 * may add or remove themselves.
 */
export async function optionsOf(
  ex: Executor,
  accountId: string,
  sub: SubscriptionResponse,
  offer: OfferablePoints,
  pricings: Map<string, Pricing>,
) {
  const [plan] = await plansByIds(ex, accountId, [sub.planId]);
  const live = LIVE.has(sub.status) && plan !== undefined;
  const price = async (pointId: string) =>
    termAmount(
      await pricingOfItems(
        ex,
        accountId,
        { planPricePointId: pointId, quantity: sub.quantity, addons: [] },
        pricings,
      ),
      sub.quantity,
    );
  const changeOptions: PortalSubscription["changeOptions"] = [];
  if (live && plan && sub.cancelAt === null) {
    const current = await price(sub.planPricePointId);
    for (const { point, plan: target } of offer.plans) {
      if (point.id === sub.planPricePointId || !target.showInPortal || !point.showInPortal) continue;
      if (point.billingFrequency !== sub.billingFrequency) continue;
      const amount = await price(point.id);
      const direction = compareAmounts(amount, current) >= 0 ? "upgrade" : "downgrade";
      if (direction === "upgrade" ? !plan.allowUpgrade : !plan.allowDowngrade) continue;
      changeOptions.push({
        pricePointId: point.id,
        planId: target.id,
        planName: target.name,
        pricePointName: point.description || `${target.name} (${point.billingFrequency ?? "one-off"})`,
        currency: point.currency,
        price: Number(amount),
        billingPeriod: point.billingFrequency ?? "",
        direction,
      });
    }
  }
  const held = new Map(sub.addons.map((addon) => [addon.addonId, addon]));
  const addonOptions: PortalSubscription["addonOptions"] = [];
  if (live && sub.cancelAt === null) {
    for (const { point, addon } of offer.addons) {
      if (point.billingFrequency !== sub.billingFrequency) continue;
      const on = held.get(addon.id);
      if (on && on.pricePointId !== point.id) continue;
      const canAdd = !on && addon.allowSelfSubscribe && addon.showInPortal && point.showInPortal;
      const canRemove = on !== undefined && addon.allowSelfRemove;
      if (!canAdd && !canRemove) continue;
      addonOptions.push({
        pricePointId: point.id,
        name: addon.name,
        price: Number(point.price ?? point.unitPrice ?? 0),
        quantity: on?.quantity ?? 0,
        canAdd,
        canRemove,
      });
    }
  }
  return {
    canCancel: live && plan?.allowCancellation && sub.status !== "paused",
    changeOptions,
    addonOptions,
  };
}

export async function portalOverview(deps: Deps, opened: Opened): Promise<PortalOverview> {
  const { session, customer, claims } = opened;
  const accountId = session.roundAccountId;
  const { db } = deps;
  const [subs, invoices, methods, brand, offer] = await Promise.all([
    subscriptionService(deps).list(
      claims,
      parseWith(subscriptionListQuery, { customerId: customer.id, pageSize: "100" }),
    ),
    invoiceService(deps).list(
      claims,
      parseWith(invoiceListQuery, { customerId: customer.id, pageSize: "100" }),
    ),
    paymentMethodService(deps).list(claims, accountId, customer.id),
    accountBrand(db, accountId),
    offerablePoints(db, accountId, customer.currency),
  ]);
  const pricings = new Map<string, Pricing>();
  const subscriptions: PortalSubscription[] = [];
  for (const sub of subs.items) {
    subscriptions.push({ ...sub, ...(await optionsOf(db, accountId, sub, offer, pricings)) });
  }
  // The next bill: the earliest day a live subscription invoices, and the terms it invoices then.
  const upcoming = subs.items.filter((sub) => sub.nextBillingDate !== null && LIVE.has(sub.status));
  const day = upcoming.map((sub) => sub.nextBillingDate!).sort(compareDays)[0];
  const billed = upcoming.filter((sub) => sub.nextBillingDate === day);
  return {
    account: brand,
    returnUrl: session.returnUrl,
    flow: session.flow as PortalOverview["flow"],
    subscriptionId: session.subscriptionId,
    invoiceId: session.invoiceId,
    expiresAt: session.expiresAt.toISOString(),
    customer: customerDetails(customer),
    subscriptions,
    invoices: invoices.items
      .filter((invoice) => invoice.status !== "draft")
      .map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        status: invoice.status,
        currency: invoice.currency,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        description: invoice.description,
        total: invoice.total,
        amountPaid: invoice.amountPaid,
        amountDue: invoice.amountDue,
        pdfUrl: pdfLinkOf(deps, accountId, invoice.id),
        hostedInvoiceUrl: invoice.hostedInvoiceUrl ?? null,
      })),
    paymentMethods: methods,
    nextBill:
      day === undefined
        ? null
        : {
            date: day,
            amount: Number(addAmounts(...billed.map((sub) => String(sub.amount)))),
            currency: billed[0]!.currency,
          },
    cardRequired: subs.items.some(
      (sub) => (sub.status === "active" || sub.status === "trialing") && collectsAutomatically(sub, customer),
    ),
  };
}

/** The billing details the portal shows and edits. */
export function customerDetails(customer: CustomerRow): PortalOverview["customer"] {
  const address = customer.billingAddress;
  return {
    id: customer.id,
    email: customer.email,
    displayName: customer.displayName,
    company: customer.company,
    phone: customer.phone,
    taxNumber: customer.taxNumber,
    currency: customer.currency,
    billingAddress: address
      ? {
          line1: address.line1 ?? "",
          line2: address.line2 ?? "",
          city: address.city ?? "",
          state: address.state ?? "",
          zip: address.zip ?? "",
          country: address.country ?? "",
        }
      : null,
  };
}
