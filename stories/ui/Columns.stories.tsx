import { breakpointFor, Card, Columns, StatusBadge } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoOverflow, UNBROKEN } from "./longText";

const plans = [
  { name: "Starter", description: "For small teams getting started." },
  { name: "Growth", description: "Usage-based billing and more seats." },
  { name: "Scale", description: "Volume tiers and priority support." },
  { name: "Enterprise", description: "Custom pricing and a dedicated manager." },
  { name: "Nonprofit", description: "Discounted Growth for registered charities." },
  { name: "Partner", description: "Resellers billing their own customers." },
];

/** How many columns the grid has now: one width per column in its computed template. */
function columnCount(grid: HTMLElement) {
  return getComputedStyle(grid).gridTemplateColumns.split(" ").length;
}

function grid(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole("list", { name: "Plans" });
}

/**
 * A grid of equal columns, one child per cell, whose column count changes with the viewport's breakpoint
 * (the same as `useBreakpoint`: mobile under 768px, tablet from 768, desktop from 1024, large from 1280).
 * `columns={{ mobile: 1, desktop: 2, large: 3 }}`, the default, is the spec's card grid: one column on
 * small screens, two on large, three on extra large. A number (`columns={4}`) is the same at every width.
 * Cells shrink with the grid (`minmax(0, 1fr)`), so long content wraps instead of widening it. Media
 * queries do the work, so the first paint is already right and nothing runs on resize.
 *
 * **Accessibility:** no WAI-ARIA pattern: a CSS grid with no role of its own (a `div`, or the element
 * `as` names: a card grid is best a `ul` of `li`, so screen readers hear how many cards there are). Cells
 * flow in DOM order, left to right and then down, so reading and focus order follow what people see.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves through the controls in the cells, row by row |
 */
const meta = {
  title: "Layout/Columns",
  component: Columns,
  args: { as: "ul", "aria-label": "Plans" },
  argTypes: { gap: { control: "select", options: ["none", "xs", "sm", "md", "lg", "xl", "xxl"] } },
  render: (args) => (
    <Columns {...args}>
      {plans.map((plan) => (
        <li key={plan.name}>
          <Card title={plan.name} headingLevel={3} actions={<StatusBadge status="active" />}>
            {plan.description}
          </Card>
        </li>
      ))}
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card grid at the test page's own width: as many columns as its breakpoint gives. */
export const CardGrid: Story = {
  play: async ({ canvasElement }) => {
    const list = grid(canvasElement);
    await expect(within(list).getAllByRole("listitem")).toHaveLength(6);
    const expected = { mobile: 1, tablet: 1, desktop: 2, large: 3 }[breakpointFor(window.innerWidth)];
    await expect(columnCount(list)).toBe(expected);
    await expect(within(list).getByRole("heading", { level: 3, name: "Starter" })).toBeVisible();
  },
};

/** The card grid on a tablet (768px): still one column, as on phones. */
export const CardGridTablet: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(grid(canvasElement))).toBe(1);
  },
};

/** The card grid on an extra large screen (1280px): three columns, the cards in reading order. */
export const CardGridLarge: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const list = grid(canvasElement);
    await expect(columnCount(list)).toBe(3);
    const [first, second, , fourth] = within(list).getAllByRole("listitem");
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
    await expect(fourth!.getBoundingClientRect().left).toBe(first!.getBoundingClientRect().left);
  },
};

/** From the tablet breakpoint up, two columns; the rest of the sizes are left to the smaller one. */
export const FromTablet: Story = {
  args: { columns: { mobile: 1, tablet: 2 }, gap: "md" },
  play: async ({ canvasElement }) => {
    const list = grid(canvasElement);
    await expect(columnCount(list)).toBe(2);
    const [first, second] = within(list).getAllByRole("listitem");
    // 12px between the columns (md).
    await expect(second!.getBoundingClientRect().left - first!.getBoundingClientRect().right).toBe(12);
  },
};

export const FixedCount: Story = {
  args: { columns: 3, gap: "sm" },
  play: async ({ canvasElement }) => {
    await expect(columnCount(grid(canvasElement))).toBe(3);
  },
};

/** A word too long for a cell wraps inside its card; the grid keeps its columns and the page its width. */
export const LongText: Story = {
  args: { columns: 3 },
  render: (args) => (
    <Columns {...args}>
      <li>
        <Card title={UNBROKEN} headingLevel={3}>
          {UNBROKEN}
        </Card>
      </li>
      <li>
        <Card title="Growth" headingLevel={3}>
          Usage-based billing and more seats.
        </Card>
      </li>
      <li>
        <Card title="Scale" headingLevel={3}>
          Volume tiers and priority support.
        </Card>
      </li>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const list = grid(canvasElement);
    await expect(columnCount(list)).toBe(3);
    const [first, second] = within(list).getAllByRole("listitem");
    await expect(first!.getBoundingClientRect().width).toBeCloseTo(second!.getBoundingClientRect().width, 0);
    await expectNoOverflow(list);
  },
};

export const Dark: Story = {
  ...CardGridLarge,
  globals: { theme: "dark", viewport: { value: "desktop" } },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const list = grid(canvasElement);
    await expect(columnCount(list)).toBe(1);
    await expectNoOverflow(list);
  },
};
