import { Switch } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/**
 * An on/off switch for a setting that takes effect at once ("Portal access", "Metered billing"). For a choice
 * submitted with a form, use Checkbox.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Switch](https://www.w3.org/WAI/ARIA/apg/patterns/switch/) pattern: a native
 * checkbox with `role="switch"`, read as "on"/"off", with a clickable `<label>` and an optional description.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the switch |
 * | Space | Turns it on or off |
 */
const meta = {
  title: "Forms/Switch",
  component: Switch,
  args: { label: "Portal access", onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Portal access" });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultChecked: true, description: "Customers can manage their subscription and invoices" },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Portal access" });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription("Customers can manage their subscription and invoices");
    await userEvent.click(within(canvasElement).getByText("Portal access"));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

function Controlled() {
  const [on, setOn] = useState(false);
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <Switch label="Metered billing" checked={on} onCheckedChange={setOn} />
      <output>{on ? "Usage is billed at the end of each period" : "Usage is not billed"}</output>
    </div>
  );
}

export const ControlledSetting: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Metered billing" }));
    await expect(canvas.getByText("Usage is billed at the end of each period")).toBeVisible();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 12 }}>
      <Switch {...args} disabled />
      <Switch {...args} label="Allow upgrades" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const off = canvas.getByRole("switch", { name: "Portal access" });
    await expect(off).toBeDisabled();
    await userEvent.click(off, { pointerEventsCheck: 0 });
    await expect(off).not.toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Allow upgrades" })).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      "Email customers a reminder three days before their trial ends and again on the last day of the trial",
    description: "Reminder-emails-use-the-template-configured-under-Settings-Notifications-Trial-ending",
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch");
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A label and description with no place to break wrap inside the 360px column. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, description: UNBROKEN },
  decorators: [inColumn({ maxWidth: 360 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: UNBROKEN }));
    await expect(canvas.getByRole("switch", { name: UNBROKEN })).toBeChecked();
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 12 }}>
      <Switch {...args} />
      <Switch label="Allow upgrades" defaultChecked description="Customers can move to a bigger plan" />
      <Switch label="Locked setting" disabled defaultChecked />
    </div>
  ),
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Portal access" });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const NarrowViewport: Story = {
  ...On,
  globals: { viewport: { value: "mobile" } },
};
