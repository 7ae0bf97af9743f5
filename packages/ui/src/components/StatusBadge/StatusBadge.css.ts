import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const badge = recipe({
  base: layered({
    display: "inline-flex",
    alignItems: "center",
    gap: 6,
    maxWidth: "100%",
    minHeight: 22,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: "nowrap",
    verticalAlign: "middle",
  }),
  variants: {
    tone: {
      success: layered({ backgroundColor: vars.color.successSubtle, color: vars.color.successText }),
      warning: layered({ backgroundColor: vars.color.warningSubtle, color: vars.color.warningText }),
      danger: layered({ backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText }),
      info: layered({ backgroundColor: vars.color.infoSubtle, color: vars.color.infoText }),
      neutral: layered({ backgroundColor: vars.color.neutralSubtle, color: vars.color.neutralText }),
    },
  },
  defaultVariants: { tone: "neutral" },
});

// Archived records are out of use for good: the badge drops its fill and shows a dashed outline and a
// hollow dot, so it never reads as merely inactive. Muted text on the page's own surface keeps 4.5:1.
export const archived = style(
  layered({
    backgroundColor: "transparent",
    color: vars.color.textMuted,
    outline: `1px dashed ${vars.color.borderStrong}`,
    outlineOffset: -1,
  }),
);

// The dot repeats the tone in a shape, so the badge does not rely on its tint alone.
export const dot = style(
  layered({
    flexShrink: 0,
    width: 6,
    height: 6,
    borderRadius: vars.radius.full,
    backgroundColor: "currentColor",
  }),
);

export const hollowDot = style(
  layered({ backgroundColor: "transparent", boxShadow: "inset 0 0 0 1.5px currentColor" }),
);

export const text = style(layered({ overflow: "hidden", textOverflow: "ellipsis" }));
