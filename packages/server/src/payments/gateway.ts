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
  | "processing_error"
  | "refund_failed";

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

export interface RefundRequest {
  /** The charge to refund (the payment's `gatewayReference`). */
  transactionId: string;
  amount: Amount;
  currency: string;
  /** The gateway refunds once for one key, however often it is asked. */
  idempotencyKey: string;
}

export interface PaymentGateway {
  /** Stored with each payment method: `test`, `stripe`. */
  readonly name: string;
  saveCard(
    card: CardDetails,
    customer: { id: string; email: string },
  ): Promise<GatewayResult<{ card: SavedCard }>>;
  charge(request: ChargeRequest): Promise<GatewayResult<{ transactionId: string }>>;
  /** Money back to the card a charge was made on: done at once, or pending at the gateway. */
  refund(request: RefundRequest): Promise<GatewayResult<{ refundId: string; pending: boolean }>>;
}

export const GATEWAY_MESSAGES: Record<GatewayFailureCode, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  invalid_number: "Your card number is incorrect.",
  processing_error: "The payment could not be processed. Please try again.",
  refund_failed: "The card's bank refused the refund.",
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
 * empty: this is the card that exercises dunning); 4000 0000 0000 5126 is saved and charged but every refund
 * of its charges fails (Stripe's card whose refunds fail); any other number is refused as incorrect. Refunds
 * of the other cards' charges succeed.
 */
export function testGateway(): PaymentGateway {
  const charged = new Map<string, GatewayResult<{ transactionId: string }>>();
  const refunded = new Map<string, GatewayResult<{ refundId: string; pending: boolean }>>();
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
      const kind = /^pm_test_(ok|insufficient|norefund)_/.exec(request.reference)?.[1];
      const result: GatewayResult<{ transactionId: string }> =
        kind === "ok" || kind === "norefund"
          ? {
              ok: true,
              transactionId: `ch_test_${kind === "norefund" ? "norefund_" : ""}${randomBytes(8).toString("hex")}`,
            }
          : failure(kind === "insufficient" ? "insufficient_funds" : "processing_error");
      charged.set(request.idempotencyKey, result);
      return result;
    },
    async refund(request) {
      const done = refunded.get(request.idempotencyKey);
      if (done) return done;
      const result: GatewayResult<{ refundId: string; pending: boolean }> = !request.transactionId.startsWith(
        "ch_test_",
      )
        ? failure("processing_error")
        : request.transactionId.startsWith("ch_test_norefund_")
          ? failure("refund_failed")
          : { ok: true, refundId: `re_test_${randomBytes(8).toString("hex")}`, pending: false };
      refunded.set(request.idempotencyKey, result);
      return result;
    },
  };
}

const TEST_CARDS: Record<string, "ok" | "declined" | "insufficient" | "norefund"> = {
  "4242424242424242": "ok",
  "4000000000000002": "declined",
  "4000000000009995": "insufficient",
  "4000000000005126": "norefund",
};
