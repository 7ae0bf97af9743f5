import { ProgressBar } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

/**
 * How far along something measurable is: a coupon's redemptions used, a plan's usage, an import. The
 * percent is `value / max`, floored at 0, capped at 100 and shown to one decimal ('42.5%'); a `max` of 0
 * shows 0% (`progressPercent` does the maths and is exported for other displays).
 *
 * **Accessibility:** no interactive pattern: a WAI-ARIA [`progressbar`](https://www.w3.org/TR/wai-aria-1.2/#progressbar) named by
 * its `label` (required; `hideLabel` hides it visually only), with `aria-valuenow` as the percent and
 * `aria-valuetext` as shown ('42.5%'). The tone is decoration; the number carries the meaning.
 */
const meta = {
  title: "Feedback/ProgressBar",
  component: ProgressBar,
  args: { value: 425, max: 1000, label: "Redemptions used", showValue: true },
  argTypes: { tone: { control: "inline-radio", options: ["primary", "success", "warning", "danger"] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "Redemptions used" });
    await expect(bar).toHaveAttribute("aria-valuenow", "42.5");
    await expect(bar).toHaveAttribute("aria-valuetext", "42.5%");
    await expect(canvas.getByText("42.5%")).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <ProgressBar value={30} label="Primary" showValue />
      <ProgressBar value={55} label="Success" tone="success" showValue />
      <ProgressBar value={80} label="Warning" tone="warning" showValue />
      <ProgressBar value={97} label="Danger" tone="danger" showValue />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole("progressbar");
    await expect(bars.map((bar) => bar.getAttribute("data-tone"))).toEqual([
      "primary",
      "success",
      "warning",
      "danger",
    ]);
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await expect(within(canvasElement).getByText("0.0%")).toBeVisible();
  },
};

export const OverTheMaximum: Story = {
  args: { value: 1500, max: 1000, tone: "danger", label: "Redemptions used (limit passed)" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(within(canvasElement).getByText("100.0%")).toBeVisible();
    const fill = bar.firstElementChild!.getBoundingClientRect().width;
    await expect(fill).toBeLessThanOrEqual(bar.getBoundingClientRect().width);
  },
};

export const MaximumZero: Story = {
  args: { value: 12, max: 0, label: "Unlimited redemptions" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  },
};

export const HiddenLabel: Story = {
  args: { value: 2, max: 3, hideLabel: true, showValue: false, label: "Upload progress" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toHaveAttribute("aria-valuetext", "66.7%");
  },
};

export const LongLabel: Story = {
  args: {
    label: "Redemptions used of coupon SUMMERSALE2026EXTRAORDINARYDISCOUNTFORRETURNINGCUSTOMERS",
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    await expect(within(canvasElement).getByText("42.5%")).toBeVisible();
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
