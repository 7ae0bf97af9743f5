import { subtractAmounts } from "@round/billing";
import {
  type BillingPreviewResponse,
  cardPaymentMethodSchema,
  type PortalPreview,
  portalBillingDetailsSchema,
  portalCancelSchema,
  portalChangeSchema,
} from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";
import { depsIn } from "../../deps.ts";
import { type Pricing, refuse } from "../../engine/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { offerablePoints } from "../catalog/index.ts";
import { customerRow, customerService, paymentMethodService } from "../customers/index.ts";
import { subscriptionListQuery, subscriptionService } from "../subscriptions/index.ts";
import { collectsAutomatically, customerDetails, optionsOf } from "./overview.ts";
import type { PortalSessions } from "./sessions.ts";

// What a customer changes in the portal, through the same services the staff use (so that events, the audit
// log and the figures follow), each within what the catalog's switches allow.

type Opened = Awaited<ReturnType<PortalSessions["open"]>>;

export const LAST_CARD =
  "Add another card before removing this one: an active subscription is paid with it automatically.";
export const CANNOT_CANCEL = "This plan cannot be cancelled here. Please contact us to cancel it.";

/**
 * A preview with what the card is charged now: the invoice it would raise, less the credit it takes, when
 * the subscription collects automatically (the staff's preview shows that invoice as already paid).
 */
function withCharge<T>(answer: T, collects: boolean): T | PortalPreview {
  const preview = answer as BillingPreviewResponse;
  if (preview.preview !== true) return answer;
  const invoice = preview.invoice;
  const owed = invoice ? subtractAmounts(String(invoice.total), String(invoice.creditApplied)) : "0";
  return { ...preview, chargeNow: collects && invoice ? Number(owed) : 0 };
}

