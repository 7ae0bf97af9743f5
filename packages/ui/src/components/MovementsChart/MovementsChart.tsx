import {
  forwardRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { ChartIcon, TableIcon } from "../../icons";
import type { DataVizColors } from "../../theme/tokens";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import { Button } from "../Button";
import { useControllableState } from "../Field/useControllableState";
import { alignedScale, barExtent, fitLabel, labelEvery, niceScale } from "./chartScale";
import * as styles from "./MovementsChart.css";

/** A colour role of `vars.color.dataviz`: the series in order (`series1`...), or a movement's meaning. */
export type MovementsChartTone = keyof DataVizColors;

export interface MovementsChartSeries {
  /** The key of this series' values in each month's `segments`. */
  key: string;
  /** Its name in the legend, the readout and the table's header. */
  label: string;
  tone: MovementsChartTone;
}

export interface MovementsChartDatum {
  /** The month, as shown: 'Mar 2026'. */
  label: string;
  /** Each series' value for the month (a missing one is 0): positive ones stack up, negative ones down. */
  segments: Record<string, number>;
  /** The line's value for the month (such as MRR at its end); with `lineLabel`. */
  line?: number;
}

export type MovementsChartView = "chart" | "table";

export interface MovementsChartProps {
  /** Names the chart, captions the table. */
  title: ReactNode;
  /** A sentence under the title, read as the chart's description. */
  description?: ReactNode;
  /** One entry per month, oldest first. */
  data: readonly MovementsChartDatum[];
  /** The stacked series, bottom to top (and top to bottom below zero). */
  series: readonly MovementsChartSeries[];
  /** Draws each month's `line` over the bars, on its own scale on the right, and names it. */
  lineLabel?: string;
  /** Writes a value in the readout and the table (the caller formats money). */
  formatValue: (value: number) => string;
  /** Writes an axis tick; `formatValue` by default (a compact form, '$12K', saves room). */
  formatTick?: (value: number) => string;
  /** Renders the title as a heading of this level; by default it is a paragraph. */
  headingLevel?: 2 | 3 | 4;
  /** The chart's height in pixels, axes included. */
  height?: number;
  /** Chart or table. Leave undefined to let the toggle keep it. */
  view?: MovementsChartView;
  defaultView?: MovementsChartView;
  onViewChange?: (view: MovementsChartView) => void;
  /** Shown instead of the chart when `data` is empty. */
  emptyText?: ReactNode;
  showTableLabel?: string;
  showChartLabel?: string;
  /** The table's first column header. */
  monthHeader?: string;
  /** The line's legend entry, saying which scale it is read on. */
  lineLegend?: (lineLabel: string) => string;
  /** Read by screen readers on reaching the chart. */
  keyboardHint?: string;
  /** Shown in the readout until a month is picked. */
  readoutHint?: ReactNode;
  className?: string;
}

const defaultLineLegend = (lineLabel: string) => `${lineLabel} (right scale)`;

/** An estimate of a character's width in the 12px axis labels, enough to space and thin them. */
const CHAR_WIDTH = 7;
const LABEL_GAP = 12;
const TOP = 10;
const BOTTOM = 28;
const DEFAULT_WIDTH = 640;

function segmentValue(datum: MovementsChartDatum, key: string): number {
  const value = datum.segments[key];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function lineOf(datum: MovementsChartDatum): number | undefined {
  return typeof datum.line === "number" && Number.isFinite(datum.line) ? datum.line : undefined;
}

const longest = (labels: string[]) => labels.reduce((most, label) => Math.max(most, label.length), 0);
/** Half a pixel off the grid, so a 1px line is drawn sharp. */
const crisp = (value: number) => Math.round(value) + 0.5;

/**
 * A small chart of monthly revenue movements: stacked bars (positive movements up from zero, churn and
 * contraction down), an optional line for the total on its own scale, a legend, a keyboard readout and a
 * table view.
 */
export const MovementsChart = forwardRef<HTMLElement, MovementsChartProps>(function MovementsChart(
  {
    title,
    description,
    data,
    series,
    lineLabel,
    formatValue,
    formatTick = formatValue,
    headingLevel,
    height = 240,
    view: viewProp,
    defaultView = "chart",
    onViewChange,
    emptyText = "No data yet",
    showTableLabel = "Show as table",
    showChartLabel = "Show as chart",
    monthHeader = "Month",
    lineLegend = defaultLineLegend,
    keyboardHint = "Use the Left and Right arrow keys to read each month, Home and End for the first and last.",
    readoutHint = "Point at a month, or focus the chart and use the arrow keys, to read its figures.",
    className,
  },
  ref,
) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const hintId = `${id}-hint`;
  const [view, setView] = useControllableState(viewProp, defaultView, onViewChange);
  const [picked, setPicked] = useState<number | null>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const [tableScrolls, setTableScrolls] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLElement>(null);

  const count = data.length;
  const empty = count === 0;
  const active = picked !== null && picked < count ? picked : null;

  // The drawing is as wide as its container, in real pixels, so text keeps its size at any width.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element measured appears with data (empty) and changes with the view
  useLayoutEffect(() => {
    const element = view === "chart" ? frameRef.current : tableRef.current;
    if (!element) return;
    const measure = () => {
      if (view === "chart") {
        const measured = Math.round(element.clientWidth);
        if (measured > 0) setWidth(measured);
      } else setTableScrolls(element.scrollWidth > element.clientWidth + 1);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [view, empty]);

  const hasLine = lineLabel !== undefined && data.some((datum) => lineOf(datum) !== undefined);
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = count - 1;
    const from = active ?? last;
    const forward = event.key === "ArrowRight" || event.key === "ArrowUp";
    const back = event.key === "ArrowLeft" || event.key === "ArrowDown";
    // The first arrow press only shows the month already selected (the latest) when none was picked.
    const next = forward
      ? Math.min(last, active === null ? last : from + 1)
      : back
        ? Math.max(0, active === null ? last : from - 1)
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? last
            : null;
    if (next === null) return;
    event.preventDefault();
    setPicked(next);
  }

  const header = (
    <div className={styles.header}>
      <div className={styles.heading}>
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      {empty ? null : (
        <Button
          variant="secondary"
          size="sm"
          icon={view === "chart" ? <TableIcon size={16} /> : <ChartIcon size={16} />}
          onClick={() => setView(view === "chart" ? "table" : "chart")}
        >
          {view === "chart" ? showTableLabel : showChartLabel}
        </Button>
      )}
    </div>
  );

  if (empty)
    return (
      <figure ref={ref} aria-labelledby={titleId} className={cx(styles.root, className)}>
        {header}
        <p className={styles.empty} style={{ minHeight: height }}>
          {emptyText}
        </p>
      </figure>
    );

  if (view === "table")
    return (
      <figure ref={ref} aria-labelledby={titleId} className={cx(styles.root, className)}>
        {header}
        {/* A named region, a Tab stop only while it scrolls sideways, so keyboard users can scroll it. */}
        <section
          ref={tableRef}
          className={styles.tableScroll}
          aria-labelledby={titleId}
          tabIndex={tableScrolls ? 0 : undefined}
        >
          <table className={styles.table}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headerCell}>
                  {monthHeader}
                </th>
                {series.map((item) => (
                  <th key={item.key} scope="col" className={styles.headerCell} data-numeric="true">
                    {item.label}
                  </th>
                ))}
                {hasLine ? (
                  <th scope="col" className={styles.headerCell} data-numeric="true">
                    {lineLabel}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {data.map((datum, index) => (
                <tr key={index}>
                  <th scope="row" className={styles.rowHeader}>
                    {datum.label}
                  </th>
                  {series.map((item) => (
                    <td key={item.key} className={styles.cell}>
                      {formatValue(segmentValue(datum, item.key))}
                    </td>
                  ))}
                  {hasLine ? (
                    <td className={styles.cell}>
                      {lineOf(datum) === undefined ? "" : formatValue(lineOf(datum) as number)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </figure>
    );

  // Scales: the bars' axis on the left; the line's on the right, sharing the bars' zero and gridlines.
  const stacks = data.map((datum) => {
    let up = 0;
    let down = 0;
    for (const item of series) {
      const value = segmentValue(datum, item.key);
      if (value > 0) up += value;
      else down += value;
    }
    return { up, down };
  });
  const lineValues = hasLine ? data.map(lineOf).filter((value) => value !== undefined) : [];
  const lineRange = hasLine ? { low: Math.min(...lineValues), high: Math.max(...lineValues) } : null;
  const extent = barExtent(stacks, lineRange);
  const bars = niceScale(extent.low, extent.high);
  const lineScale = lineRange ? alignedScale(bars, lineRange.low, lineRange.high) : null;

  // Layout, in pixels of the measured width.
  const leftTicks = bars.ticks.map(formatTick);
  const rightTicks = lineScale ? lineScale.ticks.map(formatTick) : [];
  const left = longest(leftTicks) * CHAR_WIDTH + LABEL_GAP;
  const right = lineScale ? longest(rightTicks) * CHAR_WIDTH + LABEL_GAP : LABEL_GAP;
  const plotWidth = Math.max(count, width - left - right);
  const plotHeight = Math.max(1, height - TOP - BOTTOM);
  const band = plotWidth / count;
  const barWidth = Math.min(48, Math.max(2, band * 0.64));
  const x = (index: number) => left + band * (index + 0.5);
  const y = (value: number) => TOP + ((bars.max - value) / (bars.max - bars.min)) * plotHeight;
  const yLine = (value: number) =>
    lineScale ? TOP + ((lineScale.max - value) / (lineScale.max - lineScale.min)) * plotHeight : 0;

  // Month labels: as many as fit without overlapping, each cut to the room it has.
  const labelChars = Math.min(longest(data.map((datum) => datum.label)), 14);
  const every = labelEvery(band, labelChars * CHAR_WIDTH + LABEL_GAP);
  const labelRoom = Math.max(3, Math.floor((every * band - LABEL_GAP) / CHAR_WIDTH));

  const linePath = hasLine
    ? data
        .map((datum, index) => {
          const value = lineOf(datum);
          if (value === undefined) return null;
          const previous = index > 0 ? lineOf(data[index - 1] as MovementsChartDatum) : undefined;
          return `${previous === undefined ? "M" : "L"}${x(index).toFixed(1)} ${yLine(value).toFixed(1)}`;
        })
        .filter(Boolean)
        .join(" ")
    : "";

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const at = ((event.clientX - box.left) * width) / box.width;
    const index = Math.floor((at - left) / band);
    if (index >= 0 && index < count && index !== active) setPicked(index);
  }

  const activeDatum = active === null ? null : (data[active] as MovementsChartDatum);
  return (
    <figure ref={ref} aria-labelledby={titleId} className={cx(styles.root, className)}>
      {header}
      <ul className={styles.legend}>
        {series.map((item) => (
          <li key={item.key} className={styles.legendItem}>
            <span className={cx(styles.swatch, styles.tone[item.tone])} aria-hidden="true" />
            {item.label}
          </li>
        ))}
        {hasLine ? (
          <li className={styles.legendItem}>
            <span className={styles.lineSwatch} aria-hidden="true" />
            {lineLegend(lineLabel as string)}
          </li>
        ) : null}
      </ul>
      <span id={hintId} className={visuallyHidden}>
        {keyboardHint}
      </span>
      {/* One Tab stop, a slider over the months (so screen readers pass the arrows to it): the arrows pick a
          month, whose figures the readout shows and announces. */}
      <div
        ref={frameRef}
        className={styles.frame}
        role="slider"
        aria-labelledby={titleId}
        aria-describedby={[description ? descriptionId : null, hintId].filter(Boolean).join(" ")}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={(active ?? count - 1) + 1}
        aria-valuetext={(data[active ?? count - 1] as MovementsChartDatum).label}
        aria-orientation="horizontal"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (active === null) setPicked(count - 1);
        }}
        onPointerMove={onPointerMove}
        onPointerLeave={(event) => {
          if (event.currentTarget.ownerDocument.activeElement !== event.currentTarget) setPicked(null);
        }}
      >
        <svg
          className={styles.svg}
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          height={height}
          aria-hidden="true"
          focusable="false"
        >
          {bars.ticks.map((tick) =>
            tick === 0 ? null : (
              <line
                key={tick}
                className={styles.grid}
                x1={left}
                x2={left + plotWidth}
                y1={crisp(y(tick))}
                y2={crisp(y(tick))}
              />
            ),
          )}
          {active !== null ? (
            <rect
              className={styles.activeBand}
              x={left + band * active}
              y={TOP}
              width={band}
              height={plotHeight}
            />
          ) : null}
          {data.map((datum, index) => {
            const rects: ReactNode[] = [];
            let up = 0;
            let down = 0;
            for (const item of series) {
              const value = segmentValue(datum, item.key);
              if (value === 0) continue;
              const from = value > 0 ? up : down;
              const to = from + value;
              if (value > 0) up = to;
              else down = to;
              // A pixel between stacked segments, on the side away from zero.
              const top = Math.min(y(from), y(to)) + (value < 0 ? 1 : 0);
              const size = Math.abs(y(to) - y(from)) - 1;
              if (size <= 0) continue;
              rects.push(
                <rect
                  key={item.key}
                  className={cx(styles.segment, styles.tone[item.tone])}
                  x={x(index) - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={size}
                />,
              );
            }
            return <g key={index}>{rects}</g>;
          })}
          <line className={styles.zero} x1={left} x2={left + plotWidth} y1={crisp(y(0))} y2={crisp(y(0))} />
          {linePath ? <path className={styles.line} d={linePath} /> : null}
          {hasLine
            ? data.map((datum, index) => {
                const value = lineOf(datum);
                return value === undefined ? null : (
                  <circle
                    key={index}
                    className={styles.point}
                    data-active={index === active || undefined}
                    cx={x(index)}
                    cy={yLine(value)}
                    r={index === active ? 5 : 3}
                  />
                );
              })
            : null}
          {bars.ticks.map((tick, index) => (
            <text
              key={tick}
              className={styles.tickLabel}
              x={left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {leftTicks[index]}
            </text>
          ))}
          {lineScale && lineRange
            ? lineScale.ticks.map((tick, index) =>
                // Below zero the right scale only keeps the gridlines company: labelled only if the line goes there.
                tick < 0 && lineRange.low >= 0 ? null : (
                  <text
                    key={tick}
                    className={styles.tickLabel}
                    x={left + plotWidth + 8}
                    y={yLine(tick)}
                    textAnchor="start"
                    dominantBaseline="middle"
                  >
                    {rightTicks[index]}
                  </text>
                ),
              )
            : null}
          {data.map((datum, index) =>
            index % every === 0 ? (
              <text
                key={index}
                className={styles.monthLabel}
                data-active={index === active || undefined}
                x={x(index)}
                y={TOP + plotHeight + 18}
                textAnchor="middle"
              >
                {fitLabel(datum.label, labelRoom)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <div className={styles.readout} aria-live="polite" aria-atomic="true">
        {activeDatum ? (
          <>
            <p className={styles.readoutTitle}>{activeDatum.label}</p>
            <dl className={styles.readoutList}>
              {series.map((item) => (
                <div key={item.key} className={styles.readoutItem}>
                  <dt className={styles.readoutName}>
                    <span className={cx(styles.swatch, styles.tone[item.tone])} aria-hidden="true" />
                    {item.label}
                  </dt>
                  <dd className={styles.readoutValue}>{formatValue(segmentValue(activeDatum, item.key))}</dd>
                </div>
              ))}
              {hasLine && lineOf(activeDatum) !== undefined ? (
                <div className={styles.readoutItem}>
                  <dt className={styles.readoutName}>
                    <span className={styles.lineSwatch} aria-hidden="true" />
                    {lineLabel}
                  </dt>
                  <dd className={styles.readoutValue}>{formatValue(lineOf(activeDatum) as number)}</dd>
                </div>
              ) : null}
            </dl>
          </>
        ) : (
          <p className={styles.readoutHint}>{readoutHint}</p>
        )}
      </div>
    </figure>
  );
});
