import { BillingStep } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { dark, narrow } from "./accountFixtures";

/**
 * Onboarding step Billing: payments run on the built-in test gateway until a payment provider is configured
 * in Settings, Billing (linked); nothing pretends to connect one.
 */
const meta = {
  title: "Forms/BillingStep",
  component: BillingStep,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BillingStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TestGateway: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Built-in test gateway")).toBeVisible();
    await expect(canvas.getByText(/until a payment provider is configured in Settings/)).toBeVisible();
    await expect(canvas.getByText("Test mode")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Settings, Billing" })).toHaveAttribute(
      "href",
      "/settings/billing",
    );
    // Nothing to press: no provider can be connected from here.
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Built-in test gateway")).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Settings, Billing" });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
