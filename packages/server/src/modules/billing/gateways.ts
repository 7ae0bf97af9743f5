import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { GATEWAY_MESSAGES, type PaymentGateway } from "../../payments/gateway.ts";
import { decryptSecret } from "../../payments/secrets.ts";
import { stripeGateway } from "../../payments/stripe.ts";
import { settingsRow } from "./queries.ts";

/** What the Stripe secret key is encrypted for (the purpose of its derived key). */
export const STRIPE_SECRET = "stripe-secret";

/** A gateway that cannot be used: every call fails with `message` (Stripe chosen but its key unreadable). */
function unavailable(name: string): PaymentGateway {
  const failure = {
    ok: false as const,
    code: "processing_error" as const,
    message: GATEWAY_MESSAGES.processing_error,
  };
  return { name, saveCard: async () => failure, charge: async () => failure, refund: async () => failure };
}

/**
 * The gateway of an account: `name` is a saved card's own gateway (a card saved on the test gateway is
 * charged there after the account moves to Stripe), or, for a new card, the account's setting.
 */
export async function gatewayFor(
  deps: Deps,
  ex: Executor,
  accountId: string,
  name?: string,
): Promise<PaymentGateway> {
  // A card saved on the test gateway is charged there: no need to read the account's settings.
  if (name !== undefined && name !== "stripe") return deps.gateway;
  const row = await settingsRow(ex, accountId);
  const wanted = name ?? row?.gateway ?? "test";
  if (wanted !== "stripe") return deps.gateway;
  const key = row?.stripeSecret ? decryptSecret(deps.jwtKey, STRIPE_SECRET, row.stripeSecret) : null;
  if (!key) {
    deps.log.error(
      "the account's Stripe key cannot be read; its Stripe calls fail until it is entered again",
      {
        accountId,
      },
    );
    return unavailable("stripe");
  }
  return stripeGateway(key, { apiUrl: deps.config.stripeApiUrl });
}
