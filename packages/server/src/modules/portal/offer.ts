import { randomUUID } from "node:crypto";
import type { BillingPreviewResponse } from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor, Tx } from "../../db/client.ts";
import { type Deps, depsIn } from "../../deps.ts";
import { ApiError, type ErrorItem } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { addonsByIds, plansByIds, pointsByIds } from "../catalog/index.ts";
import { customerCreateBody, customerService } from "../customers/index.ts";
import { subscriptionService } from "../subscriptions/index.ts";
import type { CheckoutLinkRow } from "./queries.ts";
import type { LinkOffer } from "./views.ts";

// What a checkout link sells, checked against the catalog, and what its first invoice comes to: the same
// engine that bills it prices it, in a transaction that is rolled back.

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super("rolled back");
  }
}

/** Runs `work` in a transaction that is always rolled back; answers what it returned. */
export async function rolledBack<T>(deps: Deps, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    await deps.db.transaction(async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error("unreachable");
}

export const NOT_IN_CHECKOUT =
  "This price point is not sold through checkout (turn on Show in checkout for it and its plan)";

/** The catalog's names for a link's price point and add-ons; 400 on `pricePointId` when it is not sold so. */
export async function linkOffer(
  ex: Executor,
  accountId: string,
  link: Pick<CheckoutLinkRow, "pricePointId" | "quantity" | "addons">,
): Promise<LinkOffer & { planDescription: string; trialDays: number }> {
  const refuse = (message: string, field = "pricePointId") =>
    new ApiError(400, message, { errors: [{ code: "INVALID_FORMAT", description: message, field }] });
  const [point] = await pointsByIds(ex, accountId, [link.pricePointId]);
  if (point?.ownerKind !== "plan" || point.supersededAt !== null) throw refuse("Price point not found");
  const [plan] = await plansByIds(ex, accountId, [point.ownerId]);
  if (plan?.status !== "active") throw refuse("This plan is not active");
  if (!plan.showInCheckout || !point.showInCheckout) throw refuse(NOT_IN_CHECKOUT);
  const addonPoints = await pointsByIds(
    ex,
    accountId,
    link.addons.map((addon) => addon.pricePointId),
  );
  const addonRows = await addonsByIds(
    ex,
    accountId,
    addonPoints.map((row) => row.ownerId),
  );
  const addonNames = new Map<string, string>();
  link.addons.forEach((item, index) => {
    const row = addonPoints.find((candidate) => candidate.id === item.pricePointId);
    const addon = row && addonRows.find((candidate) => candidate.id === row.ownerId);
    if (row?.ownerKind !== "addon" || !addon)
      throw refuse("Add-on price point not found", `addons.${index}.pricePointId`);
    addonNames.set(item.pricePointId, addon.name);
  });
  return {
    planId: plan.id,
    planName: plan.name,
    planDescription: plan.description ?? "",
    pricePointName: point.description || `${plan.name} (${point.billingFrequency ?? "one-off"})`,
    currency: point.currency,
    price: 0,
    billingPeriod: point.billingFrequency ?? "",
    addonNames,
    trialDays: point.trialPeriod ?? plan.trialPeriod ?? 0,
  };
}

/** A subscription error's field as the checkout page names it. */
function checkoutField(field: string | undefined): string | undefined {
  if (field === "couponCodes" || field?.startsWith("couponCodes.")) return "couponCode";
  if (field === "planPricePointId") return "pricePointId";
  return field;
}

/** The same error with its fields named as the checkout's body names them. */
export function asCheckoutError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors: ErrorItem[] = error.errors.map((item) => {
    const field = checkoutField(item.field);
    return field === undefined ? { code: item.code, description: item.description } : { ...item, field };
  });
  return new ApiError(error.status, error.message, { errors, headers: error.headers, extra: error.extra });
}

/**
 * What the link's first invoice comes to with `couponCodes` (the link's own and the buyer's), priced by the
 * engine as a new customer's subscription, nothing kept.
 */
export async function previewSale(
  deps: Deps,
  accountId: string,
  link: Pick<CheckoutLinkRow, "pricePointId" | "quantity" | "addons">,
  currency: string,
  couponCodes: readonly string[],
  claims: AccessClaims,
  /** Where the buyer is billed, for the tax of their first invoice; none before they say. */
  place: { country: string; state: string } = { country: "", state: "" },
): Promise<BillingPreviewResponse> {
  try {
    return await rolledBack(deps, async (tx) => {
      const inner = depsIn(deps, tx as Tx);
      const customer = await customerService(inner).create(
        claims,
        accountId,
        parseWith(customerCreateBody, {
          email: `checkout-${randomUUID()}@preview.example`,
          currency,
          // Only the country and state choose a rate: the rest of the address is not asked yet.
          ...(place.country
            ? {
                billingAddress: {
                  line1: "Checkout",
                  line2: "",
                  city: "Checkout",
                  state: place.state || "Checkout",
                  zip: "Checkout",
                  country: place.country,
                },
              }
            : {}),
        }),
      );
      const made = await subscriptionService(inner).create(
        claims,
        accountId,
        {
          customerId: customer.id,
          planPricePointId: link.pricePointId,
          quantity: link.quantity,
          addons: link.addons,
          couponCodes: [...couponCodes],
          preview: true,
        },
        undefined,
      );
      return made.body as BillingPreviewResponse;
    });
  } catch (error) {
    throw asCheckoutError(error);
  }
}
