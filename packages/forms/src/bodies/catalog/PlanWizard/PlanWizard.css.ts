import { layered, vars } from "@round/ui/css";
import { globalStyle, style } from "@vanilla-extract/css";

export const wizard = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

export const review = style(layered({ display: "flex", flexDirection: "column", gap: vars.space.md }));

export const summary = style(
  layered({
    display: "grid",
    gap: vars.space.xs,
    margin: 0,
    fontSize: vars.font.size.sm,
  }),
);

export const summaryRow = style(
  layered({
    display: "grid",
    gridTemplateColumns: "minmax(120px, 1fr) 2fr",
    gap: vars.space.md,
  }),
);

globalStyle(`${summaryRow} > dt`, layered({ color: vars.color.textMuted }));
globalStyle(`${summaryRow} > dd`, layered({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" }));

export const plainList = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: "none",
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const price = style(layered({ fontWeight: vars.font.weight.semibold }));

export const muted = style(layered({ color: vars.color.textMuted }));

export const actions = style(
  layered({
    display: "flex",
    justifyContent: "space-between",
    alignItems: "center",
    gap: vars.space.sm,
    flexWrap: "wrap",
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
  }),
);

export const navigation = style(layered({ display: "flex", gap: vars.space.sm, marginInlineStart: "auto" }));

/** The live price preview under a price point. */
export const preview = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    paddingTop: vars.space.md,
    borderTop: `1px dashed ${vars.color.border}`,
  }),
);

export const previewRow = style(
  layered({
    display: "grid",
    gridTemplateColumns: "minmax(0, 160px) 1fr",
    gap: vars.space.md,
    alignItems: "end",
    "@media": { "screen and (max-width: 639px)": { gridTemplateColumns: "1fr" } },
  }),
);

export const previewFigure = style(
  layered({
    minHeight: vars.space.xl,
    paddingBottom: vars.space.sm,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);
