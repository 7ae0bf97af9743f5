import { keyframes, style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

const appear = keyframes({
  from: { opacity: 0, transform: "translateY(-4px)" },
  to: { opacity: 1, transform: "none" },
});

export const content = style(
  layered({
    zIndex: vars.zIndex.dropdown,
    minWidth: 180,
    maxWidth: "min(320px, calc(100vw - 16px))",
    maxHeight: "var(--radix-dropdown-menu-content-available-height)",
    overflowY: "auto",
    padding: vars.space.xs,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    transformOrigin: "var(--radix-dropdown-menu-content-transform-origin)",
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
    cursor: "pointer",
    userSelect: "none",
    outline: "none",
    overflowWrap: "anywhere",
    selectors: {
      "&[data-highlighted]": { backgroundColor: vars.color.surfaceHover },
      "&[data-highlighted]:focus-visible": { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
      "&[data-destructive]": { color: vars.color.dangerText },
      "&[data-destructive][data-highlighted]": { backgroundColor: vars.color.dangerSubtle },
      "&[data-disabled]": { color: vars.color.textMuted, cursor: "not-allowed", opacity: 0.7 },
    },
  }),
);

export const icon = style(layered({ display: "inline-flex", flexShrink: 0 }));

export const separator = style(
  layered({ height: 1, margin: `${vars.space.xs} ${vars.space.xs}`, backgroundColor: vars.color.border }),
);
