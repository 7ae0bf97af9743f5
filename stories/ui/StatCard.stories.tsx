import { CreditCardIcon, Money, StatCard, UsersIcon } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoOverflow, UNBROKEN } from "./longText";

/**
 * A key figure with its label: Total Customers, Monthly MRR, Churn Rate. An optional `change` says how it
 * moved ('+12.5%'), with an arrow and a tone; the direction comes from the sign unless `trend` says it.
 *
 * **Accessibility:** no interactive pattern: a description list (`<dl>`: the label is the term, the figure and change its
 * details). The change is text, never colour alone: the arrow is decorative and screen readers hear
 * 'Up +12.5%' (the words are `trendLabels`). While `loading`, the card is `aria-busy` and says 'Loading'.
 *
 * | Key | Action |
 * | --- | --- |
 * | — | Not interactive |
 */
const meta = {
  title: "Layout/StatCard",
  component: StatCard,
  args: {
    label: "Total Customers",
    value: "1,284",
    change: "+12.5%",
    changeLabel: "vs last month",
    icon: <UsersIcon size={18} />,
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Total Customers").tagName).toBe("DT");
    await expect(canvas.getByText("1,284")).toBeVisible();
    const change = canvas.getByText("+12.5%", { exact: false });
    await expect(change).toHaveTextContent("Up +12.5%");
    await expect(change).toHaveAttribute("data-trend", "up");
    await expect(canvas.getByText("vs last month")).toBeVisible();
  },
};

export const Trends: Story = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 16 }}>
      <StatCard
        label="Monthly MRR"
        value={<Money amount={48250} maximumFractionDigits={0} />}
        change="+8.1%"
      />
      <StatCard label="Active Customers" value="1,102" change="-2.4%" />
      <StatCard label="Avg LTV" value={<Money amount={3120} />} change="0%" />
      <StatCard
        label="Churn Rate"
        value="3.2%"
        change="+0.4%"
        changeTone="negative"
        changeLabel="vs last month"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("$48,250")).toBeVisible();
    await expect(canvas.getByText("-2.4%", { exact: false })).toHaveTextContent("Down -2.4%");
    await expect(canvas.getByText("0%", { exact: false })).toHaveTextContent("No change 0%");
    // Churn going up is bad news: it is drawn as negative though the arrow points up.
    const churn = canvas.getByText("+0.4%", { exact: false });
    await expect(churn).toHaveAttribute("data-trend", "up");
    await expect(churn.className).not.toBe(canvas.getByText("+8.1%", { exact: false }).className);
  },
};

export const WithoutChange: Story = {
  args: {
    label: "Account Type",
    value: "Business",
    change: undefined,
    changeLabel: undefined,
    icon: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Business")).toBeVisible();
    await expect(canvas.queryByText(/Up|Down/)).toBeNull();
  },
};

/** No figure yet: a dash, and a note saying why (in place of the change). */
export const NoData: Story = {
  args: {
    label: "Payment Success Rate",
    value: "—",
    change: undefined,
    changeLabel: undefined,
    note: "No payment attempts in the last 30 days",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("—")).toBeVisible();
    await expect(canvas.getByText("No payment attempts in the last 30 days")).toBeVisible();
    await expect(canvas.queryByText(/Up|Down/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, icon: <CreditCardIcon size={18} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Total Customers")).toBeVisible();
    await expect(canvas.getByText("Loading")).toBeInTheDocument();
    await expect(canvas.queryByText("1,284")).toBeNull();
    await expect(canvasElement.querySelector("[aria-busy='true']")).not.toBeNull();
  },
};

export const LongText: Story = {
  args: {
    label: "Total revenue from enterprise professional services across every region and product family",
    value: "$12,345,678,901.23",
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <StatCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector("dl")?.parentElement as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(within(card).getByText("$12,345,678,901.23")).toBeVisible();
  },
};

/**
 * A large account's figures in a quarter of a 1280 px page: a count given as a number is grouped (82,390), and
 * a long amount is drawn a size smaller so that it stays on one line instead of breaking inside the number.
 */
export const LargeFigures: Story = {
  args: { change: undefined, icon: undefined },
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: 16, width: 952 }}>
      <StatCard label="MRR" value="$9,117,010.00" />
      <StatCard label="ARR" value="$109,404,120.00" />
      <StatCard label="Active Subscriptions" value={82390} />
      <StatCard label="Total Customers" value={100005} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("82,390")).toBeVisible();
    await expect(canvas.getByText("100,005")).toBeVisible();
    for (const figure of ["$9,117,010.00", "$109,404,120.00", "82,390"]) {
      const value = canvas.getByText(figure);
      const lineHeight = Number.parseFloat(getComputedStyle(value).fontSize) * 1.6;
      await expect(value.getBoundingClientRect().height, figure).toBeLessThan(lineHeight);
    }
  },
};

/** A label and figure with no place to break stay inside the card. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, value: UNBROKEN, change: "+12.5%", changeLabel: UNBROKEN },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <StatCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector("dl")?.parentElement as HTMLElement;
    await expectNoOverflow(card);
    await expect(within(card).getByText("+12.5%")).toBeVisible();
  },
};

export const Dark: Story = {
  ...Trends,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Trends,
  globals: { viewport: { value: "mobile" } },
};
