import { type TabItem, Tabs } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";

const customerTabs: TabItem[] = [
  { value: "overview", label: "Overview", content: <p>Acme Corp has been a customer since 3 March 2024.</p> },
  { value: "subscriptions", label: "Subscriptions", content: <p>2 active subscriptions.</p> },
  { value: "invoices", label: "Invoices", content: <p>12 invoices, none overdue.</p> },
  { value: "activity", label: "Activity", content: <p>Last login on 14 November 2026.</p> },
];

/**
 * Sections of one page shown one at a time, such as a customer's Overview, Subscriptions and Invoices.
 * Use tabs for views of the same thing; use links for separate pages.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Tabs](https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) pattern
 * with automatic activation: moving to a tab shows its panel. The tab list is named by `label`. Only the
 * selected tab is in the Tab order; the panel follows it.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves into the tab list (to the selected tab), then to the panel |
 * | ArrowRight / ArrowLeft | Selects the next / previous tab, wrapping around and skipping disabled tabs |
 * | Home / End | Selects the first / last tab |
 */
const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  args: { items: customerTabs, label: "Customer sections", onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Customer sections" })).toBeVisible();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("customer since 3 March 2024");
    await userEvent.click(canvas.getByRole("tab", { name: "Invoices" }));
    await expect(canvas.getByRole("tab", { name: "Invoices" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("12 invoices, none overdue.");
    await expect(args.onValueChange).toHaveBeenCalledWith("invoices");
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Subscriptions" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("2 active subscriptions.");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Activity" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: {
    items: customerTabs.map((item) => (item.value === "invoices" ? { ...item, disabled: true } : item)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Invoices" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("tab", { name: "Subscriptions" }));
    await userEvent.keyboard("{ArrowRight}");
    // Invoices is skipped.
    await expect(canvas.getByRole("tab", { name: "Activity" })).toHaveFocus();
  },
};

export const InitialTab: Story = {
  args: { defaultValue: "activity" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Activity" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Last login on 14 November 2026.");
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState("overview");
    return (
      <div>
        <p>Showing: {value}</p>
        <Tabs {...args} value={value} onValueChange={setValue} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Subscriptions" }));
    await expect(canvas.getByText("Showing: subscriptions")).toBeVisible();
  },
};

export const ManyTabs: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, index) => ({
      value: `month-${index + 1}`,
      label: `Month ${index + 1}`,
      content: <p>Revenue report for month {index + 1}.</p>,
    })),
    label: "Months",
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("tablist", { name: "Months" });
    // The list scrolls sideways instead of wrapping.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole("tab", { name: "Month 1" }));
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Revenue report for month 12.");
  },
};

/** Opened on a tab past the list's edge (a page's last section, on a phone): that tab is scrolled into view. */
export const OpensScrolledToSelected: Story = {
  args: { ...ManyTabs.args, defaultValue: "month-11" },
  decorators: ManyTabs.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("tablist", { name: "Months" }).getBoundingClientRect();
    const selected = canvas.getByRole("tab", { name: "Month 11" });
    await expect(selected).toHaveAttribute("aria-selected", "true");
    const box = selected.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(list.left - 1);
    await expect(box.right).toBeLessThanOrEqual(list.right + 1);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        value: "a",
        label: "Subscriptions and add-ons for the enterprise tier",
        content: <p>ENTERPRISE_PLAN_IDENTIFIER_0000000000000000000000000000000000000000000000000001</p>,
      },
      { value: "b", label: "Invoices", content: <p>None.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("tabpanel");
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
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
