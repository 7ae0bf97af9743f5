import { Money } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoOverflow, inColumn } from "./longText";

/**
 * An amount of money, formatted with `formatMoney` (en-US by default, the currency's own decimals) in
 * tabular figures so columns of prices line up. `period` adds a price suffix: '/mo', '/yr', '/wk',
 * '/day' or '/unit'.
 *
 * **Accessibility:** no interactive pattern: plain text. The suffix is shown short ('/mo') and read in words ('per month'); both
 * are `periodLabels`, for translation.
 *
 * | Key | Action |
 * | --- | --- |
 * | — | Not interactive |
 */
const meta = {
  title: "Data/Money",
  component: Money,
  args: { amount: 49, currency: "USD" },
  argTypes: {
    period: { control: "select", options: [undefined, "month", "year", "week", "day", "unit"] },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("$49.00")).toBeVisible();
  },
};

export const WithPeriod: Story = {
  args: { period: "month" },
  play: async ({ canvasElement }) => {
    const money = canvasElement.querySelector("span") as HTMLElement;
    await expect(within(canvasElement).getByText("/mo")).toBeVisible();
    await expect(money).toHaveTextContent("$49.00/mo per month");
  },
};

export const Periods: Story = {
  render: () => (
    <ul style={{ display: "grid", gap: 8, margin: 0, padding: 0, listStyle: "none" }}>
      <li>
        <Money amount={49} period="month" />
      </li>
      <li>
        <Money amount={490} period="year" />
      </li>
      <li>
        <Money amount={12.5} period="week" />
      </li>
      <li>
        <Money amount={3} period="day" />
      </li>
      <li>
        <Money amount={0.002} period="unit" maximumFractionDigits={4} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const suffix of ["/mo", "/yr", "/wk", "/day", "/unit"]) {
      await expect(canvas.getByText(suffix)).toBeVisible();
    }
    await expect(canvas.getByText("$0.002")).toBeVisible();
  },
};

export const Currencies: Story = {
  render: () => (
    <ul
      style={{
        display: "grid",
        gap: 8,
        margin: 0,
        padding: 0,
        listStyle: "none",
        textAlign: "right",
        width: 160,
      }}
    >
      <li>
        <Money amount={1234.5} />
      </li>
      <li>
        <Money amount={1500} currency="JPY" />
      </li>
      <li>
        <Money amount={-99.9} currency="EUR" />
      </li>
      <li>
        <Money amount={2_450_000} compact />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("$1,234.50")).toBeVisible();
    await expect(canvas.getByText("¥1,500")).toBeVisible();
    await expect(canvas.getByText("-€99.90")).toBeVisible();
    await expect(canvas.getByText("$2.5M")).toBeVisible();
    await expect(getComputedStyle(canvas.getByText("$1,234.50")).fontVariantNumeric).toBe("tabular-nums");
  },
};

/** A figure too wide for its column wraps inside it rather than sticking out. */
export const LongUnbrokenAmount: Story = {
  args: { amount: 123456789012345.67, currency: "USD", period: "month" },
  decorators: [inColumn({ width: 120 })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("$123,456,789,012,345.67")).toBeVisible();
    await expectNoOverflow(within(canvasElement).getByTestId("column"));
  },
};

export const Dark: Story = {
  ...Currencies,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Periods,
  globals: { viewport: { value: "mobile" } },
};
