import { Button, Card, Stack } from "@round/ui";
import { vars } from "@round/ui/css";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/** A stand-in piece of content, outlined so the gaps between pieces show. */
function Box({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="box"
      style={{
        padding: vars.space.md,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        background: vars.color.surface,
        color: vars.color.text,
      }}
    >
      {children}
    </div>
  );
}

/** The vertical distance from the bottom of one box to the top of the next. */
function gapBetween(boxes: HTMLElement[]) {
  const [first, second] = boxes as [HTMLElement, HTMLElement];
  return second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
}

/**
 * Puts its children one under the other with a gap from the space scale (`gap="xl"` is 24px): the sections
 * of a page, the fields of a form, the cards of a side panel. `align` places narrower children at the
 * start, centre or end; by default they take the full width. `as` renders another element (a `section`, a
 * `ul` without bullets), and `className` is the only way to style it further: there is no `style` prop.
 *
 * **Accessibility:** no WAI-ARIA pattern: a layout container with no role of its own (a `div` unless `as`
 * names an element with its own semantics, such as `ul`, `section` or `nav`). Visual order is DOM order,
 * so reading and focus order follow what people see. It shows no text of its own; long text is handled
 * by the pieces inside it (the long-text story stacks cards).
 *
 * | Key | Action |
 * | --- | --- |
 * | — | Not interactive (Tab moves through the controls inside, in order) |
 */
const meta = {
  title: "Layout/Stack",
  component: Stack,
  args: { gap: "md" },
  argTypes: {
    gap: { control: "select", options: ["none", "xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] },
    align: { control: "inline-radio", options: ["stretch", "start", "center", "end"] },
  },
  render: (args) => (
    <Stack {...args}>
      <Box>Plan details</Box>
      <Box>Price points</Box>
      <Box>Features</Box>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByTestId("box");
    await expect(boxes.map((box) => box.textContent)).toEqual(["Plan details", "Price points", "Features"]);
    // One under the other, 12px apart (md), each as wide as the stack.
    await expect(gapBetween(boxes)).toBe(12);
    await expect(boxes[0]!.getBoundingClientRect().left).toBe(boxes[1]!.getBoundingClientRect().left);
    await expect(boxes[0]!.getBoundingClientRect().width).toBe(
      boxes[0]!.parentElement!.getBoundingClientRect().width,
    );
  },
};

export const Gaps: Story = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 24 }}>
      {(["xs", "lg", "xxl"] as const).map((gap) => (
        <Stack key={gap} gap={gap} data-testid={gap}>
          <Box>gap {gap}</Box>
          <Box>Second</Box>
        </Stack>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gapOf = (id: string) => gapBetween(within(canvas.getByTestId(id)).getAllByTestId("box"));
    await expect(gapOf("xs")).toBe(4);
    await expect(gapOf("lg")).toBe(16);
    await expect(gapOf("xxl")).toBe(32);
  },
};

export const AlignedCenter: Story = {
  args: { align: "center", gap: "sm" },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getAllByTestId("box")[0]!;
    const stack = box.parentElement!.getBoundingClientRect();
    const rect = box.getBoundingClientRect();
    // Only as wide as its text, in the middle of the stack.
    await expect(rect.width).toBeLessThan(stack.width);
    await expect(Math.abs(rect.left - stack.left - (stack.right - rect.right))).toBeLessThanOrEqual(1);
  },
};

export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap="sm" aria-label="Quick actions">
      <li>
        <Button variant="secondary">Send Email</Button>
      </li>
      <li>
        <Button variant="secondary">Update Payment Method</Button>
      </li>
      <li>
        <Button variant="secondary">Apply Credit</Button>
      </li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Quick actions" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    // No bullets and no indent.
    await expect(getComputedStyle(list).listStyleType).toBe("none");
    await expect(getComputedStyle(list).paddingLeft).toBe("0px");
  },
};

/** Cards with a word too long for the column stay inside it, one under the other. */
export const LongText: Story = {
  decorators: [inColumn({ maxWidth: 320 })],
  render: () => (
    <Stack gap="lg">
      <Card title={UNBROKEN}>{UNBROKEN}</Card>
      <Card title="Billing address">1 Market Street, San Francisco</Card>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: UNBROKEN })).toBeVisible();
    await expectNoOverflow(canvas.getByTestId("column"));
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
