import { TextArea } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, UNBROKEN } from "./longText";

/**
 * A labelled multi-line text input for descriptions and notes; `rows` sets its starting height and people can
 * drag it taller. Hint, error and required work as on TextField.
 *
 * **Accessibility:** no APG pattern of its own: a native `<textarea>` with a `<label>`; hint and error are tied with `aria-describedby`,
 * an error sets `aria-invalid` and is announced politely.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the text area |
 * | Enter | Starts a new line |
 */
const meta = {
  title: "Forms/TextArea",
  component: TextArea,
  args: { label: "Description", onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: "What does your company do?" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Description" });
    await expect(input).toHaveAttribute("rows", "3");
    await userEvent.type(input, "Billing for SaaS.{Enter}Since 2024.");
    await expect(input).toHaveValue("Billing for SaaS.\nSince 2024.");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const MoreRows: Story = {
  args: { rows: 6, hint: "10 to 500 characters" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Description" });
    await expect(input).toHaveAccessibleDescription("10 to 500 characters");
    await expect(input.getBoundingClientRect().height).toBeGreaterThan(120);
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: "Short", error: "Description must be at least 10 characters" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Description" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(input).toHaveAccessibleDescription("Description must be at least 10 characters");
    await userEvent.type(input, " and sweet");
    await expect(input).toHaveValue("Short and sweet");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Imported from the previous billing system." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Description" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x", { pointerEventsCheck: 0 });
    await expect(input).toHaveValue("Imported from the previous billing system.");
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      "Subscription-billing-and-revenue-management-for-companies-that-sell-plans-add-ons-and-usage-based-charges " +
      "with trials, coupons, invoices, payments, dunning, tax, and revenue recognition across many currencies. ".repeat(
        4,
      ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Description" });
    await expect(input.scrollHeight).toBeGreaterThan(input.clientHeight);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Text with no place to break wraps inside the text area instead of scrolling it sideways. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, hint: UNBROKEN, defaultValue: UNBROKEN.repeat(3) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: UNBROKEN });
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
    await expectNoOverflow(canvasElement);
  },
};

export const Dark: Story = {
  ...WithError,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  args: { hint: "Shown on your public profile" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Description" });
    await userEvent.type(input, "We bill.");
    await expect(input).toHaveValue("We bill.");
  },
};
