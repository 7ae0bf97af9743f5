import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

export const centered = style(
  layered({
    minHeight: "40vh",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.md,
    color: vars.color.textMuted,
  }),
);

export const revenueTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }),
);

export const listItem = style(
  layered({
    display: "flex",
    justifyContent: "space-between",
    alignItems: "center",
    gap: vars.space.md,
    flexWrap: "wrap",
    padding: `${vars.space.sm} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

/** A web address shown on one line, cut with an ellipsis when the card is narrower (the full one in its title). */
export const url = style(
  layered({
    display: "block",
    maxWidth: "100%",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  }),
);

export const checkItem = style(layered({ display: "flex", alignItems: "flex-start", gap: vars.space.md }));

/** The tick: an empty ring to do, a filled one done. */
export const checkMark = style(
  layered({
    flex: "0 0 auto",
    width: 22,
    height: 22,
    marginTop: 1,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border}`,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    color: vars.color.onPrimary,
    selectors: {
      [`${checkItem}[data-done] &`]: {
        background: vars.color.success,
        borderColor: vars.color.success,
        color: vars.color.surface,
      },
    },
  }),
);

export const checkText = style(layered({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }));

export const checkLabel = style(layered({ fontWeight: vars.font.weight.medium }));

export const visuallyHidden = style(
  layered({
    position: "absolute",
    width: 1,
    height: 1,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  }),
);
