import { formatMoney, MovementsChart, type MovementsChartDatum, type MovementsChartSeries } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, UNBROKEN } from "./longText";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const series: MovementsChartSeries[] = [
  { key: "new", label: "New", tone: "series1" },
  { key: "expansion", label: "Expansion", tone: "series2" },
  { key: "reactivation", label: "Reactivation", tone: "series3" },
  { key: "contraction", label: "Contraction", tone: "series4" },
  { key: "churn", label: "Churn", tone: "series5" },
];

/**
 * `count` months of movements from January 2025, with MRR at each month's end. `trend` tilts them: 1 a
 * growing business (from 100,000 of MRR), -1 one losing revenue (from 240,000). Fixed numbers (no randomness), so pictures are stable.
 */
function months(count: number, trend = 1): MovementsChartDatum[] {
  let mrr = trend > 0 ? 100_000 : 240_000;
  return Array.from({ length: count }, (_, index) => {
    const wave = (index * 37) % 11;
    const gain = trend > 0 ? 1 : 0.35;
    const loss = trend > 0 ? 1 : 2.6;
    const segments = {
      new: Math.round((6_000 + wave * 420) * gain),
      expansion: Math.round((2_400 + ((index * 53) % 7) * 260) * gain),
      reactivation: Math.round((600 + ((index * 29) % 5) * 120) * gain),
      contraction: -Math.round((1_500 + ((index * 17) % 6) * 180) * loss),
      churn: -Math.round((2_800 + ((index * 41) % 9) * 300) * loss),
    };
    mrr += Object.values(segments).reduce((sum, value) => sum + value, 0);
    return {
      label: `${MONTHS[index % 12]} ${2025 + Math.floor(index / 12)}`,
      segments,
      line: mrr,
    };
  });
}

const dollars = (value: number) => formatMoney(value, "USD", { maximumFractionDigits: 0 });
const compactDollars = (value: number) => formatMoney(value, "USD", { compact: true });

function figure(canvasElement: HTMLElement, name = "Revenue movements") {
  return within(within(canvasElement).getByRole("figure", { name }));
}

/** The month labels drawn under the bars. */
function monthLabels(canvasElement: HTMLElement) {
  const svg = within(canvasElement).getByRole("slider").querySelector("svg") as SVGSVGElement;
  return [...svg.querySelectorAll("text[text-anchor='middle']")].map((text) => text.textContent);
}

/** The readout under the chart: the picked month's figures, announced politely. */
function readout(canvasElement: HTMLElement) {
  return canvasElement.querySelector("figure [aria-live='polite']") as HTMLElement;
}

/**
 * Monthly revenue movements as stacked bars: positive movements (new, expansion, reactivation) stack up
 * from zero, negative ones (contraction, churn) stack down from it, in the order of `series`, each in its
 * `tone` (a `vars.color.dataviz` role). With `lineLabel`, each month's `line` (MRR at the month's end) is
 * drawn over the bars **on its own scale, on the right**: a total is many times its monthly movements, so on
 * one scale the bars would be slivers; the right scale has the same zero and the same gridlines as the left
 * (its ticks are the left ones times a nice factor), so neither axis is cut and both read from zero. The
 * legend says so ('MRR (right scale)'). The y axis has 4 to 6 nice ticks and a zero line; month labels thin
 * out and shorten when the chart is narrow. It takes its container's width (measured, so text keeps its
 * size) and the theme's colours. The values are plain numbers for display: the caller converts exact
 * amounts and formats them (`formatValue`, and `formatTick` for the axes). 'Show as table' swaps the chart
 * for a `<table>` with the same figures (`view`/`defaultView`). With no data it shows `emptyText`. Every
 * text is a prop with an English default.
 *
 * **Accessibility:** the chart follows the WAI-ARIA APG **Slider** pattern: it is one Tab stop, a slider
 * named by the title whose value is the month picked (`aria-valuetext` is the month), so screen readers
 * pass it the arrow keys. The picked month's figures (each series and the line) are shown in the readout
 * under the chart, a polite live region, so they are announced as well. The drawing itself is hidden from
 * screen readers; the table view (a real `<table>` captioned by the title, a row header per month and a
 * column per series) holds every figure for them and for anyone who prefers numbers. Colour never carries
 * meaning alone: the legend, the readout and the table name each series.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves to 'Show as table', then to the chart (focus shows the latest month) |
 * | Right / Up Arrow | Next month |
 * | Left / Down Arrow | Previous month |
 * | Home / End | First / last month |
 * | Enter / Space | On 'Show as table' / 'Show as chart', switches the view |
 */
