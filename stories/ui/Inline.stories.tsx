import { Button, Inline, PlusIcon, StatusBadge } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const onExport = fn().mockName("export");
const onAdd = fn().mockName("add customer");

/**
 * Puts its children side by side with a gap from the space scale, wrapping onto more rows when they do
 * not fit: a row of buttons, badges beside a title, a toolbar. `align` lines the children up vertically
 * (centred by default), `justify` spreads them (`between` pushes the first and last to the edges). A child
 * is never wider than the row: it moves to its own line and may wrap inside it.
 *
 * **Accessibility:** no WAI-ARIA pattern: a layout container with no role of its own (a `div` unless `as`
 * names an element with its own semantics, such as `ul` or `nav`). Visual order is DOM order, so reading
 * and focus order follow what people see, also when the row wraps.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves through the controls inside, left to right, row by row |
 */
const meta = {
  title: "Layout/Inline",
  component: Inline,
  beforeEach: () => {
    onExport.mockClear();
    onAdd.mockClear();
  },
  argTypes: {
    gap: { control: "select", options: ["none", "xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] },
    align: { control: "inline-radio", options: ["start", "center", "end", "baseline", "stretch"] },
    justify: { control: "inline-radio", options: ["start", "center", "end", "between"] },
  },
  render: (args) => (
    <Inline {...args}>
      <Button variant="secondary" onClick={onExport}>
        Export
      </Button>
      <Button icon={<PlusIcon />} onClick={onAdd}>
        Add Customer
      </Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const exportButton = canvas.getByRole("button", { name: "Export" });
    const add = canvas.getByRole("button", { name: "Add Customer" });
    // Side by side, 8px apart (sm), starting at the left.
    await expect(add.getBoundingClientRect().top).toBe(exportButton.getBoundingClientRect().top);
    await expect(add.getBoundingClientRect().left - exportButton.getBoundingClientRect().right).toBe(8);
    await userEvent.tab();
    await expect(exportButton).toHaveFocus();
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const SpaceBetween: Story = {
  args: { justify: "between" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole("button", { name: "Export" }).parentElement!.getBoundingClientRect();
    await expect(canvas.getByRole("button", { name: "Export" }).getBoundingClientRect().left).toBe(row.left);
    await expect(canvas.getByRole("button", { name: "Add Customer" }).getBoundingClientRect().right).toBe(
      row.right,
    );
  },
};

/** Badges beside a title, lined up on the text's baseline. */
export const BaselineAligned: Story = {
  render: () => (
    <Inline align="baseline" gap="sm">
      <h2 style={{ margin: 0 }}>Growth Plan</h2>
      <StatusBadge status="active" />
      <StatusBadge status="metered" label="Metered" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Growth Plan" })).toBeVisible();
    await expect(canvas.getByText("Active")).toBeVisible();
    await expect(canvas.getByText("Metered")).toBeVisible();
  },
};

/** More children than fit: they wrap onto a second row, keeping the gap between rows. */
export const Wrapping: Story = {
  decorators: [inColumn({ width: 280 })],
  render: () => (
    <Inline gap="sm">
      {["Send Email", "Update Payment Method", "Apply Credit", "Generate Invoice"].map((label) => (
        <Button key={label} variant="secondary" size="sm">
          {label}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: "Send Email" }).getBoundingClientRect();
    const last = canvas.getByRole("button", { name: "Generate Invoice" }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

/** A button whose label has no place to break shrinks to the row's width and wraps inside. */
export const LongText: Story = {
  decorators: [inColumn({ maxWidth: 240 })],
  render: () => (
    <Inline>
      <Button variant="secondary">{UNBROKEN}</Button>
      <Button>Save</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: UNBROKEN })).toBeVisible();
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...SpaceBetween,
  globals: { viewport: { value: "mobile" } },
};