export function portalActions(deps: Deps) {
  const { db, clock } = deps;
  const accountOf = (opened: Opened) => opened.session.roundAccountId;

  /** A subscription of this customer (another's, or none, is 404 as if it did not exist). */
  async function ownSubscription(opened: Opened, id: string) {
    const service = subscriptionService(deps);
    try {
      const sub = await service.get(opened.claims, accountOf(opened), id);
      if (sub.customerId === opened.customer.id) return sub;
    } catch {
      // not found in the account: answered as below
    }
    throw notFound("Subscription not found.");
  }

  return {
    async addCard(opened: Opened, sent: unknown) {
      const card = parseWith(cardPaymentMethodSchema(clock.date()), sent);
      return paymentMethodService(deps).add(opened.claims, accountOf(opened), opened.customer.id, card);
    },

    makeDefault: (opened: Opened, methodId: string) =>
      paymentMethodService(deps).setDefault(opened.claims, accountOf(opened), opened.customer.id, methodId),

    /** Removes a card, never the last one while an active subscription collects automatically. */
    async removeCard(opened: Opened, methodId: string) {
      const accountId = accountOf(opened);
      await db.transaction(async (tx) => {
        const inner = depsIn(deps, tx);
        const customer = await customerService(inner).lock(tx, accountId, opened.customer.id);
        const methods = await paymentMethodService(inner).list(opened.claims, accountId, customer.id);
        const removing = methods.find((method) => method.id === methodId.toLowerCase());
        if (!removing) throw notFound("Payment method not found.");
        const cardsLeft = methods.filter((method) => method.type === "card" && method.id !== removing.id);
        if (removing.type === "card" && cardsLeft.length === 0) {
          const subs = await subscriptionService(inner).list(
            opened.claims,
            parseWith(subscriptionListQuery, { customerId: customer.id, pageSize: "100" }),
          );
          const collecting = subs.items.some(
            (sub) =>
              (sub.status === "active" || sub.status === "trialing") && collectsAutomatically(sub, customer),
          );
          if (collecting) throw conflict(LAST_CARD, "PAYMENT_METHOD_REQUIRED");
        }
        await paymentMethodService(inner).remove(opened.claims, accountId, customer.id, removing.id);
      });
    },

    async billingDetails(opened: Opened, sent: unknown) {
      const input = parseWith(portalBillingDetailsSchema, sent);
      const accountId = accountOf(opened);
      await customerService(deps).update(opened.claims, accountId, opened.customer.id, {
        company: input.company,
        taxNumber: input.taxNumber,
        billingAddress: input.billingAddress,
      } as never);
      return customerDetails((await customerRow(db, accountId, opened.customer.id))!);
    },

    /**
     * A plan change or add-ons, within the catalog's switches: a price point the subscription may move to
     * (`changeOptions`), add-ons the customer may add or remove; prorated now, previewed first.
     */
    async change(opened: Opened, id: string, sent: unknown, key: string | undefined) {
      const input = parseWith(portalChangeSchema, sent);
      const accountId = accountOf(opened);
      const sub = await ownSubscription(opened, id);
      const offer = await offerablePoints(db, accountId, sub.currency);
      const options = await optionsOf(db, accountId, sub, offer, new Map<string, Pricing>());
      const body: Record<string, unknown> = { preview: input.preview };
      if (input.planPricePointId !== undefined && input.planPricePointId !== sub.planPricePointId) {
        const wanted = input.planPricePointId.toLowerCase();
        if (!options.changeOptions.some((option) => option.pricePointId === wanted)) {
          throw refuse("planPricePointId", "This plan is not one you can change to here", "NOT_ALLOWED");
        }
        body.planPricePointId = wanted;
      }
      if (input.addons !== undefined) {
        const held = new Map(sub.addons.map((addon) => [addon.pricePointId, addon.quantity]));
        const wanted = new Map(
          input.addons.map((addon) => [addon.pricePointId.toLowerCase(), addon.quantity]),
        );
        const option = (pointId: string) =>
          options.addonOptions.find((item) => item.pricePointId === pointId);
        input.addons.forEach((addon, index) => {
          const pointId = addon.pricePointId.toLowerCase();
          const before = held.get(pointId);
          if (before === undefined && !option(pointId)?.canAdd) {
            throw refuse(
              `addons.${index}.pricePointId`,
              "This add-on is not one you can add here",
              "NOT_ALLOWED",
            );
          }
          if (before !== undefined && before !== addon.quantity) {
            throw refuse(
              `addons.${index}.quantity`,
              "An add-on's quantity is changed by us; please contact us",
              "NOT_ALLOWED",
            );
          }
        });
        for (const [pointId] of held) {
          if (!wanted.has(pointId) && !option(pointId)?.canRemove) {
            throw refuse("addons", "An add-on on your subscription cannot be removed here", "NOT_ALLOWED");
          }
        }
        body.addons = input.addons.map((addon) => ({
          pricePointId: addon.pricePointId.toLowerCase(),
          quantity: addon.quantity,
        }));
      }
      if (body.planPricePointId === undefined && body.addons === undefined) {
        throw refuse("planPricePointId", "Choose a plan or add-ons to change", "REQUIRED");
      }
      return withCharge(
        await subscriptionService(deps).change(opened.claims, accountId, sub.id, body, key),
        collectsAutomatically(sub, opened.customer),
      );
    },

    /** Cancels now or at the term's end, when the plan allows cancellation. */
    async cancel(opened: Opened, id: string, sent: unknown, key: string | undefined) {
      const input = parseWith(portalCancelSchema, sent);
      const accountId = accountOf(opened);
      const sub = await ownSubscription(opened, id);
      const offer = { plans: [], addons: [] };
      const { canCancel } = await optionsOf(db, accountId, sub, offer, new Map<string, Pricing>());
      if (!canCancel) throw conflict(CANNOT_CANCEL, "CANCELLATION_NOT_ALLOWED");
      return withCharge(
        await subscriptionService(deps).cancel(
          opened.claims,
          accountId,
          sub.id,
          { atTermEnd: input.atTermEnd, preview: input.preview },
          key,
        ),
        collectsAutomatically(sub, opened.customer),
      );
    },
  };
}
