import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

// Four stat cards: one column on a phone, two in a medium page, one row when wide enough.
export const stats = style(
  layered({
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": {
      "screen and (min-width: 480px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      "screen and (min-width: 1100px)": { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    },
  }),
);

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
