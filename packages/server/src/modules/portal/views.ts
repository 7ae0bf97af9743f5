import type { CheckoutLinkResponse } from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";
import { pdfLink } from "../../engine/index.ts";
import type { CheckoutLinkRow } from "./queries.ts";
import { checkoutToken, checkoutUrl } from "./tokens.ts";

/** An invoice's PDF, signed for its customer (the link the invoice emails carry). */
export const pdfLinkOf = (deps: Deps, accountId: string, invoiceId: string) =>
  pdfLink(deps, accountId, invoiceId);

/** What a checkout link sells, as its list and its page name it. */
export interface LinkOffer {
  planId: string;
  planName: string;
  pricePointName: string;
  currency: string;
  price: number;
  billingPeriod: string;
  addonNames: Map<string, string>;
}

export function checkoutLinkView(deps: Deps, row: CheckoutLinkRow, offer: LinkOffer): CheckoutLinkResponse {
  return {
    id: row.id,
    url: checkoutUrl(deps, checkoutToken(deps, row.id)),
    active: row.active,
    pricePointId: row.pricePointId,
    planId: offer.planId,
    planName: offer.planName,
    pricePointName: offer.pricePointName,
    currency: offer.currency,
    price: offer.price,
    billingPeriod: offer.billingPeriod,
    quantity: row.quantity,
    addons: row.addons.map((addon) => ({
      pricePointId: addon.pricePointId,
      name: offer.addonNames.get(addon.pricePointId) ?? "",
      quantity: addon.quantity,
    })),
    couponCodes: row.couponCodes,
    successUrl: row.successUrl,
    sales: row.sales,
    createdAt: row.createdAt.toISOString(),
  };
}
