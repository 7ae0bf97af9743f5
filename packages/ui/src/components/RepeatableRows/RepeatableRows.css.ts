import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
  }),
);

// A legend is laid out apart from its fieldset's content unless it floats; this keeps it in the flow.
export const legend = style(layered({ float: "left", width: "100%", padding: 0, marginBottom: 0 }));

export const hint = style(
  layered({
    marginTop: `calc(${vars.space.xs} * -1)`,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const rows = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: "none",
  }),
);

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

export const empty = style(
  layered({
    margin: 0,
    padding: vars.space.md,
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    textAlign: "center",
    overflowWrap: "anywhere",
  }),
);

export const footer = style(
  layered({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, minWidth: 0 }),
);

export const limit = style(
  layered({
    minWidth: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);
