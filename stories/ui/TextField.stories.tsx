import { TextField } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, UNBROKEN } from "./longText";

/**
 * A labelled single-line text input, with optional hint, error message and prefix/suffix adornments.
 * Every native input prop (`type`, `autoComplete`, `maxLength`, `onBlur`, ...) reaches the `<input>`; the ref too.
 *
 * **Accessibility:** no APG pattern of its own: a native `<input>` with a `<label>`. The hint, the adornments and the error are tied to it
 * with `aria-describedby`; an error sets `aria-invalid` and is announced politely (`aria-live`). Required fields
 * show an asterisk that screen readers skip, and carry `aria-required`.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the input |
 * | Typing | Edits the text |
 */
const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { label: "Company name", onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: "Acme Inc." },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Company name" });
    await userEvent.click(within(canvasElement).getByText("Company name"));
    await expect(input).toHaveFocus();
    await userEvent.type(input, "Round Billing Ltd");
    await expect(input).toHaveValue("Round Billing Ltd");
    await expect(args.onChange).toHaveBeenCalledTimes(17);
  },
};

export const WithHint: Story = {
  args: { label: "Website", type: "url", hint: "Starts with https://", placeholder: "https://example.com" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Website" });
    await expect(input).toHaveAccessibleDescription("Starts with https://");
    await userEvent.type(input, "https://round.example");
    await expect(input).toHaveValue("https://round.example");
  },
};

export const Required: Story = {
  args: { label: "Email", type: "email", required: true, autoComplete: "email" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The asterisk is seen but not read: the name stays "Email".
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(canvas.getByText("*")).toBeVisible();
    await userEvent.type(input, "ada@example.com");
    await expect(input).toHaveValue("ada@example.com");
  },
};

export const WithError: Story = {
  args: {
    label: "Email",
    type: "email",
    required: true,
    defaultValue: "ada@",
    hint: "We send the confirmation link here",
    error: "Enter a valid email address",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "We send the confirmation link here Enter a valid email address",
    );
    await expect(canvas.getByText("Enter a valid email address")).toBeVisible();
  },
};

function ValidatedOnBlur() {
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const error = touched && value.trim().length < 2 ? "Company name must be at least 2 characters" : undefined;
  return (
    <TextField
      label="Company name"
      required
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => setTouched(true)}
      error={error}
    />
  );
}

export const ValidationOnBlur: Story = {
  render: () => <ValidatedOnBlur />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Company name" });
    await userEvent.click(input);
    await userEvent.type(input, "A");
    await userEvent.tab();
    const message = canvas.getByText("Company name must be at least 2 characters");
    await expect(message).toBeVisible();
    // The message sits in a polite live region, so it is announced when it appears.
    await expect(message.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(input, "cme");
    await expect(canvas.queryByText("Company name must be at least 2 characters")).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const PrefixAndSuffix: Story = {
  args: { label: "Annual revenue", prefix: "$", suffix: "USD", inputMode: "decimal", defaultValue: "250000" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Annual revenue" });
    // The adornments are read with the field, not lost to screen readers.
    await expect(input).toHaveAccessibleDescription("$ USD");
    await userEvent.clear(input);
    await userEvent.type(input, "1200");
    await expect(input).toHaveValue("1200");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Acme Inc.", hint: "Set by your organization's owner" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Company name" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x", { pointerEventsCheck: 0 });
    await expect(input).toHaveValue("Acme Inc.");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A value people can read and copy but not change (for example the invited email address). */
export const ReadOnly: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <TextField {...args} />
      <TextField label="Full name" defaultValue="Jordan Lee" />
    </div>
  ),
  args: { label: "Email", readOnly: true, defaultValue: "jordan@acme.example", hint: "From your invitation" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("readonly");
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("jordan@acme.example");
    await expect(args.onChange).not.toHaveBeenCalled();
    // The read-only box sits on the sunken surface, so it does not look like the editable field beside it.
    const editable = canvas.getByRole("textbox", { name: "Full name" });
    const background = (field: HTMLElement) =>
      getComputedStyle(field.parentElement as HTMLElement).backgroundColor;
    await expect(background(input)).not.toBe(background(editable));
  },
};

export const LongText: Story = {
  args: {
    label: "Legal name of the company as registered with the tax authority in its country of incorporation",
    defaultValue: "Supercalifragilisticexpialidocious-International-Subscription-Holdings-Limited",
    error:
      "This name is longer than the 100 characters allowed by the registry of the country of incorporation",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: /Legal name/ });
    await expect(input).toBeVisible();
    // Nothing spills out of the 360px column.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A label, hint and error with no place to break wrap inside the column; the value scrolls in the input. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, hint: UNBROKEN, error: UNBROKEN, defaultValue: UNBROKEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: UNBROKEN })).toHaveValue(UNBROKEN);
    await expectNoOverflow(canvasElement);
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <TextField {...args} placeholder="Acme Inc." />
      <TextField label="Website" hint="Starts with https://" prefix="https://" />
      <TextField label="Email" required defaultValue="ada@" error="Enter a valid email address" />
      <TextField label="Plan code" disabled defaultValue="PRO-2024" />
    </div>
  ),
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox", { name: "Company name" }));
    await userEvent.keyboard("Acme");
    await expect(canvas.getByRole("textbox", { name: "Company name" })).toHaveValue("Acme");
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  },
};

export const NarrowViewport: Story = {
  args: {
    label: "Street Address",
    required: true,
    hint: "Number and street",
    error: "Enter a street address",
  },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Street Address" });
    await userEvent.type(input, "1 Infinite Loop");
    await expect(input).toHaveValue("1 Infinite Loop");
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
