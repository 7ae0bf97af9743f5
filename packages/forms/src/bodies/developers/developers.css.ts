/** Layout of the API key dialogs. Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const narrow = "screen and (max-width: 639px)";

export const form = style(layered({ display: "grid", gap: vars.space.lg, minWidth: 0 }));

export const scopes = style(
  layered({ display: "grid", gap: vars.space.md, minWidth: 0, margin: 0, padding: 0, border: "none" }),
);

export const legend = style(
  layered({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weight.medium }),
);

/** The areas' choices: two columns in a wide dialog, one on a phone. */
export const areas = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    alignItems: "start",
    "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  }),
);

export const error = style(layered({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm }));

export const muted = style(layered({ margin: 0, color: vars.color.textMuted }));

/** The event families: two columns in a wide dialog, one on a phone. */
export const families = style(
  layered({
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    alignItems: "start",
    "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  }),
);

export const family = style(layered({ display: "grid", gap: vars.space.sm, minWidth: 0 }));

/** A family's single types, set in under its own box. */
export const types = style(
  layered({
    display: "grid",
    gap: vars.space.xs,
    minWidth: 0,
    margin: 0,
    marginLeft: 8,
    padding: 0,
    paddingLeft: vars.space.xl,
    border: "none",
    borderLeft: `1px solid ${vars.color.border}`,
  }),
);

/** An endpoint's URL in running text: long addresses break anywhere rather than widen the dialog. */
export const url = style(layered({ overflowWrap: "anywhere", fontWeight: vars.font.weight.medium }));
