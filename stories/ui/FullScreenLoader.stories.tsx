import { FullScreenLoader } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen } from "storybook/test";
import { expectNoOverflow, UNBROKEN } from "./longText";

/**
 * Covers the whole viewport while the app cannot show anything yet: at start, while the session is
 * checked, or while a sign-in completes. Use it only for these waits; inside a screen, prefer `Skeleton`
 * or `Spinner` so the rest of the page stays usable.
 *
 * **Accessibility:** no interactive pattern: a polite `role="status"` live region with the title and message, so the wait is
 * announced. It holds nothing focusable.
 */
const meta = {
  title: "Feedback/FullScreenLoader",
  component: FullScreenLoader,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof FullScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const status = screen.getByRole("status");
    await expect(status).toHaveTextContent("Loading...");
    await expect(status).toHaveTextContent("Checking your session");
    // It covers the viewport.
    const box = status.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

export const CustomText: Story = {
  args: { title: "Signing you in...", message: "Setting up your workspace" },
  play: async () => {
    await expect(screen.getByRole("status")).toHaveTextContent("Signing you in...");
    await expect(screen.getByText("Setting up your workspace")).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: "Preparing your organization's billing workspace",
    message:
      "Importing 12,480 customers, 36 plans and 4 years of invoices from your previous billing provider. This can take a minute.",
  },
  play: async () => {
    const status = screen.getByRole("status");
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth);
  },
};

/** A title and message with no place to break wrap inside the screen. */
export const LongUnbrokenText: Story = {
  args: { title: UNBROKEN, message: UNBROKEN },
  globals: { viewport: { value: "mobile" } },
  play: async () => {
    const status = screen.getByRole("status");
    await expect(status).toHaveTextContent(UNBROKEN);
    await expectNoOverflow(status);
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
