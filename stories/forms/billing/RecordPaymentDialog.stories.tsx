import { type PaymentMethodOption, RecordPaymentDialog } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, type within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { expectNoOverflow, never, openDialog } from "../customers/customerFixtures";

const METHODS: PaymentMethodOption[] = [
  { value: "pm-visa", label: "Visa ending 4242 · 12/2030 (default)", card: true },
  { value: "pm-mc", label: "Mastercard ending 4444 · 06/2028", card: true },
  { value: "pm-wire", label: "Bank transfer · ACME-7781" },
];
const loadPaymentMethods = (): Promise<readonly PaymentMethodOption[]> =>
  new Promise<typeof METHODS>((resolve) => setTimeout(() => resolve(METHODS), 20));

/**
 * Record Payment: money received for an invoice, checked with the shared `recordPaymentSchema(currency)`.
 * The amount starts at what the invoice owes; less records a partial payment, more is refused. The method is
 * Offline (cash, cheque, bank transfer) or one of the customer's saved payment methods, a card being charged
 * through the gateway at once. A reference and the day the money came are optional.
 *
 * **Accessibility:** every field has a visible label; the method picker is a combobox; messages are tied to
 * their control with `aria-describedby`.
 */
const meta = {
  title: "Billing/RecordPaymentDialog",
  component: RecordPaymentDialog,
  args: {
    currency: "USD",
    amountDue: 120,
    invoiceNumber: "INV-000012",
    today: "2026-03-02",
    loadPaymentMethods,
    onSubmit: fn(async () => {}),
    onSuccess: fn(),
    onCancel: fn(),
  },
  render: (args) => <RecordPaymentDialog {...args} trigger={<Button>Record Payment</Button>} />,
} satisfies Meta<typeof RecordPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) => openDialog(canvasElement, "Record Payment", "Record Payment");
const amount = (dialog: Canvas) => dialog.getByRole("textbox", { name: /^Amount/ });
const method = (dialog: Canvas) => dialog.getByRole("combobox", { name: /^Payment method/ });
const submit = (dialog: Canvas) => userEvent.click(dialog.getByRole("button", { name: "Record Payment" }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByText("INV-000012: $120.00 due")).toBeVisible();
    await expect(amount(dialog)).toHaveValue("120");
    await expect(method(dialog)).toHaveValue("Offline (cash, cheque or bank transfer)");
    // Offline is money received: nothing is charged.
    await expect(method(dialog)).toHaveAccessibleDescription(
      "Money received outside Round: nothing is charged",
    );
    await expect(dialog.getByLabelText(/^Payment date/)).toHaveValue("2026-03-02");
  },
};

export const FullOffline: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(dialog.getByRole("textbox", { name: /^Reference/ }), "Wire 8841");
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      amount: 120,
      paymentMethod: "offline",
      reference: "Wire 8841",
      paidAt: "2026-03-02",
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** Part of what is due, charged to a saved card: the form says the card is charged now, and asks no day. */
export const PartialByCard: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.clear(amount(dialog));
    await enterText(amount(dialog), "50");
    await userEvent.click(method(dialog));
    await userEvent.click(await screen.findByRole("option", { name: /Visa ending 4242/ }));
    await expect(method(dialog)).toHaveAccessibleDescription(
      "This card is charged now through the payment gateway",
    );
    await expect(dialog.queryByLabelText(/^Payment date/)).toBeNull();
    await expect(dialog.queryByRole("textbox", { name: /^Reference/ })).toBeNull();
    await submit(dialog);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ amount: 50, paymentMethod: "pm-visa", reference: "" }),
    );
  },
};

/** A saved bank transfer: money received like offline, with its reference and day. */
export const SavedBankTransfer: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(method(dialog));
    await userEvent.click(await screen.findByRole("option", { name: /Bank transfer/ }));
    await expect(method(dialog)).toHaveAccessibleDescription(
      "Money received outside Round: nothing is charged",
    );
    await expect(dialog.getByLabelText(/^Payment date/)).toHaveValue("2026-03-02");
    await submit(dialog);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        amount: 120,
        paymentMethod: "pm-wire",
        reference: "",
        paidAt: "2026-03-02",
      }),
    );
  },
};

export const MoreThanDue: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.clear(amount(dialog));
    await enterText(amount(dialog), "120.01");
    await submit(dialog);
    await expect(amount(dialog)).toHaveAccessibleDescription(/The amount is more than the \$120\.00 due/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.clear(amount(dialog));
    await submit(dialog);
    await expect(amount(dialog)).toHaveAccessibleDescription(/Amount is required/);
    await waitFor(() => expect(amount(dialog)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MethodsFailToLoad: Story = {
  args: { loadPaymentMethods: () => Promise.reject(new Error("Network error")) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(method(dialog));
    await expect(
      await screen.findByText("Failed to load payment methods", { ignore: "[role=status]" }),
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await submit(dialog);
    await expect(await dialog.findByRole("button", { name: "Recording..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

/** A declined card (402): the gateway's words in the dialog, which stays open. */
export const CardDeclined: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Your card was declined."))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Your card was declined.");
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { element } = await open(canvasElement);
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(element);
  },
};

export const Dark: Story = {
  ...MoreThanDue,
  globals: { theme: "dark" },
};
