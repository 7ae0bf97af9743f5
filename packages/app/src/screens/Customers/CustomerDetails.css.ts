import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

// The tabs beside the side panel on wide screens; the panel under them otherwise.
export const columns = style(
  layered({
    display: "grid",
    gap: vars.space.xl,
    gridTemplateColumns: "minmax(0, 1fr)",
    alignItems: "start",
    "@media": { "screen and (min-width: 1100px)": { gridTemplateColumns: "minmax(0, 1fr) 320px" } },
  }),
);

export const side = style(layered({ display: "grid", gap: vars.space.lg, minWidth: 0 }));

export const heading = style(
  layered({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    margin: `0 0 ${vars.space.sm}`,
  }),
);

export const muted = style(layered({ color: vars.color.textMuted, margin: 0, fontSize: vars.font.size.sm }));

// The balance reads green at zero or more, red below (with its sign, so colour is not the only cue).
export const positive = style(layered({ color: vars.color.success }));
export const negative = style(layered({ color: vars.color.danger }));

export const address = style(layered({ display: "grid", fontStyle: "normal", overflowWrap: "anywhere" }));

export const tags = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: "none",
  }),
);

const plainList = { margin: 0, padding: 0, listStyle: "none", display: "grid", gap: vars.space.sm } as const;

export const methods = style(layered(plainList));
export const method = style(
  layered({
    display: "flex",
    justifyContent: "space-between",
    alignItems: "start",
    gap: vars.space.sm,
    overflowWrap: "anywhere",
  }),
);

export const credits = style(layered({ marginTop: vars.space.md }));
export const creditList = style(
  layered({ ...plainList, fontSize: vars.font.size.sm, overflowWrap: "anywhere" }),
);

export const notes = style(layered(plainList));
export const note = style(
  layered({
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    overflowWrap: "anywhere",
  }),
);
export const noteText = style(layered({ margin: `${vars.space.sm} 0 0`, whiteSpace: "pre-line" }));

// The churn risk's badge over the signals it was read from.
export const risk = style(
  layered({ display: "grid", gap: vars.space.xs, justifyItems: "start", minWidth: 0 }),
);

export const signals = style(
  layered({
    margin: 0,
    paddingInlineStart: vars.space.lg,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    overflowWrap: "anywhere",
  }),
);
