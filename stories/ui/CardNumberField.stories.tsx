import { CardNumberField } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

function input(canvasElement: HTMLElement, name = "Card number") {
  return within(canvasElement).getByRole("textbox", { name }) as HTMLInputElement;
}

/**
 * The card number of a payment method. It groups the digits as people type (4-4-4-4; American Express
 * 4-6-5), keeps the caret among the same digits when one is typed or deleted in the middle, stops at the
 * network's length (Mastercard 16, American Express 15, at most 19) and shows the network it recognises from
 * the first digits: Visa, Mastercard, American Express, Discover, Diners Club, JCB or UnionPay. `value` and
 * `onChange(digits)` carry digits only (a `name` submits digits only too). It does not check the number: the
 * Luhn check and the messages are the form's (`@round/forms`). `detectCardBrand(digits)` and
 * `formatCardNumber(digits)` are exported for showing a saved card. The networks' names are a prop
 * (`brandLabels`).
 *
 * **Accessibility:** no APG pattern of its own: a native text input (`inputmode="numeric"`,
 * `autocomplete="cc-number"`, so phones show digits and browsers offer saved cards) with its `<label>`, hint
 * and error as in every field. The network's name is shown beside the input and sits in a polite live
 * region, so it is announced when recognised, and it is part of the input's description.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the input |
 * | Digits | Are added and grouped; other characters are ignored |
 * | Backspace / Delete | Remove a digit; next to a space they remove the digit beyond it |
 */
const meta = {
  title: "Forms/CardNumberField",
  component: CardNumberField,
  args: { label: "Card number", onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a Visa number: grouped in fours, 'Visa' shown and announced. */
export const Default: Story = {
  args: { placeholder: "1234 1234 1234 1234" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = input(canvasElement);
    await expect(field).toHaveAttribute("autocomplete", "cc-number");
    await userEvent.type(field, "4242424242424242");
    await expect(field).toHaveValue("4242 4242 4242 4242");
    await expect(args.onChange).toHaveBeenLastCalledWith("4242424242424242");
    const brand = canvas.getByText("Visa");
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute("aria-live", "polite");
    await expect(field).toHaveAccessibleDescription("Visa");
  },
};

/** Nothing typed yet: the placeholder, and no network named. */
export const Empty: Story = {
  args: { placeholder: "1234 1234 1234 1234", hint: "Visa, Mastercard, American Express and more" },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue("");
    await expect(field).toHaveAttribute("placeholder", "1234 1234 1234 1234");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toHaveAccessibleDescription("Visa, Mastercard, American Express and more");
  },
};

/** American Express: 4-6-5, and no more than 15 digits. */
export const AmericanExpress: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.type(field, "3782822463100059999");
    await expect(field).toHaveValue("3782 822463 10005");
    await expect(args.onChange).toHaveBeenLastCalledWith("378282246310005");
    await expect(within(canvasElement).getByText("American Express")).toBeVisible();
  },
};

/** A saved number shown by the form, with its network. */
export const Filled: Story = {
  args: { defaultValue: "5555555555554444", hint: "The card is charged on the 1st of each month" },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue("5555 5555 5555 4444");
    await expect(within(canvasElement).getByText("Mastercard")).toBeVisible();
    await expect(field).toHaveAccessibleDescription(
      "Mastercard The card is charged on the 1st of each month",
    );
  },
};

/** Editing in the middle: the caret stays after the digit typed, Backspace after a space removes a digit. */
export const EditingInTheMiddle: Story = {
  args: { defaultValue: "4242424242424242" },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.click(field);
    field.setSelectionRange(5, 5);
    await userEvent.keyboard("{Backspace}");
    await expect(field).toHaveValue("4244 2424 2424 242");
    await expect(field.selectionStart).toBe(3);
    await userEvent.keyboard("9");
    await expect(field).toHaveValue("4249 4242 4242 4242");
    await expect(field.selectionStart).toBe(4);
  },
};

/** Digits of no known network: grouped in fours, no name shown. */
export const UnknownNetwork: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.type(field, "9999 88887777a6666");
    await expect(field).toHaveValue("9999 8888 7777 6666");
    await expect(args.onChange).toHaveBeenLastCalledWith("9999888877776666");
    await expect(field).not.toHaveAccessibleDescription();
  },
};

/** The form's message after its Luhn check. */
export const WithError: Story = {
  args: { defaultValue: "4242424242424241", error: "Check the card number", required: true },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Visa Check the card number");
    await expect(within(canvasElement).getByText("Check the card number")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: "6011111111111117", disabled: true },
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await expect(field).toBeDisabled();
    await expect(field).toHaveValue("6011 1111 1111 1117");
    await userEvent.type(field, "1", { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A 19-digit number, the longest network name and a label with no place to break, in a narrow column. */
export const LongText: Story = {
  args: { label: UNBROKEN, defaultValue: "6200000000000000005", brandLabels: { unionpay: UNBROKEN } },
  decorators: [inColumn({ maxWidth: 280 })],
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, UNBROKEN);
    await expect(field).toHaveValue("6200 0000 0000 0000 005");
    await expectNoOverflow(within(canvasElement).getByTestId("column"));
  },
};

export const NarrowViewport: Story = {
  ...AmericanExpress,
  globals: { viewport: { value: "mobile" } },
};
