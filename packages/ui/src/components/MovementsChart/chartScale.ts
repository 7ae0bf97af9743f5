// The pure geometry of MovementsChart: nice axis ticks, the line's scale sharing the bars' zero and
// gridlines, and how many month labels fit.

export interface AxisScale {
  /** The bottom and top of the axis; both multiples of `step`, zero between them (or at an end). */
  min: number;
  max: number;
  step: number;
  /** From min to max, every step: between 4 and 6 of them. */
  ticks: number[];
}

const MULTIPLES = [1, 2, 2.5, 5, 10];
// The line's step may be finer grained: its tick count is fixed by the bars' axis, so a closer fit to the
// line's values is worth a step such as 3 or 6.
const FINE_MULTIPLES = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];
const MIN_INTERVALS = 3;
const MAX_INTERVALS = 5;

/** Rounds away float noise (0.1 * 3 is 0.30000000000000004), and turns -0 into 0. */
function clean(value: number): number {
  return Number(value.toPrecision(12)) + 0;
}

/** The smallest 'nice' number (1, 2, 2.5 or 5 times a power of ten, by default) at least `value`. */
export function niceCeil(value: number, multiples: readonly number[] = MULTIPLES): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const multiple of multiples) {
    const candidate = clean(multiple * power);
    if (candidate >= value * (1 - 1e-12)) return candidate;
  }
  return clean(10 * power);
}

/** How many steps of `step` cover `extent` (>= 0), forgiving float noise. */
function stepsFor(extent: number, step: number): number {
  return Math.max(0, Math.ceil(extent / step - 1e-12));
}

function ticksOf(below: number, above: number, step: number): number[] {
  const ticks: number[] = [];
  for (let index = -below; index <= above; index++) ticks.push(clean(index * step));
  return ticks;
}

/**
 * Axis ticks from `low` to `high` (zero always included): the smallest nice step giving at most five
 * intervals, padded to at least three on the side with more data. All zero gives 0 to 4.
 */
export function niceScale(low: number, high: number): AxisScale {
  const bottom = Math.min(0, low);
  const top = Math.max(0, high);
  const span = top - bottom;
  if (!(span > 0) || !Number.isFinite(span)) return { min: 0, max: 4, step: 1, ticks: [0, 1, 2, 3, 4] };
  let step = niceCeil(span / MAX_INTERVALS);
  let below = stepsFor(-bottom, step);
  let above = stepsFor(top, step);
  // Rounding each side up can need a sixth interval; the next nice step brings it back to five.
  while (below + above > MAX_INTERVALS) {
    step = niceCeil(step * 1.000001);
    below = stepsFor(-bottom, step);
    above = stepsFor(top, step);
  }
  while (below + above < MIN_INTERVALS) {
    if (-bottom > top) below++;
    else above++;
  }
  return { min: clean(-below * step), max: clean(above * step), step, ticks: ticksOf(below, above, step) };
}

/**
 * The line's own scale, for a total far larger than the movements (MRR beside its monthly changes): the same
 * number of intervals below and above zero as the bars' axis, so both share the zero line and the gridlines,
 * with the smallest nice step that holds the line's values. `bars` must leave room on the side the line needs
 * (see `barExtent`).
 */
export function alignedScale(bars: AxisScale, lineLow: number, lineHigh: number): AxisScale {
  const below = Math.round(-bars.min / bars.step);
  const above = Math.round(bars.max / bars.step);
  const needed = Math.max(
    above > 0 ? Math.max(0, lineHigh) / above : 0,
    below > 0 ? Math.max(0, -lineLow) / below : 0,
  );
  let step = needed > 0 ? niceCeil(needed, FINE_MULTIPLES) : bars.step;
  // niceCeil forgives float noise in its comparison; the axis must still hold the line's very ends.
  while ((above > 0 && clean(above * step) < lineHigh) || (below > 0 && clean(-below * step) > lineLow)) {
    step = niceCeil(step * 1.000001, FINE_MULTIPLES);
  }
  return { min: clean(-below * step), max: clean(above * step), step, ticks: ticksOf(below, above, step) };
}

/**
 * The range the bars' axis must cover: the tallest stack above zero and the deepest below, plus room for the
 * line on a side where the bars have nothing (a line above zero over bars all below it gets half as much
 * room above as the bars have below).
 */
export function barExtent(
  stacks: ReadonlyArray<{ up: number; down: number }>,
  line: { low: number; high: number } | null,
): { low: number; high: number } {
  let low = 0;
  let high = 0;
  for (const stack of stacks) {
    high = Math.max(high, stack.up);
    low = Math.min(low, stack.down);
  }
  if (line) {
    if (line.high > 0 && high === 0) high = low < 0 ? -low / 2 : 1;
    if (line.low < 0 && low === 0) low = high > 0 ? -high / 2 : -1;
  }
  return { low, high };
}

/** Show every n-th month's label, so labels of `labelWidth` never overlap in bands of `bandWidth`. */
export function labelEvery(bandWidth: number, labelWidth: number): number {
  if (!(bandWidth > 0)) return 1;
  return Math.max(1, Math.ceil(labelWidth / bandWidth));
}

/** A label cut to `maxChars` characters with an ellipsis (the whole label is in the readout and table). */
export function fitLabel(label: string, maxChars: number): string {
  const chars = Array.from(label);
  if (chars.length <= maxChars) return label;
  return `${chars.slice(0, Math.max(1, maxChars - 1)).join("")}\u2026`;
}
