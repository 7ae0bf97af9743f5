import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

// What a tab looks like, whether it switches a panel (Tabs) or goes to a page (LinkTabs): muted text on a
// 40px row, and an underline that the current one fills with the primary colour.

/** The row of tabs: scrolls sideways when they do not fit, instead of wrapping onto two rows. */
export const tabRow = style(
  layered({
    display: "flex",
    gap: vars.space.xs,
    overflowX: "auto",
    borderBottom: `1px solid ${vars.color.border}`,
    scrollbarWidth: "thin",
  }),
);

export const tab = style(
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
      "&:focus-visible": { outlineOffset: "-2px" },
    },
  }),
);

/** The current tab's text and underline. */
export const current = {
  text: { color: vars.color.primaryText, fontWeight: vars.font.weight.semibold },
  underline: { backgroundColor: vars.color.primary },
} as const;
