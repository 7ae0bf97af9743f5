/** Layout of the subscription and billing dialog bodies. Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const narrow = "screen and (max-width: 639px)";

export const form = style(layered({ display: "grid", gap: vars.space.lg, minWidth: 0 }));

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

/** One add-on row: its price point, its quantity and Remove. */
export const addonRow = style(
  layered({
    display: "grid",
    gap: vars.space.sm,
    gridTemplateColumns: "minmax(0, 1fr) 7rem auto",
    alignItems: "end",
    "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  }),
);

export const group = style(layered({ display: "grid", gap: vars.space.sm, minWidth: 0 }));

/** A fieldset's legend, flush with the fields' labels. */
export const legend = style(
  layered({
    margin: 0,
    padding: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

/** A fieldset without a frame. */
export const fieldset = style(layered({ border: 0, padding: 0, margin: 0, minWidth: 0 }));

export const muted = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: "anywhere" }),
);

/** The preview: what the action would write, in a sunken panel. */
export const preview = style(
  layered({
    display: "grid",
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    minWidth: 0,
  }),
);

export const previewTitle = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

export const table = style(
  layered({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.size.sm, color: vars.color.text }),
);

export const cell = style(
  layered({
    padding: `${vars.space.xs} 0`,
    textAlign: "start",
    verticalAlign: "top",
    overflowWrap: "anywhere",
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const amount = style(
  layered({ textAlign: "end", whiteSpace: "nowrap", paddingInlineStart: vars.space.sm }),
);

export const total = style(layered({ fontWeight: vars.font.weight.semibold }));

export const steps = style(
  layered({
    margin: 0,
    paddingInlineStart: vars.space.lg,
    display: "grid",
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
  }),
);
