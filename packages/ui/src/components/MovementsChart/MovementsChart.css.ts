import { createVar, style, styleVariants } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

/** A series' colour, set by its tone class and used by its bars and swatches. */
const toneColor = createVar();

export const tone = styleVariants(vars.color.dataviz, (color) => layered({ vars: { [toneColor]: color } }));

export const root = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    color: vars.color.text,
  }),
);

export const header = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-start",
    justifyContent: "space-between",
    gap: vars.space.sm,
  }),
);

export const heading = style(layered({ flex: "1 1 12rem", minWidth: 0 }));

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: "anywhere",
  }),
);

export const description = style(
  layered({
    margin: `${vars.space.xxs} 0 0`,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const legend = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    gap: `${vars.space.xs} ${vars.space.lg}`,
    margin: 0,
    padding: 0,
    listStyle: "none",
    fontSize: vars.font.size.sm,
  }),
);

export const legendItem = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    minWidth: 0,
    overflowWrap: "anywhere",
  }),
);

export const swatch = style(
  layered({
    flexShrink: 0,
    width: 10,
    height: 10,
    borderRadius: 2,
    backgroundColor: toneColor,
  }),
);

export const lineSwatch = style(
  layered({ flexShrink: 0, width: 14, height: 0, borderTop: `2px solid ${vars.color.text}` }),
);

export const frame = style(layered({ minWidth: 0, borderRadius: vars.radius.md, touchAction: "pan-y" }));

export const svg = style(layered({ display: "block", overflow: "visible" }));

export const grid = style(layered({ stroke: vars.color.border, strokeWidth: 1 }));
export const zero = style(layered({ stroke: vars.color.borderStrong, strokeWidth: 1 }));
export const activeBand = style(layered({ fill: vars.color.surfaceHover }));
export const segment = style(layered({ fill: toneColor }));

export const line = style(
  layered({
    fill: "none",
    stroke: vars.color.text,
    strokeWidth: 2,
    strokeLinejoin: "round",
    strokeLinecap: "round",
  }),
);

export const point = style(
  layered({
    fill: vars.color.surface,
    stroke: vars.color.text,
    strokeWidth: 2,
    selectors: { "&[data-active='true']": { fill: vars.color.text } },
  }),
);

const axisText = {
  fill: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: "tabular-nums",
} as const;

export const tickLabel = style(layered(axisText));

export const monthLabel = style(
  layered({
    ...axisText,
    selectors: { "&[data-active='true']": { fill: vars.color.text, fontWeight: vars.font.weight.semibold } },
  }),
);

/** The picked month's figures, or a hint; it keeps its room either way, so the page does not jump. */
export const readout = style(
  layered({
    minHeight: 56,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceSunken,
    fontSize: vars.font.size.sm,
  }),
);

export const readoutTitle = style(
  layered({
    margin: `0 0 ${vars.space.xs}`,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: "anywhere",
  }),
);

export const readoutList = style(
  layered({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 }),
);

export const readoutItem = style(
  layered({ display: "flex", alignItems: "center", gap: vars.space.xs, minWidth: 0 }),
);

export const readoutName = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const readoutValue = style(
  layered({ margin: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: "tabular-nums" }),
);

export const readoutHint = style(layered({ margin: 0, color: vars.color.textMuted }));

export const empty = style(
  layered({
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    margin: 0,
    padding: vars.space.lg,
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    textAlign: "center",
    overflowWrap: "anywhere",
  }),
);

export const tableScroll = style(
  layered({
    minWidth: 0,
    overflowX: "auto",
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

export const table = style(
  layered({
    width: "100%",
    borderCollapse: "collapse",
    fontSize: vars.font.size.sm,
    fontVariantNumeric: "tabular-nums",
  }),
);

const cellBase = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
} as const;

export const headerCell = style(
  layered({
    ...cellBase,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    textAlign: "start",
    selectors: { "&[data-numeric='true']": { textAlign: "end" } },
  }),
);

export const rowHeader = style(
  layered({ ...cellBase, fontWeight: vars.font.weight.medium, textAlign: "start" }),
);

export const cell = style(layered({ ...cellBase, textAlign: "end" }));
