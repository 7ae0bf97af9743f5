import { keyframes, style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

const appear = keyframes({
  from: { opacity: 0, transform: "scale(0.96)" },
  to: { opacity: 1, transform: "none" },
});

export const content = style(
  layered({
    zIndex: vars.zIndex.tooltip,
    maxWidth: "min(280px, calc(100vw - 16px))",
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    // Inverted colours: the text colour as background stands out from any surface.
    backgroundColor: vars.color.text,
    color: vars.color.textInverse,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.medium,
    overflowWrap: "anywhere",
    boxShadow: vars.shadow.md,
    transformOrigin: "var(--radix-tooltip-content-transform-origin)",
    animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  }),
);

export const arrow = style(layered({ fill: vars.color.text }));
