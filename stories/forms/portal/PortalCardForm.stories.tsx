import { PortalCardForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DECLINED_CARD, GOOD_CARD, refusal } from "./customerPagesFixtures";
import { cardNumber, fillCard } from "./formHelpers";

/**
 * A card typed by a business's customer: adding one in the billing portal (with 'Make this my default
 * card') or paying an invoice on its pay page. The number is grouped as it is typed and its network named;
 * number, expiry and security code are checked with the server's own `portalCardSchema(today)` before
 * anything is sent. The server's refusal of a field (a declined card: `errors[].field` 'cardNumber') shows
 * under that field, which takes focus.
 *
 * **Accessibility:** a form named by `label`; the card's fields are a group under the 'Card' legend, each
 * with a visible label and its autocomplete token (cc-number, cc-exp-month, cc-exp-year, cc-csc); a blocked
 * or refused submit moves focus to the first field in error, whose message is its description.
 */
const meta = {
  title: "Customer pages/PortalCardForm",
  component: PortalCardForm,
  args: {
    label: "Add a card",
    submitLabel: "Add card",
    submittingLabel: "Adding...",
    offerDefault: true,
    onSubmit: fn(async () => {}),
    onSuccess: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PortalCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole("form", { name: "Add a card" });
    await expect(within(form).getByRole("group", { name: "Card" })).toBeVisible();
    await expect(cardNumber(canvas)).toHaveAttribute("autocomplete", "cc-number");
    await expect(canvas.getByRole("textbox", { name: /^Security code/ })).toHaveAttribute(
      "autocomplete",
      "cc-csc",
    );
    await expect(canvas.getByRole("checkbox", { name: "Make this my default card" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Cancel" })).toBeEnabled();
  },
};

/** Submitting with nothing typed says what is missing, under each field, and focuses the card number. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add card" }));
    await waitFor(() => expect(cardNumber(canvas)).toHaveFocus());
    await expect(cardNumber(canvas)).toHaveAccessibleDescription("Card number is required");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Added: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCard(canvas, GOOD_CARD);
    await expect(cardNumber(canvas)).toHaveValue("4242 4242 4242 4242");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Make this my default card" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add card" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: "card",
      cardNumber: GOOD_CARD,
      expiryMonth: 4,
      expiryYear: 2027,
      cvc: "123",
      isDefault: true,
    });
    // Cleared for the next card.
    await expect(cardNumber(canvas)).toHaveValue("");
  },
};

/** The gateway declines the card: the message is under the card number, which takes focus; nothing else. */
export const Declined: Story = {
  args: {
    label: "Pay by card",
    submitLabel: "Pay $69.00",
    submittingLabel: "Paying...",
    offerDefault: false,
    onCancel: undefined,
    onSubmit: fn(async () =>
      Promise.reject(refusal("cardNumber", "Your card was declined", "PAYMENT_FAILED")),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(canvas, DECLINED_CARD);
    await userEvent.click(canvas.getByRole("button", { name: "Pay $69.00" }));
    await waitFor(() =>
      expect(cardNumber(canvas)).toHaveAccessibleDescription(
        expect.stringContaining("Your card was declined"),
      ),
    );
    await waitFor(() => expect(cardNumber(canvas)).toHaveFocus());
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
  },
};
