/** The card a customer types on their pages, as the form holds it and as the schema reads it. Pure. */

export type CardValues = {
  /** Digits only, as the card number field reports them. */
  cardNumber: string;
  /** '1' to '12', or '' before one is chosen. */
  expiryMonth: string;
  /** A four-digit year, or ''. */
  expiryYear: string;
  cvc: string;
};

export const emptyCardValues = (): CardValues => ({
  cardNumber: "",
  expiryMonth: "",
  expiryYear: "",
  cvc: "",
});

/** The schema's input for a card (`cardPaymentMethodSchema`). */
export const cardInput = (card: CardValues) => ({ type: "card" as const, ...card });
