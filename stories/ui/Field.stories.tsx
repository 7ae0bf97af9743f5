import { CopyIcon, Field, IconButton } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, UNBROKEN } from "./longText";

/**
 * The frame every text-like control shares (TextField, PasswordField, TextArea, NumberField, DateField, Select,
 * SearchableSelect, SearchBox): the label with its required mark, a bordered box with optional prefix, suffix and
 * action buttons, the hint and the error message. Use it to give a control of your own the same look and
 * behaviour: it passes `id`, `className` and the `aria-*` attributes to the function you render it with.
 *
 * **Accessibility:** no APG pattern of its own: it labels the native control inside it (or the pattern of
 * the control it frames, such as SearchableSelect's combobox). The `<label>` is tied to the control by `id`; the asterisk is `aria-hidden` and the control
 * gets `aria-required`. Prefix, suffix, hint and error are listed in `aria-describedby`; an error sets
 * `aria-invalid` and is written into a polite live region that is always present, so it is announced when it
 * appears.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves to the control, then to the action buttons |
 */
const meta = {
  title: "Forms/Field",
  component: Field,
  args: { label: "Coupon code", children: (control) => <input {...control} defaultValue="SPRING25" /> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Coupon code"));
    const input = canvas.getByRole("textbox", { name: "Coupon code" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{End}X");
    await expect(input).toHaveValue("SPRING25X");
  },
};

const copied = fn();

export const WithAdornmentsAndAction: Story = {
  args: {
    label: "Portal address",
    hint: "Share this with your customers",
    prefix: "https://",
    suffix: ".round.app",
    action: <IconButton size="sm" label="Copy address" icon={<CopyIcon />} onClick={copied} />,
    children: (control) => <input {...control} readOnly value="acme" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Portal address" });
    await expect(input).toHaveAccessibleDescription("https:// .round.app Share this with your customers");
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Copy address" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(copied).toHaveBeenCalled();
  },
};

function Validated() {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  return (
    <Field label="Tax ID" required error={error} hint="5 to 20 characters">
      {(control) => (
        <input
          {...control}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setError(value.length < 5 ? "Tax ID must be at least 5 characters" : undefined)}
        />
      )}
    </Field>
  );
}

export const RequiredWithError: Story = {
  render: () => <Validated />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Tax ID" });
    await expect(input).toHaveAttribute("aria-required", "true");
    await userEvent.type(input, "12");
    await userEvent.tab();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "5 to 20 characters Tax ID must be at least 5 characters",
    );
    await expect(
      canvas.getByText("Tax ID must be at least 5 characters").closest("[aria-live]"),
    ).toHaveAttribute("aria-live", "polite");
  },
};

export const HiddenLabel: Story = {
  args: {
    label: "Filter by name",
    hideLabel: true,
    children: (control) => <input {...control} placeholder="Filter" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Kept for screen readers, but takes no room on screen.
    await expect(canvas.getByText("Filter by name").getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.type(canvas.getByRole("textbox", { name: "Filter by name" }), "acme");
    await expect(canvas.getByRole("textbox", { name: "Filter by name" })).toHaveValue("acme");
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: (control) => <input {...control} defaultValue="SPRING25" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Coupon code" })).toBeDisabled();
  },
};

/** A label, hint, error and prefix with no place to break wrap inside the 360px column. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, hint: UNBROKEN, error: UNBROKEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: UNBROKEN })).toBeVisible();
    await expectNoOverflow(canvasElement.firstElementChild as HTMLElement);
  },
};

export const Dark: Story = {
  ...WithAdornmentsAndAction,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...RequiredWithError,
  globals: { viewport: { value: "mobile" } },
};
