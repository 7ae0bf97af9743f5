import { style, styleVariants } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  }),
);

export const list = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.sm, flex: 1, minWidth: 0, margin: 0 }),
);

export const label = style(
  layered({
    margin: 0,
    minWidth: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const icon = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: 36,
    height: 36,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primaryText,
  }),
);

export const value = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: "tabular-nums",
    overflowWrap: "anywhere",
  }),
);

// A long figure ('$109,404,120.00'): a size smaller, so that it stays on one line in a quarter of a page.
export const valueLong = style(layered({ fontSize: vars.font.size.xl }));

export const changeRow = style(
  layered({
    display: "flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: vars.space.xs,
    margin: 0,
    fontSize: vars.font.size.sm,
  }),
);

const changeBase = layered({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: "tabular-nums",
});

export const change = styleVariants({
  positive: [
    changeBase,
    layered({ backgroundColor: vars.color.successSubtle, color: vars.color.successText }),
  ],
  negative: [changeBase, layered({ backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText })],
  neutral: [
    changeBase,
    layered({ backgroundColor: vars.color.neutralSubtle, color: vars.color.neutralText }),
  ],
});

export const changeLabel = style(
  layered({ minWidth: 0, color: vars.color.textMuted, overflowWrap: "anywhere" }),
);

export const valuePlaceholder = style(layered({ height: 30, width: "60%" }));
export const changePlaceholder = style(layered({ height: 20, width: "40%", marginTop: vars.space.sm }));
