import { type ViewMode, ViewModeSwitch } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/**
 * Chooses how results are shown: any of table, grid and list, as a segmented control of icons. The
 * screens use grid/list (catalog) and table/grid (customers).
 *
 * **Accessibility:** follows the WAI-ARIA APG [Radio Group](https://www.w3.org/WAI/ARIA/apg/patterns/radio/) pattern:
 * `role="radiogroup"` named 'View mode', each option a `role="radio"` button named 'Table view', 'Grid
 * view' or 'List view' (the `labels` prop) with `aria-checked`. The group is one Tab stop (roving
 * focus); arrows move and select at once. Icon-only options show their name as a tooltip.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the selected option |
 * | ArrowRight / ArrowDown | Selects the next option (wrapping) |
 * | ArrowLeft / ArrowUp | Selects the previous option (wrapping) |
 * | Home / End | Selects the first / last option |
 * | Space | Selects the focused option |
 */
const meta = {
  title: "Data/ViewModeSwitch",
  component: ViewModeSwitch,
  args: { modes: ["table", "grid", "list"], value: "table", onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<ViewMode>(args.value);
    return (
      <ViewModeSwitch
        {...args}
        value={value}
        onChange={(mode) => {
          setValue(mode);
          args.onChange(mode);
        }}
      />
    );
  },
} satisfies Meta<typeof ViewModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "View mode" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Table view" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Grid view" }));
    await expect(args.onChange).toHaveBeenCalledWith("grid");
    await expect(canvas.getByRole("radio", { name: "Grid view" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Table view" })).not.toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Table view" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Grid view" })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith("grid");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("radio", { name: "List view" })).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Table view" })).toBeChecked();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "List view" })).toHaveFocus();
    // One Tab stop: Tab leaves the group.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const GridAndList: Story = {
  args: { modes: ["grid", "list"], value: "grid" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("radio")).toHaveLength(2);
    await expect(canvas.queryByRole("radio", { name: "Table view" })).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: "List view" }));
    await expect(args.onChange).toHaveBeenCalledWith("list");
  },
};

export const TableAndGrid: Story = {
  args: { modes: ["table", "grid"], value: "grid" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Grid view" })).toHaveFocus();
  },
};

export const WithLabels: Story = {
  args: { showLabels: true, labels: { table: "Table", grid: "Cards", list: "List" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Cards")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Cards" }));
    await expect(canvas.getByRole("radio", { name: "Cards" })).toBeChecked();
  },
};

/** Shown labels with no place to break wrap inside each option; the group stays inside its container. */
export const LongUnbrokenLabels: Story = {
  args: { showLabels: true, modes: ["table", "grid"], labels: { table: UNBROKEN, grid: "Grid view" } },
  decorators: [inColumn({ width: 260 })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectNoOverflow(canvas.getByTestId("column"));
    await expectNoOverflow(canvas.getByRole("radiogroup"));
    await userEvent.click(canvas.getByRole("radio", { name: "Grid view" }));
    await expect(args.onChange).toHaveBeenCalledWith("grid");
  },
};

export const Dark: Story = {
  ...Keyboard,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
