/** Layout of Issue credit note: a line to credit per row, the split's fields side by side. Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const narrow = "screen and (max-width: 639px)";

/** An invoice line: its checkbox, and the amount to credit once chosen; stacked on a phone. */
export const line = style(
  layered({
    display: "grid",
    gap: vars.space.sm,
    gridTemplateColumns: "minmax(0, 1fr) 12rem",
    alignItems: "start",
    "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  }),
);

/** The refund, balance credit and amount settled outside Round, three across; one column on a phone. */
export const parts = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
    alignItems: "start",
    "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  }),
);

/** A message for a group of fields, in the danger role like a field's own. */
export const groupError = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerText, overflowWrap: "anywhere" }),
);
