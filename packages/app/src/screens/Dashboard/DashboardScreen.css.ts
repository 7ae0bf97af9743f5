import { layered, vars } from "@round/ui/css";
import { globalStyle, style } from "@vanilla-extract/css";

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

export const stats = style(
  layered({
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(200px, 100%), 1fr))",
  }),
);

export const twoColumns = style(
  layered({
    display: "grid",
    gap: vars.space.lg,
    // min(): on a phone the content is narrower than one column; the card must not overflow it.
    gridTemplateColumns: "repeat(auto-fit, minmax(min(320px, 100%), 1fr))",
  }),
);

export const details = style(layered({ display: "grid", gap: vars.space.md, margin: 0 }));

// A term and its value side by side; on a narrow card the value wraps below its term.
export const detail = style(
  layered({ display: "flex", flexWrap: "wrap", columnGap: vars.space.md, rowGap: vars.space.xs }),
);
globalStyle(`${detail} dt`, {
  "@layer": { "round.components": { color: vars.color.textMuted, flex: "0 0 35%", minWidth: 120 } },
});
globalStyle(`${detail} dd`, {
  "@layer": {
    "round.components": {
      margin: 0,
      flex: "1 1 12rem",
      minWidth: 0,
      overflowWrap: "anywhere",
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const list = style(
  layered({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm }),
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
