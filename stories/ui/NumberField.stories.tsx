import { NumberField } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";

/**
 * A text field for numbers: revenue, seats, trial days, percentages. Its value is a `number` or `null` (empty).
 * Characters that cannot make a number are refused as they are typed (spaces and thousands commas are dropped);
 * a number is kept as typed, even beyond `min`/`max` or below zero: the form says what is wrong with it (its
 * schema's message under the field) rather than the field changing it silently.
 *
 * **Accessibility:** no APG pattern of its own (not a spin button, on purpose): a native text `<input>`
 * with `inputMode` for a numeric keyboard on phones (a
 * `type="number"` input would change the value on scroll and hide invalid text). Label, hint and error as on
 * TextField.
 *
 * | Key | Action |
 * | --- | --- |
 * | Digits, `.`, `-` | Edit the number (anything else is refused) |
 * | ArrowUp / ArrowDown | Add / remove one `step`, within min and max |
 * | Tab | Leaves the field; the number stays as typed ("4." reads "4") |
 */
const meta = {
  title: "Forms/NumberField",
  component: NumberField,
  args: { label: "Seats", onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Seats" });
    await userEvent.type(input, "12");
    await expect(input).toHaveValue("12");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
  },
};

export const RejectsNonNumbers: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Seats" });
    await userEvent.type(input, "1a2b.5x");
    await expect(input).toHaveValue("12.5");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12.5);
  },
};

export const KeepsWhatIsTyped: Story = {
  args: { min: 1, max: 50, hint: "Between 1 and 50" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Seats" });
    await userEvent.type(input, "80");
    await userEvent.tab();
    // Not clamped to 50: the form explains what is wrong.
    await expect(input).toHaveValue("80");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(80);
    await userEvent.clear(input);
    await userEvent.type(input, "-5");
    await userEvent.tab();
    await expect(input).toHaveValue("-5");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(-5);
  },
};

export const ArrowKeysStep: Story = {
  args: { label: "Trial days", defaultValue: 14, step: 7, min: 0, max: 90, suffix: "days" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Trial days" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("28");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("21");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(21);
  },
};

export const Currency: Story = {
  args: { label: "Annual revenue", prefix: "$", suffix: "USD", min: 0, defaultValue: 250000 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Annual revenue" });
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(input).toHaveAccessibleDescription("$ USD");
    // Thousands separators are dropped; a minus is kept, for the form to refuse with its own message.
    await userEvent.clear(input);
    await userEvent.type(input, "-1,200");
    await expect(input).toHaveValue("-1200");
  },
};

function Controlled() {
  const [value, setValue] = useState<number | null>(10);
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <NumberField label="Discount" suffix="%" min={0} max={100} value={value} onValueChange={setValue} />
      <output>Saved value: {value === null ? "empty" : value}</output>
    </div>
  );
}

export const ControlledEmptyIsNull: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Discount" });
    await userEvent.clear(input);
    await expect(canvas.getByText("Saved value: empty")).toBeVisible();
    await userEvent.type(input, "150");
    await userEvent.tab();
    await expect(canvas.getByText("Saved value: 150")).toBeVisible();
  },
};

export const WithError: Story = {
  args: { label: "Max redemptions", required: true, defaultValue: 0, error: "Must be at least 1" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Max redemptions" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Must be at least 1");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 5 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Seats" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "9", { pointerEventsCheck: 0 });
    await expect(input).toHaveValue("5");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LargeNumber: Story = {
  args: { label: "Usage units", defaultValue: 123456789012345 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Usage units" });
    await expect(input).toHaveValue("123456789012345");
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Dark: Story = {
  ...ArrowKeysStep,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...KeepsWhatIsTyped,
  globals: { viewport: { value: "mobile" } },
};
