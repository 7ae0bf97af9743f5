import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

export const panel = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.lg,
    minWidth: 0,
  }),
);

export const heading = style(
  layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }),
);

export const range = style(layered({ minWidth: 180 }));

export const others = style(layered({ marginTop: `calc(-1 * ${vars.space.sm})` }));

export const muted = style(layered({ color: vars.color.textMuted, margin: 0, fontSize: vars.font.size.sm }));

// A long unbroken customer name wraps inside its cell.
export const name = style(layered({ overflowWrap: "anywhere", minWidth: 0 }));
