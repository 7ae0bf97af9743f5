import { Skeleton } from "@round/ui";
import { vars } from "@round/ui/css";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

/**
 * A grey placeholder in the shape of content that is loading, so the layout does not jump when it arrives.
 * It shimmers gently, and stands still for people who asked for reduced motion.
 *
 * **Accessibility:** no interactive pattern: hidden from assistive technology (`aria-hidden`). Always pair it with a text that
 * says what is loading, such as a visually hidden `role="status"` 'Loading plans'; the Card placeholder
 * story shows how.
 */
const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  args: { width: 240, height: 16 },
  argTypes: { radius: { control: "inline-radio", options: ["none", "sm", "md", "lg", "full"] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>("[data-skeleton]")!;
    await expect(block).toHaveAttribute("aria-hidden", "true");
    await expect(block.getBoundingClientRect().width).toBe(240);
    await expect(block.getBoundingClientRect().height).toBe(16);
  },
};

export const Paragraph: Story = {
  args: { lines: 4, width: 360, height: 12 },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll<HTMLElement>("[data-skeleton] > span");
    await expect(lines).toHaveLength(4);
    // The last line is shorter, like the end of a paragraph.
    await expect(lines[3]!.getBoundingClientRect().width).toBeLessThan(
      lines[0]!.getBoundingClientRect().width,
    );
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      <Skeleton width={40} height={40} radius="full" />
      <Skeleton width={120} height={32} radius="md" />
      <Skeleton width={200} height={80} radius="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector<HTMLElement>("[data-skeleton]")!;
    await expect(getComputedStyle(avatar).borderRadius).toBe("9999px");
  },
};

export const CardPlaceholder: Story = {
  render: () => (
    <div
      style={{
        display: "grid",
        gap: 12,
        width: 320,
        padding: 16,
        border: `1px solid ${vars.color.border}`,
        borderRadius: 10,
      }}
    >
      <span
        role="status"
        style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}
      >
        Loading plans
      </span>
      <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
        <Skeleton width={40} height={40} radius="full" />
        <div style={{ flex: 1 }}>
          <Skeleton width="70%" height={14} />
        </div>
      </div>
      <Skeleton lines={3} height={12} />
      <Skeleton width={96} height={32} radius="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Screen readers hear the status, not the grey shapes.
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading plans");
    for (const block of canvasElement.querySelectorAll("[data-skeleton]")) {
      await expect(block).toHaveAttribute("aria-hidden", "true");
    }
  },
};

export const Dark: Story = {
  ...CardPlaceholder,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  args: { width: "100%", lines: 3 },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>("[data-skeleton]")!;
    await expect(stack.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
