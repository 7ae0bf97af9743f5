import { CodeBlock } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn } from "./longText";

const EVENT = JSON.stringify(
  {
    id: "6f1c2a4e-8b1d-4c55-9a0e-2f7d3b9c1e42",
    type: "customer.updated",
    createdAt: "2026-03-02T09:00:00.000Z",
    sequence: 4211,
    testClockId: null,
    data: {
      object: { id: "cus_1", email: "ada@example.com", firstName: "Augusta", company: "Analytical Engines" },
      previous: { firstName: "Ada" },
    },
  },
  null,
  2,
);

/**
 * Preformatted text, such as an event's JSON or a webhook's payload, in the design system's bundled
 * monospace font. Long or wide text scrolls inside the box.
 *
 * **Accessibility:** a region named by `label`, in the Tab order so that a keyboard can scroll it.
 */
const meta = {
  title: "Feedback/CodeBlock",
  component: CodeBlock,
  args: { code: EVENT, label: "Event JSON" },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Event JSON" });
    await expect(region).toHaveTextContent('"type": "customer.updated"');
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** In a narrow column a wide line scrolls inside the box; the page does not. */
export const NarrowColumn: Story = {
  decorators: [inColumn({ width: 240 })],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Event JSON" });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expectNoOverflow(canvasElement);
  },
};
