import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export { empty, footer, hint, legend, limit, root, rows } from "../Field/rowList.css";

/** Key, value and the remove button; the headings row leaves the button's column empty. */
export const row = style(
  layered({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) 40px",
    alignItems: "start",
    gap: vars.space.sm,
  }),
);

export const heading = style(
  layered({
    minWidth: 0,
    marginBottom: `calc(${vars.space.xs} * -1)`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);
