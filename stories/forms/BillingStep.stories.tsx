import { BillingStep } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { dark, narrow, never } from "./accountFixtures";

/** Onboarding step Billing: 'Connect Stripe' connects the card payment provider; it can also be done later. */
const meta = {
  title: "Forms/BillingStep",
  component: BillingStep,
  args: { onConnect: fn(async () => {}) },
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

export const NotConnected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Connect Stripe" })).toBeEnabled();
    await expect(canvas.getByText(/set up billing later/)).toBeVisible();
  },
};

export const Connecting: Story = {
  args: { onConnect: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Connect Stripe" }));
    await expect(await canvas.findByRole("button", { name: "Connecting..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const ConnectSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Connect Stripe" }));
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Stripe is connected.");
    await expect(canvas.getByText("Connected")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Connect Stripe" })).not.toBeInTheDocument();
  },
};

export const ConnectFails: Story = {
  args: { onConnect: fn(async () => Promise.reject({})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Connect Stripe" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Failed to connect Stripe. Please try again.",
    );
    await expect(canvas.getByRole("button", { name: "Connect Stripe" })).toBeEnabled();
  },
};

export const AlreadyConnected: Story = {
  args: { billing: { isConnected: true, provider: "Stripe" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Stripe is connected.")).toBeVisible();
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Connect Stripe" })).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  args: { billing: { isConnected: true, provider: "Stripe" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Connected")).toBeVisible();
  },
};
