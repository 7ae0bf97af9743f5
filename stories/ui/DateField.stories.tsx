import { DateField } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";

/**
 * A labelled native date input: the browser's own calendar picker, keyboard handling and locale display. Its
 * value is always 'YYYY-MM-DD' ('' when empty), as are `min` and `max`.
 *
 * **Accessibility:** no APG pattern of its own: the browser's native `<input type="date">` (its own
 * date parts and picker) with a `<label>`; hint and error as on TextField.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab / Shift+Tab | Move between the day, month and year parts, then on |
 * | Digits | Type the focused part |
 * | ArrowUp / ArrowDown | Change the focused part |
 * | Alt+ArrowDown (Chromium) | Opens the calendar |
 */
const meta = {
  title: "Forms/DateField",
  component: DateField,
  args: { label: "Valid from", onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date input has no role to query it by: find it by its label (which may end with the required mark). */
const dateInput = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByLabelText(name, { exact: false }) as HTMLInputElement;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = dateInput(canvasElement, "Valid from");
    await expect(input).toHaveAttribute("type", "date");
    // Shown in the reader's locale; typed and stored as ISO.
    await userEvent.type(input, "2025-03-15");
    await expect(input).toHaveValue("2025-03-15");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2025-03-15");
  },
};

export const WithValue: Story = {
  args: { defaultValue: "2025-01-31", hint: "The first day the coupon can be redeemed" },
  play: async ({ canvasElement }) => {
    const input = dateInput(canvasElement, "Valid from");
    await expect(input).toHaveValue("2025-01-31");
    await expect(input).toHaveAccessibleDescription("The first day the coupon can be redeemed");
  },
};

function Range() {
  const [from, setFrom] = useState("2025-01-01");
  const [until, setUntil] = useState("2025-12-31");
  return (
    <div style={{ display: "grid", gap: 16 }}>
      <DateField label="Valid from" value={from} max={until} onValueChange={setFrom} />
      <DateField label="Valid until" value={until} min={from} onValueChange={setUntil} />
    </div>
  );
}

export const MinAndMax: Story = {
  render: () => <Range />,
  play: async ({ canvasElement }) => {
    const until = dateInput(canvasElement, "Valid until");
    await expect(until).toHaveAttribute("min", "2025-01-01");
    await expect(dateInput(canvasElement, "Valid from")).toHaveAttribute("max", "2025-12-31");
    await userEvent.clear(until);
    await userEvent.type(until, "2025-06-30");
    await expect(until).toHaveValue("2025-06-30");
    await expect(dateInput(canvasElement, "Valid from")).toHaveAttribute("max", "2025-06-30");
  },
};

export const WithError: Story = {
  args: {
    label: "Valid until",
    required: true,
    defaultValue: "2024-12-31",
    error: "The end date must be after the start date",
  },
  play: async ({ canvasElement }) => {
    const input = dateInput(canvasElement, "Valid until");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(input).toHaveAccessibleDescription("The end date must be after the start date");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "2025-02-01" },
  play: async ({ canvasElement, args }) => {
    const input = dateInput(canvasElement, "Valid from");
    await expect(input).toBeDisabled();
    await userEvent.type(input, "2030-01-01", { pointerEventsCheck: 0 });
    await expect(input).toHaveValue("2025-02-01");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  ...WithValue,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
