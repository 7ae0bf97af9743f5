import { Banner, Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";

/**
 * A message across a page, a section or a form: a load failure with Retry, a warning about the account,
 * a confirmation, a piece of information. Unlike a toast, it stays until the problem is solved or the
 * person dismisses it.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Alert](https://www.w3.org/WAI/ARIA/apg/patterns/alert/) pattern for errors and warnings
 * (`role="alert"`, announced at once when they appear); success and information are `role="status"`
 * messages (announced politely), a live region with no interactive pattern. The tone is carried by an icon and
 * the text as well as the colour. The optional dismiss button is named by `dismissLabel`.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Reaches the action, then the dismiss button |
 * | Enter / Space | Activates the focused button |
 */
const meta = {
  title: "Feedback/Banner",
  component: Banner,
  args: {
    tone: "info",
    title: "Billing runs tonight",
    children: "Invoices for November are generated at midnight UTC.",
  },
  argTypes: { tone: { control: "inline-radio", options: ["error", "warning", "success", "info"] } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("Billing runs tonight");
    await expect(status).toHaveTextContent("Invoices for November are generated at midnight UTC.");
  },
};

export const Success: Story = {
  args: {
    tone: "success",
    title: "Payment method updated",
    children: "The card ending 4242 is now the default.",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Payment method updated");
  },
};

export const Warning: Story = {
  args: { tone: "warning", title: "Trial ends in 3 days", children: "Add a payment method to keep access." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Trial ends in 3 days");
  },
};

export const ErrorWithRetry: Story = {
  args: {
    tone: "error",
    title: "Could not load plans",
    children: "The server did not answer. Check your connection and try again.",
    action: (
      <Button size="sm" variant="secondary">
        Retry
      </Button>
    ),
  },
  render: function Render(args) {
    const [attempts, setAttempts] = useState(0);
    return (
      <div>
        <Banner
          {...args}
          action={
            <Button size="sm" variant="secondary" onClick={() => setAttempts((count) => count + 1)}>
              Retry
            </Button>
          }
        />
        <p>Attempts: {attempts}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Could not load plans");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(canvas.getByText("Attempts: 1")).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Dismiss" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: "Changes to prices apply from the next billing period." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Changes to prices apply from the next billing period.",
    );
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <Banner tone="error" title="Payment failed" onDismiss={() => {}}>
        The card ending 4242 was declined.
      </Banner>
      <Banner tone="warning" title="Card expires soon">
        Update it before 31 January 2027.
      </Banner>
      <Banner tone="success" title="Invoice sent">
        INV-0042 was emailed to billing@acme.example.
      </Banner>
      <Banner tone="info" title="Billing runs tonight" action={<Button size="sm">Review invoices</Button>}>
        Invoices for November are generated at midnight UTC.
      </Banner>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
    await expect(canvas.getAllByRole("status")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Review invoices" }));
  },
};

export const LongUnbrokenText: Story = {
  args: {
    tone: "error",
    title: "Webhook delivery failed",
    children:
      "https://hooks.example.com/round/billing/events/subscription.renewed?token=0123456789abcdef0123456789abcdef0123456789abcdef returned 502.",
    onDismiss: fn(),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth + 1);
  },
};

export const Dark: Story = {
  ...AllTones,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...ErrorWithRetry,
  globals: { viewport: { value: "mobile" } },
};
