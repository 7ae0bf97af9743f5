import { CreditDialog } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, type within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { expectNoOverflow, never, openDialog, typeAndLeave, UNBROKEN } from "./customerFixtures";

/**
 * 'Apply Credit': an amount in the customer's currency and a reason, checked with the shared
 * `creditSchema(currency)`: required, above 0, and with no more decimals than the currency has (two for
 * USD, none for JPY). The customer's current credit balance is shown above, formatted for the currency.
 * The credit is applied to the customer's next invoices.
 *
 * **Accessibility:** both fields have visible labels; the amount's currency is its suffix; messages are
 * tied to their control with `aria-describedby`.
 */
const meta = {
  title: "Customers/CreditDialog",
  component: CreditDialog,
  args: { currency: "USD", creditBalance: 12, onSubmit: fn(async () => {}), onSuccess: fn(), onCancel: fn() },
  render: (args) => <CreditDialog {...args} trigger={<Button>Apply Credit</Button>} />,
} satisfies Meta<typeof CreditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

// The amount is described by its currency (the suffix) and the hint, then its message.
const HINT = "USD Applied to the customer's next invoices";
const open = (canvasElement: HTMLElement) => openDialog(canvasElement, "Apply Credit", "Apply Credit");
const submit = (dialog: Canvas) => userEvent.click(dialog.getByRole("button", { name: "Apply Credit" }));
const amount = (dialog: Canvas) => dialog.getByRole("textbox", { name: /^Amount/ });

async function fill(dialog: Canvas, value = "25.50", reason = "Service outage on 1 March") {
  await enterText(amount(dialog), value);
  await enterText(dialog.getByRole("textbox", { name: /^Reason/ }), reason);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByText("Current credit balance: $12.00")).toBeVisible();
    await expect(amount(dialog)).toHaveValue("");
    await expect(amount(dialog)).toHaveAttribute("inputmode", "decimal");
    await expect(dialog.getByText("USD")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Reason/ })).toHaveValue("");
  },
};

export const Applied: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await fill(dialog);
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 25.5, reason: "Service outage on 1 March" });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const WithoutBalance: Story = {
  args: { creditBalance: undefined },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.queryByText(/Current credit balance/)).toBeNull();
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await submit(dialog);
    await expect(amount(dialog)).toHaveAccessibleDescription(`${HINT} Amount is required`);
    await expect(dialog.getByRole("textbox", { name: /^Reason/ })).toHaveAccessibleDescription(
      "Up to 500 characters Reason is required",
    );
    await waitFor(() => expect(amount(dialog)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountNotPositive: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Amount", "0");
    await expect(amount(dialog)).toHaveAccessibleDescription(`${HINT} Amount must be greater than 0`);
    await userEvent.clear(amount(dialog));
    await typeAndLeave(dialog, "Amount", "-5");
    await expect(amount(dialog)).toHaveAccessibleDescription(`${HINT} Amount must be greater than 0`);
  },
};

export const TooManyDecimals: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Amount", "10.005");
    await expect(amount(dialog)).toHaveAccessibleDescription(
      `${HINT} Amount can have at most 2 decimal places`,
    );
  },
};

export const TooManyDecimalsForJPY: Story = {
  args: { currency: "JPY", creditBalance: 1500 },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByText("Current credit balance: ¥1,500")).toBeVisible();
    await expect(dialog.getByText("JPY")).toBeVisible();
    await typeAndLeave(dialog, "Amount", "12.5");
    await expect(amount(dialog)).toHaveAccessibleDescription(
      "JPY Applied to the customer's next invoices Amount must be a whole number",
    );
    await submit(dialog);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReasonTooLong: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const reason = await typeAndLeave(dialog, "Reason", "r".repeat(501));
    await expect(reason).toHaveAccessibleDescription(
      "Up to 500 characters Reason can have at most 500 characters",
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fill(dialog);
    await submit(dialog);
    await expect(await dialog.findByRole("button", { name: "Applying..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("This customer is archived"))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fill(dialog);
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("This customer is archived");
    await expect(amount(dialog)).toHaveValue("25.5");
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fill(dialog);
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to apply the credit. Please try again.",
    );
  },
};

export const LongUnbrokenText: Story = {
  args: { creditBalance: 123456789012.34 },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await fill(dialog, "1000000", UNBROKEN);
    await expectNoOverflow(element);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await fill(dialog);
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(element);
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  ...AmountRequired,
  globals: { theme: "dark" },
};
