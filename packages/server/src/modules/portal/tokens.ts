import { createHmac } from "node:crypto";
import { API_KEY_SECRET_PREFIX, LINK_INVALID } from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";

export { hostedInvoiceUrl, payToken, readPayToken } from "../../engine/index.ts";

import { ApiError, unauthorized } from "../../http/errors.ts";

// The tokens of the customer's pages (PLATFORM.md, "The customer's pages"). A portal link's token is random
// (256 bits) and kept only as its SHA-256 (queries.ts). A pay link's and a checkout link's are derived from
// the invoice's or the link's id with the server's key (HMAC-SHA256), so that the same link can be shown
// again (on every open invoice, in the list of checkout links) without keeping the token itself; a pay
// token carries its invoice's id and is checked in constant time, a checkout token is found by its digest.

/** The answer to a made-up, expired or deleted link: 404, the same whatever was wrong. */
export const linkInvalid = () => new ApiError(404, LINK_INVALID, { code: "NOT_FOUND" });

const hmac = (deps: Deps, purpose: string) => createHmac("sha256", deps.jwtKey).update(purpose).digest();

/** A checkout link's token, derived from its id (43 URL-safe characters). */
export function checkoutToken(deps: Deps, linkId: string): string {
  return hmac(deps, `checkout-link:${linkId}`).toString("base64url");
}

export const portalUrl = (deps: Deps, token: string) => `${deps.config.appUrl}/portal/${token}`;
export const checkoutUrl = (deps: Deps, token: string) => `${deps.config.appUrl}/checkout/${token}`;

/**
 * A customer's route trusts its link's token only: a request that also brings a staff access token or an
 * API key is refused (401), so a staff token opens none of these routes and nothing mixes the two.
 */
export function refuseStaffCredentials(authorization: string | undefined, pathToken: string): void {
  const looksStaff = (value: string) =>
    value.startsWith(API_KEY_SECRET_PREFIX) || /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);
  if (authorization?.trim() || looksStaff(pathToken)) {
    throw unauthorized("A customer's page takes its link's token only; staff tokens and API keys open none.");
  }
}
