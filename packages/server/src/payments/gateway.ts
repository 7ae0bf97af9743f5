import { randomBytes } from "node:crypto";
import type { Amount } from "@round/billing";

// Payment gateways (COMMERCE.md, "Payment methods"): a card's number and security code are handed to the
// gateway and forgotten; Round keeps the gateway's reference, the brand, the last four digits and the expiry.

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export interface SavedCard {
  /** The gateway's id of the card, used to charge it. */
  reference: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export type GatewayFailureCode =
  | "card_declined"
  | "insufficient_funds"
  | "invalid_number"
  | "processing_error";

export interface GatewayFailure {
  ok: false;
  code: GatewayFailureCode;
  /** What a person is told. */
  message: string;
}

export type GatewayResult<T> = ({ ok: true } & T) | GatewayFailure;

export interface ChargeRequest {
  reference: string;
  amount: Amount;
  currency: string;
  /** The gateway does the charge once for one key, however often it is asked. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentGateway {
  /** Stored with each payment method: `test`, `stripe`. */
  readonly name: string;
  saveCard(
    card: CardDetails,
    customer: { id: string; email: string },
  ): Promise<GatewayResult<{ card: SavedCard }>>;
  charge(request: ChargeRequest): Promise<GatewayResult<{ transactionId: string }>>;
}

export const GATEWAY_MESSAGES: Record<GatewayFailureCode, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  invalid_number: "Your card number is incorrect.",
  processing_error: "The payment could not be processed. Please try again.",
};

const failure = (code: GatewayFailureCode): GatewayFailure => ({
  ok: false,
  code,
  message: GATEWAY_MESSAGES[code],
});

/**
 * The built-in test gateway, on until a real one is configured. It answers as Stripe's test cards do:
 * 4242 4242 4242 4242 is saved and charged; 4000 0000 0000 0002 is declined (when saved and when charged);
 * 4000 0000 0000 9995 is saved but every charge fails for insufficient funds (a card can be valid and
 * empty: this is the card that exercises dunning); any other number is refused as incorrect.
 */
export function testGateway(): PaymentGateway {
  const charged = new Map<string, GatewayResult<{ transactionId: string }>>();
  return {
    name: "test",
    async saveCard(card) {
      const kind = TEST_CARDS[card.number];
      if (kind === undefined) return failure("invalid_number");
      if (kind === "declined") return failure("card_declined");
      return {
        ok: true,
        card: {
          reference: `pm_test_${kind}_${randomBytes(8).toString("hex")}`,
          brand: "Visa",
          last4: card.number.slice(-4),
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
        },
      };
    },
    async charge(request) {
      const done = charged.get(request.idempotencyKey);
      if (done) return done;
      const kind = /^pm_test_(ok|insufficient)_/.exec(request.reference)?.[1];
      const result: GatewayResult<{ transactionId: string }> =
        kind === "ok"
          ? { ok: true, transactionId: `ch_test_${randomBytes(8).toString("hex")}` }
          : failure(kind === "insufficient" ? "insufficient_funds" : "processing_error");
      charged.set(request.idempotencyKey, result);
      return result;
    },
  };
}

const TEST_CARDS: Record<string, "ok" | "declined" | "insufficient"> = {
  "4242424242424242": "ok",
  "4000000000000002": "declined",
  "4000000000009995": "insufficient",
};
