import { EditIcon, IconButton, MoreIcon, PlusIcon, TrashIcon } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/**
 * A square button showing only an icon, for compact actions in rows, cards and toolbars: edit, delete, more
 * actions, close. It takes the Button's `variant` (ghost by default) and `size`, and every native button
 * prop. Use a Button with text when there is room: an icon alone is harder to understand.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Button](https://www.w3.org/WAI/ARIA/apg/patterns/button/)
 * pattern with a native `<button type="button">`. `label` is required: it is the accessible name
 * (`aria-label`) and the native tooltip (`title`, unless one is given), since the icon says nothing to a
 * screen reader. Name it for what it acts on when a page has many ('Delete Pro Monthly'). Disabled, it
 * leaves the Tab order. The focus ring is the shared 2px outline.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the button |
 * | Enter / Space | Activates the button |
 */
const meta = {
  title: "Actions/IconButton",
  component: IconButton,
  args: { label: "Edit plan", icon: <EditIcon />, onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Edit plan" });
    await expect(button).toHaveAttribute("title", "Edit plan");
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <IconButton {...args} variant="primary" label="Create plan" icon={<PlusIcon />} />
      <IconButton {...args} variant="secondary" label="Edit plan" icon={<EditIcon />} />
      <IconButton {...args} variant="ghost" label="More actions" icon={<MoreIcon />} />
      <IconButton {...args} variant="danger" label="Delete plan" icon={<TrashIcon />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Create plan", "Edit plan", "More actions", "Delete plan"]) {
      const button = canvas.getByRole("button", { name });
      await expect(button).toBeVisible();
      // Square whatever the variant.
      const box = button.getBoundingClientRect();
      await expect(Math.abs(box.width - box.height)).toBeLessThan(1);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <IconButton {...args} size="sm" label="Small" />
      <IconButton {...args} size="md" label="Medium" />
      <IconButton {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [small, medium, large] = ["Small", "Medium", "Large"].map(
      (name) => canvas.getByRole("button", { name }).getBoundingClientRect().width,
    );
    await expect(small).toBe(32);
    await expect(medium).toBe(40);
    await expect(large).toBe(48);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Edit plan" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    // Out of the Tab order.
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

/** A long name changes nothing on screen: the button stays square, and the whole name is read. */
export const LongUnbrokenLabel: Story = {
  args: { label: UNBROKEN },
  decorators: [inColumn({ width: 120 })],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: UNBROKEN });
    await expect(button).toHaveAttribute("title", UNBROKEN);
    await expect(button.getBoundingClientRect().width).toBe(40);
    await expectNoOverflow(within(canvasElement).getByTestId("column"));
  },
};

/** Reached with Tab, it shows the focus ring; Enter and Space activate it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Edit plan" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.matches(":focus-visible")).toBe(true);
    await expect(getComputedStyle(button).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Variants,
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("button", { name: "Delete plan" }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(canvasElement);
  },
};
