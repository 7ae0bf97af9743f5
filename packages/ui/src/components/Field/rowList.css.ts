import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

// What the editors of a list of rows share (KeyValueEditor, RepeatableRows; not a component of its own): the fieldset, its legend and
// hint, the list, the empty state, and the Add button's footer with its limit.

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
