import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(layered({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 }));

export const label = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text }),
);

export const row = style(layered({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 }));

export const value = style(
  layered({
    flex: "1 1 auto",
    minWidth: 0,
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    overflowWrap: "anywhere",
    userSelect: "all",
  }),
);
