/** Layout of the customer dialog bodies, beside the catalog's groups and legends. Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const narrow = "screen and (max-width: 639px)";

/** Two columns of fields in a wide dialog, one on a phone. */
export const columns = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    alignItems: "start",
    "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  }),
);

/** A field across both columns. */
export const span = style(layered({ gridColumn: "1 / -1", minWidth: 0 }));

/** Checkboxes in a grid that folds to one column. */
export const checkboxes = style(
  layered({
    display: "grid",
    gap: vars.space.sm,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
  }),
);

/** A read-only figure above the fields: 'Current credit balance: $12.00'. */
export const figure = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: "anywhere" }),
);

/** A line of text that never pushes the dialog wider: long unbroken words wrap anywhere. */
export const text = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text, overflowWrap: "anywhere" }),
);

/** The spinner and its words while a file is sent. */
export const progress = style(
  layered({
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  }),
);

/** A column list of a file's columns, in code type, wrapping. */
export const code = style(
  layered({
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    overflowWrap: "anywhere",
  }),
);
