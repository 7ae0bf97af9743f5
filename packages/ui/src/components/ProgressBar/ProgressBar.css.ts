import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 }),
);

export const header = style(
  layered({
    display: "flex",
    alignItems: "baseline",
    justifyContent: "space-between",
    gap: vars.space.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const label = style(layered({ color: vars.color.text, minWidth: 0, overflowWrap: "anywhere" }));

export const value = style(
  layered({
    flexShrink: 0,
    marginLeft: "auto",
    color: vars.color.textMuted,
    fontVariantNumeric: "tabular-nums",
  }),
);

export const track = recipe({
  base: layered({
    position: "relative",
    overflow: "hidden",
    width: "100%",
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceSunken,
    // A visible edge keeps the empty track distinguishable from the page (non-text contrast).
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  }),
  variants: {
    size: {
      sm: layered({ height: 6 }),
      md: layered({ height: 10 }),
    },
  },
  defaultVariants: { size: "md" },
});

export const fill = recipe({
  base: layered({
    height: "100%",
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  }),
  variants: {
    tone: {
      primary: layered({ backgroundColor: vars.color.primary }),
      success: layered({ backgroundColor: vars.color.success }),
      warning: layered({ backgroundColor: vars.color.warning }),
      danger: layered({ backgroundColor: vars.color.danger }),
    },
  },
  defaultVariants: { tone: "primary" },
});
