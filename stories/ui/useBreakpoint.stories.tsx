import { type Breakpoint, breakpointFor, useBreakpoint } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";

const ranges: Array<[Breakpoint, string]> = [
  ["mobile", "under 768px"],
  ["tablet", "768px to 1023px"],
  ["desktop", "1024px to 1279px"],
  ["large", "1280px and wider"],
];

function BreakpointDemo() {
  const breakpoint = useBreakpoint();
  return (
    <div style={{ display: "grid", gap: 12, maxWidth: 420 }}>
      <p style={{ margin: 0 }}>
        Current breakpoint: <strong data-testid="current">{breakpoint}</strong>
      </p>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {ranges.map(([name, range]) => (
          <li key={name} aria-current={name === breakpoint ? "true" : undefined}>
            {name === breakpoint ? <strong>{name}</strong> : name}: {range}
          </li>
        ))}
      </ul>
      <label htmlFor="width-probe">Try a width (px)</label>
      <input
        id="width-probe"
        type="number"
        defaultValue={800}
        onInput={(event) => {
          const output = document.getElementById("width-result");
          if (output) output.textContent = breakpointFor(Number(event.currentTarget.value));
        }}
      />
      <output id="width-result" htmlFor="width-probe">
        {breakpointFor(800)}
      </output>
    </div>
  );
}

/**
 * `useBreakpoint()` returns the viewport's breakpoint: 'mobile' (under 768px), 'tablet' (768 to 1023),
 * 'desktop' (1024 to 1279) or 'large' (1280 and over). It updates 150 ms after resizing stops (one
 * shared, debounced listener) and is 'desktop' on the server. `breakpointFor(width)` is the pure rule.
 *
 * **Accessibility:** no interactive pattern: not a component; use it for layout choices that CSS media queries cannot make,
 * never to hide content from some users.
 *
 * | Key | Action |
 * | --- | --- |
 * | — | Not interactive |
 */
const meta = {
  title: "Utilities/useBreakpoint",
  component: BreakpointDemo,
} satisfies Meta<typeof BreakpointDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The test runner's viewport is 1200px wide.
    await expect(canvas.getByTestId("current")).toHaveTextContent(breakpointFor(window.innerWidth));
    const input = canvas.getByLabelText("Try a width (px)");
    await userEvent.clear(input);
    await userEvent.type(input, "1024");
    await expect(canvas.getByRole("status")).toHaveTextContent("desktop");
    await userEvent.clear(input);
    await userEvent.type(input, "767");
    await expect(canvas.getByRole("status")).toHaveTextContent("mobile");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("current")).toHaveTextContent("mobile");
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("current")).toHaveTextContent("tablet");
  },
};

export const Dark: Story = {
  ...Mobile,
  globals: { theme: "dark", viewport: { value: "mobile" } },
};
