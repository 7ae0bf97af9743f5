/** Filling in the customer's pages' forms, as a person does, for the forms' and the pages' stories. */
import { userEvent, type within } from "storybook/test";

type Scope = ReturnType<typeof within>;

/**
 * Enters text as a paste at the end of the field's value (one input event, not one per key): the stories' time
 * goes to what they check, not to typing.
 */
export async function type(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

export const cardNumber = (scope: Scope) => scope.getByRole("textbox", { name: /^Card number/ });

/** A card that expires in April 2027 (the stories' today is Mar 2, 2026). */
export async function fillCard(scope: Scope, number: string) {
  await type(cardNumber(scope), number);
  await userEvent.selectOptions(scope.getByRole("combobox", { name: /^Expiry month/ }), "4");
  await userEvent.selectOptions(scope.getByRole("combobox", { name: /^Expiry year/ }), "2027");
  await type(scope.getByRole("textbox", { name: /^Security code/ }), "123");
}

/** Katherine Johnson's details and billing address (in Virginia, US, unless told), as checkout takes them. */
export async function fillBuyer(scope: Scope, place: { country: string; state: string } = US) {
  await type(scope.getByRole("textbox", { name: /^Email/ }), "katherine@example.com");
  await type(scope.getByRole("textbox", { name: /^First name/ }), "Katherine");
  await type(scope.getByRole("textbox", { name: /^Last name/ }), "Johnson");
  await type(scope.getByRole("textbox", { name: /^Street address/ }), "1 Langley Blvd");
  await type(scope.getByRole("textbox", { name: /^City/ }), "Hampton");
  await type(scope.getByRole("textbox", { name: /^State/ }), place.state);
  await type(scope.getByRole("textbox", { name: /^ZIP code/ }), "23681");
  await type(scope.getByRole("textbox", { name: /^Country/ }), place.country);
}

/** Where `fillBuyer` bills by default: Virginia, US (untaxed in the stories). */
export const US = { country: "US", state: "VA" };
/** Auckland, New Zealand: taxed at 15% in the stories. */
export const NZ = { country: "NZ", state: "Auckland" };

/** What the checkout sends for `fillBuyer` and `fillCard(GOOD_CARD)`; `buyerIn(NZ)` for another place. */
export const BUYER_INPUT = {
  email: "katherine@example.com",
  firstName: "Katherine",
  lastName: "Johnson",
  company: "",
  billingAddress: {
    line1: "1 Langley Blvd",
    line2: "",
    city: "Hampton",
    state: "VA",
    zip: "23681",
    country: "US",
  },
  card: { type: "card", cardNumber: "4242424242424242", expiryMonth: 4, expiryYear: 2027, cvc: "123" },
};

/** `BUYER_INPUT` billed at another place. */
export const buyerIn = (place: { country: string; state: string }) => ({
  ...BUYER_INPUT,
  billingAddress: { ...BUYER_INPUT.billingAddress, ...place },
});
