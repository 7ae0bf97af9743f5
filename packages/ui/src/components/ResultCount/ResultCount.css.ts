import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    fontVariantNumeric: "tabular-nums",
    overflowWrap: "anywhere",
  }),
);
