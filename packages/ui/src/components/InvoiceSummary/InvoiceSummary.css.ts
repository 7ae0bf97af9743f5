import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const table = style(
  layered({
    width: "100%",
    borderCollapse: "collapse",
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    tableLayout: "auto",
  }),
);

export const head = style(
  layered({
    padding: `${vars.space.sm} ${vars.space.xs}`,
    borderBottom: `1px solid ${vars.color.borderStrong}`,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.textMuted,
    textAlign: "start",
    whiteSpace: "nowrap",
    selectors: { "&:first-child": { paddingInlineStart: 0 }, "&:last-child": { paddingInlineEnd: 0 } },
  }),
);

export const cell = style(
  layered({
    padding: `${vars.space.sm} ${vars.space.xs}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: "top",
    overflowWrap: "anywhere",
    selectors: { "&:first-child": { paddingInlineStart: 0 }, "&:last-child": { paddingInlineEnd: 0 } },
  }),
);

/** Figures: right-aligned, tabular, never wrapped. */
export const figure = style(
  layered({
    textAlign: "end",
    whiteSpace: "nowrap",
    fontVariantNumeric: "tabular-nums",
    overflowWrap: "normal",
  }),
);

export const period = style(
  layered({ display: "block", fontSize: vars.font.size.xs, color: vars.color.textMuted }),
);

export const sumLabel = style(
  layered({
    padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} 0`,
    fontWeight: vars.font.weight.regular,
    textAlign: "end",
    color: vars.color.textMuted,
  }),
);

export const sumValue = style(
  layered({
    padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.xs}`,
    textAlign: "end",
    whiteSpace: "nowrap",
    fontVariantNumeric: "tabular-nums",
  }),
);

export const strong = style(
  layered({
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
    fontSize: vars.font.size.md,
  }),
);

export const firstSum = style(layered({ paddingTop: vars.space.md }));

export const empty = style(
  layered({
    padding: `${vars.space.md} 0`,
    color: vars.color.textMuted,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

/** A line under the figures (a reverse charge): muted, at the figures' side, wrapping on a phone. */
export const note = style(
  layered({
    paddingTop: vars.space.sm,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    textAlign: "end",
    overflowWrap: "anywhere",
  }),
);
