import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(layered({ minWidth: 0 }));

// Scrolls sideways when the links do not fit, instead of wrapping onto two rows (as Tabs does).
export const list = style(
  layered({
    display: "flex",
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: "none",
    overflowX: "auto",
    borderBottom: `1px solid ${vars.color.border}`,
    scrollbarWidth: "thin",
  }),
);

export const item = style(layered({ flexShrink: 0, display: "flex" }));

export const link = style(
  layered({
    position: "relative",
    display: "inline-flex",
    alignItems: "center",
    minHeight: 40,
    padding: `0 ${vars.space.md}`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: "nowrap",
    textDecoration: "none",
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      "&::after": {
        content: '""',
        position: "absolute",
        left: vars.space.sm,
        right: vars.space.sm,
        bottom: -1,
        height: 2,
        borderRadius: vars.radius.full,
        backgroundColor: "transparent",
      },
      "&:hover": { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
      "&[aria-current='page']": { color: vars.color.primaryText, fontWeight: vars.font.weight.semibold },
      "&[aria-current='page']::after": { backgroundColor: vars.color.primary },
      "&:focus-visible": { outlineOffset: "-2px" },
    },
  }),
);
