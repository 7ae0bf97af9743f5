import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { alignedScale, barExtent, fitLabel, labelEvery, niceCeil, niceScale } from "./chartScale";
import { MovementsChart, type MovementsChartProps } from "./MovementsChart";

describe("niceScale", () => {
  test("4 to 6 ticks at a nice step, zero included", () => {
    const cases: Array<[number, number, number[]]> = [
      [0, 100, [0, 20, 40, 60, 80, 100]],
      [0, 110, [0, 25, 50, 75, 100, 125]],
      [0, 51, [0, 20, 40, 60]],
      [-30, 100, [-50, 0, 50, 100]],
      [-12_000, 35_000, [-20_000, 0, 20_000, 40_000]],
      [-900, 0, [-1000, -800, -600, -400, -200, 0]],
      [0.1, 0.3, [0, 0.1, 0.2, 0.3]],
    ];
    for (const [low, high, ticks] of cases) expect(niceScale(low, high).ticks).toEqual(ticks);
  });

  test("any range gives 4 to 6 ticks that cover it", () => {
    // Amounts of money to the cent, from nothing to a billion.
    const amount = fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(amount, amount, (below, above) => {
        const scale = niceScale(-below, above);
        expect(scale.ticks.length).toBeGreaterThanOrEqual(4);
        expect(scale.ticks.length).toBeLessThanOrEqual(6);
        expect(scale.ticks).toContain(0);
        expect(scale.min).toBeLessThanOrEqual(-below);
        expect(scale.max).toBeGreaterThanOrEqual(above);
      }),
    );
  });

  test("all zero: 0 to 4", () => {
    expect(niceScale(0, 0).ticks).toEqual([0, 1, 2, 3, 4]);
  });

  test("niceCeil rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0.7, 1, 1.2, 2.2, 3, 7, 26, 60_000].map((value) => niceCeil(value))).toEqual([
      1, 1, 2, 2.5, 5, 10, 50, 100_000,
    ]);
  });
});

describe("alignedScale", () => {
  test("the line's ticks sit on the bars' gridlines and share their zero", () => {
    const bars = niceScale(-12_000, 35_000);
    const line = alignedScale(bars, 90_000, 118_000);
    expect(line.ticks).toHaveLength(bars.ticks.length);
    expect(line.ticks.indexOf(0)).toBe(bars.ticks.indexOf(0));
    expect(line.ticks).toEqual([-60_000, 0, 60_000, 120_000]);
  });

  test("the line's scale always holds the line, with the bars' zero", () => {
    const amount = fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(amount, amount, amount, amount, (down, up, lineLow, lineSpread) => {
        const line = { low: lineLow, high: lineLow + lineSpread };
        const extent = barExtent([{ up, down: -down }], line);
        const bars = niceScale(extent.low, extent.high);
        const scale = alignedScale(bars, line.low, line.high);
        expect(scale.max).toBeGreaterThanOrEqual(line.high);
        expect(scale.min).toBeLessThanOrEqual(line.low);
        expect(scale.ticks.indexOf(0)).toBe(bars.ticks.indexOf(0));
      }),
    );
  });

  test("a line a hair above a nice step still fits under the top tick", () => {
    // Found by the property above: bars up to 125,000.01 and a line from 0.10 to 0.12.
    const line = { low: 0.1, high: 0.1 + 0.02 };
    const bars = niceScale(
      ...(Object.values(barExtent([{ up: 125_000.01, down: -0 }], line)) as [number, number]),
    );
    const scale = alignedScale(bars, line.low, line.high);
    expect(scale.max).toBeGreaterThanOrEqual(line.high);
    expect(scale.ticks.indexOf(0)).toBe(bars.ticks.indexOf(0));
  });

  test("a line at zero keeps the bars' step", () => {
    const bars = niceScale(0, 100);
    expect(alignedScale(bars, 0, 0).ticks).toEqual(bars.ticks);
  });

  test("barExtent leaves room above zero for a line over bars all below it", () => {
    expect(barExtent([{ up: 0, down: -800 }], { low: 5000, high: 6000 })).toEqual({ low: -800, high: 400 });
    expect(barExtent([{ up: 300, down: -800 }], null)).toEqual({ low: -800, high: 300 });
  });
});

describe("month labels", () => {
  test("labelEvery thins labels that would overlap", () => {
    expect(labelEvery(60, 50)).toBe(1);
    expect(labelEvery(20, 50)).toBe(3);
  });

  test("fitLabel cuts with an ellipsis", () => {
    expect(fitLabel("Mar 2026", 8)).toBe("Mar 2026");
    expect(fitLabel("September 2026", 6)).toBe("Septe\u2026");
  });
});

