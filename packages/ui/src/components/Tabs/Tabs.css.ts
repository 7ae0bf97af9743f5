import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(layered({ display: "flex", flexDirection: "column", minWidth: 0 }));

// Scrolls sideways when the tabs do not fit, instead of wrapping onto two rows.
export const list = style(
  layered({
    display: "flex",
    gap: vars.space.xs,
    overflowX: "auto",
    borderBottom: `1px solid ${vars.color.border}`,
    scrollbarWidth: "thin",
  }),
);

export const trigger = style(
  layered({
    position: "relative",
    flexShrink: 0,
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    minHeight: 40,
    padding: `0 ${vars.space.md}`,
    border: "none",
    background: "transparent",
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: "nowrap",
    cursor: "pointer",
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
      "&:hover:not([data-disabled])": { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
      "&[data-state='active']": { color: vars.color.primaryText, fontWeight: vars.font.weight.semibold },
      "&[data-state='active']::after": { backgroundColor: vars.color.primary },
      "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 },
      "&:focus-visible": { outlineOffset: "-2px" },
    },
  }),
);

export const panel = style(
  layered({
    paddingTop: vars.space.lg,
    minWidth: 0,
    overflowWrap: "anywhere",
    selectors: { "&:focus-visible": { outlineOffset: "2px", borderRadius: vars.radius.sm } },
  }),
);
