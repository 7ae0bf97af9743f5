import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";
import { current, tab, tabRow } from "./tabLook.css";

export const root = style(layered({ display: "flex", flexDirection: "column", minWidth: 0 }));

export const list = tabRow;

export const trigger = style([
  tab,
  layered({
    flexShrink: 0,
    gap: vars.space.xs,
    border: "none",
    background: "transparent",
    cursor: "pointer",
    selectors: {
      "&:hover:not([data-disabled])": { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
      "&[data-state='active']": current.text,
      "&[data-state='active']::after": current.underline,
      "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 },
    },
  }),
]);

export const panel = style(
  layered({
    paddingTop: vars.space.lg,
    minWidth: 0,
    overflowWrap: "anywhere",
    selectors: { "&:focus-visible": { outlineOffset: "2px", borderRadius: vars.radius.sm } },
  }),
);
