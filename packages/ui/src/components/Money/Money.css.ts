import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

// A figure has no place to break (commas and points do not break), so it keeps together; only a figure
// wider than its whole container breaks (break-word, which leaves table columns sized as before).
export const root = style(layered({ fontVariantNumeric: "tabular-nums", overflowWrap: "break-word" }));

export const suffix = style(
  layered({
    marginLeft: "1px",
    whiteSpace: "nowrap",
    fontSize: "0.85em",
    fontWeight: vars.font.weight.regular,
    color: vars.color.textMuted,
  }),
);
