import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    position: "relative",
    minWidth: 0,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflow: "hidden",
  }),
);

export const scroller = style(
  layered({
    overflow: "auto",
    overscrollBehavior: "contain",
    selectors: { "&:focus-visible": { outlineOffset: "-2px" } },
  }),
);

export const table = style(
  layered({
    width: "100%",
    tableLayout: "fixed",
    // Separate borders keep the sticky header's bottom border attached while scrolling.
    borderCollapse: "separate",
    borderSpacing: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const caption = style(
  layered({
    padding: `${vars.space.md} ${vars.space.lg}`,
    textAlign: "start",
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const headerCell = style(
  layered({
    position: "sticky",
    top: 0,
    zIndex: 1,
    height: 44,
    padding: `0 ${vars.space.lg}`,
    backgroundColor: vars.color.surfaceSunken,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: "0.02em",
    textTransform: "uppercase",
    textAlign: "start",
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
    selectors: {
      "&[data-align='center']": { textAlign: "center" },
      "&[data-align='end']": { textAlign: "end" },
    },
  }),
);

export const sortButton = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    maxWidth: "100%",
    margin: `0 calc(${vars.space.xs} * -1)`,
    padding: `${vars.space.xs}`,
    border: 0,
    borderRadius: vars.radius.sm,
    background: "none",
    color: "inherit",
    font: "inherit",
    letterSpacing: "inherit",
    textTransform: "inherit",
    cursor: "pointer",
    selectors: {
      "&:hover": { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
      "&:focus-visible": { outlineOffset: 0 },
      "th[aria-sort] &": { color: vars.color.text },
    },
  }),
);

export const sortLabel = style(layered({ overflow: "hidden", textOverflow: "ellipsis" }));

export const sortIcon = style(
  layered({
    flexShrink: 0,
    opacity: 0.55,
    selectors: { "th[aria-sort] &": { opacity: 1 } },
  }),
);

export const row = style(
  layered({
    selectors: {
      "&[data-linked='true']": { cursor: "pointer" },
    },
  }),
);

export const cell = style(
  layered({
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: "middle",
    overflowWrap: "anywhere",
    selectors: {
      "&[data-align='center']": { textAlign: "center" },
      "&[data-align='end']": { textAlign: "end", fontVariantNumeric: "tabular-nums" },
      "tr:last-child > &": { borderBottom: 0 },
      "tbody > tr:hover > &": { backgroundColor: vars.color.surfaceHover },
    },
  }),
);

export const rowLink = style(
  layered({
    color: vars.color.text,
    fontWeight: vars.font.weight.medium,
    textDecoration: "none",
    selectors: {
      "&:hover, tr:hover &": { color: vars.color.primaryText, textDecoration: "underline" },
      "&:focus-visible": { outlineOffset: "2px" },
    },
  }),
);

export const spacer = style(layered({ padding: 0, border: 0 }));

export const placeholderCell = style(layered({ height: 20, width: "70%" }));

export const emptyCell = style(layered({ padding: 0 }));
