import { minorUnits, toAmount } from "@round/billing";
import Stripe from "stripe";
import {
  type CardDetails,
  type ChargeRequest,
  GATEWAY_MESSAGES,
  type GatewayFailure,
  type GatewayFailureCode,
  type GatewayResult,
  type PaymentGateway,
  type RefundRequest,
  type SavedCard,
} from "./gateway.ts";

// Stripe, through its official package: a customer per Round customer, the card as a PaymentMethod attached
// to it (the number and security code go to Stripe only), and each charge a confirmed off-session
// PaymentIntent under Round's idempotency key, so a retried charge is the same charge.

export interface StripeOptions {
  /** Another address for Stripe's API (STRIPE_API_URL): a test double, or a proxy. */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

function clientOf(secretKey: string, options: StripeOptions): Stripe {
  const url = options.apiUrl ? new URL(options.apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "http:" ? "80" : "443"),
          protocol: url.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

/** A Stripe error as one of the gateway's failures, in Round's words. */
function failureOf(error: unknown): GatewayFailure {
  const stripeError = error as { type?: string; code?: string; decline_code?: string };
  let code: GatewayFailureCode = "processing_error";
  if (stripeError.type === "StripeCardError") {
    if (stripeError.decline_code === "insufficient_funds" || stripeError.code === "insufficient_funds") {
      code = "insufficient_funds";
    } else if (stripeError.code === "incorrect_number" || stripeError.code === "invalid_number") {
      code = "invalid_number";
    } else {
      code = "card_declined";
    }
  }
  return { ok: false, code, message: GATEWAY_MESSAGES[code] };
}

/** An amount in the currency's smallest unit, as Stripe counts it: USD 12.50 → 1250, JPY 500 → 500. */
export function stripeAmount(amount: string, currency: string): number {
  const digits = minorUnits(currency);
  const [whole = "0", fraction = ""] = toAmount(amount).replace("-", "").split(".");
  const minor = `${whole}${fraction.padEnd(digits, "0").slice(0, digits)}`;
  return Number.parseInt(minor, 10);
}

/** Checks a secret key by reading the account's balance: answers null when Stripe takes it, else why not. */
export async function checkStripeKey(secretKey: string, options: StripeOptions = {}): Promise<string | null> {
  try {
    await clientOf(secretKey, options).balance.retrieve();
    return null;
  } catch (error) {
    const stripeError = error as { type?: string; message?: string };
    if (stripeError.type === "StripeAuthenticationError") return "Stripe did not accept this secret key";
    return "Stripe could not be reached to check the key. Please try again.";
  }
}

export function stripeGateway(secretKey: string, options: StripeOptions = {}): PaymentGateway {
  const stripe = clientOf(secretKey, options);
  return {
    name: "stripe",

    async saveCard(
      card: CardDetails,
      customer: { id: string; email: string },
    ): Promise<GatewayResult<{ card: SavedCard }>> {
      try {
        const stripeCustomer = await stripe.customers.create(
          { email: customer.email, metadata: { roundCustomerId: customer.id } },
          { idempotencyKey: `round-customer-${customer.id}-${card.number.slice(-4)}` },
        );
        const method = await stripe.paymentMethods.create({
          type: "card",
          card: {
            number: card.number,
            exp_month: card.expiryMonth,
            exp_year: card.expiryYear,
            cvc: card.cvc,
          },
        });
        await stripe.paymentMethods.attach(method.id, { customer: stripeCustomer.id });
        return {
          ok: true,
          card: {
            // Both ids: a charge names the customer and the method.
            reference: `${stripeCustomer.id}/${method.id}`,
            brand: method.card?.brand ?? "card",
            last4: method.card?.last4 ?? card.number.slice(-4),
            expiryMonth: method.card?.exp_month ?? card.expiryMonth,
            expiryYear: method.card?.exp_year ?? card.expiryYear,
          },
        };
      } catch (error) {
        return failureOf(error);
      }
    },

    async charge(request: ChargeRequest): Promise<GatewayResult<{ transactionId: string }>> {
      const [customer, method] = request.reference.split("/");
      if (!customer || !method)
        return { ok: false, code: "processing_error", message: GATEWAY_MESSAGES.processing_error };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: stripeAmount(request.amount, request.currency),
            currency: request.currency.toLowerCase(),
            customer,
            payment_method: method,
            confirm: true,
            off_session: true,
            description: request.description,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status !== "succeeded") {
          return { ok: false, code: "card_declined", message: GATEWAY_MESSAGES.card_declined };
        }
        return { ok: true, transactionId: intent.id };
      } catch (error) {
        return failureOf(error);
      }
    },

    async refund(request: RefundRequest): Promise<GatewayResult<{ refundId: string; pending: boolean }>> {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.transactionId,
            amount: stripeAmount(request.amount, request.currency),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === "failed" || refund.status === "canceled") {
          return { ok: false, code: "refund_failed", message: GATEWAY_MESSAGES.refund_failed };
        }
        return { ok: true, refundId: refund.id, pending: refund.status !== "succeeded" };
      } catch (error) {
        const failure = failureOf(error);
        return failure.code === "processing_error"
          ? failure
          : { ok: false, code: "refund_failed", message: GATEWAY_MESSAGES.refund_failed };
      }
    },
  };
}
