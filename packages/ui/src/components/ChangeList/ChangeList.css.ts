import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(layered({ minWidth: 0, maxWidth: "100%", color: vars.color.text }));

export const none = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));

// The list lays itself out by its own width (a dialog, a side panel), not the page's.
export const container = style(layered({ containerType: "inline-size" }));

export const list = style(layered({ display: "grid", margin: 0, minWidth: 0 }));

// A field over its values in a narrow place; from 480 px up, the field in a column of its own beside them.
export const item = style(
  layered({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: vars.space.xs,
    padding: `${vars.space.sm} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
    "@container": {
      "(min-width: 480px)": {
        gridTemplateColumns: "minmax(7rem, 12rem) minmax(0, 1fr)",
        columnGap: vars.space.lg,
      },
    },
  }),
);

export const field = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const detail = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "baseline",
    gap: `${vars.space.xs} ${vars.space.sm}`,
    margin: 0,
    minWidth: 0,
  }),
);

// The value before on the danger tint and the value after on the success tint, as a diff shows them; the
// order and the arrow say the same, so the tints are never all there is to it.
export const value = recipe({
  base: layered({
    minWidth: 0,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: "anywhere",
  }),
  variants: {
    side: {
      before: layered({ backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText }),
      after: layered({ backgroundColor: vars.color.successSubtle, color: vars.color.successText }),
    },
  },
});

/** An object's JSON, indented: a block as wide as the list, its lines kept. */
export const block = style(
  layered({
    display: "block",
    width: "100%",
    padding: `${vars.space.xs} ${vars.space.sm}`,
    whiteSpace: "pre-wrap",
  }),
);

export const empty = style(layered({ color: vars.color.textMuted }));

export const arrow = style(layered({ color: vars.color.textMuted, fontSize: vars.font.size.sm }));

/** In a summary's line of text, where no gap spaces the arrow from the values. */
export const inlineArrow = style(layered({ margin: `0 ${vars.space.xs}` }));

export const summary = style(
  layered({
    display: "grid",
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: "none",
    minWidth: 0,
    fontSize: vars.font.size.sm,
  }),
);

// One line a field in a table cell: what does not fit ends in an ellipsis.
export const summaryLine = style(
  layered({
    minWidth: 0,
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  }),
);

export const more = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
