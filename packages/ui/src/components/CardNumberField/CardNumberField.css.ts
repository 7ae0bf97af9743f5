import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const input = style(layered({ fontVariantNumeric: "tabular-nums", letterSpacing: "0.02em" }));

/**
 * The recognised network, as a quiet badge; empty (and without a box) while there is none. A long name (a
 * translation) wraps within a few words' width rather than pushing the input out of the field.
 */
export const brand = style(
  layered({
    display: "inline-block",
    maxWidth: "7.5rem",
    whiteSpace: "normal",
    overflowWrap: "anywhere",
    textAlign: "end",
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.neutralSubtle,
    color: vars.color.neutralText,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    selectors: { "&:empty": { padding: 0 } },
  }),
);
