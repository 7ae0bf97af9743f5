import { CheckoutForm } from "@round/forms";
import { formatMoney } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  CHECKOUT_NZ,
  checkoutPreviewFor,
  DECLINED_CARD,
  GOOD_CARD,
  refusal,
  SPRING20,
} from "./customerPagesFixtures";
import { BUYER_INPUT, buyerIn, cardNumber, fillBuyer, fillCard, NZ, type, US } from "./formHelpers";

/**
 * A checkout link's form: email, first and last name, company, billing address, card, and a coupon code
 * whose discount is previewed with Apply before anything is paid; leaving the billing country previews the
 * first invoice again with that country's tax (the page's order summary shows each preview through
 * `onPreviewChange`). Paying with a code or a country the summary was not worked out for previews first and,
 * when the amount due changed, stops with a line saying why, so the new total is seen before paying; the
 * code sent is the one previewed. Checked with the server's `checkoutSchema(today)`; the server's field
 * messages (`card.cardNumber` declined, `couponCode` or `country` refused) land under their fields. Here the
 * button's label follows the previews, as the page's does.
 *
 * **Accessibility:** a form named 'Checkout' in groups (Contact, Billing address, Card, Coupon) with visible
 * labels and autocomplete tokens; Enter in the coupon field applies it; the applied coupon, and why paying
 * stopped, are said in polite live regions; the first field in error takes focus.
 */
const meta = {
  title: "Customer pages/CheckoutForm",
  component: CheckoutForm,
  args: {
    submitLabel: "Pay $69.00",
    amountDue: 69,
    onSubmit: fn(async () => {}),
    onPreviewCoupon: fn(async (couponCode: string, place: { country: string; state: string }) =>
      checkoutPreviewFor({ couponCode, country: place.country }),
    ),
    onPreviewChange: fn(),
  },
  // The amount due and the button's label follow the previews, as on the checkout page.
  render: function Render(args) {
    const [due, setDue] = useState(args.amountDue);
    return (
      <CheckoutForm
        {...args}
        amountDue={due}
        submitLabel={`Pay ${formatMoney(due, "USD")}`}
        onPreviewChange={(result) => {
          args.onPreviewChange(result);
          setDue(result.preview.amountDue);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const coupon = (canvas: Canvas) => canvas.getByRole("textbox", { name: /^Coupon code/ });
const pay = (canvas: Canvas, label = "Pay $69.00") =>
  userEvent.click(canvas.getByRole("button", { name: label }));
const country = (canvas: Canvas) => canvas.getByRole("textbox", { name: /^Country/ });
const AFTER_NZ = "Tax for New Zealand added: check the new total, then pay.";

/** Paying with nothing filled in: each required field says so, and focus goes to the first (Email). */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ["Contact", "Billing address", "Card", "Coupon"])
      await expect(canvas.getByRole("group", { name })).toBeVisible();
    await pay(canvas);
    const email = canvas.getByRole("textbox", { name: /^Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription("Email address is required");
    await expect(canvas.getByRole("textbox", { name: /^Street address/ })).toHaveAccessibleDescription(
      "Street address is required",
    );
    await expect(cardNumber(canvas)).toHaveAccessibleDescription("Card number is required");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Apply shows the coupon's discount (told to the page), then paying sends the code previewed. */
export const CouponApplied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillBuyer(canvas);
    await fillCard(canvas, GOOD_CARD);
    await type(coupon(canvas), "spring20");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(await canvas.findByText("SPRING20 applied: 20% off for 3 months")).toBeVisible();
    await expect(args.onPreviewCoupon).toHaveBeenLastCalledWith("spring20", US);
    await expect(args.onPreviewChange).toHaveBeenLastCalledWith(SPRING20);
    await pay(canvas, "Pay $55.20");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...BUYER_INPUT, couponCode: "SPRING20" });
  },
};

/** A code typed but not applied is previewed when paying, and the payment waits for the next click. */
export const CodePreviewedBeforePaying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillBuyer(canvas);
    await fillCard(canvas, GOOD_CARD);
    await type(coupon(canvas), "SPRING20");
    await pay(canvas);
    await expect(await canvas.findByText("SPRING20 applied: 20% off for 3 months")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Coupon SPRING20 applied: check the new total, then pay.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await pay(canvas, "Pay $55.20");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

/** Leaving a taxed country previews its tax, so the button says what is charged before it is pressed. */
export const TaxedCountry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillBuyer(canvas, NZ);
    await fillCard(canvas, GOOD_CARD);
    await expect(args.onPreviewCoupon).toHaveBeenCalledWith("", NZ);
    await expect(args.onPreviewChange).toHaveBeenLastCalledWith(CHECKOUT_NZ);
    await pay(canvas, "Pay $79.35");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...buyerIn(NZ), couponCode: "" });
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

/**
 * Paying right after changing the country: its tax is previewed first, paying stops once with a line saying
 * why, and the next click pays the new total.
 */
export const CountryChangedBeforePaying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillBuyer(canvas);
    await fillCard(canvas, GOOD_CARD);
    await expect(args.onPreviewCoupon).toHaveBeenLastCalledWith("", US);
    const state = canvas.getByRole("textbox", { name: /^State/ });
    await userEvent.clear(state);
    await type(state, NZ.state);
    await userEvent.clear(country(canvas));
    await type(country(canvas), NZ.country);
    // Straight from the country to Pay: the button still says $69.00.
    await pay(canvas);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(AFTER_NZ));
    await expect(canvas.getByRole("button", { name: "Pay $79.35" })).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await pay(canvas, "Pay $79.35");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...buyerIn(NZ), couponCode: "" });
    // New Zealand's tax was asked for once, though both leaving the country and paying wanted it.
    const asked = args.onPreviewCoupon.mock.calls.filter(([, place]) => place.country === "NZ");
    await expect(asked).toHaveLength(1);
  },
};

