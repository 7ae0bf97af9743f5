import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

export const list = style(
  layered({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm }),
);

export const item = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.md,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

/** The link's address never pushes the card wider than the page. */
export const url = style(layered({ overflowWrap: "anywhere", fontFamily: vars.font.family.mono }));

export const details = style(layered({ minWidth: 0, flex: "1 1 18rem" }));

export const muted = style(layered({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 }));
