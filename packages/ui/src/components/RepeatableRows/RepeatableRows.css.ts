import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export { empty, footer, hint, legend, limit, root, rows } from "../Field/rowList.css";

/** A row's fields, then its remove button. */
export const row = style(
  layered({
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto",
    alignItems: "start",
    gap: vars.space.sm,
  }),
);

/** The row's fields side by side, as many columns as fields; one under the other on a phone. */
export const fields = style(
  layered({
    display: "grid",
    gridAutoFlow: "column",
    gridAutoColumns: "minmax(0, 1fr)",
    alignItems: "start",
    gap: vars.space.sm,
    minWidth: 0,
    "@media": {
      "screen and (max-width: 479px)": { gridAutoFlow: "row" },
    },
  }),
);

/** The remove button, level with the fields' controls (below their labels). */
export const remove = style(
  layered({ marginTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.tight} + ${vars.space.xs})` }),
);
