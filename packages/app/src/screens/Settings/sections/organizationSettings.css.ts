import { layered, vars } from "@round/ui/css";
import { createVar, style } from "@vanilla-extract/css";

/** The brand fields' group: a fieldset without the browser's frame. */
export const brand = style(layered({ border: 0, margin: 0, padding: 0, minWidth: 0 }));

/** The color typed, set on the swatch's element. */
export const swatchColor = createVar();

/** A small square of the brand color beside its field. */
export const swatch = style(
  layered({
    display: "inline-block",
    width: "1.25rem",
    height: "1.25rem",
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: swatchColor,
  }),
);
