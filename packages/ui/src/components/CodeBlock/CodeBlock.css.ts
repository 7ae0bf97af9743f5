import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    margin: 0,
    minWidth: 0,
    maxHeight: "28rem",
    overflow: "auto",
    padding: vars.space.md,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

export const pre = style(layered({ margin: 0, fontFamily: "inherit", whiteSpace: "pre", tabSize: 2 }));
