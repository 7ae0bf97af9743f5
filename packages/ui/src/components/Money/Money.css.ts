import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(layered({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }));

export const suffix = style(
  layered({
    marginLeft: "1px",
    fontSize: "0.85em",
    fontWeight: vars.font.weight.regular,
    color: vars.color.textMuted,
  }),
);
