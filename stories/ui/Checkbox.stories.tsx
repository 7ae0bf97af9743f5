import { Checkbox } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/**
 * A checkbox with a label and an optional description, for yes/no choices that take effect when a form is
 * submitted ("Show in checkout", "I accept the terms"). `indeterminate` shows a dash for "some of these".
 *
 * **Accessibility:** follows the WAI-ARIA APG [Checkbox](https://www.w3.org/WAI/ARIA/apg/patterns/checkbox/) pattern (dual-state, or
 * mixed with `indeterminate`) with a native `<input type="checkbox">` and a `<label>` (the label is clickable); the
 * description and error are tied with `aria-describedby`. Indeterminate is the native state, read as "mixed".
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the checkbox |
 * | Space | Checks or unchecks it |
 */
const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: "Show in checkout", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Show in checkout" });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(canvasElement).getByText("Show in checkout"));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: {
    label: "Allow downgrades",
    description: "Customers can move to a cheaper plan from the portal at the end of the billing period.",
    defaultChecked: true,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Allow downgrades" });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription(
      "Customers can move to a cheaper plan from the portal at the end of the billing period.",
    );
  },
};

const plans = ["Starter", "Growth", "Scale"];

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(["Growth"]);
  const all = chosen.length === plans.length;
  return (
    <div style={{ display: "grid", gap: 12 }}>
      <Checkbox
        label="All plans"
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onCheckedChange={(checked) => setChosen(checked ? plans : [])}
      />
      <div style={{ display: "grid", gap: 8, paddingInlineStart: 26 }}>
        {plans.map((plan) => (
          <Checkbox
            key={plan}
            label={plan}
            checked={chosen.includes(plan)}
            onCheckedChange={(checked) =>
              setChosen((current) => (checked ? [...current, plan] : current.filter((item) => item !== plan)))
            }
          />
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole("checkbox", { name: "All plans" }) as HTMLInputElement;
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Starter" })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Scale" }));
    await expect(all).toBePartiallyChecked();
  },
};

export const RequiredWithError: Story = {
  args: {
    label: "I accept the terms of service",
    required: true,
    error: "You must accept the terms to continue",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole("checkbox", { name: "I accept the terms of service" });
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAttribute("aria-required", "true");
    await expect(checkbox).toHaveAccessibleDescription("You must accept the terms to continue");
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 12 }}>
      <Checkbox {...args} label="Allow cancellation" disabled />
      <Checkbox {...args} label="Show in portal" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const off = canvas.getByRole("checkbox", { name: "Allow cancellation" });
    await expect(off).toBeDisabled();
    await userEvent.click(off, { pointerEventsCheck: 0 });
    await expect(off).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Show in portal" })).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      "Send the customer an email with a copy of every invoice and every payment receipt as soon as it is created",
    description:
      "Applies-to-every-subscription-in-this-organization-including-those-created-through-the-API-and-imports",
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox");
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A label and description with no place to break wrap inside the 360px column. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, description: UNBROKEN, error: UNBROKEN },
  decorators: [inColumn({ maxWidth: 360 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: UNBROKEN }));
    await expect(canvas.getByRole("checkbox", { name: UNBROKEN })).toBeChecked();
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 12 }}>
      <Checkbox {...args} />
      <Checkbox label="Show in portal" description="Visible to customers" defaultChecked />
      <Checkbox label="Some plans" indeterminate />
      <Checkbox label="I accept the terms" required error="You must accept the terms to continue" />
      <Checkbox label="Locked" disabled defaultChecked />
    </div>
  ),
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Show in checkout" });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const NarrowViewport: Story = {
  ...WithDescription,
  globals: { viewport: { value: "mobile" } },
};
