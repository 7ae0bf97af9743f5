import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.lg,
    minWidth: 0,
    padding: vars.space.xl,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderTop: `4px solid ${vars.color.success}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    overflowWrap: "anywhere",
    selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
  }),
);

export const top = style(layered({ display: "flex", alignItems: "flex-start", gap: vars.space.md }));

export const icon = style(
  layered({
    display: "inline-flex",
    flexShrink: 0,
    padding: vars.space.xs,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.successSubtle,
    color: vars.color.successText,
  }),
);

export const heading = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const message = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }),
);

export const amount = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xxs, margin: 0 }),
);

export const amountLabel = style(
  layered({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.textMuted }),
);

export const amountValue = style(
  layered({
    fontSize: vars.font.size.xxxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: "tabular-nums",
  }),
);

export const actions = style(
  layered({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm }),
);
