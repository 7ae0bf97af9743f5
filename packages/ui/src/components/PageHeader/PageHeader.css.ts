import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 }),
);

export const back = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    alignSelf: "flex-start",
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.textMuted,
    textDecoration: "none",
    borderRadius: vars.radius.sm,
    selectors: {
      "&:hover": { color: vars.color.text, textDecoration: "underline", textUnderlineOffset: "2px" },
    },
  }),
);

export const row = style(
  layered({
    display: "flex",
    alignItems: "flex-start",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: vars.space.lg,
    minWidth: 0,
  }),
);

export const text = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: "1 1 320px", minWidth: 0 }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xxxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: "-0.01em",
    overflowWrap: "anywhere",
    "@media": { "(max-width: 767px)": { fontSize: vars.font.size.xxl } },
  }),
);

export const subtitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, color: vars.color.textMuted, overflowWrap: "anywhere" }),
);

export const actions = style(
  layered({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space.sm }),
);
