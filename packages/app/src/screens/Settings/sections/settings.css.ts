import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

/** A person in a list or a table cell: the name (with badges) over the email. */
export const person = style(layered({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }));

export const personName = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: vars.space.sm,
    fontWeight: vars.font.weight.medium,
    overflowWrap: "anywhere",
  }),
);

/** A column header read by screen readers only (the actions column). */
export const hiddenHeader = style(
  layered({
    position: "absolute",
    width: 1,
    height: 1,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  }),
);

export const list = style(
  layered({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm }),
);

export const listItem = style(
  layered({
    display: "flex",
    justifyContent: "space-between",
    alignItems: "center",
    gap: vars.space.md,
    flexWrap: "wrap",
    padding: `${vars.space.sm} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);
