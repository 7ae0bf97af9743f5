import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

// Five stat cards: one column on a phone, two or three in a medium page, one row when wide enough.
export const stats = style(
  layered({
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": {
      "screen and (min-width: 480px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      "screen and (min-width: 900px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
      "screen and (min-width: 1200px)": { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
    },
  }),
);

export const muted = style(layered({ color: vars.color.textMuted, margin: 0, fontSize: vars.font.size.sm }));

// A name never pushes its cell or card wider than its column: long unbroken names wrap.
export const nameCell = style(layered({ display: "grid", gap: 2, minWidth: 0, overflowWrap: "anywhere" }));
export const name = style(layered({ fontWeight: vars.font.weight.medium }));
export const card = style(layered({ minWidth: 0, overflowWrap: "anywhere" }));

export const hidden = style(
  layered({
    position: "absolute",
    width: 1,
    height: 1,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  }),
);
