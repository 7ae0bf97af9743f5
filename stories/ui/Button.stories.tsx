import { Button, PlusIcon } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/**
 * The action button.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Button](https://www.w3.org/WAI/ARIA/apg/patterns/button/) pattern with a native `<button>`.
 * It is reached with Tab and activated with Enter or Space.
 * While `loading` it stays focusable, announces itself busy (`aria-busy`) and ignores activation.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the button |
 * | Enter / Space | Activates the button |
 */
const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: "Save changes", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save changes" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Primary", "Secondary", "Ghost", "Delete"]) {
      await expect(canvas.getByRole("button", { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole("button", { name: "Small" }).getBoundingClientRect().height;
    const large = canvas.getByRole("button", { name: "Large" }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const WithIcon: Story = {
  args: { icon: <PlusIcon />, children: "Create Plan" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Create Plan" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: "Saving...", children: "Save" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Saving..." });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save changes" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: "Create Account" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Create Account" });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(400);
  },
};

export const LongText: Story = {
  args: { children: "Send the confirmation email again to every pending member of this organization" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toBeVisible();
  },
};

/** A label with no place to break wraps inside its container instead of sticking out. */
export const LongUnbrokenText: Story = {
  args: { children: UNBROKEN },
  decorators: [inColumn({ width: 200 })],
  play: async ({ canvasElement, args }) => {
    const column = within(canvasElement).getByTestId("column");
    const button = within(canvasElement).getByRole("button", { name: UNBROKEN });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right,
    );
    await expectNoOverflow(column);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...FullWidth,
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Create Account" })).toBeVisible();
  },
};