const meta = {
  title: "Data/MovementsChart",
  component: MovementsChart,
  args: {
    title: "Revenue movements",
    description: "MRR gained and lost each month, with MRR at the month's end",
    data: months(12),
    series,
    lineLabel: "MRR",
    formatValue: dollars,
    formatTick: compactDollars,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: "100%" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MovementsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of a growing business. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement);
    await expect(chart.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "New",
      "Expansion",
      "Reactivation",
      "Contraction",
      "Churn",
      "MRR (right scale)",
    ]);
    await expect(chart.getByRole("slider", { name: "Revenue movements" })).toHaveAccessibleDescription(
      "MRR gained and lost each month, with MRR at the month's end Use the Left and Right arrow keys to read each month, Home and End for the first and last.",
    );
    // Twelve labels would touch at this width: every other month is labelled.
    await expect(monthLabels(canvasElement)).toEqual([
      "Jan 2025",
      "Mar 2025",
      "May 2025",
      "Jul 2025",
      "Sep 2025",
      "Nov 2025",
    ]);
    await expect(chart.getByText(/^Point at a month/)).toBeVisible();
  },
};

/** Keyboard: Tab to the chart shows the latest month; arrows, Home and End move, and the readout follows. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement);
    const slider = chart.getByRole("slider", { name: "Revenue movements" });
    await userEvent.tab();
    await expect(chart.getByRole("button", { name: "Show as table" })).toHaveFocus();
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await expect(readout(canvasElement)).toHaveTextContent(/^Dec 2025New\$/);
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(slider).toHaveAttribute("aria-valuetext", "Oct 2025");
    const october = months(12)[9] as MovementsChartDatum;
    await expect(readout(canvasElement)).toHaveTextContent(
      `Oct 2025New${dollars(october.segments.new as number)}Expansion${dollars(october.segments.expansion as number)}`,
    );
    await expect(readout(canvasElement)).toHaveTextContent(`MRR${dollars(october.line as number)}`);
    await userEvent.keyboard("{Home}");
    await expect(readout(canvasElement)).toHaveTextContent(/^Jan 2025/);
    await userEvent.keyboard("{ArrowLeft}");
    await expect(readout(canvasElement)).toHaveTextContent(/^Jan 2025/);
    await userEvent.keyboard("{End}{ArrowRight}");
    await expect(readout(canvasElement)).toHaveTextContent(/^Dec 2025/);
    await userEvent.keyboard("{ArrowDown}");
    await expect(readout(canvasElement)).toHaveTextContent(/^Nov 2025/);
    await expect(readout(canvasElement)).toHaveAttribute("aria-live", "polite");
  },
};

export const ThreeMonths: Story = {
  args: { data: months(3) },
  play: async ({ canvasElement }) => {
    await expect(monthLabels(canvasElement)).toEqual(["Jan 2025", "Feb 2025", "Mar 2025"]);
    await userEvent.tab();
    await userEvent.tab();
    await expect(readout(canvasElement)).toHaveTextContent(/^Mar 2025/);
  },
};

/** Two years: the month labels thin out so they never overlap. */
export const TwentyFourMonths: Story = {
  args: { data: months(24) },
  play: async ({ canvasElement }) => {
    const labels = monthLabels(canvasElement);
    await expect(labels.length).toBeLessThan(24);
    await expect(labels[0]).toBe("Jan 2025");
    await userEvent.tab();
    await userEvent.tab();
    await expect(readout(canvasElement)).toHaveTextContent(/^Dec 2026/);
  },
};