/** The server refuses the country: its message is under the Country field, and nothing is paid. */
export const CountryRefused: Story = {
  args: {
    onPreviewCoupon: fn(async (_code: string, place: { country: string; state: string }) =>
      place.country.length === 2
        ? checkoutPreviewFor({ country: place.country })
        : Promise.reject(refusal("country", "Country must be a two-letter country code")),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillBuyer(canvas, { country: "New Zealand", state: "Auckland" });
    await fillCard(canvas, GOOD_CARD);
    await waitFor(() =>
      expect(country(canvas)).toHaveAccessibleDescription("Country must be a two-letter country code"),
    );
    await pay(canvas);
    await waitFor(() => expect(country(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Changing the country takes the message away.
    await userEvent.clear(country(canvas));
    await expect(country(canvas)).not.toHaveAccessibleDescription(
      "Country must be a two-letter country code",
    );
  },
};

/** The server refuses the code: its message is under the field, which takes focus; no discount applies. */
export const CouponRefused: Story = {
  args: {
    onPreviewCoupon: fn(async (_code: string, _place: { country: string; state: string }) =>
      Promise.reject(refusal("couponCode", "This coupon has expired")),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await type(coupon(canvas), "WINTER");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(coupon(canvas)).toHaveAccessibleDescription("This coupon has expired"));
    await expect(coupon(canvas)).toHaveFocus();
    await expect(args.onPreviewChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("button", { name: "Remove coupon" })).toBeNull();
    // Typing a new code takes the message away.
    await type(coupon(canvas), "X");
    await expect(coupon(canvas)).not.toHaveAccessibleDescription("This coupon has expired");
  },
};

/** The card is declined: the message is under the card number, which takes focus; everything else stays. */
export const CardDeclined: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(refusal("card.cardNumber", "Your card was declined", "PAYMENT_FAILED")),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBuyer(canvas);
    await fillCard(canvas, DECLINED_CARD);
    await pay(canvas);
    await waitFor(() =>
      expect(cardNumber(canvas)).toHaveAccessibleDescription(
        expect.stringContaining("Your card was declined"),
      ),
    );
    await waitFor(() => expect(cardNumber(canvas)).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: /^Email/ })).toHaveValue("katherine@example.com");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
