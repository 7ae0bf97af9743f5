import { Button, HelpIcon, IconButton, Tooltip } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { UNBROKEN } from "./longText";

async function expectTooltip(text: string) {
  // Radix also renders a visually hidden copy with role="tooltip" that the trigger's aria-describedby uses.
  await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent(text));
}

/**
 * A short hint about a control, shown on hover and on keyboard focus: what an icon button does, what a
 * metric means. It never holds the only copy of essential information and never contains links or buttons.
 * It needs no provider above it.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Tooltip](https://www.w3.org/WAI/ARIA/apg/patterns/tooltip/)
 * pattern: the trigger is described by the tooltip (`aria-describedby`) while it is open. The trigger must
 * be focusable (a button or a link) so keyboard users can open it too.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Focusing the trigger opens the tooltip |
 * | Escape | Closes the tooltip |
 */
const meta = {
  title: "Overlays/Tooltip",
  component: Tooltip,
  args: {
    content: "Monthly recurring revenue, excluding one-time charges",
    side: "top",
    children: <Button variant="secondary">MRR</Button>,
  },
  argTypes: { side: { control: "inline-radio", options: ["top", "right", "bottom", "left"] } },
  decorators: [
    (Story) => (
      <div style={{ padding: "64px 120px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "MRR" });
    await userEvent.hover(trigger);
    await expectTooltip("Monthly recurring revenue, excluding one-time charges");
    await waitFor(() =>
      expect(trigger).toHaveAccessibleDescription("Monthly recurring revenue, excluding one-time charges"),
    );
  },
};

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "MRR" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expectTooltip("Monthly recurring revenue, excluding one-time charges");
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "MRR" });
    await userEvent.tab();
    await expectTooltip("Monthly recurring revenue");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const OnIconButton: Story = {
  args: {
    content: "Help with billing",
    // The tooltip replaces the native title tooltip, so the title is left empty.
    children: <IconButton label="Help" title="" icon={<HelpIcon />} />,
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole("button", { name: "Help" }));
    await expectTooltip("Help with billing");
  },
};

export const Sides: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 16 }}>
      {(["top", "right", "bottom", "left"] as const).map((side) => (
        <Tooltip key={side} {...args} side={side} content={`Shown on the ${side}`}>
          <Button variant="secondary">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bottom = within(canvasElement).getByRole("button", { name: "bottom" });
    await userEvent.hover(bottom);
    await expectTooltip("Shown on the bottom");
    const tooltip = screen.getByRole("tooltip").closest<HTMLElement>("[data-side]")!;
    await expect(tooltip).toHaveAttribute("data-side", "bottom");
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(bottom.getBoundingClientRect().bottom);
  },
};

export const LongText: Story = {
  args: {
    content:
      "Annual contract value is the average yearly revenue of each customer contract, normalised across billing periods: https://docs.example.com/metrics/annual-contract-value-definition",
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole("button", { name: "MRR" }));
    await expectTooltip("Annual contract value");
    const tooltip = screen.getByRole("tooltip").closest<HTMLElement>("[data-side]")!;
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

/** A hint with no place to break wraps inside the tooltip's width. */
export const LongUnbrokenText: Story = {
  args: { content: UNBROKEN },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole("button", { name: "MRR" }));
    await expectTooltip(UNBROKEN);
    const tooltip = screen.getByRole("tooltip").closest<HTMLElement>("[data-side]")!;
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(tooltip.scrollWidth).toBeLessThanOrEqual(tooltip.clientWidth);
  },
};

export const Dark: Story = {
  ...OnFocus,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...OnFocus,
  globals: { viewport: { value: "mobile" } },
};
