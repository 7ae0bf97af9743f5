import { CheckoutForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DECLINED_CARD, GOOD_CARD, refusal, SPRING20 } from "./customerPagesFixtures";
import { BUYER_INPUT, cardNumber, fillBuyer, fillCard, type } from "./formHelpers";

/**
 * A checkout link's form: email, first and last name, company, billing address, card, and a coupon code
 * whose discount is previewed with Apply before anything is paid (the page's order summary shows it through
 * `onCouponChange`). Submitting with a code not yet applied applies it and stops, so the new total is seen
 * before paying; the code sent is the one previewed. Checked with the server's `checkoutSchema(today)`; the
 * server's field messages (`card.cardNumber` declined, `couponCode` refused) land under their fields.
 *
 * **Accessibility:** a form named 'Checkout' in groups (Contact, Billing address, Card, Coupon) with visible
 * labels and autocomplete tokens; Enter in the coupon field applies it; the applied coupon is said in a
 * polite live region; the first field in error takes focus.
 */
const meta = {
  title: "Customer pages/CheckoutForm",
  component: CheckoutForm,
  args: {
    submitLabel: "Pay $69.00",
    onSubmit: fn(async () => {}),
    onPreviewCoupon: fn(async () => SPRING20),
    onCouponChange: fn(),
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
const pay = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Pay $69.00" }));

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
    await expect(args.onPreviewCoupon).toHaveBeenCalledWith("spring20");
    await expect(args.onCouponChange).toHaveBeenLastCalledWith(SPRING20);
    await pay(canvas);
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
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await pay(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** The server refuses the code: its message is under the field, which takes focus; no discount applies. */
export const CouponRefused: Story = {
  args: {
    onPreviewCoupon: fn(async () => Promise.reject(refusal("couponCode", "This coupon has expired"))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await type(coupon(canvas), "WINTER");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(coupon(canvas)).toHaveAccessibleDescription("This coupon has expired"));
    await expect(coupon(canvas)).toHaveFocus();
    await expect(args.onCouponChange).toHaveBeenLastCalledWith(null);
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
