import { Select } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const currencies = [
  { value: "USD", label: "US Dollar (USD)" },
  { value: "EUR", label: "Euro (EUR)" },
  { value: "GBP", label: "British Pound (GBP)" },
  { value: "CAD", label: "Canadian Dollar (CAD)" },
  { value: "AUD", label: "Australian Dollar (AUD)" },
  { value: "JPY", label: "Japanese Yen (JPY)", disabled: true },
];

/**
 * A simple choice from a short, fixed list (currency, time zone, fiscal year start). It is a styled native
 * `<select>`, so the list, the keyboard and screen reader support are the platform's own. For long or loaded
 * lists that people search, use SearchableSelect.
 *
 * **Accessibility:** no APG pattern of its own: the platform's native `<select>` (not an ARIA
 * listbox or combobox) with a `<label>`; hint and error tied with `aria-describedby`, an error
 * sets `aria-invalid` and is announced politely. The placeholder is an empty first option (not choosable again
 * when the field is required).
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the select |
 * | ArrowUp / ArrowDown | Change the choice (or move in the open list) |
 * | Typing | Jumps to the option starting with those letters |
 * | Space / Alt+ArrowDown | Open the list |
 */
const meta = {
  title: "Forms/Select",
  component: Select,
  args: { label: "Currency", options: currencies, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: "USD" },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Currency" });
    await expect(select).toHaveValue("USD");
    await userEvent.selectOptions(select, "EUR");
    await expect(select).toHaveValue("EUR");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("EUR");
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: "Select a currency" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "Currency" });
    await expect(select).toHaveValue("");
    await expect(select).toHaveDisplayValue("Select a currency");
    await userEvent.selectOptions(select, "GBP");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("GBP");
    // Not required: the placeholder can be chosen again to clear it.
    await userEvent.selectOptions(select, "");
    await expect(select).toHaveValue("");
  },
};

export const RequiredWithError: Story = {
  args: {
    placeholder: "Select a currency",
    required: true,
    hint: "Invoices are issued in this currency",
    error: "Select a currency",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "Currency" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAttribute("aria-required", "true");
    await expect(select).toHaveAccessibleDescription(
      "Invoices are issued in this currency Select a currency",
    );
    await expect(canvas.getByRole("option", { name: "Select a currency" })).toBeDisabled();
    await expect(canvas.getByRole("option", { name: "Japanese Yen (JPY)" })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: "USD" },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Currency" });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, "CAD");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("CAD");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "EUR" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Currency" });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue("EUR");
  },
};

export const LongText: Story = {
  args: {
    label: "Time zone used for billing dates, renewals and every scheduled email",
    defaultValue: "long",
    options: [
      { value: "utc", label: "UTC" },
      { value: "long", label: "(GMT+10:00) Australian Eastern Standard Time - Canberra, Melbourne, Sydney" },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: /Time zone/ });
    await expect(select).toHaveValue("long");
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A label, hint and option with no place to break stay inside the 360px column. */
export const LongUnbrokenText: Story = {
  args: {
    label: UNBROKEN,
    hint: UNBROKEN,
    defaultValue: "long",
    options: [
      { value: "utc", label: "UTC" },
      { value: "long", label: UNBROKEN },
    ],
  },
  decorators: [inColumn({ maxWidth: 360 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: UNBROKEN })).toHaveValue("long");
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const Dark: Story = {
  ...RequiredWithError,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
