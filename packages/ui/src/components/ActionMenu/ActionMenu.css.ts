import { keyframes, style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

const appear = keyframes({
  // Opacity only: a moving transform would shift the box the placement measures.
  from: { opacity: 0 },
  to: { opacity: 1 },
});

export const content = style(
  layered({
    position: "fixed",
    zIndex: vars.zIndex.dropdown,
    boxSizing: "border-box",
    minWidth: 180,
    maxWidth: "min(320px, calc(100vw - 16px))",
    overflowY: "auto",
    padding: vars.space.xs,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    outline: "none",
  }),
);

export const item = style(
  layered({
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    minHeight: 36,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    // Link items are real anchors: they look like every other item.
    textDecoration: "none",
    cursor: "pointer",
    userSelect: "none",
    outline: "none",
    overflowWrap: "anywhere",
    selectors: {
      // The focused item is the highlighted one, whether the pointer or the keyboard moved there.
      "&:focus": { backgroundColor: vars.color.surfaceHover },
      "&:focus-visible": { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
      "&[data-destructive]": { color: vars.color.dangerText },
      "&[data-destructive]:focus": { backgroundColor: vars.color.dangerSubtle },
      "&[data-disabled]": { color: vars.color.textMuted, cursor: "not-allowed", opacity: 0.7 },
    },
  }),
);

export const icon = style(layered({ display: "inline-flex", flexShrink: 0 }));

export const separator = style(
  layered({
    height: 1,
    margin: `${vars.space.xs} ${vars.space.xs}`,
    border: "none",
    backgroundColor: vars.color.border,
  }),
);