/** A business losing revenue: churn and contraction outweigh the gains, and the bars reach far below zero. */
export const FallInRevenue: Story = {
  args: { data: months(12, -1), description: "Churn and contraction have outweighed new business all year" },
  play: async ({ canvasElement }) => {
    const data = months(12, -1);
    const first = data[0] as MovementsChartDatum;
    const last = data[11] as MovementsChartDatum;
    await expect(last.line).toBeLessThan(first.line as number);
    await userEvent.tab();
    await userEvent.tab();
    await expect(readout(canvasElement)).toHaveTextContent(`Churn${dollars(last.segments.churn as number)}`);
    await expect(readout(canvasElement)).toHaveTextContent(/Churn-\$/);
  },
};

/** A business with nothing billed yet: every movement and MRR are zero; the zero line and ticks remain. */
export const AllZero: Story = {
  args: {
    data: MONTHS.slice(0, 6).map((month) => ({
      label: `${month} 2026`,
      segments: { new: 0, expansion: 0, reactivation: 0, contraction: 0, churn: 0 },
      line: 0,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(monthLabels(canvasElement)).toHaveLength(6);
    await userEvent.tab();
    await userEvent.tab();
    await expect(readout(canvasElement)).toHaveTextContent("Jun 2026New$0Expansion$0");
    await expect(readout(canvasElement)).toHaveTextContent("MRR$0");
  },
};

/** No months at all: the empty text, and no toggle. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement);
    await expect(chart.getByText("No data yet")).toBeVisible();
    await expect(chart.queryByRole("button")).not.toBeInTheDocument();
    await expect(chart.queryByRole("slider")).not.toBeInTheDocument();
  },
};

/** Long month and series names, and a title with no place to break: they wrap or shorten, never overflow. */
export const LongLabels: Story = {
  args: {
    title: UNBROKEN,
    data: months(12).map((datum, index) => ({
      ...datum,
      label: `${MONTHS[index]} 2025 (fiscal period ${index + 1} of the financial year)`,
    })),
    series: series.map((item) => ({ ...item, label: `${item.label} monthly recurring revenue movement` })),
  },
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement, UNBROKEN);
    // Month labels are shortened to the room they have, with an ellipsis; the readout has them whole.
    await expect(monthLabels(canvasElement).every((label) => label?.endsWith("\u2026"))).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(readout(canvasElement)).toHaveTextContent(
      "Dec 2025 (fiscal period 12 of the financial year)",
    );
    await expect(
      chart.getByText("Churn monthly recurring revenue movement", { selector: "li" }),
    ).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

/** The same figures as a table: a row per month, a column per series and MRR. */
export const TableView: Story = {
  args: { defaultView: "table" },
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement);
    const table = chart.getByRole("table", { name: "Revenue movements" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(13);
    await expect(rows[0]).toHaveTextContent("MonthNewExpansionReactivationContractionChurnMRR");
    const january = months(12)[0] as MovementsChartDatum;
    await expect(within(table).getByRole("rowheader", { name: "Jan 2025" })).toBeVisible();
    await expect(rows[1]).toHaveTextContent(`Jan 2025${dollars(january.segments.new as number)}`);
    // The toggle switches back and forth, keeping focus.
    await userEvent.click(chart.getByRole("button", { name: "Show as chart" }));
    await expect(chart.getByRole("slider", { name: "Revenue movements" })).toBeVisible();
    await expect(chart.queryByRole("table")).not.toBeInTheDocument();
    const toggle = chart.getByRole("button", { name: "Show as table" });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(chart.getByRole("table", { name: "Revenue movements" })).toBeVisible();
    await expect(chart.getByRole("button", { name: "Show as chart" })).toHaveFocus();
  },
};

/** On a phone: the chart takes the width there is, months thin out, the table scrolls sideways. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement);
    await expect(monthLabels(canvasElement).length).toBeLessThan(12);
    await expectNoOverflow(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(readout(canvasElement)).toHaveTextContent(/^Dec 2025/);
    await expect(chart.getByRole("slider")).toHaveFocus();
  },
};

/** The table on a phone: it scrolls sideways inside its frame, which is then a Tab stop for keyboard users. */
export const NarrowTableView: Story = {
  args: { defaultView: "table" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const table = figure(canvasElement).getByRole("table", { name: "Revenue movements" });
    const frame = table.parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(frame).toHaveAttribute("tabindex", "0");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The frame is a region named by the title, for screen reader users who reach it with Tab.
    await expect(frame).toHaveAccessibleName("Revenue movements");
  },
};
