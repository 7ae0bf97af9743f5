import { PaymentMethodDialog } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { expectNoOverflow, never, openDialog, typeAndLeave, UNBROKEN } from "./customerFixtures";

/**
 * 'Update Payment Method': a card or an offline method (bank transfer, cheque, cash), and whether it becomes
 * the customer's default. A card's number is grouped as it is typed and its network named; the number, the
 * expiry and the security code are checked with the shared `paymentMethodSchema(today)` (Luhn, 3 or 4 digit
 * code, not expired: the stories' clock says 2 March 2026). The number and the code go to the gateway only.
 * While no real gateway is configured, a hint names the built-in test gateway's cards; its decline shows
 * under the card number.
 *
 * **Accessibility:** the choice of kind is a radio group; every control has a visible label; the card number
 * field is described by the test-card hint and announces the network it recognises.
 */
const meta = {
  title: "Customers/PaymentMethodDialog",
  component: PaymentMethodDialog,
  args: { onSubmit: fn(async () => {}), onSuccess: fn(), onCancel: fn() },
  render: (args) => <PaymentMethodDialog {...args} trigger={<Button>Update Payment Method</Button>} />,
} satisfies Meta<typeof PaymentMethodDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const TITLE = "Update Payment Method";
const HINT =
  "Payments run on the built-in test gateway: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 is saved but its charges fail for insufficient funds.";

const open = (canvasElement: HTMLElement) => openDialog(canvasElement, TITLE, TITLE);
const submit = (dialog: Canvas) =>
  userEvent.click(dialog.getByRole("button", { name: "Add Payment Method" }));
const cardNumber = (dialog: Canvas) => dialog.getByRole("textbox", { name: /^Card number/ });

async function fillCard(dialog: Canvas, number: string, month = "12", year = "2030", cvc = "123") {
  await userEvent.type(cardNumber(dialog), number);
  await userEvent.selectOptions(dialog.getByRole("combobox", { name: /^Expiry month/ }), month);
  await userEvent.selectOptions(dialog.getByRole("combobox", { name: /^Expiry year/ }), year);
  await userEvent.type(dialog.getByRole("textbox", { name: /^Security code/ }), cvc);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole("radio", { name: "Card" })).toBeChecked();
    await expect(cardNumber(dialog)).toHaveValue("");
    await expect(cardNumber(dialog)).toHaveAttribute("autocomplete", "cc-number");
    await expect(cardNumber(dialog)).toHaveAccessibleDescription(HINT);
    const code = dialog.getByRole("textbox", { name: /^Security code/ });
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toHaveAttribute("autocomplete", "cc-csc");
    await expect(dialog.getByRole("combobox", { name: /^Expiry month/ })).toHaveValue("");
    await expect(dialog.getByRole("combobox", { name: /^Expiry year/ })).toHaveValue("");
    await expect(
      dialog.getByRole("checkbox", { name: "Make this the default payment method" }),
    ).not.toBeChecked();
    await expect(dialog.getByRole("button", { name: "Add Payment Method" })).toBeEnabled();
  },
};

export const CardAdded: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await fillCard(dialog, "4242424242424242", "4", "2027", "314");
    // Grouped as typed, and the network is named.
    await expect(cardNumber(dialog)).toHaveValue("4242 4242 4242 4242");
    await expect(dialog.getByText("Visa")).toBeVisible();
    await userEvent.click(dialog.getByRole("checkbox", { name: "Make this the default payment method" }));
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: "card",
      cardNumber: "4242424242424242",
      expiryMonth: 4,
      expiryYear: 2027,
      cvc: "314",
      isDefault: true,
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const OfflineAdded: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("radio", { name: "Offline" }));
    await expect(dialog.queryByRole("textbox", { name: /^Card number/ })).toBeNull();
    const method = dialog.getByRole("combobox", { name: /^Method/ });
    await expect(
      within(method)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Bank transfer", "Cheque", "Cash"]);
    await userEvent.selectOptions(method, "cheque");
    await userEvent.type(dialog.getByRole("textbox", { name: "Reference" }), "CHQ-000042");
    await submit(dialog);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: "offline",
      method: "cheque",
      reference: "CHQ-000042",
      isDefault: false,
    });
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await submit(dialog);
    await expect(dialog.getByText("Card number is required")).toBeVisible();
    await expect(dialog.getByText("Expiry month must be between 1 and 12")).toBeVisible();
    await expect(dialog.getByText("Expiry year must be a four-digit year")).toBeVisible();
    await expect(dialog.getByText("Security code is required")).toBeVisible();
    await waitFor(() => expect(cardNumber(dialog)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CardNumberInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    // One digit off a test card: it fails the Luhn check (the network, Visa, is still named).
    await typeAndLeave(dialog, "Card number", "4242424242424241");
    await expect(cardNumber(dialog)).toHaveAccessibleDescription(`${HINT} Visa Card number is invalid`);
    await expect(cardNumber(dialog)).toHaveAttribute("aria-invalid", "true");
  },
};

export const ExpiredCard: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    // February 2026 has ended by 2 March 2026; March itself would still be good.
    await fillCard(dialog, "4242424242424242", "2", "2026");
    await submit(dialog);
    const year = dialog.getByRole("combobox", { name: /^Expiry year/ });
    await expect(year).toHaveAccessibleDescription("This card has expired");
    await waitFor(() => expect(year).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CvcInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const code = await typeAndLeave(dialog, "Security code", "12");
    await expect(code).toHaveAccessibleDescription("CVC: 3 or 4 digits Security code must be 3 or 4 digits");
  },
};

export const Declined: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject({
        message: "Your card was declined.",
        errors: [{ code: "CARD_DECLINED", field: "cardNumber", description: "Your card was declined." }],
      }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await fillCard(dialog, "4000000000000002");
    await submit(dialog);
    await waitFor(() =>
      expect(cardNumber(dialog)).toHaveAccessibleDescription(`${HINT} Visa Your card was declined.`),
    );
    await waitFor(() => expect(cardNumber(dialog)).toHaveFocus());
    await expect(dialog.queryByRole("alert")).toBeNull();
    await expect(screen.getByRole("dialog", { name: TITLE })).toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Typing another number clears the decline.
    await userEvent.type(cardNumber(dialog), "{Backspace}");
    await expect(cardNumber(dialog)).not.toHaveAttribute("aria-invalid");
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fillCard(dialog, "4242424242424242");
    await submit(dialog);
    await expect(await dialog.findByRole("button", { name: "Adding..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(new Error("The payment gateway did not answer. Please try again.")),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fillCard(dialog, "4242424242424242");
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "The payment gateway did not answer. Please try again.",
    );
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fillCard(dialog, "4242424242424242");
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to add the payment method. Please try again.",
    );
  },
};

export const WithoutTestGateway: Story = {
  args: { testGateway: false },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.queryByText(/built-in test gateway/)).toBeNull();
    await expect(cardNumber(dialog)).not.toHaveAccessibleDescription(HINT);
  },
};

export const LongUnbrokenText: Story = {
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("radio", { name: "Offline" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Reference" }), UNBROKEN);
    await expectNoOverflow(element);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await fillCard(dialog, "4242424242424242");
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(element);
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.type(cardNumber(dialog), "4242");
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  ...SubmitBlocked,
  globals: { theme: "dark" },
};