const series: MovementsChartProps["series"] = [
  { key: "new", label: "New", tone: "series1" },
  { key: "expansion", label: "Expansion", tone: "series2" },
  { key: "churn", label: "Churn", tone: "negative" },
];
const data: MovementsChartProps["data"] = [
  { label: "Jan", segments: { new: 1200, expansion: 300, churn: -400 }, line: 10_000 },
  { label: "Feb", segments: { new: 900, churn: -200 }, line: 10_700 },
  { label: "Mar", segments: { new: 1500, expansion: 450, churn: -650 }, line: 12_000 },
];
const dollars = (value: number) => `${value < 0 ? "-" : ""}$${Math.abs(value).toLocaleString("en-US")}`;

function Chart(props: Partial<MovementsChartProps>) {
  return (
    <MovementsChart
      title="Revenue movements"
      data={data}
      series={series}
      lineLabel="MRR"
      formatValue={dollars}
      {...props}
    />
  );
}

const readout = () => screen.getByText(/Use the Left|Point at a month/, { selector: "p" }).parentElement;

describe("MovementsChart", () => {
  test("a figure named by its title, with a legend naming each series and the line's scale", () => {
    render(<Chart description="New, expansion and churned MRR each month" />);
    expect(screen.getByRole("figure", { name: "Revenue movements" })).toBeTruthy();
    const legend = screen.getAllByRole("list")[0] as HTMLElement;
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["New", "Expansion", "Churn", "MRR (right scale)"]);
  });

  test("one Tab stop; focus shows the latest month, arrows move, Home and End jump", async () => {
    render(<Chart />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show as table" }));
    await userEvent.tab();
    const chart = screen.getByRole("slider", { name: "Revenue movements" });
    expect(document.activeElement).toBe(chart);
    const live = document.querySelector("[aria-live='polite']") as HTMLElement;
    expect(live.textContent).toBe("MarNew$1,500Expansion$450Churn-$650MRR$12,000");
    await userEvent.keyboard("{ArrowLeft}");
    expect(live.textContent).toContain("Feb");
    expect(live.textContent).toContain("Expansion$0");
    expect(chart.getAttribute("aria-valuetext")).toBe("Feb");
    await userEvent.keyboard("{Home}");
    expect(live.textContent).toContain("Jan");
    await userEvent.keyboard("{ArrowLeft}");
    expect(live.textContent).toContain("Jan");
    await userEvent.keyboard("{End}");
    expect(chart.getAttribute("aria-valuenow")).toBe("3");
  });

  test("Show as table: a table captioned by the title, one row per month, a column per series and the line", async () => {
    render(<Chart />);
    await userEvent.click(screen.getByRole("button", { name: "Show as table" }));
    const table = screen.getByRole("table", { name: "Revenue movements" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "MonthNewExpansionChurnMRR",
      "Jan$1,200$300-$400$10,000",
      "Feb$900$0-$200$10,700",
      "Mar$1,500$450-$650$12,000",
    ]);
    expect(within(table).getByRole("rowheader", { name: "Feb" })).toBeTruthy();
    const back = screen.getByRole("button", { name: "Show as chart" });
    expect(document.activeElement).toBe(back);
    await userEvent.click(back);
    expect(screen.getByRole("slider", { name: "Revenue movements" })).toBeTruthy();
  });

  test("without a line: no right scale, no line column", async () => {
    render(<Chart lineLabel={undefined} defaultView="table" />);
    expect(screen.getByRole("row", { name: /Month/ }).textContent).toBe("MonthNewExpansionChurn");
  });

  test("no data: the empty text, and no toggle", () => {
    render(<Chart data={[]} emptyText="Nothing billed yet" />);
    expect(screen.getByText("Nothing billed yet")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("slider")).toBeNull();
  });

  test("texts are props", () => {
    render(
      <Chart
        showTableLabel="Voir le tableau"
        lineLegend={(label) => `${label} (échelle de droite)`}
        readoutHint="Choisissez un mois"
      />,
    );
    expect(screen.getByRole("button", { name: "Voir le tableau" })).toBeTruthy();
    expect(screen.getByText("MRR (échelle de droite)")).toBeTruthy();
    expect(screen.getByText("Choisissez un mois")).toBeTruthy();
  });

  test("the bars are drawn in their series' colour role, the drawing hidden from screen readers", () => {
    render(<Chart />);
    const svg = screen.getByRole("slider").querySelector("svg") as SVGSVGElement;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    // Three months: Jan and Mar have three segments, Feb two.
    expect(svg.querySelectorAll("g > rect")).toHaveLength(8);
    expect(svg.querySelectorAll("circle")).toHaveLength(3);
    expect(readout()).toBeTruthy();
  });
});
