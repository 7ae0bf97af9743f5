/** The payment method body's values, the expiry choices and the schema's input. Pure. */
import { OFFLINE_PAYMENT_METHODS, type OfflinePaymentMethod } from "../../../schemas/index.ts";

export type PaymentMethodType = "card" | "offline";

/** The values the payment method body edits: both kinds are kept, only the chosen one is sent. */
export type PaymentMethodFormValues = {
  type: PaymentMethodType;
  /** Digits only, as the card number field reports them. */
  cardNumber: string;
  /** '1' to '12', or '' before one is chosen. */
  expiryMonth: string;
  /** A four-digit year, or ''. */
  expiryYear: string;
  cvc: string;
  method: OfflinePaymentMethod;
  reference: string;
  isDefault: boolean;
};

export const emptyPaymentMethodValues = (): PaymentMethodFormValues => ({
  type: "card",
  cardNumber: "",
  expiryMonth: "",
  expiryYear: "",
  cvc: "",
  method: OFFLINE_PAYMENT_METHODS[0],
  reference: "",
  isDefault: false,
});

/** The schema's input: the card's fields or the offline method's, with the default flag. */
export function paymentMethodInput(values: PaymentMethodFormValues) {
  return values.type === "card"
    ? {
        type: "card" as const,
        cardNumber: values.cardNumber,
        expiryMonth: values.expiryMonth,
        expiryYear: values.expiryYear,
        cvc: values.cvc,
        isDefault: values.isDefault,
      }
    : {
        type: "offline" as const,
        method: values.method,
        reference: values.reference,
        isDefault: values.isDefault,
      };
}

/** The months offered for the expiry: '01' to '12' (values '1' to '12'). */
export function expiryMonthOptions() {
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1).padStart(2, "0"),
  }));
}

/** How many years ahead of this one a card's expiry is offered. */
export const EXPIRY_YEARS_AHEAD = 20;

/** The years offered for the expiry: this year (in UTC, as the expiry rule counts) and the next 20. */
export function expiryYearOptions(today: Date) {
  const first = today.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => {
    const year = String(first + index);
    return { value: year, label: year };
  });
}
