import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const list = style(
  layered({
    display: "flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: "none",
    fontSize: vars.font.size.sm,
    minWidth: 0,
  }),
);

export const item = style(
  layered({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, minWidth: 0 }),
);

export const link = style(
  layered({
    color: vars.color.textMuted,
    textDecoration: "none",
    borderRadius: vars.radius.sm,
    overflowWrap: "anywhere",
    selectors: {
      "&:hover": { color: vars.color.text, textDecoration: "underline", textUnderlineOffset: "2px" },
    },
  }),
);

export const current = style(
  layered({ color: vars.color.text, fontWeight: vars.font.weight.semibold, overflowWrap: "anywhere" }),
);

export const separator = style(layered({ flexShrink: 0, color: vars.color.textMuted }));
