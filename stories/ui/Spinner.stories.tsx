import { Button, Spinner } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

/**
 * An indeterminate progress indicator for a short wait of unknown length. It takes the colour of the text
 * around it. For whole screens use `FullScreenLoader`; for content of known shape, `Skeleton`.
 *
 * **Accessibility:** no interactive pattern: a `role="status"` live region with a visually hidden `label` (default 'Loading'), announced
 * politely. Pass `label={null}` when visible text beside it already says what is happening, so it is
 * not announced twice. The spin slows to a stop for people who asked for reduced motion.
 */
const meta = {
  title: "Feedback/Spinner",
  component: Spinner,
  args: { size: 16, label: "Loading" },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading");
  },
};

export const CustomLabel: Story = {
  args: { label: "Loading invoices" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading invoices");
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      <Spinner size={12} label="Small" />
      <Spinner size={16} label="Medium" />
      <Spinner size={32} label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const large = canvas.getByText("Large").previousElementSibling!.getBoundingClientRect().width;
    const small = canvas.getByText("Small").previousElementSibling!.getBoundingClientRect().width;
    await expect(large).toBeGreaterThan(small);
  },
};

export const WithVisibleText: Story = {
  render: () => (
    <p style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <Spinner label={null} /> Syncing customers from Stripe...
    </p>
  ),
  play: async ({ canvasElement }) => {
    // No status role: the visible text already says it.
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
    await expect(within(canvasElement).getByText(/Syncing customers/)).toBeVisible();
  },
};

export const InButton: Story = {
  render: () => (
    <Button loading loadingLabel="Saving...">
      Save
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Saving..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Dark: Story = {
  ...Sizes,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
